// Choose R rows and C columns so the submatrix they cut out has the least total difference between neighbours. RLVE: MinimumSumDifferenceSubmatrix.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntRows } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxSide: number;
}

interface Instance {
  matrix: number[][];
  r: number;
  c: number;
  best: number;
  /** Chosen rows and columns, ascending. */
  witness: { rows: number[]; cols: number[] };
}

/** Rows are enumerated (at most C(12, 6) = 924 subsets): sides capped at 12. */
export const MAX_SIDE = 12;

/** Σ |difference| over horizontally and vertically adjacent entries of the submatrix. */
function submatrixCost(
  matrix: readonly (readonly number[])[],
  rows: readonly number[],
  cols: readonly number[],
): number {
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    for (let j = 0; j < cols.length; j++) {
      const x = matrix[rows[i]!]![cols[j]!]!;
      if (i + 1 < rows.length) total += Math.abs(x - matrix[rows[i + 1]!]![cols[j]!]!);
      if (j + 1 < cols.length) total += Math.abs(x - matrix[rows[i]!]![cols[j + 1]!]!);
    }
  }
  return total;
}

/**
 * Every set of r rows, then the columns by a programme over the last chosen column: best[t][j] is the least
 * cost of t chosen columns ending at j (column j's vertical differences plus the horizontal ones to the
 * previous chosen column).
 */
export function minimumSubmatrix(
  matrix: readonly (readonly number[])[],
  r: number,
  c: number,
): { best: number; rows: number[]; cols: number[] } {
  const n = matrix.length;
  const m = matrix[0]!.length;
  let best = Number.POSITIVE_INFINITY;
  let bestRows: number[] = [];
  let bestCols: number[] = [];
  const rows: number[] = [];
  const visit = () => {
    const down = Array.from({ length: m }, (_, j) => {
      let s = 0;
      for (let i = 0; i + 1 < r; i++) s += Math.abs(matrix[rows[i]!]![j]! - matrix[rows[i + 1]!]![j]!);
      return s;
    });
    const across = Array.from({ length: m }, (_, a) =>
      Array.from({ length: m }, (_, b) =>
        rows.reduce((s, i) => s + Math.abs(matrix[i]![a]! - matrix[i]![b]!), 0),
      ),
    );
    const table = [down.slice()];
    const from: number[][] = [new Array<number>(m).fill(-1)];
    for (let t = 1; t < c; t++) {
      const prev = table[t - 1]!;
      const row = new Array<number>(m).fill(Number.POSITIVE_INFINITY);
      const back = new Array<number>(m).fill(-1);
      for (let j = t; j < m; j++) {
        for (let p = t - 1; p < j; p++) {
          const v = prev[p]! + across[p]![j]! + down[j]!;
          if (v < row[j]!) {
            row[j] = v;
            back[j] = p;
          }
        }
      }
      table.push(row);
      from.push(back);
    }
    const last = table[c - 1]!;
    let end = -1;
    for (let j = 0; j < m; j++) if (end < 0 || last[j]! < last[end]!) end = j;
    if (last[end]! < best) {
      best = last[end]!;
      bestRows = rows.slice();
      bestCols = [];
      for (let t = c - 1, j = end; t >= 0; j = from[t]![j]!, t--) bestCols.push(j);
      bestCols.reverse();
    }
  };
  const choose = (start: number) => {
    if (rows.length === r) {
      visit();
      return;
    }
    for (let i = start; i <= n - (r - rows.length); i++) {
      rows.push(i);
      choose(i + 1);
      rows.pop();
    }
  };
  choose(0);
  return { best, rows: bestRows, cols: bestCols };
}

/** Why a list is not `count` increasing indices below `limit`, or null. */
function indexProblem(list: readonly number[], count: number, limit: number, noun: string): string | null {
  if (list.length !== count) return `expected ${count} ${noun}s, got ${list.length}`;
  for (let i = 0; i < count; i++) {
    const x = list[i]!;
    if (x < 0 || x >= limit) return `${noun} ${x} is not in 0..${limit - 1}`;
    if (i > 0 && x <= list[i - 1]!) return `${noun}s must be listed in increasing order without repeats`;
  }
  return null;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "minimum-sum-difference-submatrix",
  rlveId: "MinimumSumDifferenceSubmatrix",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Rows and columns whose submatrix has the least total neighbour difference",
  answerKind: "any-optimal",
  // MAX_N_M: 4 -> MAX_N_M+1, capped at MAX_SIDE (level 8).
  maxLevel: MAX_SIDE - 4,

  params: (level) => ({ maxSide: Math.min(MAX_SIDE, afterUpdates(4, level, grow.plus1)) }),

  generate({ maxSide }, rng) {
    const n = rng.int(3, maxSide);
    const m = rng.int(3, maxSide);
    const matrix = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(1, 20)));
    const r = rng.int(2, n - 1);
    const c = rng.int(2, m - 1);
    const { best, rows, cols } = minimumSubmatrix(matrix, r, c);
    return { matrix, r, c, best, witness: { rows, cols } };
  },

  prompt: ({ matrix, r, c }) =>
    `You are given a matrix with ${matrix.length} rows (numbered 0 to ${matrix.length - 1}) and ` +
    `${matrix[0]!.length} columns (numbered 0 to ${matrix[0]!.length - 1}):\n` +
    gridLines(matrix, " ") +
    `\n\nChoose ${r} distinct rows and ${c} distinct columns. Keeping the entries where a chosen row meets a chosen ` +
    "column, in their original order, gives a smaller matrix. Its cost is the sum of the absolute differences " +
    "between every two entries next to each other in it (horizontally or vertically). Make the cost as small as possible.\n" +
    `Answer with two lines: the ${r} chosen rows in increasing order, then the ${c} chosen columns in increasing ` +
    "order, numbers separated by spaces.",
  // The chosen rows listed in decreasing order: refused.
  answerExample: ({ witness }) => `${witness.rows.slice().reverse().join(" ")}\n${witness.cols.join(" ")}`,

  parse: (text) => parseIntRows(text, { rows: 2 }),

  score([rows, cols], { matrix, r, c, best }) {
    const bad =
      indexProblem(rows!, r, matrix.length, "row") ?? indexProblem(cols!, c, matrix[0]!.length, "column");
    if (bad !== null) return invalid(bad);
    return minimisationRatio(submatrixCost(matrix, rows!, cols!), best);
  },

  reference: ({ witness }) => `${witness.rows.join(" ")}\n${witness.cols.join(" ")}`,

  wrongAnswers({ matrix, best, witness }) {
    const out: string[] = [`${witness.rows.join(" ")}\n${witness.cols.slice(1).join(" ")}`];
    // Another row set: worse when its best cost exceeds the optimum.
    const n = matrix.length;
    for (let i = 0; i < n; i++) {
      if (witness.rows.includes(i)) continue;
      const rows = [...witness.rows.slice(1), i].sort((a, b) => a - b);
      if (submatrixCost(matrix, rows, witness.cols) > best) {
        out.push(`${rows.join(" ")}\n${witness.cols.join(" ")}`);
        break;
      }
    }
    out.push(`${witness.rows.join(" ")}\n${[...witness.cols.slice(1), witness.cols[1]!].join(" ")}`);
    out.push(`${witness.rows.join(" ")} ${n}\n${witness.cols.join(" ")}`);
    return out;
  },

  size: ({ matrix }) => matrix.length * matrix[0]!.length,
});
