// Fast exact solvers of issue 19 (generation speed) checked against the plain enumerations they replaced.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { closestPoint } from "../../src/envs/geometry/min-sum-distance-square.ts";

describe("min-sum-distance-square closestPoint", () => {
  /** Every integer X in [0, side], the smallest of least cost (the generator's former scan). */
  function scan(groups: number[][], side: number): { best: number; witness: number } {
    let best = Number.POSITIVE_INFINITY;
    let witness = 0;
    for (let x = 0; x <= side; x++) {
      let s = 0;
      for (const g of groups) s += Math.min(...g.map((p) => (x - p) * (x - p)));
      if (s < best) {
        best = s;
        witness = x;
      }
    }
    return { best, witness };
  }

  it("matches the scan over every X, ties to the smallest X included", () => {
    for (let seed = 0; seed < 600; seed++) {
      const rng = Rng.from("closest-point", seed);
      const m = rng.int(1, 12);
      // Narrow ranges give repeated points and ties; wide ones give sparse groups.
      const side = rng.int(0, 3) === 0 ? rng.int(0, 6) : rng.int(10, 120);
      const groups = Array.from({ length: m }, () =>
        Array.from({ length: rng.int(1, 4) }, () => rng.int(0, side)).sort((a, b) => a - b),
      );
      assert.deepEqual(closestPoint(groups), scan(groups, side), `seed ${seed}: ${JSON.stringify(groups)}`);
    }
  });
});
