import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { largest, rectangleArea } from "../../src/envs/geometry/largest-rectangle-among-points.ts";
import type { Point } from "../../src/lib/geometry.ts";

function isRectangle(p: Point[]): number {
  for (const perm of [
    [0, 1, 2, 3],
    [0, 1, 3, 2],
    [0, 2, 1, 3],
  ]) {
    const q = perm.map((i) => p[i]!);
    let ok = true;
    for (let k = 0; k < 4; k++) {
      const [a, b, c] = [q[k]!, q[(k + 1) % 4]!, q[(k + 2) % 4]!];
      if ((a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]) !== 0) ok = false;
      if (a[0] === b[0] && a[1] === b[1]) ok = false;
    }
    if (ok) {
      const [a, b, , d] = q;
      return Math.abs((b![0] - a![0]) * (d![1] - a![1]) - (b![1] - a![1]) * (d![0] - a![0]));
    }
  }
  return 0;
}

describe("largest rectangle among points", () => {
  it("matches trying every four points with right-angle checks", () => {
    const rng = Rng.from("rect", 1);
    for (let t = 0; t < 300; t++) {
      const seen = new Set<string>();
      const pts: Point[] = [];
      const n = rng.int(4, 11);
      while (pts.length < n) {
        const p: Point = [rng.int(0, 4), rng.int(0, 4)];
        if (!seen.has(`${p}`)) {
          seen.add(`${p}`);
          pts.push(p);
        }
      }
      let best = 0;
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++)
          for (let c = b + 1; c < n; c++)
            for (let d = c + 1; d < n; d++) {
              const quad = [pts[a]!, pts[b]!, pts[c]!, pts[d]!];
              const area = isRectangle(quad);
              assert.equal(rectangleArea(quad), area);
              best = Math.max(best, area);
            }
      const got = largest(pts);
      assert.equal(got.best, best);
      if (best > 0) assert.equal(rectangleArea(got.witness.map((i) => pts[i]!)), best);
    }
  });
});
