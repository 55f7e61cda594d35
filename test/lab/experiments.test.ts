import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { GRPO } from "../../src/lab/algos.ts";
import { measuredThreshold, runCatastrophe } from "../../src/lab/catastrophe.ts";
import { noProgress } from "../../src/lab/experiment.ts";
import { e1 } from "../../src/lab/experiments/e1.ts";
import { e1b } from "../../src/lab/experiments/e1b.ts";
import { e2 } from "../../src/lab/experiments/e2.ts";

const opts = { seed: 1, progress: noProgress };

describe("E1: first-order identity", () => {
  it("slope of logit J(K) - logit J(0) against S(K) is within 5% of 1 at small steps", () => {
    const r = e1(opts, {
      K: 100,
      G: 8,
      runs: [
        { label: "exact PG", update: { kind: "exact" }, etas: [1, 5], smallUpTo: 5 },
        { label: "GRPO", update: { kind: "sampled", algo: GRPO, G: 8 }, etas: [0.1], smallUpTo: 0.1 },
      ],
    });
    const slope = r.summary.slope as number;
    assert.ok(Math.abs(slope - 1) < 0.05, `slope ${slope}`);
    assert.ok((r.summary.correlation as number) > 0.999);
  });
});

describe("E1b: single-prompt bound", () => {
  it("J(k) >= sigma(logit J0 + M(k)/2) at every step with the theory step size", () => {
    const r = e1b(opts, { prompts: 3, K: 60, scales: [1, 0.5] });
    assert.equal(r.summary.violations, 0);
    assert.ok((r.summary.minMargin as number) >= 0);
  });
});

describe("E2: sharp threshold", () => {
  it("measured threshold is within 2% of 2/a, with positive alignment throughout", () => {
    const r = e2(opts, { ...e2Config(), sweepA: [1, 3] });
    const m = r.summary.measuredThreshold as number;
    const p = r.summary.predictedThreshold as number;
    assert.equal(p, 2);
    assert.ok(Math.abs(m / p - 1) < 0.02, `measured ${m}`);
    assert.equal(r.summary.alignmentPositiveEverywhere, true);
    for (const a of [0.5, 3]) {
      const t = measuredThreshold(a, { K: 2000, lo: 1 / a, hi: 3 / a });
      assert.ok(Math.abs((t * a) / 2 - 1) < 0.02, `a=${a}: ${t}`);
    }
  });

  it("below 2/a J -> 1, above it J -> 0 although every step is aligned", () => {
    const below = runCatastrophe({ a: 1, eta: 1.9, K: 400 });
    const above = runCatastrophe({ a: 1, eta: 2.1, K: 400 });
    assert.ok(below.logOdds.at(-1)! > 100);
    assert.ok(above.logOdds.at(-1)! < -100);
    assert.ok(above.alignment.every((x) => x > 0));
    assert.equal(above.collapseStep, 25);
  });
});

function e2Config() {
  return { a: 1, etas: [0.5, 1.9, 2.1, 3], K: 400, bisectionK: 2000, sweepA: [1], lateEtas: [2.1] };
}
