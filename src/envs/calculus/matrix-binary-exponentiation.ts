// Compute the K-th power of a small integer matrix modulo m (credit per correct entry). RLVE: Matrix_BinaryExponentiation.
import { afterUpdates, defineEnv, FormatError, fraction, grow, parseIntRows } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxK: number;
}

interface Instance {
  matrix: number[][];
  k: number;
  mod: number;
  answer: number[][];
}

function mulMat(a: number[][], b: number[][], mod: number): number[][] {
  const n = a.length;
  return a.map((row) =>
    Array.from({ length: n }, (_, j) => {
      let s = 0;
      for (let t = 0; t < n; t++) s = (s + row[t]! * b[t]![j]!) % mod;
      return s;
    }),
  );
}

function powMat(a: number[][], k: number, mod: number): number[][] {
  let result = a.map((row, i) => row.map((_, j) => (i === j ? 1 % mod : 0)));
  let base = a.map((row) => row.map((v) => v % mod));
  let e = k;
  while (e > 0) {
    if (e % 2 === 1) result = mulMat(result, base, mod);
    base = mulMat(base, base, mod);
    e = Math.floor(e / 2);
  }
  return result;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "matrix-binary-exponentiation",
  rlveId: "Matrix_BinaryExponentiation",
  category: "calculus/algebra",
  split: "held-out",
  version: 2,
  title: "K-th power of a small matrix modulo m",
  answerKind: "unique",

  params: (level) => ({ maxK: afterUpdates(2, level, grow.mul2) }),

  generate({ maxK }, rng) {
    const n = rng.int(2, 3);
    const mod = rng.int(2, 10_000);
    const matrix = Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(0, 9)));
    const k = rng.int(2, Math.max(2, maxK));
    return { matrix, k, mod, answer: powMat(matrix, k, mod) };
  },

  prompt: ({ matrix, k, mod }) =>
    `Let A be the ${matrix.length} × ${matrix.length} matrix\n` +
    gridLines(matrix, " ") +
    `\n\nCompute A^${k} (the matrix product of ${k} copies of A) with every entry reduced modulo ${mod}, ` +
    `i.e. each entry in [0, ${mod}). Answer with the matrix: one row per line, entries separated by spaces.`,
  // Never correct: every entry equals the modulus, outside [0, mod - 1].
  answerExample: ({ matrix, mod }) => matrix.map((row) => row.map(() => mod).join(" ")).join("\n"),

  parse(text, { matrix }) {
    const n = matrix.length;
    const rows = parseIntRows(text, { rows: n, cols: n });
    if (rows.length !== n) throw new FormatError(`expected ${n} rows`);
    return rows;
  },

  score(rows, { answer }) {
    let right = 0;
    for (let i = 0; i < answer.length; i++) {
      for (let j = 0; j < answer.length; j++) if (rows[i]![j] === answer[i]![j]) right++;
    }
    return fraction(right, answer.length * answer.length, 5, "entries");
  },

  reference: ({ answer }) => gridLines(answer, " "),

  wrongAnswers({ answer, mod, matrix, k }) {
    const show = (m: number[][]) => gridLines(m, " ");
    const bumped = answer.map((row) => row.slice());
    bumped[0]![0] = (bumped[0]![0]! + 1) % mod;
    const out = [show(bumped)];
    const prev = powMat(matrix, k - 1, mod);
    if (show(prev) !== show(answer)) out.push(show(prev));
    if (answer.length > 1) {
      const swapped = answer.map((row) => row.slice());
      const a = swapped[0]![1]!;
      const b = swapped[1]![0]!;
      if (a !== b) {
        swapped[0]![1] = b;
        swapped[1]![0] = a;
        out.push(show(swapped));
      }
    }
    return out;
  },

  size: ({ k }) => k,
});
