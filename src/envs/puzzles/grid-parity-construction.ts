// Construct a 0/1 grid whose cell-plus-orthogonal-neighbours XOR matches a given parity grid. RLVE: GridParityConstruction.
import { afterUpdates, defineEnv, fraction, grow, parseCharGrid } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  parity: number[][];
  solution: number[][];
}

const DENSITIES = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

function parityOf(x: number[][], n: number, m: number): number[][] {
  const at = (r: number, c: number) => (r >= 0 && r < n && c >= 0 && c < m ? x[r]![c]! : 0);
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: m }, (_, c) => at(r, c) ^ at(r - 1, c) ^ at(r + 1, c) ^ at(r, c - 1) ^ at(r, c + 1)),
  );
}

export default defineEnv<Params, Instance, string[][]>({
  id: "grid-parity-construction",
  rlveId: "GridParityConstruction",
  category: "grid/logic puzzles",
  version: 2,
  title: "Construct a 0/1 grid with prescribed neighbourhood parities",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const density = rng.pick(DENSITIES);
    const solution = Array.from({ length: n }, () =>
      Array.from({ length: m }, () => (rng.bool(density) ? 1 : 0)),
    );
    return { n, m, parity: parityOf(solution, n, m), solution };
  },

  prompt: ({ n, m, parity }) =>
    `Here is a parity grid with ${n} rows and ${m} columns:\n` +
    gridLines(parity) +
    `\n\nConstruct a grid of 0s and 1s of the same size such that, for every cell, the XOR of that cell and its ` +
    "up to four orthogonal neighbours (up, down, left, right; cells outside the grid do not count) equals the " +
    "corresponding entry of the parity grid.\n\n" +
    `Answer with ${n} lines of ${m} characters, each 0 or 1.`,

  parse: (text, { n, m }) => parseCharGrid(text, n, m, "01"),

  score(grid, { n, m, parity }) {
    const x = grid.map((row) => row.map((ch) => (ch === "1" ? 1 : 0)));
    const got = parityOf(x, n, m);
    let same = 0;
    for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (got[r]![c] === parity[r]![c]) same++;
    return fraction(same, n * m, 5, "cells with the right parity");
  },

  reference: ({ solution }) => gridLines(solution),

  wrongAnswers({ n, m, solution }, rng) {
    const show = (g: number[][]) => gridLines(g);
    const out: string[] = [];
    for (let k = 0; k < 3; k++) {
      const g = solution.map((row) => row.slice());
      const r = rng.int(0, n - 1);
      const c = rng.int(0, m - 1);
      g[r]![c] ^= 1; // flipping one cell changes that cell's own parity
      out.push(show(g));
    }
    return out;
  },

  size: ({ n, m }) => n * m,
});
