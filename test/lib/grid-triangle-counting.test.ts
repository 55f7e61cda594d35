import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gridTriangles } from "../../src/envs/geometry/grid-triangle-counting.ts";

describe("grid triangle counting", () => {
  it("matches enumerating every triple of lattice points", () => {
    for (let n = 0; n <= 6; n++) {
      for (let m = 0; m <= 5; m++) {
        const pts: [number, number][] = [];
        for (let x = 0; x <= n; x++) for (let y = 0; y <= m; y++) pts.push([x, y]);
        let count = 0n;
        for (let i = 0; i < pts.length; i++)
          for (let j = i + 1; j < pts.length; j++)
            for (let k = j + 1; k < pts.length; k++) {
              const [a, b, c] = [pts[i]!, pts[j]!, pts[k]!];
              if ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) !== 0) count++;
            }
        assert.equal(gridTriangles(n, m), count, `n=${n} m=${m}`);
      }
    }
  });
});
