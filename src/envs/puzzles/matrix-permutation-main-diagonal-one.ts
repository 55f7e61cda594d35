// Permute the rows and columns of a 0/1 matrix so that its main diagonal is all ones. RLVE: MatrixPermutation_MainDiagonalOne.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  matrix: number[][];
  rows: number[];
  cols: number[];
}

const DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5];

export default defineEnv<Params, Instance, number[][]>({
  id: "matrix-permutation-main-diagonal-one",
  rlveId: "MatrixPermutation_MainDiagonalOne",
  category: "grid/logic puzzles",
  version: 2,
  title: "Permute rows and columns so the main diagonal is all ones",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(DENSITIES);
    const matrix = Array.from({ length: n }, () =>
      Array.from({ length: n }, () => (rng.bool(density) ? 1 : 0)),
    );
    const rows = rng.permutation(n);
    const cols = rng.permutation(n);
    for (let i = 0; i < n; i++) matrix[rows[i]!]![cols[i]!] = 1;
    return { n, matrix, rows, cols };
  },

  prompt: ({ n, matrix }) =>
    `Here is a ${n}×${n} matrix of 0s and 1s (rows and columns are numbered from 0):\n` +
    gridLines(matrix) +
    `\n\nChoose a row permutation r_0, ..., r_${n - 1} and a column permutation c_0, ..., c_${n - 1} of 0..${n - 1} ` +
    "so that the matrix whose cell (i, j) is the original cell (r_i, c_j) has 1 on every cell of its main diagonal, " +
    "i.e. the original cell (r_i, c_i) is 1 for every i.\n\n" +
    "Answer with two lines: the first holds r_0 ... r_{N-1}, the second c_0 ... c_{N-1}, integers separated by spaces.",

  parse: (text) => parseIntRows(text, { rows: 2 }),

  score([rows, cols], { n, matrix }) {
    if (typeof readPermutation(rows!, n) === "string")
      return invalid(`the first line is not a permutation of 0..${n - 1}`);
    if (typeof readPermutation(cols!, n) === "string")
      return invalid(`the second line is not a permutation of 0..${n - 1}`);
    let ones = 0;
    for (let i = 0; i < n; i++) if (matrix[rows![i]!]![cols![i]!] === 1) ones++;
    return fraction(ones, n, 5, "diagonal cells equal to 1");
  },

  reference: ({ rows, cols }) => `${rows.join(" ")}\n${cols.join(" ")}`,

  wrongAnswers({ n, matrix, rows, cols }) {
    const out: string[] = [];
    const zeros: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (matrix[r]![c] === 0) zeros.push([r, c]);
    if (zeros.length > 0) {
      const [zr, zc] = zeros[0]!;
      const i = rows.indexOf(zr);
      const j = cols.indexOf(zc);
      const c2 = cols.slice();
      [c2[i], c2[j]] = [c2[j]!, c2[i]!];
      out.push(`${rows.join(" ")}\n${c2.join(" ")}`);
    }
    const dup = rows.slice();
    dup[0] = dup[1]!;
    out.push(`${dup.join(" ")}\n${cols.join(" ")}`);
    out.push(`${rows.join(" ")}\n${cols.map((c) => (c === 0 ? n : c)).join(" ")}`);
    return out;
  },

  size: ({ n }) => n,
});
