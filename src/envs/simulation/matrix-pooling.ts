// K×K max pooling with stride 1 over an integer matrix. RLVE: MatrixPooling.
import { afterUpdates, defineEnv, FormatError, fraction, grow, parseIntRows } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  matrix: number[][];
  k: number;
  pooled: number[][];
}

export function maxPool(matrix: number[][], k: number): number[][] {
  const n = matrix.length;
  const m = matrix[0]!.length;
  const out: number[][] = [];
  for (let i = 0; i + k <= n; i++) {
    const row: number[] = [];
    for (let j = 0; j + k <= m; j++) {
      let best = Number.NEGATIVE_INFINITY;
      for (let a = i; a < i + k; a++) for (let b = j; b < j + k; b++) best = Math.max(best, matrix[a]![b]!);
      row.push(best);
    }
    out.push(row);
  }
  return out;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "matrix-pooling",
  rlveId: "MatrixPooling",
  category: "program simulation",
  version: 1,
  title: "Max pooling of a matrix",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(3, Math.max(3, maxNM));
    const m = rng.int(3, Math.max(3, maxNM));
    const k = rng.int(2, Math.min(n, m) - 1);
    const matrix = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(0, n * m)));
    return { matrix, k, pooled: maxPool(matrix, k) };
  },

  prompt: ({ matrix, k, pooled }) =>
    `Here is a matrix with ${matrix.length} rows and ${matrix[0]!.length} columns:\n` +
    `${gridLines(matrix, " ")}\n\n` +
    `Apply ${k}×${k} max pooling with stride 1: for every position where a ${k}×${k} window fits entirely ` +
    "inside the matrix, the output holds the largest entry of that window. The output keeps the order of " +
    `window positions, so it has ${pooled.length} rows and ${pooled[0]!.length} columns.\n\n` +
    `Answer with the output matrix: ${pooled.length} lines, each with ${pooled[0]!.length} integers separated by spaces.`,
  answerExample: "5 7\n9 9",

  parse(text, { pooled }) {
    const rows = parseIntRows(text, { rows: pooled.length });
    if (rows.some((r) => r.length !== pooled[0]!.length))
      throw new FormatError(`every line must hold ${pooled[0]!.length} integers`);
    return rows;
  },

  score(answer, { pooled }) {
    const all = pooled.length * pooled[0]!.length;
    let right = 0;
    for (let i = 0; i < pooled.length; i++)
      for (let j = 0; j < pooled[i]!.length; j++) if (answer[i]![j] === pooled[i]![j]) right++;
    return fraction(right, all, 5, "cells");
  },

  reference: ({ pooled }) => gridLines(pooled, " "),

  wrongAnswers({ pooled }) {
    const bumped = pooled.map((r) => r.slice());
    bumped[0]![0]! += 1;
    const zero = pooled.map((r) => r.map(() => 0));
    return [bumped, zero].map((g) => gridLines(g, " "));
  },

  size: ({ matrix }) => matrix.length * matrix[0]!.length,
});
