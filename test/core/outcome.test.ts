import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defineEnv, generate, instanceOf, outcomeOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import {
  closeness,
  correct,
  fraction,
  maximisationRatio,
  minimisationRatio,
  ratioOf,
} from "../../src/core/outcome.ts";
import { parseInteger } from "../../src/core/parse.ts";
import { Rng } from "../../src/core/rng.ts";

describe("reward helpers", () => {
  it("closeness is (min/max)^beta and exact only at equality", () => {
    assert.equal(closeness(10n, 10n).reward, 1);
    assert.ok(Math.abs(closeness(9, 10).reward - 0.9 ** 10) < 1e-12);
    assert.equal(closeness(0, 5).reward, 0);
    assert.equal(closeness(-1, 5).status, "wrong_format");
    assert.ok(closeness(10n ** 40n + 1n, 10n ** 40n).reward < 1);
  });
  it("optimisation ratios", () => {
    assert.ok(Math.abs(minimisationRatio(12, 10).reward - (10 / 12) ** 5) < 1e-12);
    assert.ok(Math.abs(maximisationRatio(8, 10).reward - 0.8 ** 5) < 1e-12);
    assert.throws(() => minimisationRatio(9, 10), /solver is wrong/);
    assert.throws(() => maximisationRatio(11, 10), /solver is wrong/);
  });
  it("fraction and ratioOf", () => {
    assert.equal(fraction(3, 3).status, "correct");
    assert.equal(fraction(2, 4, 1).reward, 0.5);
    assert.equal(ratioOf(1n, 3n), 1 / 3);
    assert.ok(Math.abs(ratioOf(10n ** 100n, 3n * 10n ** 100n) - 1 / 3) < 1e-12);
  });
  it("outcomeOf applies the threshold", () => {
    assert.equal(outcomeOf(fraction(9, 10, 1), 0.9).accuracy, 1);
    assert.equal(outcomeOf(fraction(9, 10, 1), 0.9).status, "correct");
    assert.equal(outcomeOf(fraction(8, 10, 1), 0.9).status, "partial");
    assert.equal(outcomeOf(correct(), 1).formatScore, 1);
    assert.equal(outcomeOf({ reward: 2, status: "correct", reason: "" }, 1).status, "unscorable");
  });
});

const buggy = defineEnv<{ n: number }, { n: number }, number>({
  id: "buggy",
  rlveId: "Sorting",
  category: "sorting/arithmetic",
  version: 1,
  title: "test double",
  answerKind: "unique",
  params: (level) => ({ n: level }),
  generate: ({ n }, rng) => ({ n: n + rng.int(0, 9) }),
  prompt: ({ n }) => `Say ${n}.`,
  parse: (t) => parseInteger(t),
  score: (a, { n }) => {
    if (a === 13) throw new TypeError("boom");
    return a === n ? correct() : { reward: 0, status: "wrong", reason: "no" };
  },
  reference: ({ n }) => String(n),
  wrongAnswers: ({ n }) => [String(n + 1)],
  size: ({ n }) => n,
});

describe("generate and verify", () => {
  it("is a pure function of (env, level, seed)", () => {
    assert.deepEqual(generate(buggy, 3, 5), generate(buggy, 3, 5));
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => instanceOf(buggy, 3, s).instance.n));
    assert.ok(seen.size > 1);
    assert.throws(() => generate(buggy, -1, 0), /level/);
    assert.throws(() => generate(buggy, 1.5, 0), /level/);
    assert.throws(() => generate(buggy, 1, -3), /seed/);
  });
  it("a scorer exception is unscorable, never a wrong answer", () => {
    const out = verify(buggy, { n: 5 }, "<answer>13</answer>");
    assert.equal(out.status, "unscorable");
    assert.match(out.reason, /boom/);
  });
  it("format errors are -1 and right answers +1", () => {
    assert.equal(verify(buggy, { n: 5 }, "<answer>five</answer>").reward, -1);
    assert.equal(verify(buggy, { n: 5 }, "5").status, "wrong_format");
    assert.equal(verify(buggy, { n: 5 }, wrapAnswer("5", "boxed"), { format: "boxed" }).accuracy, 1);
    assert.equal(verify(buggy, { n: 5 }, "<answer>6</answer>").status, "wrong");
    assert.equal(verify(buggy, { n: 5 }, 42 as unknown as string).status, "wrong_format");
  });
});

describe("Rng", () => {
  it("is deterministic and in range", () => {
    const a = Rng.from("x", 1);
    const b = Rng.from("x", 1);
    for (let i = 0; i < 1000; i++) {
      const v = a.int(-3, 3);
      assert.equal(v, b.int(-3, 3));
      assert.ok(v >= -3 && v <= 3);
      const f = a.float();
      b.float();
      assert.ok(f >= 0 && f < 1);
    }
    assert.notDeepEqual(Rng.from("x", 1).permutation(20), Rng.from("x", 2).permutation(20));
    assert.deepEqual(Rng.from("y").distinctInts(0, 1e9, 5).length, 5);
    assert.equal(new Set(Rng.from("y").distinctInts(0, 9, 10)).size, 10);
  });
});
