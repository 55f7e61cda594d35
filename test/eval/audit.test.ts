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
import { auditEnv, constantLimit, exampleShift, statedInPrompt, worstCells } from "../../src/eval/audit.ts";

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

describe("shortcut audit", () => {
  it("constant limit: binds for yes/no at 24 seeds and is 0.5 for large spaces", () => {
    assert.ok(Math.abs(constantLimit(2, 24) - (0.5 + 3 * Math.sqrt(0.25 / 24))) < 1e-9);
    assert.ok(constantLimit(2, 24) < 0.86, "the 86% 'Alice' of splitting-game must fail");
    assert.equal(constantLimit(null, 24), 0.5);
    assert.equal(constantLimit(1, 24), 0.5);
    assert.equal(constantLimit(10, 24), 0.5);
    assert.ok(Math.abs(constantLimit(2, 400, 0.1) - 0.6) < 1e-9);
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
    for (const c of report.cells) assert.ok(c.constant.accuracy <= c.constantLimit, JSON.stringify(c));
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
