import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { randomGraph } from "../../src/lib/graph.ts";
import { maximumWeightMatching, minimumCostAssignment } from "../../src/lib/matching.ts";

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

describe("least-cost assignment", () => {
  it("is a permutation whose cost equals the best over all permutations (n <= 7)", () => {
    const permutations = (n: number): number[][] =>
      n === 0
        ? [[]]
        : permutations(n - 1).flatMap((p) =>
            Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
          );
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("assignment", t);
      const n = rng.int(1, 7);
      const cost = Array.from({ length: n }, () =>
        Array.from({ length: n }, () => rng.int(-20, t % 3 === 0 ? 3 : 50)),
      );
      const col = minimumCostAssignment(cost);
      assert.deepEqual(
        [...col].sort((a, b) => a - b),
        Array.from({ length: n }, (_, i) => i),
      );
      const total = (p: readonly number[]) => p.reduce((s, c, i) => s + cost[i]![c]!, 0);
      const best = Math.min(...permutations(n).map(total));
      assert.equal(total(col), best, JSON.stringify(cost));
    }
  });
});
