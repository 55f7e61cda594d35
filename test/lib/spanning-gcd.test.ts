import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { sumTreeGcd } from "../../src/envs/graphs/sum-spanning-tree-gcd.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../src/lib/graph.ts";
import { gcd } from "../../src/lib/numtheory.ts";
import { UnionFind } from "../../src/lib/unionfind.ts";

function brute(n: number, edges: WeightedEdge[], p: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << edges.length; mask++) {
    const chosen = edges.filter((_, i) => (mask >> i) & 1);
    if (chosen.length !== n - 1) continue;
    const uf = new UnionFind(n);
    if (!chosen.every(([u, v]) => uf.union(u, v))) continue;
    total += chosen.reduce((g, e) => gcd(g, e[2]), 0);
  }
  return total % p;
}

describe("sumTreeGcd", () => {
  it("matches enumeration of spanning trees", () => {
    for (let seed = 0; seed < 80; seed++) {
      const rng = Rng.from("gcd-trees", seed);
      const n = rng.int(1, 6);
      const max = (n * (n - 1)) / 2;
      const m = rng.int(Math.max(0, n - 1), Math.min(max, 10));
      const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng).map(([u, v]) => [u, v, rng.int(1, 24)]);
      assert.equal(sumTreeGcd(n, edges, 9_999_991), brute(n, edges, 9_999_991), `seed ${seed}`);
    }
  });
});
