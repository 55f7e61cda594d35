import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { adjacency, randomTree } from "../../src/lib/graph.ts";
import { banyanHeart } from "../../src/lib/treedp.ts";

function banyanBrute(n: number, edges: [number, number][]): boolean[] {
  const adj = adjacency(n, edges);
  const next = (from: number, to: number): number => {
    const prev = new Array<number>(n).fill(-1);
    const q = [from];
    prev[from] = from;
    for (let i = 0; i < q.length; i++)
      for (const v of adj[q[i]!]!)
        if (prev[v] === -1) {
          prev[v] = q[i]!;
          q.push(v);
        }
    let x = to;
    while (prev[x] !== from) x = prev[x]!;
    return x;
  };
  const seen = new Set<number>();
  const stack = [1 * n + 0];
  seen.add(n);
  const out = new Array<boolean>(n).fill(false);
  while (stack.length > 0) {
    const st = stack.pop()!;
    const mask = Math.floor(st / n);
    const heart = st % n;
    if (mask === (1 << n) - 1) out[heart] = true;
    for (let v = 0; v < n; v++) {
      if ((mask >> v) & 1) continue;
      if (!adj[v]!.some((u) => (mask >> u) & 1)) continue;
      const ns = (mask | (1 << v)) * n + next(heart, v);
      if (!seen.has(ns)) {
        seen.add(ns);
        stack.push(ns);
      }
    }
  }
  return out;
}

describe("tree DPs", () => {
  it("banyan heart matches the state search", () => {
    for (let t = 0; t < 400; t++) {
      const rng = Rng.from("banyan", t);
      const n = rng.int(1, 11);
      const edges = randomTree(n, rng);
      assert.deepEqual(banyanHeart(n, edges), banyanBrute(n, edges), JSON.stringify(edges));
    }
  });
});

describe("split partitions", () => {
  it("candidate enumeration matches all subsets", async () => {
    const { countSplitPartitions } = await import(
      "../../src/envs/graphs/clique-independent-set-partitioning-counting.ts"
    );
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("split", t);
      const n = rng.int(2, 9);
      const size = rng.int(1, n - 1);
      const inK = Array.from({ length: n }, (_, i) => i < size);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if ((inK[u] && inK[v]) || (inK[u] !== inK[v] && rng.bool())) edges.push([u, v]);
      const adj = new Set(edges.map(([u, v]) => u * n + v));
      let brute = 0;
      for (let mask = 1; mask < (1 << n) - 1; mask++) {
        let ok = true;
        for (let u = 0; u < n; u++)
          for (let v = u + 1; v < n; v++) {
            const a = (mask >> u) & 1;
            if (a !== ((mask >> v) & 1)) continue;
            if (a === 1 && !adj.has(u * n + v)) ok = false;
            if (a === 0 && adj.has(u * n + v)) ok = false;
          }
        if (ok) brute++;
      }
      assert.equal(countSplitPartitions(n, edges, inK), brute);
    }
  });

  it("the generator's graphs have the count they were built for", async () => {
    const { buildSplitGraph, countSplitPartitions } = await import(
      "../../src/envs/graphs/clique-independent-set-partitioning-counting.ts"
    );
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("split-build", t);
      const n = rng.int(6, 10);
      const target = rng.int(1, n);
      const { edges, inK } = buildSplitGraph(n, target, rng.pick([0.1, 0.5, 0.9]), rng);
      const adj = new Set(edges.map(([u, v]) => u * n + v));
      let brute = 0;
      for (let mask = 1; mask < (1 << n) - 1; mask++) {
        let ok = true;
        for (let u = 0; u < n && ok; u++)
          for (let v = u + 1; v < n && ok; v++) {
            const a = (mask >> u) & 1;
            if (a === ((mask >> v) & 1) && (a === 1) !== adj.has(u * n + v)) ok = false;
          }
        if (ok) brute++;
      }
      assert.equal(brute, target);
      assert.equal(countSplitPartitions(n, edges, inK), target);
    }
  });
});

