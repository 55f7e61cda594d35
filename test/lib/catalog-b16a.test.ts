// Brute-force cross-checks of issue 16's batch (colourings, Steiner and spanning trees, grid and tree
// optimisation, whack-a-mole): on small random instances an exhaustive enumeration confirms the optimum
// the generator's solver reports, and the reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import minimumChromaticNumber from "../../src/envs/optimization/minimum-chromatic-number.ts";
import segmentOverlap from "../../src/envs/optimization/minimum-chromatic-number-segment-overlap.ts";
import gridDomination from "../../src/envs/optimization/minimum-dominating-set-grid.ts";
import minimumHarmonious from "../../src/envs/optimization/minimum-harmonious-chromatic-number.ts";
import steinerTree from "../../src/envs/optimization/minimum-steiner-tree.ts";
import sumDifference from "../../src/envs/optimization/minimum-sum-difference-submatrix.ts";
import dominatingAncestor from "../../src/envs/optimization/minimum-tree-weighted-dominating-ancestor.ts";
import gridKMax from "../../src/envs/optimization/minimum-unconflicted-grid-k-max.ts";
import weightedSpanning from "../../src/envs/optimization/minimum-weighted-spanning-tree.ts";
import primeGraph, {
  primeDifferenceGraph,
  primeGraphColouring,
} from "../../src/envs/optimization/prime-graph-minimum-chromatic-number.ts";
import whackAMole, { fewestSwings } from "../../src/envs/optimization/whack-a-mole.ts";
import { minimumColouring } from "../../src/lib/colouring.ts";
import { type Edge, kruskal } from "../../src/lib/graph.ts";

/** The reference of an instance scores 1. */
function referenceScores<I>(env: Environment<unknown, I>, instance: I): void {
  const verdict = env.score(env.parse(env.reference(instance), instance), instance);
  assert.equal(verdict.reward, 1, `${env.id}: reference scores ${verdict.reward} (${verdict.reason})`);
}

/** Every partition of 0..n-1 into blocks, as restricted growth strings (block of each element). */
function* partitions(n: number): Generator<number[]> {
  const a = new Array<number>(n).fill(0);
  function* rec(i: number, blocks: number): Generator<number[]> {
    if (i === n) {
      yield a.slice();
      return;
    }
    for (let b = 0; b <= blocks; b++) {
      a[i] = b;
      yield* rec(i + 1, Math.max(blocks, b + 1));
    }
  }
  yield* rec(0, 0);
}

/** Chromatic number by enumerating every partition into blocks. */
function bruteChromatic(n: number, edges: readonly Edge[]): number {
  let best = n;
  for (const p of partitions(n)) {
    if (edges.some(([u, v]) => p[u] === p[v])) continue;
    best = Math.min(best, Math.max(0, ...p) + 1);
  }
  return best;
}

