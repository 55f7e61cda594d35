import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { randomGraph } from "../../src/lib/graph.ts";
import { maximumWeightMatching } from "../../src/lib/matching.ts";

describe("maximum-weight matching", () => {
  it("matches a subset DP on small graphs", () => {
    for (let t = 0; t < 500; t++) {
      const rng = Rng.from("mwm", t);
      const n = rng.int(1, 11);
      const edges = randomGraph(n, rng.int(0, (n * (n - 1)) / 2), rng).map(
        ([u, v]) => [u, v, rng.int(1, t % 2 === 0 ? 5 : 100)] as [number, number, number],
      );
      const w = Array.from({ length: n }, () => new Array<number>(n).fill(0));
      for (const [u, v, x] of edges) w[u]![v] = w[v]![u] = x;
      const memo = new Map<number, number>();
      const best = (mask: number): number => {
        if (mask === 0) return 0;
        const hit = memo.get(mask);
        if (hit !== undefined) return hit;
        const i = 31 - Math.clz32(mask & -mask);
        const rest = mask & ~(1 << i);
        let r = best(rest);
        for (let j = 0; j < n; j++)
          if ((rest >> j) & 1 && w[i]![j]! > 0) r = Math.max(r, w[i]![j]! + best(rest & ~(1 << j)));
        memo.set(mask, r);
        return r;
      };
      const { mate, weight } = maximumWeightMatching(n, edges);
      assert.equal(weight, best((1 << n) - 1), JSON.stringify(edges));
      let sum = 0;
      for (let u = 0; u < n; u++) {
        if (mate[u] === -1) continue;
        assert.equal(mate[mate[u]!], u);
        assert.ok(w[u]![mate[u]!]! > 0);
        if (mate[u]! > u) sum += w[u]![mate[u]!]!;
      }
      assert.equal(sum, weight);
    }
  });
});
