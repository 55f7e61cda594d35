import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  correct,
  defineEnv,
  type Environment,
  FormatError,
  generate,
  instanceOf,
  verify,
  wrong,
} from "../../src/core/kit.ts";
import { getEnv } from "../../src/core/registry.ts";
import {
  auditEnv,
  binomialTail,
  constantLimit,
  exampleShift,
  IDENTITY,
  identityAnswer,
  overLimit,
  statedInPrompt,
  worstCells,
} from "../../src/eval/audit.ts";

/** A yes/no family whose answer is "Yes" for 9 seeds in 10, with a format example that is often right. */
function gamed(opts: { example?: string; flatten?: boolean; tiny?: boolean }): Environment {
  return defineEnv<{ level: number }, { x: number; answer: string }, string>({
    id: "gamed",
    rlveId: "Sorting",
    category: "sorting/arithmetic",
    version: 1,
    title: "test double",
    answerKind: "unique",
    ...(opts.example === undefined ? {} : { answerExample: opts.example }),
    ...(opts.flatten ? { balanceDraws: () => 16 } : {}),
    params: (level) => ({ level }),
    generate: (_p, rng) => {
      const x = opts.tiny ? rng.int(0, 1) : rng.int(0, 1_000_000);
      return { x, answer: x % 10 === 0 ? "No" : "Yes" };
    },
    prompt: ({ x }) => `Is ${x} not a multiple of 10? Answer Yes or No.`,
    parse: (text) => {
      if (text.trim() === "") throw new FormatError("empty");
      return text.trim();
    },
    score: (a, { answer }) => (a.toLowerCase() === answer.toLowerCase() ? correct() : wrong("no")),
    reference: ({ answer }) => answer,
    wrongAnswers: ({ answer }) => [answer === "Yes" ? "No" : "Yes"],
    size: () => 1,
  });
}

/** A yes/no family whose answer is "Yes" with probability `yes` (no example, varied instances). */
function binary(yes: number): Environment {
  return defineEnv<{ level: number }, { x: number; answer: string }, string>({
    id: "binary",
    rlveId: "Sorting",
    category: "sorting/arithmetic",
    version: 1,
    title: "test double",
    answerKind: "unique",
    params: (level) => ({ level }),
    generate: (_p, rng) => ({ x: rng.int(0, 1_000_000), answer: rng.bool(yes) ? "Yes" : "No" }),
    prompt: ({ x }) => `Is ${x} lucky? Answer Yes or No.`,
    parse: (text) => {
      if (text.trim() === "") throw new FormatError("empty");
      return text.trim();
    },
    score: (a, { answer }) => (a.toLowerCase() === answer.toLowerCase() ? correct() : wrong("no")),
    reference: ({ answer }) => answer,
    wrongAnswers: ({ answer }) => [answer === "Yes" ? "No" : "Yes"],
    size: () => 1,
  });
}

/**
 * Sort a list of 3 to 12 distinct values, which starts sorted in `solvedShare` of the problems. "identity":
 * answer the positions of the values in increasing order (the identity "1 2 ... n" when sorted). "empty":
 * answer swaps "i j" of two different positions that sort the list (none are needed when it is sorted; the
 * reference then swaps the last two twice, as planted moves that cancel out).
 */
function startsSolved(solvedShare: number, mode: "identity" | "empty"): Environment {
  const isSorted = (v: number[]) => v.every((x, i) => i === 0 || v[i - 1]! < x);
  // The last two positions: a swap that is out of range in shorter lists, so the references differ.
  const swap = (v: number[]) => `${v.length - 1} ${v.length}`;
  const order = (v: number[]) => v.map((_, i) => i + 1).sort((x, y) => v[x - 1]! - v[y - 1]!);
  return defineEnv<{ level: number }, { values: number[] }, number[]>({
    id: "starts-solved",
    rlveId: "Sorting",
    category: "sorting/arithmetic",
    version: 1,
    title: "test double",
    answerKind: "any-valid",
    params: (level) => ({ level }),
    generate: (_p, rng) => {
      const n = rng.int(3, 12);
      const values = rng.distinctInts(0, 1000, n).sort((a, b) => a - b);
      if (!rng.bool(solvedShare)) [values[0], values[n - 1]] = [values[n - 1]!, values[0]!];
      return { values };
    },
    prompt: ({ values }) => `Sort ${values.join(", ")}.`,
    parse: (text) => (text.trim() === "" ? [] : text.trim().split(/\s+/).map(Number)),
    score: (a, { values }) => {
      if (mode === "identity") return a.join(" ") === order(values).join(" ") ? correct() : wrong("no");
      const v = values.slice();
      if (a.some((p) => !Number.isInteger(p) || p < 1 || p > v.length)) return wrong("out of range");
      for (let k = 0; k + 1 < a.length; k += 2)
        [v[a[k]! - 1], v[a[k + 1]! - 1]] = [v[a[k + 1]! - 1]!, v[a[k]! - 1]!];
      const distinct = a.every((x, k) => k % 2 === 0 || a[k - 1] !== x);
      return a.length % 2 === 0 && distinct && isSorted(v) ? correct() : wrong("no");
    },
    reference: ({ values }) =>
      mode === "identity"
        ? order(values).join(" ")
        : isSorted(values)
          ? `${swap(values)} ${swap(values)}`
          : `1 ${values.length}`,
    wrongAnswers: () => ["0"],
    size: () => 1,
  });
}

