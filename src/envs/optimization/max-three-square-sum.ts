// Place three non-overlapping K×K squares in a grid of numbers so that the total of the covered numbers is as large as possible; report that total. RLVE: MaxThreeSquareSum.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: number[][];
  k: number;
  best: number;
}

/**
 * The largest total of three pairwise disjoint k×k squares (-1 when three do not fit). Squares are tried in
 * decreasing order of their sums; a branch stops as soon as even its best completion cannot beat the total
 * found, so the search is exact.
 */
export function bestThreeSquares(grid: readonly (readonly number[])[], k: number): number {
  const n = grid.length;
  const m = grid[0]!.length;
  const pre = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < m; c++)
      pre[r + 1]![c + 1] = grid[r]![c]! + pre[r]![c + 1]! + pre[r + 1]![c]! - pre[r]![c]!;
  }
  const squares: { r: number; c: number; v: number }[] = [];
  for (let r = 0; r + k <= n; r++) {
    for (let c = 0; c + k <= m; c++) {
      squares.push({ r, c, v: pre[r + k]![c + k]! - pre[r]![c + k]! - pre[r + k]![c]! + pre[r]![c]! });
    }
  }
  squares.sort((a, b) => b.v - a.v);
  const v = (i: number) => squares[i]?.v ?? Number.NEGATIVE_INFINITY;
  const apart = (a: { r: number; c: number }, b: { r: number; c: number }) =>
    Math.abs(a.r - b.r) >= k || Math.abs(a.c - b.c) >= k;
  let best = -1;
  for (let i = 0; i < squares.length; i++) {
    if (v(i) + v(i + 1) + v(i + 2) <= best) break;
    for (let j = i + 1; j < squares.length; j++) {
      if (v(i) + v(j) + v(j + 1) <= best) break;
      if (!apart(squares[i]!, squares[j]!)) continue;
      for (let l = j + 1; l < squares.length; l++) {
        if (v(i) + v(j) + v(l) <= best) break;
        if (apart(squares[i]!, squares[l]!) && apart(squares[j]!, squares[l]!)) {
          best = v(i) + v(j) + v(l);
          break;
        }
      }
    }
  }
  return best;
}

export default defineEnv<Params, Instance, number>({
  id: "max-three-square-sum",
  rlveId: "MaxThreeSquareSum",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Largest total of three non-overlapping K×K squares in a grid of numbers",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_1plus1) }),

  // RLVE-Gym's draw: sides uniform in [4, maxNM], K uniform in [2, min(N, M) / 2], cells in [0, maxNM].
  generate({ maxNM }, rng) {
    const n = rng.int(4, maxNM);
    const m = rng.int(4, maxNM);
    const k = rng.int(2, Math.floor(Math.min(n, m) / 2));
    const grid = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(0, maxNM)));
    return { grid, k, best: bestThreeSquares(grid, k) };
  },

  prompt: ({ grid, k }) =>
    `You are given a grid of ${grid.length} rows and ${grid[0]!.length} columns of positive integers:\n` +
    gridLines(grid, " ") +
    `\n\nPlace three ${k}×${k} squares on the grid, each covering exactly ${k * k} cells aligned with the rows and ` +
    "columns, such that no cell is covered by two squares. Make the sum of all numbers covered by the three " +
    "squares as large as possible.\nAnswer with that largest sum, as a single integer.",
  answerExample: "0",

  parse: (text) => parseInteger(text),

  score: (answer, { best }) => (answer === best ? correct() : wrong(`${answer} is not the largest sum`)),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best, grid }) => [
    String(best + 1),
    String(best - 1),
    String(grid.flat().reduce((a, b) => a + b, 0) + 1),
    "-5",
  ],

  size: ({ grid }) => grid.length * grid[0]!.length,
});
