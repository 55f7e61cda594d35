// Brute-force cross-checks of the exact solvers of the issue-15 batch (b15c): on many small random
// instances an independent exhaustive enumeration confirms the optimum the generator reports, and the
// reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Environment, generate } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import campfireParty from "../../src/envs/optimization/campfire-party.ts";
import disinfection, { fewestPlanes } from "../../src/envs/optimization/disinfection.ts";
import dynDynamite from "../../src/envs/optimization/dyn-dynamite.ts";
import emperorWorries, { fewestMedalTypes } from "../../src/envs/optimization/emperor-worries.ts";
import gasFireExtinguishers from "../../src/envs/optimization/gas-fire-extinguishers.ts";
import maxGridPathIntersection from "../../src/envs/optimization/max-grid-path-intersection.ts";
import maxThreeSquareSum from "../../src/envs/optimization/max-three-square-sum.ts";
import maxTreeConstrainedPermutationWeight from "../../src/envs/optimization/max-tree-constrained-permutation-weight.ts";
import maximumIndependentSetGrid from "../../src/envs/optimization/maximum-independent-set-grid.ts";
import minCostTreeCoverage from "../../src/envs/optimization/min-cost-tree-coverage.ts";
import minCubeAssignment from "../../src/envs/optimization/min-cube-assignment.ts";
import minimumCrossingEdgesGraphPartition from "../../src/envs/optimization/minimum-crossing-edges-graph-partition.ts";
import { treeAllDistances } from "../../src/lib/trees.ts";

/** All k-element subsets of 0..n-1. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (start: number) => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let v = start; v < n; v++) {
      cur.push(v);
      go(v + 1);
      cur.pop();
    }
  };
  go(0);
  return out;
}

/** Instances of an environment at small levels, with the reference checked to score 1. */
// biome-ignore lint/suspicious/noExplicitAny: each test reads its own environment's instance fields.
function* instances(env: Environment, levels: number[], seeds: number): Generator<any> {
  for (const level of levels) {
    for (let seed = 0; seed < seeds; seed++) {
      const instance = env.generate(env.params(level), Rng.from("b15c", env.id, level, seed));
      const verdict = env.score(env.parse(env.reference(instance), instance), instance);
      assert.equal(
        verdict.reward,
        1,
        `${env.id} level ${level} seed ${seed}: reference scores ${verdict.reward}`,
      );
      yield instance;
    }
  }
}

