import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { minInorder } from "../../src/envs/graphs/min-inorder-binary-tree.ts";
import { fewestChanges } from "../../src/envs/graphs/mitter-transportation.ts";
import { bestColoring, coloringValue } from "../../src/envs/graphs/tree-coloring.ts";
import { bestWalk } from "../../src/envs/graphs/tree-maximum-visited-vertex.ts";
import { adjacency, randomTree, randomTreeWithHubs } from "../../src/lib/graph.ts";
import {
  mostComponentsAfterTwoPaths,
  randomTreeMaxDegree,
  treeAllDistances,
  treeDistancesFrom,
  weightedAdjacency,
} from "../../src/lib/trees.ts";

function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Every root of degree <= 2 and every left/right placement, enumerated. */
function bruteInorder(n: number, edges: [number, number][]): number[] {
  const adj = adjacency(n, edges);
  const all = (v: number, p: number): number[][] => {
    const kids = adj[v]!.filter((c) => c !== p);
    if (kids.length === 0) return [[v]];
    if (kids.length === 1) {
      const out: number[][] = [];
      for (const s of all(kids[0]!, v)) out.push([...s, v], [v, ...s]);
      return out;
    }
    const out: number[][] = [];
    for (const a of all(kids[0]!, v))
      for (const b of all(kids[1]!, v)) out.push([...a, v, ...b], [...b, v, ...a]);
    return out;
  };
  let best: number[] | null = null;
  for (let r = 0; r < n; r++) {
    if (adj[r]!.length > 2) continue;
    for (const s of all(r, -1)) if (best === null || less(s, best)) best = s;
  }
  return best!;
}

describe("tree solvers", () => {
  it("minInorder matches enumeration", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = Rng.from("inorder", seed);
      const n = rng.int(1, 8);
      const edges = randomTreeMaxDegree(n, 3, rng);
      assert.deepEqual(minInorder(n, edges), bruteInorder(n, edges));
    }
  });

  it("fewestChanges: keeping the counted vertices is feasible and values of a balanced tree need none", () => {
    // a balanced tree: root 12, children 0 -> {1,2}, 1 -> {3,4,5}, values 12, 6, 6, 2, 2, 2
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [12, 6, 6, 2, 2, 2]), 0);
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [12, 6, 5, 2, 2, 2]), 1);
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [1, 6, 5, 2, 2, 7]), 3);
  });
});

/** Every pair of edge-disjoint paths, deleted, components counted as vertices minus edges of the forest left. */
function bruteTwoPaths(n: number, edges: [number, number][]): number {
  const adj = adjacency(n, edges);
  const paths: Array<{ verts: Set<number>; edges: Set<number> }> = [];
  for (let a = 0; a < n; a++) {
    const par = new Array<number>(n).fill(-1);
    const seen = new Set([a]);
    const st = [a];
    while (st.length) {
      const x = st.pop()!;
      for (const y of adj[x]!) {
        if (seen.has(y)) continue;
        seen.add(y);
        par[y] = x;
        st.push(y);
      }
    }
    for (let b = a; b < n; b++) {
      const verts = new Set<number>([b]);
      const es = new Set<number>();
      for (let v = b; v !== a; v = par[v]!) {
        verts.add(par[v]!);
        es.add(Math.min(v, par[v]!) * n + Math.max(v, par[v]!));
      }
      paths.push({ verts, edges: es });
    }
  }
  let best = 0;
  for (const p of paths)
    for (const q of paths) {
      if ([...p.edges].some((e) => q.edges.has(e))) continue;
      const gone = new Set([...p.verts, ...q.verts]);
      const left = edges.filter(([u, v]) => !gone.has(u) && !gone.has(v)).length;
      best = Math.max(best, n - gone.size - left);
    }
  return best;
}

