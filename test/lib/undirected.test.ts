import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { randomGraph } from "../../src/lib/graph.ts";
import { bridges, connectedWithout, maxXor, xorCycleBasis } from "../../src/lib/undirected.ts";

describe("undirected graph algorithms", () => {
  it("bridges match edge-removal checks", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("bridges", t);
      const n = rng.int(1, 10);
      const edges = randomGraph(n, rng.int(0, Math.min(14, (n * (n - 1)) / 2)), rng);
      const brute = edges.map((_e, i) => i).filter((i) => !connectedWithout(n, edges, i, ...edges[i]!));
      assert.deepEqual(bridges(n, edges), brute);
    }
  });

  it("max XOR path matches enumeration of simple paths", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("xorpath", t);
      const n = rng.int(2, 7);
      const und = randomGraph(n, rng.int(0, (n * (n - 1)) / 2), rng);
      const edges = und.map(([u, v]) => [u, v, rng.int(0, 31)] as [number, number, number]);
      const { pot, root, basis } = xorCycleBasis(n, edges);
      // Walks may repeat edges; the reachable XOR set is pot-difference plus the cycle space.
      const reach = new Set<number>();
      const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
      for (const [u, v, w] of edges) {
        adj[u]!.push([v, w]);
        adj[v]!.push([u, w]);
      }
      const seen = new Set<string>(["0,0"]);
      const st: Array<[number, number]> = [[0, 0]];
      while (st.length > 0) {
        const [u, x] = st.pop()!;
        if (u === n - 1) reach.add(x);
        for (const [v, w] of adj[u]!) {
          const k = `${v},${x ^ w}`;
          if (!seen.has(k)) {
            seen.add(k);
            st.push([v, x ^ w]);
          }
        }
      }
      if (root[0] !== root[n - 1]) assert.equal(reach.size, 0);
      else assert.equal(maxXor(basis, pot[0]! ^ pot[n - 1]!), Math.max(...reach));
    }
  });
});

describe("cycle counting", () => {
  it("cycle-space enumeration matches a DFS over simple cycles", async () => {
    const { countSimpleCycles } = await import("../../src/lib/undirected.ts");
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("cycles", t);
      const n = rng.int(1, 8);
      const edges = randomGraph(n, rng.int(0, (n * (n - 1)) / 2), rng);
      const adj = Array.from({ length: n }, () => new Set<number>());
      for (const [u, v] of edges) {
        adj[u]!.add(v);
        adj[v]!.add(u);
      }
      // Count cycles by their smallest vertex s, walking only through larger vertices; each cycle is found twice.
      let twice = 0;
      for (let s = 0; s < n; s++) {
        const walk = (u: number, len: number, used: Set<number>) => {
          for (const v of adj[u]!) {
            if (v === s && len >= 3) twice++;
            if (v > s && !used.has(v)) {
              used.add(v);
              walk(v, len + 1, used);
              used.delete(v);
            }
          }
        };
        walk(s, 1, new Set([s]));
      }
      assert.equal(countSimpleCycles(n, edges), twice / 2);
    }
  });
});