describe("issue-15 batch b15c: exact solvers against enumeration", () => {
  it("DynDynamite: the best radius over every choice of m vertices", () => {
    for (const inst of instances(dynDynamite, [0, 1, 2, 3, 4, 5, 6, 7], 40)) {
      const dist = treeAllDistances(inst.n, inst.edges);
      let brute = Number.POSITIVE_INFINITY;
      for (const c of combinations(inst.n, inst.m)) {
        const r = Math.max(...inst.keys.map((k: number) => Math.min(...c.map((v) => dist[k]![v]!))));
        brute = Math.min(brute, r);
      }
      assert.equal(inst.best, brute);
    }
  });

  it("CampfireParty: Dijkstra over every seating with every cyclic move", () => {
    for (const inst of [...instances(campfireParty, [0, 1], 40), ...instances(campfireParty, [2], 8)]) {
      const n: number = inst.n;
      const pleases = (seat: number[]) =>
        seat.every((s, j) => {
          const nb = [seat[(j + n - 1) % n]!, seat[(j + 1) % n]!].sort((a, b) => a - b);
          return nb[0] === inst.wishes[s][0] && nb[1] === inst.wishes[s][1];
        });
      // Every cyclic move, as an ordered list of distinct seats (rotations of one list are the same move).
      const moves: number[][] = [];
      for (let k = 2; k <= n; k++) {
        const go = (cur: number[]) => {
          if (cur.length === k) {
            if (cur[0] === Math.min(...cur)) moves.push(cur.slice());
            return;
          }
          for (let j = 0; j < n; j++) if (!cur.includes(j)) go([...cur, j]);
        };
        go([]);
      }
      const dist = new Map<string, number>([[inst.seat.join(","), 0]]);
      const queue: [number, number[]][] = [[0, inst.seat]];
      let found = -1;
      while (queue.length > 0) {
        queue.sort((a, b) => a[0] - b[0]);
        const [d, seat] = queue.shift()!;
        if (d > dist.get(seat.join(","))!) continue;
        if (pleases(seat)) {
          found = d;
          break;
        }
        for (const seats of moves) {
          const next = seat.slice();
          for (let i = 0; i < seats.length; i++) next[seats[(i + 1) % seats.length]!] = seat[seats[i]!]!;
          const key = next.join(",");
          const nd = d + seats.length;
          if (nd < (dist.get(key) ?? Number.POSITIVE_INFINITY)) {
            dist.set(key, nd);
            queue.push([nd, next]);
          }
        }
      }
      assert.equal(inst.best, found);
    }
  });

  it("MaxThreeSquareSum: every triple of squares", () => {
    for (const inst of instances(maxThreeSquareSum, [0, 1, 2, 3, 4], 40)) {
      const n = inst.grid.length;
      const m = inst.grid[0].length;
      const k: number = inst.k;
      const sq: [number, number, number][] = [];
      for (let r = 0; r + k <= n; r++)
        for (let c = 0; c + k <= m; c++) {
          let v = 0;
          for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) v += inst.grid[r + i][c + j];
          sq.push([r, c, v]);
        }
      const apart = (a: number[], b: number[]) =>
        Math.abs(a[0]! - b[0]!) >= k || Math.abs(a[1]! - b[1]!) >= k;
      let brute = -1;
      for (let a = 0; a < sq.length; a++)
        for (let b = a + 1; b < sq.length; b++)
          for (let c = b + 1; c < sq.length; c++)
            if (apart(sq[a]!, sq[b]!) && apart(sq[a]!, sq[c]!) && apart(sq[b]!, sq[c]!))
              brute = Math.max(brute, sq[a]![2] + sq[b]![2] + sq[c]![2]);
      assert.ok(brute > 0);
      assert.equal(inst.best, brute);
    }
  });

  it("EmperorWorries: the smallest number of types admitting disjoint neighbouring medal sets", () => {
    const popcount = (x: number) => {
      let c = 0;
      for (let y = x; y; y &= y - 1) c++;
      return c;
    };
    // Whether m types admit a circle of sets (general 0 takes the first r_0 types, by symmetry).
    const admits = (need: number[], m: number) => {
      if (need.some((r) => r > m)) return false;
      const bySize = Array.from({ length: m + 1 }, () => [] as number[]);
      for (let s = 0; s < 1 << m; s++) bySize[popcount(s)]!.push(s);
      const start = (1 << need[0]!) - 1;
      let states = new Set([start]);
      for (let i = 1; i < need.length; i++) {
        const next = new Set<number>();
        for (const prev of states) for (const s of bySize[need[i]!]!) if ((s & prev) === 0) next.add(s);
        states = next;
      }
      return [...states].some((s) => (s & start) === 0);
    };
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("b15c-emperor", t);
      const need = Array.from({ length: rng.int(2, 7) }, () => rng.int(1, 4));
      let m = 1;
      while (!admits(need, m)) m++;
      assert.equal(fewestMedalTypes(need), m, `needs ${need.join(" ")}`);
    }
    for (const _ of instances(emperorWorries, [0, 4, 8, 12], 10));
  });

  it("EmperorWorries: N is 2K or 2K + 1 with needs in 1..2N as in RLVE-Gym (issue 33), and its closed form agrees", () => {
    const sizes = new Set<string>();
    for (const level of [0, 1, 5, 20]) {
      const k = level + 1;
      for (let seed = 1; seed <= 20; seed++) {
        const { need, best } = generate(emperorWorries, level, seed).instance;
        const n = need.length;
        assert.ok(n === 2 * k || n === 2 * k + 1, `level ${level}: N = ${n}`);
        assert.ok(need.every((r) => 1 <= r && r <= 2 * n));
        sizes.add(n % 2 === 0 ? "even" : "odd");
        // RLVE-Gym's answer: the largest neighbour sum, or ceil(S / floor(N / 2)) (a type serves at most N / 2).
        const total = need.reduce((a, b) => a + b, 0);
        let closed = Math.ceil(total / Math.floor(n / 2));
        for (let i = 0; i < n; i++) closed = Math.max(closed, need[i]! + need[(i + 1) % n]!);
        assert.equal(best, closed, `needs ${need.join(" ")}`);
      }
    }
    assert.equal(sizes.size, 2);
  });

  it("MaximumIndependentSetGrid: every set of cells", () => {
    let checked = 0;
    for (const inst of instances(maximumIndependentSetGrid, [0, 1, 2, 3], 40)) {
      const n = inst.grid.length;
      const m = inst.grid[0].length;
      if (n * m > 16) continue;
      checked++;
      let brute = 0;
      for (let mask = 0; mask < 1 << (n * m); mask++) {
        let ok = true;
        let total = 0;
        for (let i = 0; i < n * m && ok; i++) {
          if (!((mask >> i) & 1)) continue;
          total += inst.grid[Math.floor(i / m)][i % m];
          if (i % m < m - 1 && (mask >> (i + 1)) & 1) ok = false;
          if (i + m < n * m && (mask >> (i + m)) & 1) ok = false;
        }
        if (ok) brute = Math.max(brute, total);
      }
      assert.equal(inst.best, brute);
    }
    assert.ok(checked >= 60);
  });

  it("MaxGridPathIntersection: every choice of k right/down paths", () => {
    for (const inst of instances(maxGridPathIntersection, [0, 1, 2], 40)) {
      const n = inst.grid.length;
      const m = inst.grid[0].length;
      const paths: number[][] = [];
      const walk = (r: number, c: number, cells: number[]) => {
        const here = [...cells, r * m + c];
        if (r === n - 1 && c === m - 1) paths.push(here);
        if (c + 1 < m) walk(r, c + 1, here);
        if (r + 1 < n) walk(r + 1, c, here);
      };
      walk(0, 0, []);
      let brute = 0;
      const choose = (from: number, left: number, cells: Set<number>) => {
        if (left === 0) {
          brute = Math.max(
            brute,
            [...cells].reduce((a, i) => a + inst.grid[Math.floor(i / m)][i % m], 0),
          );
          return;
        }
        for (let p = from; p < paths.length; p++) choose(p, left - 1, new Set([...cells, ...paths[p]!]));
      };
      choose(0, inst.k, new Set());
      assert.equal(inst.best, brute);
    }
  });

  it("Max_TreeConstrainedPermutation_Weight: every order keeping the rules", () => {
    for (const inst of instances(maxTreeConstrainedPermutationWeight, [0, 1, 2, 3, 4], 40)) {
      const n: number = inst.weights.length;
      let brute = -1;
      const go = (order: number[], used: boolean[]) => {
        if (order.length === n) {
          brute = Math.max(
            brute,
            order.reduce((a, v, i) => a + inst.weights[v] * (i + 1), 0),
          );
          return;
        }
        for (let v = 0; v < n; v++) {
          const x = inst.before[v];
          if (used[v] || (x >= 0 && !used[x])) continue;
          used[v] = true;
          go([...order, v], used);
          used[v] = false;
        }
      };
      go([], new Array(n).fill(false));
      assert.equal(inst.best, brute);
    }
  });

  it("MinCubeAssignment: every assignment of values", () => {
    let checked = 0;
    for (const inst of instances(minCubeAssignment, [0, 1, 2], 60)) {
      const cells = inst.p * inst.q;
      if (inst.r ** cells > 50_000) continue;
      checked++;
      let brute = Number.POSITIVE_INFINITY;
      const f = new Array<number>(cells).fill(0);
      for (let code = 0; code < inst.r ** cells; code++) {
        for (let c = 0, x = code; c < cells; c++, x = Math.floor(x / inst.r)) f[c] = x % inst.r;
        let ok = true;
        for (let c = 0; c < cells && ok; c++) {
          if (c % inst.q < inst.q - 1 && Math.abs(f[c]! - f[c + 1]!) > inst.d) ok = false;
          if (c + inst.q < cells && Math.abs(f[c]! - f[c + inst.q]!) > inst.d) ok = false;
        }
        if (!ok) continue;
        brute = Math.min(
          brute,
          f.reduce((a, v, c) => a + inst.cost[Math.floor(c / inst.q)][c % inst.q][v], 0),
        );
      }
      assert.equal(inst.best, brute);
    }
    assert.ok(checked >= 100, `${checked} instances checked`);
  });

  it("Minimum_CrossingEdges_GraphPartition: every labelling with k non-empty parts", () => {
    for (const inst of instances(minimumCrossingEdgesGraphPartition, [0, 1, 2, 3, 4, 5], 30)) {
      const { n, k } = inst;
      let brute = Number.POSITIVE_INFINITY;
      const parts = new Array<number>(n).fill(0);
      for (let code = 0; code < k ** n; code++) {
        for (let v = 0, x = code; v < n; v++, x = Math.floor(x / k)) parts[v] = x % k;
        if (new Set(parts).size < k) continue;
        brute = Math.min(brute, inst.edges.filter(([u, v]: number[]) => parts[u!] !== parts[v!]).length);
      }
      assert.equal(inst.best, brute);
    }
  });

  it("MinCostTreeCoverage: every set of guards", () => {
    for (const inst of instances(minCostTreeCoverage, [0, 1, 2, 3, 4, 5, 6, 7], 30)) {
      const n: number = inst.n;
      const dist = treeAllDistances(n, inst.edges);
      let brute = Number.POSITIVE_INFINITY;
      for (let mask = 1; mask < 1 << n; mask++) {
        const ok = inst.required.every((u: number) =>
          dist.some((row, v) => (mask >> v) & 1 && row[u]! <= inst.d),
        );
        if (!ok) continue;
        let total = 0;
        for (let v = 0; v < n; v++) if ((mask >> v) & 1) total += inst.price[v];
        brute = Math.min(brute, total);
      }
      assert.equal(inst.best, brute);
    }
  });

  it("Disinfection: Dijkstra over the marked cells left, with every sub-box", () => {
    let checked = 0;
    for (const inst of instances(disinfection, [0, 1, 2], 60)) {
      const [a, b, c] = inst.sides as number[];
      const cells: number[][] = [];
      for (let x = 0; x < a!; x++)
        for (let y = 0; y < b!; y++)
          for (let z = 0; z < c!; z++) if (inst.marked[x][y][z] === "1") cells.push([x, y, z]);
      if (cells.length > 12) continue;
      checked++;
      // Each sub-box as (cost, the marked cells it clears).
      const ops: [number, number][] = [];
      for (let x1 = 0; x1 < a!; x1++)
        for (let x2 = x1; x2 < a!; x2++)
          for (let y1 = 0; y1 < b!; y1++)
            for (let y2 = y1; y2 < b!; y2++)
              for (let z1 = 0; z1 < c!; z1++)
                for (let z2 = z1; z2 < c!; z2++) {
                  let mask = 0;
                  cells.forEach(([x, y, z], i) => {
                    if (x! >= x1 && x! <= x2 && y! >= y1 && y! <= y2 && z! >= z1 && z! <= z2) mask |= 1 << i;
                  });
                  ops.push([Math.min(x2 - x1 + 1, y2 - y1 + 1, z2 - z1 + 1), mask]);
                }
      const full = (1 << cells.length) - 1;
      const dist = new Array<number>(full + 1).fill(Number.POSITIVE_INFINITY);
      const done = new Uint8Array(full + 1);
      dist[0] = 0;
      for (;;) {
        let u = -1;
        for (let m = 0; m <= full; m++) if (!done[m] && (u < 0 || dist[m]! < dist[u]!)) u = m;
        if (u === full) break;
        done[u] = 1;
        for (const [cost, mask] of ops)
          if (dist[u]! + cost < dist[u | mask]!) dist[u | mask] = dist[u]! + cost;
      }
      assert.equal(inst.best, dist[full]);
    }
    assert.ok(checked >= 60, `${checked} instances checked`);
  });

  it("Disinfection: fewest planes against every choice of x and y planes (boxes up to 6 on those sides)", () => {
    const rng = Rng.from("disinfection-planes");
    for (let t = 0; t < 120; t++) {
      const sides = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 9)];
      const density = rng.pick([0.05, 0.2, 0.5, 0.8]);
      const cells: number[][] = [];
      for (let x = 0; x < sides[0]!; x++)
        for (let y = 0; y < sides[1]!; y++)
          for (let z = 0; z < sides[2]!; z++) if (rng.bool(density)) cells.push([x, y, z]);
      const marked = new Set(cells.map((p) => p.join(",")));
      const got = fewestPlanes(sides, (p) => marked.has(p.join(",")));
      // With the x and y planes fixed, the z planes needed are the z of the cells they miss.
      let brute = Number.POSITIVE_INFINITY;
      for (let xs = 0; xs < 1 << sides[0]!; xs++)
        for (let ys = 0; ys < 1 << sides[1]!; ys++) {
          const zs = new Set<number>();
          for (const [x, y, z] of cells) if (!((xs >> x!) & 1) && !((ys >> y!) & 1)) zs.add(z!);
          let n = zs.size;
          for (let m = xs | (ys << 8); m > 0; m &= m - 1) n++;
          brute = Math.min(brute, n);
        }
      assert.equal(got.best, brute, `sides ${sides}`);
      assert.equal(got.boxes.length, brute);
      for (const [x, y, z] of cells)
        assert.ok(
          got.boxes.some(
            (b) => x! >= b[0] && x! <= b[1] && y! >= b[2] && y! <= b[3] && z! >= b[4] && z! <= b[5],
          ),
          `cell ${x},${y},${z} not cleared`,
        );
    }
  });

  it("GasFireExtinguishers: every assignment of rooms to sites within K", () => {
    for (const inst of instances(gasFireExtinguishers, [0, 1, 2, 3], 50)) {
      const n: number = inst.n;
      const dist = treeAllDistances(n, inst.edges);
      const options = dist.map((row) => row.flatMap((d, v) => (d <= inst.k ? [v] : [])));
      let brute = Number.POSITIVE_INFINITY;
      const load = new Array<number>(n).fill(0);
      const go = (room: number) => {
        if (room === n) {
          brute = Math.min(
            brute,
            load.reduce((a, l) => a + Math.ceil(l / inst.s), 0),
          );
          return;
        }
        for (const v of options[room]!) {
          load[v]!++;
          go(room + 1);
          load[v]!--;
        }
      };
      go(0);
      assert.equal(inst.best, brute, `n=${n} s=${inst.s} k=${inst.k} edges ${JSON.stringify(inst.edges)}`);
    }
  });
});