describe("treeAllDistances", () => {
  it("matches one search per source on trees, and on forests (unreachable is -1)", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = Rng.from("all-distances", seed);
      const n = rng.int(1, 14);
      let edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(0, 9)] as [number, number, number]);
      if (seed % 3 === 0 && edges.length > 0)
        edges = edges.filter((_, i) => i !== rng.int(0, edges.length - 1));
      const adj = weightedAdjacency(n, edges);
      const direct = Array.from({ length: n }, (_, s) => treeDistancesFrom(adj, s));
      assert.deepEqual(treeAllDistances(n, edges), direct, `seed ${seed}`);
      // Unweighted edges count 1.
      const plain = edges.map(([u, v]) => [u, v] as [number, number]);
      const unit = weightedAdjacency(
        n,
        plain.map(([u, v]) => [u, v, 1]),
      );
      assert.deepEqual(
        treeAllDistances(n, plain),
        Array.from({ length: n }, (_, s) => treeDistancesFrom(unit, s)),
        `seed ${seed} unweighted`,
      );
    }
  });
});

describe("mostComponentsAfterTwoPaths", () => {
  it("matches enumeration of all path pairs", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = Rng.from("two-paths", seed);
      const n = rng.int(1, 11);
      const edges = randomTree(n, rng);
      assert.equal(mostComponentsAfterTwoPaths(n, edges), bruteTwoPaths(n, edges), `seed ${seed}`);
    }
  });

  it("matches enumeration on bushy trees (few inner vertices of high degree)", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = Rng.from("two-paths-hubs", seed);
      const n = rng.int(3, 12);
      const edges = randomTreeWithHubs(n, rng.int(1, Math.min(n - 2, 4)), rng);
      assert.equal(mostComponentsAfterTwoPaths(n, edges), bruteTwoPaths(n, edges), `seed ${seed}`);
    }
  });
});

describe("bestColoring", () => {
  it("matches all colourings and its witness reaches the optimum", () => {
    for (let seed = 0; seed < 150; seed++) {
      const rng = Rng.from("coloring", seed);
      const n = rng.int(2, 9);
      const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, 9)] as [number, number, number]);
      const k = rng.int(0, n);
      let brute = -1;
      for (let mask = 0; mask < 1 << n; mask++) {
        const set = new Set(Array.from({ length: n }, (_, v) => v).filter((v) => (mask >> v) & 1));
        if (set.size === k) brute = Math.max(brute, coloringValue(n, k, edges, set));
      }
      const { best, black } = bestColoring(n, k, edges);
      assert.equal(best, brute, `seed ${seed}`);
      assert.equal(black.length, k);
      assert.equal(coloringValue(n, k, edges, new Set(black)), best);
      const d = treeAllDistances(n, edges);
      let direct = 0;
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) if (black.includes(a) === black.includes(b)) direct += d[a]![b]!;
      assert.equal(direct, best);
    }
  });
});

describe("bestWalk", () => {
  it("matches a search over (vertex, visited set) states and its walk is valid", () => {
    for (let seed = 0; seed < 150; seed++) {
      const rng = Rng.from("visit", seed);
      const n = rng.int(2, 8);
      const edges = randomTree(n, rng);
      const m = rng.int(1, 2 * n);
      const adj = adjacency(n, edges);
      let states = new Set([`0:${1}`]);
      for (let s = 0; s < m; s++) {
        const next = new Set<string>();
        for (const st of states) {
          const [v, mask] = st.split(":").map(Number) as [number, number];
          for (const w of adj[v]!) next.add(`${w}:${mask | (1 << w)}`);
        }
        states = next;
      }
      let brute = 0;
      for (const st of states) {
        const mask = Number(st.split(":")[1]);
        let c = 0;
        for (let v = 0; v < n; v++) if ((mask >> v) & 1) c++;
        brute = Math.max(brute, c);
      }
      const { best, walk } = bestWalk(n, edges, m);
      assert.equal(best, brute, `seed ${seed}`);
      assert.equal(walk.length, m + 1);
      assert.equal(walk[0], 0);
      assert.equal(new Set(walk).size, best);
      for (let i = 1; i < walk.length; i++) assert.ok(adj[walk[i - 1]!]!.includes(walk[i]!));
    }
  });
});
