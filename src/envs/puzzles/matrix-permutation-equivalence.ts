// Find row and column permutations that turn a 0/1 matrix A into a given matrix B. RLVE: MatrixPermutationEquivalence.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  a: number[][];
  b: number[][];
  rows: number[];
  cols: number[];
}

const DENSITIES = [0.2, 0.3, 0.4, 0.5, 0.6];

export default defineEnv<Params, Instance, number[][]>({
  id: "matrix-permutation-equivalence",
  rlveId: "MatrixPermutationEquivalence",
  category: "grid/logic puzzles",
  version: 2,
  title: "Find row and column permutations turning one 0/1 matrix into another",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const density = rng.pick(DENSITIES);
    const a = Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.bool(density) ? 1 : 0)));
    const rows = rng.permutation(n);
    const cols = rng.permutation(m);
    const b = rows.map((r) => cols.map((c) => a[r]![c]!));
    return { n, m, a, b, rows, cols };
  },

  prompt: ({ n, m, a, b }) =>
    `Matrix A (${n} rows, ${m} columns; rows and columns are numbered from 0):\n` +
    gridLines(a) +
    "\n\nMatrix B:\n" +
    gridLines(b) +
    `\n\nFind a permutation r_0, ..., r_${n - 1} of 0..${n - 1} and a permutation c_0, ..., c_${m - 1} of 0..${m - 1} ` +
    "such that for every i and j the cell (r_i, c_j) of A equals the cell (i, j) of B.\n\n" +
    `Answer with two lines: the first holds r_0 ... r_${n - 1}, the second c_0 ... c_${m - 1}, integers separated by spaces.`,

  parse: (text) => parseIntRows(text, { rows: 2 }),

  score([rows, cols], { n, m, a, b }) {
    if (typeof readPermutation(rows!, n) === "string")
      return invalid(`the first line is not a permutation of 0..${n - 1}`);
    if (typeof readPermutation(cols!, m) === "string")
      return invalid(`the second line is not a permutation of 0..${m - 1}`);
    let same = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (a[rows![i]!]![cols![j]!] === b[i]![j]) same++;
    return fraction(same, n * m, 5, "cells matching B");
  },

  reference: ({ rows, cols }) => `${rows.join(" ")}\n${cols.join(" ")}`,

  wrongAnswers({ n, m, b, rows, cols }) {
    const out: string[] = [];
    for (let i = 0; i < n && out.length === 0; i++) {
      for (let j = i + 1; j < n; j++) {
        if (b[i]!.join("") !== b[j]!.join("")) {
          const r2 = rows.slice();
          [r2[i], r2[j]] = [r2[j]!, r2[i]!];
          out.push(`${r2.join(" ")}\n${cols.join(" ")}`);
          break;
        }
      }
    }
    const dup = cols.slice();
    dup[0] = dup[1]!;
    out.push(`${rows.join(" ")}\n${dup.join(" ")}`);
    out.push(`${rows.map((r) => (r === 0 ? n : r)).join(" ")}\n${cols.join(" ")}`);
    if (m > 0) out.push(`${rows.join(" ")}\n${cols.slice(1).join(" ")}`);
    return out;
  },

  size: ({ n, m }) => n * m,
});
