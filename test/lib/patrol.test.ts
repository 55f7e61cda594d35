import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { patrolLength, treeWithDiameter } from "../../src/envs/graphs/patrol.ts";
import { type Edge, randomTree } from "../../src/lib/graph.ts";

/** Added edges (loops allowed) and multiplicity 1 or 2 per tree edge; a closed walk exists iff degrees are even. */
function brute(n: number, edges: Edge[], k: number): number {
  const pairs: Edge[] = [];
  for (let u = 0; u < n; u++) for (let v = u; v < n; v++) pairs.push([u, v]);
  const extraSets: Edge[][] =
    k === 1 ? pairs.map((p) => [p]) : pairs.flatMap((p) => pairs.map((q) => [p, q]));
  let best = Number.POSITIVE_INFINITY;
  for (const extra of extraSets) {
    const base = new Array<number>(n).fill(0);
    for (const [u, v] of extra) {
      base[u]!++;
      base[v]!++;
    }
    for (let mask = 0; mask < 1 << edges.length; mask++) {
      const deg = base.slice();
      let len = k;
      edges.forEach(([u, v], i) => {
        const mult = (mask >> i) & 1 ? 2 : 1;
        deg[u]! += mult;
        deg[v]! += mult;
        len += mult;
      });
      if (deg.every((d) => d % 2 === 0)) best = Math.min(best, len);
    }
  }
  return best;
}

describe("patrolLength", () => {
  it("matches a brute force on small trees", () => {
    for (let seed = 0; seed < 60; seed++) {
      const rng = Rng.from("patrol", seed);
      const n = rng.int(2, 7);
      const edges = randomTree(n, rng);
      const k = rng.int(1, 2);
      assert.equal(patrolLength(n, edges, k), brute(n, edges, k), `seed ${seed}`);
    }
  });
  it("matches a brute force on the generator's trees", () => {
    for (let seed = 0; seed < 40; seed++) {
      const rng = Rng.from("patrol-d", seed);
      const n = rng.int(3, 7);
      const edges = treeWithDiameter(n, rng.int(2, n - 1), rng);
      const k = rng.int(1, 2);
      assert.equal(patrolLength(n, edges, k), brute(n, edges, k), `seed ${seed}`);
    }
  });
});

describe("treeWithDiameter", () => {
  it("gives a tree whose diameter is the one asked", () => {
    for (let n = 3; n <= 40; n++) {
      for (const d of new Set([2, Math.floor((n + 1) / 2), n - 1])) {
        const edges = treeWithDiameter(n, d, Rng.from("diam", n, d));
        assert.equal(edges.length, n - 1);
        const adj: number[][] = Array.from({ length: n }, () => []);
        for (const [u, v] of edges) {
          adj[u]!.push(v);
          adj[v]!.push(u);
        }
        let diameter = 0;
        for (let s = 0; s < n; s++) {
          const dist = new Array<number>(n).fill(-1);
          dist[s] = 0;
          const q = [s];
          for (let i = 0; i < q.length; i++)
            for (const w of adj[q[i]!]!)
              if (dist[w] === -1) {
                dist[w] = dist[q[i]!]! + 1;
                q.push(w);
              }
          assert.ok(
            dist.every((x) => x >= 0),
            `n=${n} d=${d}: not connected`,
          );
          diameter = Math.max(diameter, ...dist);
        }
        assert.equal(diameter, d, `n=${n}`);
      }
    }
  });
});