describe("equal leaf depths", () => {
  it("the DP matches trying every set of new lengths", async () => {
    const { equalizeLeafDepths } = await import("../../src/lib/treedp.ts");
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("firework", t);
      const n = rng.int(1, 6);
      const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, 3)] as [number, number, number]);
      let best = Number.POSITIVE_INFINITY;
      const total = edges.reduce((s, e) => s + e[2], 0);
      const lens = edges.map(() => 0);
      const rec = (k: number) => {
        if (k === edges.length) {
          const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
          edges.forEach(([u, v], i) => {
            adj[u]!.push([v, lens[i]!]);
            adj[v]!.push([u, lens[i]!]);
          });
          const depths = new Set<number>();
          const dfs = (u: number, p: number, d: number) => {
            let leaf = true;
            for (const [v, w] of adj[u]!)
              if (v !== p) {
                leaf = false;
                dfs(v, u, d + w);
              }
            if (leaf) depths.add(d);
          };
          dfs(0, -1, 0);
          if (depths.size === 1) best = Math.min(best, total - lens.reduce((s, x) => s + x, 0));
          return;
        }
        for (let x = 0; x <= edges[k]![2]; x++) {
          lens[k] = x;
          rec(k + 1);
        }
      };
      rec(0);
      assert.equal(equalizeLeafDepths(n, edges), best);
    }
  });
});

describe("cheapest single cycle", () => {
  it("matches enumerating every cyclic arrangement", async () => {
    const { cheapestSingleCycle, isSingleCycle } = await import("../../src/lib/treedp.ts");
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("cycleconv", t);
      const n = rng.int(2, 6);
      const a = Array.from({ length: n }, () => rng.int(0, n - 1));
      const c = Array.from({ length: n }, () => rng.int(1, 9));
      let best = Number.POSITIVE_INFINITY;
      const p = new Array<number>(n).fill(0);
      const rec = (i: number) => {
        if (i === n) {
          if (isSingleCycle(p))
            best = Math.min(
              best,
              p.reduce((s, x, k) => s + (x === a[k] ? 0 : c[k]!), 0),
            );
          return;
        }
        for (let x = 0; x < n; x++) {
          p[i] = x;
          rec(i + 1);
        }
      };
      rec(0);
      const got = cheapestSingleCycle(a, c);
      assert.equal(got.cost, best, JSON.stringify({ a, c }));
      assert.ok(isSingleCycle(got.result));
      assert.equal(
        got.result.reduce((s, x, k) => s + (x === a[k] ? 0 : c[k]!), 0),
        best,
      );
    }
  });
});

describe("path coverage", () => {
  it("matches trying every choice of k paths", async () => {
    const { maxPathCoverage } = await import("../../src/lib/treedp.ts");
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("kpath", t);
      const n = rng.int(1, 8);
      const k = rng.int(1, 3);
      const edges = randomTree(n, rng);
      const adj = adjacency(n, edges);
      const pathMask = (u: number, v: number) => {
        const prev = new Array<number>(n).fill(-1);
        prev[u] = u;
        const q = [u];
        for (let i = 0; i < q.length; i++)
          for (const w of adj[q[i]!]!)
            if (prev[w] === -1) {
              prev[w] = q[i]!;
              q.push(w);
            }
        let m = 1 << u;
        for (let x = v; x !== u; x = prev[x]!) m |= 1 << x;
        return m;
      };
      const masks: number[] = [];
      for (let u = 0; u < n; u++) for (let v = u; v < n; v++) masks.push(pathMask(u, v));
      let best = 0;
      const rec = (left: number, from: number, acc: number) => {
        if (left === 0) {
          let c = 0;
          for (let x = acc; x; x &= x - 1) c++;
          best = Math.max(best, c);
          return;
        }
        for (let i = from; i < masks.length; i++) rec(left - 1, i, acc | masks[i]!);
      };
      rec(k, 0, 0);
      assert.equal(maxPathCoverage(n, edges, k), best, JSON.stringify({ edges, k }));
    }
  });
});