describe("catalog batch b16a against brute force", () => {
  it("MinimumChromaticNumber: exact colouring", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-chromatic", t);
      const inst = minimumChromaticNumber.generate({ n: rng.int(5, 8) }, rng);
      assert.equal(inst.best, bruteChromatic(inst.n, inst.edges));
      referenceScores(minimumChromaticNumber, inst);
    }
  });

  it("MinimumChromaticNumber_SegmentOverlap: greedy interval colouring", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("b16a-segments", t);
      const inst = segmentOverlap.generate({ n: rng.int(3, 8) }, rng);
      const n = inst.segments.length;
      const edges: Edge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          const [a, b] = [inst.segments[i]!, inst.segments[j]!];
          if (a[0] <= b[1] && b[0] <= a[1]) edges.push([i, j]);
        }
      assert.equal(inst.best, bruteChromatic(n, edges));
      referenceScores(segmentOverlap, inst);
      // A colouring that breaks an overlap is refused.
      if (edges.length > 0) {
        const [u, v] = edges[0]!;
        const bad = inst.witness.slice();
        bad[u] = bad[v]!;
        assert.equal(segmentOverlap.score(bad, inst).status, "invalid");
      }
    }
  });

  it("MinimumHarmoniousChromaticNumber: exact harmonious colouring", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-harmonious", t);
      const inst = minimumHarmonious.generate({ n: rng.int(5, 8) }, rng);
      let brute = inst.n;
      for (const p of partitions(inst.n)) {
        const pairs = new Set<string>();
        let ok = true;
        for (const [u, v] of inst.edges) {
          const key = `${Math.min(p[u]!, p[v]!)},${Math.max(p[u]!, p[v]!)}`;
          if (p[u] === p[v] || pairs.has(key)) {
            ok = false;
            break;
          }
          pairs.add(key);
        }
        if (ok) brute = Math.min(brute, Math.max(...p) + 1);
      }
      assert.equal(inst.best, brute);
      referenceScores(minimumHarmonious, inst);
    }
  });

  it("PrimeGraph_MinimumChromaticNumber: 4 colours from 8 on, exact below", () => {
    for (let n = 2; n <= 40; n++) {
      const edges = primeDifferenceGraph(n);
      for (const [u, v] of edges) assert.ok([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37].includes(v - u));
      const { best, colouring } = primeGraphColouring(n);
      if (n <= 9) assert.equal(best, bruteChromatic(n, edges), `n=${n}`);
      if (n <= 24) assert.equal(best, minimumColouring(n, edges).colours, `n=${n}`);
      const inst = { n, best, witness: colouring };
      referenceScores(primeGraph, inst);
    }
  });

  it("MinimumSteinerTree: Dreyfus-Wagner against the best induced spanning tree", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-steiner", t);
      const inst = steinerTree.generate({ n: rng.int(4, 9) }, rng);
      const { n, edges, terminals } = inst;
      // Best over every vertex set containing the terminals: the spanning tree of what it induces.
      let brute = Number.POSITIVE_INFINITY;
      for (let mask = 0; mask < 1 << n; mask++) {
        if (terminals.some((v) => !((mask >> v) & 1))) continue;
        const inside = edges.filter(([u, v]) => (mask >> u) & 1 && (mask >> v) & 1);
        const tree = kruskal(n, inside);
        if (tree.edges.length === terminals.length - 1 + countOutside(mask, terminals, n))
          brute = Math.min(brute, tree.weight);
      }
      assert.equal(inst.best, brute);
      referenceScores(steinerTree, inst);
    }
  });
  it("MinimumWeightedSpanningTree: layered subset DP against every spanning tree and root", () => {
    for (let t = 0; t < 100; t++) {
      const rng = Rng.from("b16a-depth-tree", t);
      const inst = weightedSpanning.generate({ n: rng.int(3, 6) }, rng);
      const { n, edges } = inst;
      let brute = Number.POSITIVE_INFINITY;
      const m = edges.length;
      for (let mask = 0; mask < 1 << m; mask++) {
        let bits = 0;
        for (let i = 0; i < m; i++) bits += (mask >> i) & 1;
        if (bits !== n - 1) continue;
        const chosen = edges.filter((_, i) => (mask >> i) & 1);
        if (kruskal(n, chosen).edges.length !== n - 1) continue; // not spanning
        for (let root = 0; root < n; root++) {
          const depth = new Array<number>(n).fill(-1);
          depth[root] = 0;
          let cost = 0;
          const queue = [root];
          for (let h = 0; h < queue.length; h++) {
            const u = queue[h]!;
            for (const [a, b, w] of chosen) {
              const v = a === u ? b : b === u ? a : -1;
              if (v < 0 || depth[v] !== -1) continue;
              depth[v] = depth[u]! + 1;
              cost += w * depth[v]!;
              queue.push(v);
            }
          }
          brute = Math.min(brute, cost);
        }
      }
      assert.equal(inst.best, brute);
      referenceScores(weightedSpanning, inst);
    }
  });
  it("Minimum_DominatingSet_Grid: profile DP against every subset of cells", () => {
    for (let t = 0; t < 120; t++) {
      const rng = Rng.from("b16a-grid-domination", t);
      const inst = gridDomination.generate({ maxSide: rng.int(2, 4) }, rng);
      const rows = inst.cost.length;
      const cols = inst.cost[0]!.length;
      let brute = Number.POSITIVE_INFINITY;
      for (let mask = 0; mask < 1 << (rows * cols); mask++) {
        const on = (r: number, c: number) =>
          r >= 0 && r < rows && c >= 0 && c < cols && (mask >> (r * cols + c)) & 1;
        let ok = true;
        let cost = 0;
        for (let r = 0; r < rows && ok; r++)
          for (let c = 0; c < cols && ok; c++) {
            if (on(r, c)) cost += inst.cost[r]![c]!;
            else if (!on(r - 1, c) && !on(r + 1, c) && !on(r, c - 1) && !on(r, c + 1)) ok = false;
          }
        if (ok) brute = Math.min(brute, cost);
      }
      assert.equal(inst.best, brute);
      referenceScores(gridDomination, inst);
    }
  });
  it("MinimumTreeWeightedDominatingAncestor: tree DP against every choice of K vertices", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-ancestor", t);
      const inst = dominatingAncestor.generate({ n: rng.int(3, 10) }, rng);
      const { parent, length, weight, k } = inst;
      const n = parent.length;
      let brute = Number.POSITIVE_INFINITY;
      const root = parent.indexOf(-1);
      for (let mask = 0; mask < 1 << n; mask++) {
        if ((mask >> root) & 1) continue;
        let bits = 0;
        for (let v = 0; v < n; v++) bits += (mask >> v) & 1;
        if (bits !== k) continue;
        let cost = 0;
        for (let v = 0; v < n; v++) {
          let d = 0;
          for (let x = v; x !== root && !((mask >> x) & 1); x = parent[x]!) d += length[x]!;
          cost += weight[v]! * d;
        }
        brute = Math.min(brute, cost);
      }
      assert.equal(inst.best, brute);
      referenceScores(dominatingAncestor, inst);
    }
  });
  it("MinimumUnconflictedGridKMax: matching bound against every injective pick", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-grid-kmax", t);
      const inst = gridKMax.generate({ maxSide: rng.int(2, 6) }, rng);
      const { grid, k } = inst;
      const rows = grid.length;
      const cols = grid[0]!.length;
      let brute = Number.POSITIVE_INFINITY;
      const pick: number[] = [];
      const used = new Uint8Array(cols);
      const rec = (r: number): void => {
        if (r === rows) {
          const vals = pick.map((c, i) => grid[i]![c]!).sort((a, b) => b - a);
          brute = Math.min(brute, vals[k - 1]!);
          return;
        }
        for (let c = 0; c < cols; c++) {
          if (used[c]) continue;
          used[c] = 1;
          pick.push(c);
          rec(r + 1);
          pick.pop();
          used[c] = 0;
        }
      };
      rec(0);
      assert.equal(inst.best, brute);
      referenceScores(gridKMax, inst);
    }
  });
  it("MinimumSumDifferenceSubmatrix: row enumeration + column DP against every row and column set", () => {
    const subsetsOf = (n: number, k: number) =>
      Array.from({ length: 1 << n }, (_, mask) => mask)
        .filter((mask) => countBits(mask) === k)
        .map((mask) => Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1));
    for (let t = 0; t < 100; t++) {
      const rng = Rng.from("b16a-submatrix", t);
      const inst = sumDifference.generate({ maxSide: rng.int(3, 6) }, rng);
      const { matrix, r, c } = inst;
      let brute = Number.POSITIVE_INFINITY;
      for (const rows of subsetsOf(matrix.length, r))
        for (const cols of subsetsOf(matrix[0]!.length, c)) {
          let cost = 0;
          for (let i = 0; i < r; i++)
            for (let j = 0; j < c; j++) {
              const x = matrix[rows[i]!]![cols[j]!]!;
              if (i + 1 < r) cost += Math.abs(x - matrix[rows[i + 1]!]![cols[j]!]!);
              if (j + 1 < c) cost += Math.abs(x - matrix[rows[i]!]![cols[j + 1]!]!);
            }
          brute = Math.min(brute, cost);
        }
      assert.equal(inst.best, brute);
      referenceScores(sumDifference, inst);
    }
  });
  it("WhackAMole: forced greedy against every count of swings per position", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16a-moles", t);
      // Even seeds: the generator on 2 x 2 grids; odd seeds: random 3 x 3 grids of 0..2 moles (most have no
      // hammer but 1 x 1). Both small enough for the search over every swing count.
      const inst =
        t % 2 === 0
          ? whackAMole.generate({ maxSide: 2 }, rng)
          : (() => {
              const g = Array.from({ length: 3 }, () => Array.from({ length: 3 }, () => rng.int(0, 2)));
              g[0]![0] = Math.max(1, g[0]![0]!);
              return { grid: g, ...fewestSwings(g) };
            })();
      const grid = inst.grid.map((row) => row.slice());
      const rows = grid.length;
      const cols = grid[0]!.length;
      let brute = Number.POSITIVE_INFINITY;
      for (let r = 1; r <= rows; r++)
        for (let c = 1; c <= cols; c++) {
          const corners: [number, number][] = [];
          for (let i = 0; i + r <= rows; i++) for (let j = 0; j + c <= cols; j++) corners.push([i, j]);
          const hit = (i: number, j: number, d: number) => {
            for (let a = i; a < i + r; a++) for (let b = j; b < j + c; b++) grid[a]![b]! -= d;
          };
          const rec = (p: number, swings: number): void => {
            if (p === corners.length) {
              if (grid.every((row) => row.every((x) => x === 0))) brute = Math.min(brute, swings);
              return;
            }
            const [i, j] = corners[p]!;
            let most = Number.POSITIVE_INFINITY;
            for (let a = i; a < i + r; a++)
              for (let b = j; b < j + c; b++) most = Math.min(most, grid[a]![b]!);
            for (let x = 0; x <= most; x++) {
              hit(i, j, x);
              rec(p + 1, swings + x);
              hit(i, j, -x);
            }
          };
          rec(0, 0);
        }
      assert.equal(inst.best, brute);
      referenceScores(whackAMole, inst);
    }
  });
});

/** Vertices of mask that are not terminals. */
function countOutside(mask: number, terminals: readonly number[], n: number): number {
  let c = 0;
  for (let v = 0; v < n; v++) if ((mask >> v) & 1 && !terminals.includes(v)) c++;
  return c;
}

function countBits(mask: number): number {
  let c = 0;
  for (let x = mask; x !== 0; x &= x - 1) c++;
  return c;
}
