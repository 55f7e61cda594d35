import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { bestNonAdjacent } from "../../src/envs/optimization/max-non-adjacent-k-element-sum.ts";
import { bestWeightedLis } from "../../src/envs/optimization/weighted-lis.ts";
import { randomConnectedGraph, randomGraph, randomTree } from "../../src/lib/graph.ts";
import {
  allPairs,
  lineKMedian,
  longestSimplePath,
  minimumWeightDominatingSet,
  treeMaxWeightIndependentSet,
  vertexKCenter,
} from "../../src/lib/opt-small.ts";

function subsets(n: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < 1 << n; m++)
    out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (m >> i) & 1));
  return out;
}

describe("small optimisation solvers against enumeration", () => {
  it("tree maximum-weight independent set", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("tmis", t);
      const n = rng.int(1, 10);
      const edges = randomTree(n, rng);
      const w = Array.from({ length: n }, () => rng.int(1, 9));
      const { best, set } = treeMaxWeightIndependentSet(n, edges, w);
      let brute = 0;
      for (const s of subsets(n)) {
        if (edges.some(([u, v]) => s.includes(u) && s.includes(v))) continue;
        brute = Math.max(
          brute,
          s.reduce((a, v) => a + w[v]!, 0),
        );
      }
      assert.equal(best, brute);
      assert.equal(
        set.reduce((a, v) => a + w[v]!, 0),
        best,
      );
      assert.ok(!edges.some(([u, v]) => set.includes(u) && set.includes(v)));
    }
  });

  it("k-median on a line", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("kmed", t);
      const n = rng.int(1, 9);
      const xs = Array.from({ length: n }, () => rng.int(0, 20));
      const k = rng.int(1, n);
      const cost = (s: number[]) =>
        xs.reduce((a, x) => a + Math.min(...s.map((i) => Math.abs(x - xs[i]!))), 0);
      const brute = Math.min(
        ...subsets(n)
          .filter((s) => s.length === k)
          .map(cost),
      );
      const { best, chosen } = lineKMedian(xs, k);
      assert.equal(best, brute);
      assert.equal(new Set(chosen).size, k);
      assert.equal(cost(chosen), best);
    }
  });

  it("exactly k non-adjacent elements", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("nonadj", t);
      const n = rng.int(1, 11);
      const vs = Array.from({ length: n }, () => rng.int(1, 20));
      const k = rng.int(1, Math.ceil(n / 2));
      const ok = (s: number[]) => s.length === k && s.every((v, i) => i === 0 || v - s[i - 1]! >= 2);
      const brute = Math.max(
        ...subsets(n)
          .filter(ok)
          .map((s) => s.reduce((a, i) => a + vs[i]!, 0)),
      );
      const { best, witness } = bestNonAdjacent(vs, k);
      assert.equal(best, brute);
      assert.ok(ok(witness));
      assert.equal(
        witness.reduce((a, i) => a + vs[i]!, 0),
        best,
      );
    }
  });

  it("weighted non-decreasing subsequence", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("wlis", t);
      const n = rng.int(1, 11);
      const a = Array.from({ length: n }, () => rng.int(0, 5));
      const b = Array.from({ length: n }, () => rng.int(1, 9));
      const ok = (s: number[]) => s.length > 0 && s.every((v, i) => i === 0 || a[s[i - 1]!]! <= a[v]!);
      const brute = Math.max(
        ...subsets(n)
          .filter(ok)
          .map((s) => s.reduce((x, i) => x + b[i]!, 0)),
      );
      const { best, witness } = bestWeightedLis(a, b);
      assert.equal(best, brute);
      assert.ok(ok(witness));
    }
  });

  it("minimum-weight dominating set", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("domset", t);
      const n = rng.int(1, 10);
      const m = rng.int(0, (n * (n - 1)) / 2);
      const edges = randomGraph(n, m, rng);
      const w = Array.from({ length: n }, () => rng.int(1, 9));
      const dominates = (s: number[]) =>
        Array.from({ length: n }, (_, v) => v).every(
          (v) =>
            s.includes(v) || edges.some(([a, b]) => (a === v && s.includes(b)) || (b === v && s.includes(a))),
        );
      const brute = Math.min(
        ...subsets(n)
          .filter(dominates)
          .map((s) => s.reduce((a, v) => a + w[v]!, 0)),
      );
      const { best, set } = minimumWeightDominatingSet(n, edges, w);
      assert.equal(best, brute);
      assert.ok(dominates(set));
      assert.equal(
        set.reduce((a, v) => a + w[v]!, 0),
        best,
      );
    }
  });

  it("vertex k-center", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("kcenter", t);
      const n = rng.int(2, 9);
      const m = rng.int(n - 1, (n * (n - 1)) / 2);
      const edges = randomConnectedGraph(n, m, rng).map(
        ([u, v]) => [u, v, rng.int(1, 9)] as [number, number, number],
      );
      const k = rng.int(1, n - 1);
      const dist = allPairs(n, edges);
      const rad = (s: number[]) => Math.max(...dist.map((row) => Math.min(...s.map((c) => row[c]!))));
      const brute = Math.min(
        ...subsets(n)
          .filter((s) => s.length === k)
          .map(rad),
      );
      const { best, centres } = vertexKCenter(dist, k);
      assert.equal(best, brute);
      assert.equal(new Set(centres).size, k);
      assert.equal(rad(centres), best);
    }
  });

  it("longest simple path in a digraph", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("lpath", t);
      const n = rng.int(2, 7);
      const arcs: Array<[number, number, number]> = [];
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++) if (u !== v && rng.bool(0.4)) arcs.push([u, v, rng.int(1, 9)]);
      const w = new Map(arcs.map(([u, v, c]) => [u * n + v, c]));
      let brute = 0;
      const dfs = (v: number, seen: number, total: number): void => {
        brute = Math.max(brute, total);
        for (let u = 0; u < n; u++) {
          const c = w.get(v * n + u);
          if (c !== undefined && !((seen >> u) & 1)) dfs(u, seen | (1 << u), total + c);
        }
      };
      for (let v = 0; v < n; v++) dfs(v, 1 << v, 0);
      const { best, path } = longestSimplePath(n, arcs);
      assert.equal(best, brute);
      assert.equal(new Set(path).size, path.length);
      let total = 0;
      for (let i = 1; i < path.length; i++) total += w.get(path[i - 1]! * n + path[i]!)!;
      assert.equal(total, best);
    }
  });
});