describe("shortcut audit", () => {
  it("the empty and the identity answer count as constant answers (issue 30, item 7)", () => {
    assert.equal(identityAnswer("3 1 2"), "1 2 3");
    assert.equal(identityAnswer("2, 0, 1, 3"), "0, 1, 2, 3");
    assert.equal(identityAnswer("1 2"), undefined, "a pair copies the reference's shape");
    assert.equal(identityAnswer("1 3 2\n4"), undefined, "several lines too");
    assert.equal(identityAnswer("1 1 2"), undefined);
    assert.equal(identityAnswer("2 3 4"), undefined);
    const identity = auditEnv(startsSolved(0.9, "identity"), { levels: [0], seeds: 24 }).cells[0]!;
    assert.equal(identity.constant.answer, IDENTITY);
    assert.match(identity.violations.join("\n"), /the constant answer "<identity>" is correct/);
    const empty = auditEnv(startsSolved(0.9, "empty"), { levels: [0], seeds: 24 }).cells[0]!;
    assert.equal(empty.constant.answer, "");
    assert.match(empty.violations.join("\n"), /the constant answer "" is correct/);
    const fine = auditEnv(startsSolved(0, "identity"), { levels: [0], seeds: 24 }).cells[0]!;
    assert.deepEqual(fine.violations, []);
  });

  it("constant limit: a share per answer space, tested with the binomial tail", () => {
    assert.equal(constantLimit(2), 0.7);
    assert.equal(constantLimit(null), 0.5);
    assert.equal(constantLimit(1), 0.5);
    assert.equal(constantLimit(10), 0.5);
    assert.ok(Math.abs(constantLimit(2, 0.1) - 0.6) < 1e-9);
    // P(X >= 21) for Binomial(24, 0.7) = 0.0424: the 86% "Alice" of splitting-game at 24 seeds fails.
    assert.ok(Math.abs(binomialTail(21, 24, 0.7) - 0.04242) < 1e-4);
    assert.equal(overLimit(21, 24, 0.7).over, true);
    assert.equal(overLimit(20, 24, 0.7).over, false);
    assert.equal(binomialTail(0, 5, 0.3), 1);
    assert.equal(binomialTail(6, 5, 0.3), 0);
    assert.ok(Math.abs(binomialTail(3, 3, 0.5) - 0.125) < 1e-12);
    // Thousands of problems (the check over all levels) stay finite.
    assert.ok(binomialTail(2600, 4200, 0.6) < 0.01 && binomialTail(2500, 4200, 0.6) > 0.5);
  });

  // Issue 30, item 10: at 10 seeds, 17 environments failed the constant check by sampling noise alone
  // (taking-prime-game "-1" in 8 of 10 at level 0, against a limit of 70%, while 200 seeds give 50-55%).
  it("a family within the limit passes at any number of seeds, one above it fails with enough of them", () => {
    const within = auditEnv(binary(0.6), { levels: Array.from({ length: 21 }, (_, i) => i), seeds: 10 });
    assert.deepEqual(
      within.cells.flatMap((c) => c.violations),
      [],
    );
    const game = auditEnv(getEnv("taking-prime-game"), { levels: [0, 1, 2, 3], seeds: 10 });
    assert.deepEqual(
      game.cells.flatMap((c) => c.violations),
      [],
    );
    assert.equal(auditEnv(binary(0.6), { levels: [0], seeds: 200 }).cells[0]!.violations.length, 0);
    const above = auditEnv(binary(0.85), { levels: [0], seeds: 200 }).cells[0]!;
    assert.match(above.violations.join("\n"), /is correct in 8\d% of 200 problems \(limit 70%; p = /);
    assert.ok(above.constantP < 0.05);
  });

  it("example shift: an example that is the answer plus a constant is caught, a fixed or unrelated one is not", () => {
    const refs = ["3", "5", "8", "13", "21", "34", "55", "89", "144", "233"];
    const shifted = refs.map((ref) => ({ ref, example: String(Number(ref) + 7) }));
    assert.deepEqual(exampleShift(shifted), { by: "7", share: 1 });
    const lists = refs.map((ref) => ({ ref: `${ref} 1 2`, example: `${Number(ref) + 1} 2 3` }));
    assert.equal(exampleShift(lists)?.by, "1");
    // Mostly shifted (the env's special case differs once in ten) is still a leak.
    const mostly = shifted.map((s, i) => (i === 0 ? { ...s, example: "0" } : s));
    assert.equal(exampleShift(mostly)?.by, "7");
    assert.equal(exampleShift(refs.map((ref) => ({ ref, example: "4" }))), null);
    assert.equal(exampleShift(refs.map((ref, i) => ({ ref, example: String(i * 3 + 100) }))), null);
    assert.equal(exampleShift(refs.slice(0, 5).map((ref) => ({ ref, example: `${ref}9` }))), null);
  });

  it("stated in prompt: informative references only, as whole words", () => {
    assert.ok(statedInPrompt("1234", "the total is 1234 here"));
    assert.ok(statedInPrompt("3 1 4", "values: 3, 1, 4."));
    assert.ok(!statedInPrompt("123", "the total is 1234 here"), "part of a word is not the word");
    assert.ok(!statedInPrompt("42", "42 apples"), "numbers below 100 are not counted");
    assert.ok(!statedInPrompt("Alice", "Alice or Bob?"), "a choice is named by the question");
  });

  it("fails a gamed family on every count and passes it once fixed", () => {
    const bad = auditEnv(gamed({ example: "Yes" }), { levels: [0, 1], seeds: 24 });
    const why = bad.cells.flatMap((c) => c.violations).join("\n");
    assert.match(why, /the example is correct/);
    assert.match(why, /the constant answer "Yes"/);
    assert.equal(bad.answerSpace, 2);
    assert.ok(bad.overall !== null && bad.overall.violations.length > 0);

    const tiny = auditEnv(gamed({ tiny: true }), { levels: [0], seeds: 24 });
    assert.match(tiny.cells[0]!.violations.join("\n"), /the level has about 2 instances/);

    const good = auditEnv(gamed({ flatten: true }), { levels: [0, 1, 2], seeds: 24 });
    assert.deepEqual(
      good.cells.flatMap((c) => c.violations),
      [],
    );
    assert.ok(worstCells([bad, good])[0]!.env === "gamed");
  });

  it("the prompt echo never scores, even when the example would be right", () => {
    const env = gamed({ example: "Yes" });
    for (let seed = 1; seed <= 20; seed++) {
      const p = generate(env, 0, seed);
      const { instance } = instanceOf(env, 0, seed);
      for (const out of [p.prompt, `user: ${p.prompt}\nassistant:`, p.prompt.replace(/ /g, "\n ")]) {
        const o = verify(env, instance, out);
        assert.equal(o.accuracy, 0);
        assert.equal(o.status, "wrong_format");
      }
      // An answer after the echoed prompt still counts.
      assert.equal(verify(env, instance, `${p.prompt}\n<answer>${instance.answer}</answer>`).accuracy, 1);
      const boxed = generate(env, 0, seed, "boxed");
      assert.equal(verify(env, instance, boxed.prompt, { format: "boxed" }).accuracy, 0);
    }
  });

  it("the issue's cases: balanced games, fibtrain and root-extraction", () => {
    const report = auditEnv(getEnv("splitting-game"), { levels: [7, 8, 9], seeds: 24 });
    for (const c of report.cells) assert.deepEqual(c.violations, [], JSON.stringify(c));
    const root = getEnv("root-extraction");
    // RLVE-Gym's rule: 1/(1 + |x - r|)^2 for the root r rounded to 5 decimals, accurate within about 1e-4.
    const { instance } = instanceOf(root, 0, 1);
    const at = (x: number) => verify(root, instance, `<answer>${x.toFixed(5)}</answer>`);
    assert.equal(at(instance.root).accuracy, 1);
    assert.equal(at(instance.root + 0.00005).accuracy, 1);
    assert.equal(at(instance.root + 0.0002).accuracy, 0);
    assert.equal(at(instance.root - 0.0002).accuracy, 0);
    assert.ok(at(instance.root + 2).reward < 0.2);
  });
});
