// Complete a partly filled N×N magic square that uses each of 1..N² once. RLVE: MagicSquarePuzzle.
import { afterUpdates, defineEnv, fraction, invalid, parseIntRows, type Rng } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Rows of the puzzle, 0 for an empty cell. */
  puzzle: number[][];
  solution: number[][];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/** N + 1, skipping sizes N ≡ 2 (mod 4). */
const nextSize = (n: number) => ((n + 1) % 4 === 2 ? n + 2 : n + 1);

/** A magic square of odd order (Siamese method) or of doubly even order (complemented diagonals). */
function baseSquare(n: number): number[][] {
  const g = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  if (n % 2 === 1) {
    let [i, j] = [0, (n - 1) / 2];
    for (let v = 1; v <= n * n; v++) {
      g[i]![j] = v;
      const [ni, nj] = [(i - 1 + n) % n, (j + 1) % n];
      if (g[ni]![nj]) i = (i + 1) % n;
      else [i, j] = [ni, nj];
    }
  } else {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const v = i * n + j + 1;
        const onDiag = i % 4 === j % 4 || (i % 4) + (j % 4) === 3;
        g[i]![j] = onDiag ? n * n + 1 - v : v;
      }
    }
  }
  return g;
}

/** A random transform that keeps a square magic: symmetric row/column permutation, transpose, complement. */
function scramble(g: number[][], rng: Rng): number[][] {
  const n = g.length;
  const half = Math.floor(n / 2);
  const p = new Array<number>(n);
  if (n % 2 === 1) p[half] = half;
  rng.permutation(half).forEach((t, s) => {
    const flip = rng.bool();
    p[s] = flip ? n - 1 - t : t;
    p[n - 1 - s] = flip ? t : n - 1 - t;
  });
  const transpose = rng.bool();
  const complement = rng.bool();
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      const v = transpose ? g[p[j]!]![p[i]!]! : g[p[i]!]![p[j]!]!;
      return complement ? n * n + 1 - v : v;
    }),
  );
}

function isMagic(g: number[][]): boolean {
  const n = g.length;
  const target = (n * (n * n + 1)) / 2;
  const lines = [
    ...g,
    ...g.map((_, j) => g.map((row) => row[j]!)),
    g.map((row, i) => row[i]!),
    g.map((row, i) => row[n - 1 - i]!),
  ];
  return lines.every((l) => l.reduce((s, v) => s + v, 0) === target);
}

export default defineEnv<Params, Instance, number[][]>({
  id: "magic-square-puzzle",
  rlveId: "MagicSquarePuzzle",
  category: "grid/logic puzzles",
  version: 2,
  title: "Complete a magic square",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, nextSize) }),

  generate({ n }, rng) {
    const solution = scramble(baseSquare(n), rng);
    if (!isMagic(solution)) throw new Error(`magic square construction failed for N = ${n}`);
    const blanks = Math.max(1, Math.floor(rng.pick(SPARSITIES) * n * n));
    const hidden = new Set(rng.distinctInts(0, n * n - 1, blanks));
    const puzzle = solution.map((row, i) => row.map((v, j) => (hidden.has(i * n + j) ? 0 : v)));
    return { n, puzzle, solution };
  },

  prompt: ({ n, puzzle }) => {
    const width = String(n * n).length;
    return (
      `Here is a ${n}×${n} grid; 0 marks an empty cell:\n` +
      puzzle.map((row) => row.map((v) => String(v).padStart(width)).join(" ")).join("\n") +
      `\n\nFill the empty cells so that the grid holds every integer from 1 to ${n * n} exactly once and every row, ` +
      `every column and both main diagonals add up to ${(n * (n * n + 1)) / 2} (a magic square). ` +
      "The filled cells must not change.\n\n" +
      `Answer with the completed grid: ${n} lines of ${n} integers separated by spaces.`
    );
  },

  parse: (text, { n }) => parseIntRows(text, { rows: n, cols: n }),

  score(grid, { n, puzzle }) {
    const seen = new Uint8Array(n * n + 1);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const v = grid[i]![j]!;
        if (v < 1 || v > n * n) return invalid(`cell (${i + 1}, ${j + 1}) holds ${v}, outside 1..${n * n}`);
        if (seen[v]) return invalid(`${v} appears more than once`);
        seen[v] = 1;
        if (puzzle[i]![j]! > 0 && v !== puzzle[i]![j])
          return invalid(`the filled cell (${i + 1}, ${j + 1}) was changed`);
      }
    }
    const target = (n * (n * n + 1)) / 2;
    const lines = [
      ...grid,
      ...grid.map((_, j) => grid.map((row) => row[j]!)),
      grid.map((row, i) => row[i]!),
      grid.map((row, i) => row[n - 1 - i]!),
    ];
    const satisfied = lines.filter((l) => l.reduce((s, v) => s + v, 0) === target).length;
    return fraction(satisfied, lines.length, 10, "line sums (rows, columns, diagonals)");
  },

  reference: ({ solution }) => gridLines(solution, " "),

  wrongAnswers({ n, puzzle, solution }, rng) {
    const show = (g: number[][]) => gridLines(g, " ");
    const out: string[] = [];
    const blanks: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (puzzle[i]![j] === 0) blanks.push([i, j]);
    const [bi, bj] = rng.pick(blanks);
    const swapped = solution.map((row) => row.slice());
    const oj = (bj + 1) % n;
    // Swapping two different values of one row keeps the row sum but breaks both column sums.
    [swapped[bi]![bj], swapped[bi]![oj]] = [swapped[bi]![oj]!, swapped[bi]![bj]!];
    out.push(show(swapped));
    const dup = solution.map((row) => row.slice());
    dup[bi]![bj] = solution[bi]![oj]!;
    out.push(show(dup));
    out.push(show(solution.map((row) => row.map((v) => (v === 1 ? n * n + 1 : v)))));
    return out;
  },

  size: ({ n }) => n,
});
