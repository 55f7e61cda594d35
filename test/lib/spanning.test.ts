import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../src/lib/graph.ts";
import { countMinimumSpanningTrees } from "../../src/lib/spanning.ts";
import { UnionFind } from "../../src/lib/unionfind.ts";

describe("spanning tree counting", () => {
  it("counts minimum spanning trees like subset enumeration", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("mstcount", t);
      const n = rng.int(1, 6);
      const max = (n * (n - 1)) / 2;
      const edges: WeightedEdge[] = randomConnectedGraph(n, rng.int(Math.max(0, n - 1), max), rng).map(
        ([u, v]) => [u, v, rng.int(1, 3)],
      );
      let best = Number.POSITIVE_INFINITY;
      let count = 0;
      for (let mask = 0; mask < 1 << edges.length; mask++) {
        const chosen = edges.filter((_, i) => (mask >> i) & 1);
        if (chosen.length !== n - 1) continue;
        const uf = new UnionFind(n);
        if (!chosen.every(([u, v]) => uf.union(u, v))) continue;
        const w = chosen.reduce((s, e) => s + e[2], 0);
        if (w < best) {
          best = w;
          count = 0;
        }
        if (w === best) count++;
      }
      assert.equal(countMinimumSpanningTrees(n, edges), BigInt(count));
    }
  });
});
