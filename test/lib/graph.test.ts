import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import {
  adjacency,
  bfsPath,
  dijkstra,
  kruskal,
  randomConnectedGraph,
  randomRecursiveTree,
  randomTree,
  randomTreeWithHubs,
  randomTreeWithInner,
  type WeightedEdge,
} from "../../src/lib/graph.ts";
import { UnionFind } from "../../src/lib/unionfind.ts";

describe("graph helpers", () => {
  it("random recursive trees are trees with edges [smaller, larger]", () => {
    for (let n = 1; n <= 40; n++) {
      const edges = randomRecursiveTree(n, Rng.from("r", n));
      assert.equal(edges.length, Math.max(0, n - 1));
      const uf = new UnionFind(n);
      for (const [u, v] of edges) {
        assert.ok(u < v, `edge [${u}, ${v}] is not ordered`);
        assert.ok(uf.union(u, v), "cycle in a random recursive tree");
      }
      assert.equal(uf.components, 1);
    }
  });
  it("random trees are trees", () => {
    for (let n = 1; n <= 40; n++) {
      const edges = randomTree(n, Rng.from("t", n));
      assert.equal(edges.length, Math.max(0, n - 1));
      const uf = new UnionFind(n);
      for (const [u, v] of edges) assert.ok(uf.union(u, v), "cycle in a random tree");
      assert.equal(uf.components, 1);
    }
  });
  it("hub trees are trees whose inner vertices are among the hubs", () => {
    for (let n = 3; n <= 30; n++) {
      for (const hubs of new Set([1, Math.min(2, n - 2), Math.ceil((n - 2) / 2), n - 2])) {
        const edges = randomTreeWithHubs(n, hubs, Rng.from("h", n, hubs));
        assert.equal(edges.length, n - 1);
        const uf = new UnionFind(n);
        for (const [u, v] of edges) assert.ok(uf.union(u, v), "cycle in a hub tree");
        assert.equal(uf.components, 1);
        const degree = new Array<number>(n).fill(0);
        for (const [u, v] of edges) {
          degree[u]!++;
          degree[v]!++;
        }
        const inner = degree.filter((d) => d > 1).length;
        assert.ok(inner >= 1 && inner <= hubs, `n=${n} hubs=${hubs}: ${inner} inner vertices`);
      }
    }
    assert.throws(() => randomTreeWithHubs(5, 4, Rng.from("h")), RangeError);
  });
  it("inner-count trees are trees with exactly that many inner vertices", () => {
    for (let n = 3; n <= 30; n++) {
      for (let inner = 1; inner <= n - 2; inner++) {
        const edges = randomTreeWithInner(n, inner, Rng.from("i", n, inner));
        assert.equal(edges.length, n - 1);
        const uf = new UnionFind(n);
        for (const [u, v] of edges) assert.ok(uf.union(u, v), "cycle in an inner-count tree");
        assert.equal(uf.components, 1);
        const degree = new Array<number>(n).fill(0);
        for (const [u, v] of edges) {
          degree[u]!++;
          degree[v]!++;
        }
        assert.equal(degree.filter((d) => d > 1).length, inner, `n=${n} inner=${inner}`);
      }
    }
    assert.throws(() => randomTreeWithInner(5, 4, Rng.from("i")), RangeError);
  });
  it("random connected graphs are simple and connected", () => {
    for (let n = 2; n <= 25; n++) {
      for (const m of [n - 1, Math.max(n - 1, Math.floor((n * (n - 1)) / 4)), (n * (n - 1)) / 2]) {
        const edges = randomConnectedGraph(n, m, Rng.from("g", n, m));
        assert.equal(edges.length, m);
        assert.equal(new Set(edges.map(([u, v]) => `${Math.min(u, v)},${Math.max(u, v)}`)).size, m);
        const uf = new UnionFind(n);
        for (const [u, v] of edges) uf.union(u, v);
        assert.equal(uf.components, 1);
      }
    }
  });
  it("dijkstra matches Bellman-Ford and kruskal is minimal on small graphs", () => {
    for (let t = 0; t < 50; t++) {
      const rng = Rng.from("d", t);
      const n = rng.int(2, 9);
      const edges: WeightedEdge[] = randomConnectedGraph(n, rng.int(n - 1, (n * (n - 1)) / 2), rng).map(
        ([u, v]) => [u, v, rng.int(0, 9)],
      );
      const dist = dijkstra(n, edges, 0, false);
      const bf = new Array(n).fill(Number.POSITIVE_INFINITY);
      bf[0] = 0;
      for (let i = 0; i < n; i++)
        for (const [u, v, w] of edges) {
          bf[v] = Math.min(bf[v], bf[u] + w);
          bf[u] = Math.min(bf[u], bf[v] + w);
        }
      assert.deepEqual(dist, bf);
      // brute force MST over all (n-1)-subsets is too big; check the cut property instead
      const { weight, edges: tree } = kruskal(n, edges);
      assert.equal(tree.length, n - 1);
      for (const [u, v, w] of edges) {
        // every non-tree edge is at least the max edge on the tree path between its ends
        const adj = new Map<number, Array<[number, number]>>();
        for (const [a, b, c] of tree) {
          adj.set(a, [...(adj.get(a) ?? []), [b, c]]);
          adj.set(b, [...(adj.get(b) ?? []), [a, c]]);
        }
        const stack: Array<[number, number, number]> = [[u, -1, 0]];
        let maxOnPath = -1;
        while (stack.length) {
          const [x, p, mx] = stack.pop()!;
          if (x === v) maxOnPath = mx;
          for (const [y, c] of adj.get(x) ?? []) if (y !== p) stack.push([y, x, Math.max(mx, c)]);
        }
        assert.ok(w >= maxOnPath);
      }
      assert.equal(
        weight,
        tree.reduce((s, e) => s + e[2], 0),
      );
    }
  });
});

describe("bfsPath", () => {
  it("finds a path with the fewest edges, or null when the ends are apart", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("bfs-path", t);
      const n = rng.int(1, 12);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rng.int(0, 3) === 0) edges.push([u, v]);
      const adj = adjacency(n, edges);
      const from = rng.int(0, n - 1);
      const to = rng.int(0, n - 1);
      // distances by repeated relaxation (Bellman-Ford with unit weights)
      const dist = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
      dist[from] = 0;
      for (let r = 0; r < n; r++)
        for (const [u, v] of edges) {
          dist[v] = Math.min(dist[v]!, dist[u]! + 1);
          dist[u] = Math.min(dist[u]!, dist[v]! + 1);
        }
      const path = bfsPath(adj, from, to);
      if (dist[to] === Number.POSITIVE_INFINITY) {
        assert.equal(path, null);
        continue;
      }
      assert.ok(path);
      assert.equal(path[0], from);
      assert.equal(path[path.length - 1], to);
      assert.equal(path.length - 1, dist[to]);
      for (let i = 1; i < path.length; i++) assert.ok(adj[path[i - 1]!]!.includes(path[i]!));
    }
  });
});
