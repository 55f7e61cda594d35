import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { solveKnapsack } from "../../src/lib/knapsack.ts";

function brute(w: number[], v: number[], cap: number): number {
  let best = 0;
  for (let mask = 0; mask < 1 << w.length; mask++) {
    let tw = 0;
    let tv = 0;
    for (let i = 0; i < w.length; i++) {
      if (mask & (1 << i)) {
        tw += w[i]!;
        tv += v[i]!;
      }
    }
    if (tw <= cap) best = Math.max(best, tv);
  }
  return best;
}

it("knapsack DP matches brute force and its witness is feasible and optimal", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 30 })), { maxLength: 12 }),
      fc.integer({ min: 0, max: 80 }),
      (items, cap) => {
        const w = items.map((x) => x[0]);
        const v = items.map((x) => x[1]);
        const { best, witness } = solveKnapsack(w, v, cap);
        assert.equal(best, brute(w, v, cap));
        assert.equal(new Set(witness).size, witness.length);
        assert.ok(witness.reduce((s, i) => s + w[i]!, 0) <= cap);
        assert.equal(
          witness.reduce((s, i) => s + v[i]!, 0),
          best,
        );
      },
    ),
  );
});
