// Kakurasu: fill a 0/1 grid so each row's sum of the column indices of its 1s and each column's sum of the row indices of its 1s match given values. RLVE: Kakurasu.
import { afterUpdates, defineEnv, fraction, grow, parseCharGrid } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** A[i]: the sum of the (1-based) column indices of the 1s of row i. */
  a: number[];
  /** B[j]: the sum of the (1-based) row indices of the 1s of column j. */
  b: number[];
  solution: string[];
}

const rowSums = (g: number[][]) => g.map((row) => row.reduce((s, v, j) => s + v * (j + 1), 0));
const colSums = (g: number[][], m: number) =>
  Array.from({ length: m }, (_, j) => g.reduce((s, row, i) => s + row[j]! * (i + 1), 0));

export default defineEnv<Params, Instance, string[][]>({
  id: "kakurasu",
  rlveId: "Kakurasu",
  category: "grid/logic puzzles",
  version: 1,
  title: "Kakurasu: a 0/1 grid with weighted row and column sums",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const density = rng.pick([0.3, 0.4, 0.5, 0.6, 0.7]);
    const g = Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.bool(density) ? 1 : 0)));
    return { n, m, a: rowSums(g), b: colSums(g, m), solution: g.map((row) => row.join("")) };
  },

  prompt: ({ n, m, a, b }) =>
    `Fill a ${n}×${m} grid with 0s and 1s. Rows are numbered 1 to ${n} from top to bottom and columns 1 to ${m} ` +
    "from left to right.\n" +
    `- For each row i, the column numbers of the cells holding 1 in that row must add up to A[i], where A = ${a.join(" ")}.\n` +
    `- For each column j, the row numbers of the cells holding 1 in that column must add up to B[j], where B = ${b.join(" ")}.\n\n` +
    `Answer with the grid: ${n} lines of ${m} digits (0 or 1) each.`,
  answerExample: "010\n101",

  parse: (text, { n, m }) => parseCharGrid(text, n, m, "01"),

  score(grid, { n, m, a, b }) {
    const g = grid.map((row) => row.map(Number));
    const ra = rowSums(g);
    const cb = colSums(g, m);
    const satisfied = ra.filter((v, i) => v === a[i]).length + cb.filter((v, j) => v === b[j]).length;
    return fraction(satisfied, n + m, 10, "row and column sums");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, m, solution }, rng) {
    const flip = (i: number, j: number) =>
      solution.map((row, r) =>
        r === i ? row.slice(0, j) + (row[j] === "1" ? "0" : "1") + row.slice(j + 1) : row,
      );
    const out = [flip(rng.int(0, n - 1), rng.int(0, m - 1)).join("\n")];
    const ones = solution.join("").split("1").length - 1;
    out.push((ones === 0 ? solution.map(() => "1".repeat(m)) : solution.map(() => "0".repeat(m))).join("\n"));
    return out;
  },

  size: ({ n, m }) => n * m,
});