describe("beads and wires", () => {
  it("matches a search over colourings undone step by step", async () => {
    const { maxBlueWires } = await import("../../src/lib/treedp.ts");
    // State: edges [u, v, label] with label -1 = red, otherwise a blue pair id. Undo Append: drop a leaf on a red edge;
    // undo Insert: a degree-2 vertex whose two edges form one blue pair merges them into a red edge.
    const reducible = (start: Array<[number, number, number]>): boolean => {
      const memo = new Map<string, boolean>();
      const go = (es: Array<[number, number, number]>): boolean => {
        if (es.length === 0) return true;
        const key = es
          .map(([u, v, l]) => `${Math.min(u, v)}-${Math.max(u, v)}:${l}`)
          .sort()
          .join("|");
        const hit = memo.get(key);
        if (hit !== undefined) return hit;
        const deg = new Map<number, number[]>();
        es.forEach(([u, v], i) => {
          for (const x of [u, v]) deg.set(x, [...(deg.get(x) ?? []), i]);
        });
        let ok = false;
        for (const [x, inc] of deg) {
          if (ok) break;
          if (inc.length === 1 && es[inc[0]!]![2] === -1) ok = go(es.filter((_, i) => i !== inc[0]));
          else if (inc.length === 2) {
            const [a, b] = [es[inc[0]!]!, es[inc[1]!]!];
            if (a[2] !== -1 && a[2] === b[2]) {
              const ya = a[0] === x ? a[1] : a[0];
              const yb = b[0] === x ? b[1] : b[0];
              ok = go([...es.filter((_, i) => i !== inc[0] && i !== inc[1]), [ya, yb, -1]]);
            }
          }
        }
        memo.set(key, ok);
        return ok;
      };
      return go(start);
    };
    for (let t = 0; t < 120; t++) {
      const rng = Rng.from("beads", t);
      const n = rng.int(1, 7);
      const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, 9)] as [number, number, number]);
      let best = 0;
      const label = new Array<number>(edges.length).fill(-2);
      const rec = (i: number, pairs: number) => {
        if (i === edges.length) {
          if (reducible(edges.map(([u, v], k) => [u, v, label[k]!]))) {
            best = Math.max(
              best,
              edges.reduce((s, e, k) => s + (label[k]! >= 0 ? e[2] : 0), 0),
            );
          }
          return;
        }
        if (label[i] !== -2) return rec(i + 1, pairs);
        label[i] = -1;
        rec(i + 1, pairs);
        for (let j = i + 1; j < edges.length; j++) {
          if (label[j] !== -2) continue;
          const [a, b] = edges[i]!;
          const [c, d] = edges[j]!;
          if (a !== c && a !== d && b !== c && b !== d) continue;
          label[i] = pairs;
          label[j] = pairs;
          rec(i + 1, pairs + 1);
          label[j] = -2;
        }
        label[i] = -2;
      };
      rec(0, 0);
      assert.equal(maxBlueWires(n, edges), best, JSON.stringify(edges));
    }
  });
});

describe("tree embeddings", () => {
  it("inclusion-exclusion matches trying every bijection", async () => {
    const { countTreeEmbeddings } = await import("../../src/envs/graphs/graph-contain-tree-counting.ts");
    const { randomGraph } = await import("../../src/lib/graph.ts");
    const perms = (n: number): number[][] =>
      n === 0
        ? [[]]
        : perms(n - 1).flatMap((p) =>
            Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
          );
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("embed", t);
      const n = rng.int(1, 7);
      const tree = randomTree(n, rng);
      const graph = randomGraph(n, rng.int(0, (n * (n - 1)) / 2), rng);
      const e = new Set(graph.flatMap(([u, v]) => [u * n + v, v * n + u]));
      const brute = perms(n).filter((p) => tree.every(([u, v]) => e.has(p[u]! * n + p[v]!))).length;
      assert.equal(countTreeEmbeddings(n, tree, graph), brute);
    }
  });
});
