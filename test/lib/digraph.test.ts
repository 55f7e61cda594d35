import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import {
  GRID_MOVES,
  gridShortestPath,
  type Literal,
  solveTwoSat,
  stronglyConnectedComponents,
  topologicalOrder,
} from "../../src/lib/digraph.ts";
import type { Edge } from "../../src/lib/graph.ts";

function reachable(n: number, adj: number[][]): boolean[][] {
  const r = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => i === j));
  for (let i = 0; i < n; i++) for (const j of adj[i]!) r[i]![j] = true;
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (r[i]![k] && r[k]![j]) r[i]![j] = true;
  return r;
}

describe("digraph helpers", () => {
  it("SCCs match mutual reachability and are numbered in reverse topological order", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("scc", t);
      const n = rng.int(1, 9);
      const adj: number[][] = Array.from({ length: n }, () => []);
      const m = rng.int(0, n * 2);
      for (let e = 0; e < m; e++) adj[rng.int(0, n - 1)]!.push(rng.int(0, n - 1));
      const { comp } = stronglyConnectedComponents(n, adj);
      const r = reachable(n, adj);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          assert.equal(comp[i] === comp[j], r[i]![j]! && r[j]![i]!);
          if (r[i]![j] && comp[i] !== comp[j]) assert.ok(comp[i]! > comp[j]!);
        }
    }
  });

  it("topological order respects every edge, and cycles give null", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("topo", t);
      const n = rng.int(1, 10);
      const perm = rng.permutation(n);
      const edges: Edge[] = [];
      for (let e = 0; e < rng.int(0, 2 * n); e++) {
        const a = rng.int(0, n - 1);
        const b = rng.int(0, n - 1);
        if (a < b) edges.push([perm[a]!, perm[b]!]);
      }
      const order = topologicalOrder(n, edges);
      assert.ok(order !== null);
      const pos = new Map(order.map((v, i) => [v, i]));
      assert.equal(pos.size, n);
      for (const [u, v] of edges) assert.ok(pos.get(u)! < pos.get(v)!);
      if (n >= 2)
        assert.equal(topologicalOrder(n, [...edges, [perm[1]!, perm[0]!], [perm[0]!, perm[1]!]]), null);
    }
  });

  it("2-SAT agrees with brute force on small formulas", () => {
    for (let t = 0; t < 400; t++) {
      const rng = Rng.from("2sat", t);
      const n = rng.int(1, 7);
      const clauses: [Literal, Literal][] = [];
      for (let c = 0; c < rng.int(1, 4 * n); c++) {
        clauses.push([
          { v: rng.int(0, n - 1), value: rng.bool() },
          { v: rng.int(0, n - 1), value: rng.bool() },
        ]);
      }
      const sat = (x: boolean[]) => clauses.every(([a, b]) => x[a.v] === a.value || x[b.v] === b.value);
      let any = false;
      for (let mask = 0; mask < 1 << n && !any; mask++) {
        any = sat(Array.from({ length: n }, (_, i) => (mask >> i) % 2 === 1));
      }
      const x = solveTwoSat(n, clauses);
      assert.equal(x !== null, any);
      if (x !== null) assert.ok(sat(x));
    }
  });

  it("grid BFS finds shortest paths", () => {
    for (let t = 0; t < 100; t++) {
      const rng = Rng.from("grid", t);
      const rows = rng.int(1, 6);
      const cols = rng.int(1, 6);
      const grid = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () => (rng.bool(0.3) ? "#" : ".")).join(""),
      );
      const path = gridShortestPath(grid, [0, 0], [rows - 1, cols - 1]);
      // Brute-force distances by relaxation.
      const INF = 1e9;
      const d = Array.from({ length: rows }, () => new Array(cols).fill(INF));
      if (grid[0]![0] === ".") d[0]![0] = 0;
      for (let it = 0; it < rows * cols; it++)
        for (let r = 0; r < rows; r++)
          for (let c = 0; c < cols; c++) {
            if (grid[r]![c] === "#") continue;
            for (const [, dr, dc] of GRID_MOVES) {
              const pr = r + dr;
              const pc = c + dc;
              if (pr >= 0 && pr < rows && pc >= 0 && pc < cols) d[r]![c] = Math.min(d[r]![c], d[pr]![pc] + 1);
            }
          }
      const goal = d[rows - 1]![cols - 1];
      if (goal >= INF) {
        assert.equal(path, null);
        continue;
      }
      assert.ok(path !== null);
      assert.equal(path.length, goal);
      let r = 0;
      let c = 0;
      for (const ch of path) {
        const [, dr, dc] = GRID_MOVES.find((m) => m[0] === ch)!;
        r += dr;
        c += dc;
        assert.equal(grid[r]![c], ".");
      }
      assert.deepEqual([r, c], [rows - 1, cols - 1]);
    }
  });
});
