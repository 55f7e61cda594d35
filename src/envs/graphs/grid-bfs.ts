// For every cell of a grid with walls, the BFS distance to the nearest cell holding 1. RLVE: GridBFS.
import { afterUpdates, defineEnv, FormatError, fraction, grow, parseIntRows } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  /** Rows of "0" (open), "1" (source) and "X" (wall). */
  grid: string[];
  dist: number[][];
}

function bfs(grid: readonly string[]): number[][] {
  const n = grid.length;
  const m = grid[0]!.length;
  const dist = grid.map((row) => Array.from(row, () => -1));
  const q: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++)
      if (grid[i]![j] === "1") {
        dist[i]![j] = 0;
        q.push([i, j]);
      }
  for (let h = 0; h < q.length; h++) {
    const [i, j] = q[h]!;
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const a = i + di;
      const b = j + dj;
      if (a < 0 || a >= n || b < 0 || b >= m || grid[a]![b] === "X" || dist[a]![b] !== -1) continue;
      dist[a]![b] = dist[i]![j]! + 1;
      q.push([a, b]);
    }
  }
  return dist;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "grid-bfs",
  rlveId: "GridBFS",
  category: "graph algorithms",
  version: 2,
  title: "Distance from every grid cell to the nearest 1",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const pOne = rng.pick([0.05, 0.1, 0.2]);
    const pWall = rng.pick([0.1, 0.2, 0.3]);
    const grid = Array.from({ length: n }, () =>
      Array.from({ length: m }, () => {
        const x = rng.float();
        return x < pOne ? "1" : x < pOne + pWall ? "X" : "0";
      }).join(""),
    );
    if (!grid.some((row) => row.includes("1"))) {
      const i = rng.int(0, n - 1);
      const j = rng.int(0, m - 1);
      grid[i] = `${grid[i]!.slice(0, j)}1${grid[i]!.slice(j + 1)}`;
    }
    return { grid, dist: bfs(grid) };
  },

  prompt: ({ grid }) =>
    `A grid has ${grid.length} rows and ${grid[0]!.length} columns. Each cell is 0 (open), 1 (open, a source) or X (a wall):\n` +
    grid.join("\n") +
    "\n\nFrom a cell you may move up, down, left or right to a cell that is not a wall. For every cell, give the least " +
    "number of moves needed to reach a cell holding 1 from it; write -1 for walls and for cells that cannot reach any 1.\n" +
    `Answer with ${grid.length} lines of ${grid[0]!.length} integers separated by spaces.`,
  // Never correct: the 0 and the 2 in the first column are neighbouring open cells, whose distances differ
  // by at most 1.
  answerExample: "0 1 -1\n2 2 3",

  parse(text, { grid }) {
    const rows = parseIntRows(text, { rows: grid.length, cols: grid[0]!.length });
    if (rows.length !== grid.length) throw new FormatError("wrong number of rows");
    return rows;
  },

  score(rows, { dist }) {
    let ok = 0;
    let all = 0;
    for (let i = 0; i < dist.length; i++)
      for (let j = 0; j < dist[i]!.length; j++) {
        all++;
        if (rows[i]![j] === dist[i]![j]) ok++;
      }
    return fraction(ok, all, 10, "cells");
  },

  reference: ({ dist }) => gridLines(dist, " "),

  wrongAnswers({ dist }) {
    const fmt = (d: number[][]) => gridLines(d, " ");
    const bump = dist.map((row) => row.slice());
    bump[0]![0] = bump[0]![0]! + 1;
    const all = dist.map((row) => row.map((d) => (d > 0 ? d + 1 : d)));
    const zero = dist.map((row) => row.map(() => 0));
    return [fmt(bump), fmt(all), fmt(zero)].filter((s) => s !== fmt(dist));
  },

  size: ({ grid }) => grid.length * grid[0]!.length,
});
