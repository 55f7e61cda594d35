import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { minimumEdgeCoverByPaths } from "../../src/lib/dag-cover.ts";
import type { WeightedEdge } from "../../src/lib/graph.ts";

/** Least cost by DP over multisets of root paths: each path cost added until every edge is covered (tiny graphs). */
function brute(n: number, edges: WeightedEdge[]): number {
  const paths: Array<{ mask: number; cost: number }> = [];
  const walk = (v: number, mask: number, cost: number) => {
    if (mask !== 0) paths.push({ mask, cost });
    edges.forEach(([u, w, c], i) => {
      if (u === v) walk(w, mask | (1 << i), cost + c);
    });
  };
  walk(0, 0, 0);
  const full = (1 << edges.length) - 1;
  const dp = new Array<number>(full + 1).fill(Number.POSITIVE_INFINITY);
  dp[0] = 0;
  for (let m = 0; m <= full; m++) {
    if (dp[m] === Number.POSITIVE_INFINITY) continue;
    for (const p of paths) dp[m | p.mask] = Math.min(dp[m | p.mask]!, dp[m]! + p.cost);
  }
  void n;
  return dp[full]!;
}

describe("minimumEdgeCoverByPaths", () => {
  it("matches a brute force on small DAGs", () => {
    for (let seed = 0; seed < 150; seed++) {
      const rng = Rng.from("dag-cover", seed);
      const n = rng.int(2, 6);
      const keys = new Set<number>();
      const edges: WeightedEdge[] = [];
      for (let j = 1; j < n; j++) {
        const i = rng.int(0, j - 1);
        keys.add(i * n + j);
        edges.push([i, j, rng.int(1, 6)]);
      }
      for (let t = 0; t < 4 && edges.length < 10; t++) {
        const i = rng.int(0, n - 2);
        const j = rng.int(i + 1, n - 1);
        if (keys.has(i * n + j)) continue;
        keys.add(i * n + j);
        edges.push([i, j, rng.int(1, 6)]);
      }
      const { weight, paths } = minimumEdgeCoverByPaths(n, edges, 0);
      assert.equal(weight, brute(n, edges));
      let total = 0;
      const covered = new Set<number>();
      for (const p of paths) {
        assert.equal(p[0], 0);
        for (let k = 1; k < p.length; k++) {
          const e = edges.findIndex(([u, v]) => u === p[k - 1] && v === p[k]);
          assert.ok(e >= 0);
          covered.add(e);
          total += edges[e]![2];
        }
      }
      assert.equal(covered.size, edges.length);
      assert.equal(total, weight);
    }
  });
});
