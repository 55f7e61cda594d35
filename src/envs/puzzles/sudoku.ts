// Complete a generalised (n·m)×(n·m) Sudoku whose boxes have n rows and m columns. RLVE: Sudoku.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  invalid,
  parseIntRows,
  type Rng,
  wrong,
} from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";
import { isSolvedSudokuRows, randomFullSudoku } from "../../lib/sudoku.ts";

interface Params {
  maxNM: number;
  sparsity: number[];
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the puzzle, 0 for an empty cell. */
  puzzle: number[][];
  solution: number[][];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
/**
 * The largest side served: a side of 156 (13 x 12 boxes) is a prompt of about 97,800 characters, a side of
 * 169 (13 x 13) one of about 114,800, over the 100,000-character prompt limit.
 */
const MAX_SIDE = 156;

/** RLVE-Gym's box sizes, N and M uniform in 2..MAX_N_M, conditioned on N * M <= MAX_SIDE. */
function boxSizes(maxNM: number, rng: Rng): [number, number] {
  const pairs: Array<[number, number]> = [];
  for (let n = 2; n <= maxNM; n++) for (let m = 2; m <= maxNM && n * m <= MAX_SIDE; m++) pairs.push([n, m]);
  return rng.pick(pairs);
}

/**
 * RLVE-Gym's puzzle: a random complete grid, transposed half the time (boxes of m rows and n columns), with
 * max(1, floor(sparsity * S^2)) cells blanked uniformly at random. The completion need not be unique: any
 * valid one scores.
 */
function makePuzzle(
  n0: number,
  m0: number,
  sparsity: number,
  rng: Rng,
): { n: number; m: number; puzzle: number[][]; solution: number[][] } {
  const s = n0 * m0;
  const full = randomFullSudoku({ n: n0, m: m0 }, rng);
  const transpose = rng.bool(0.5);
  const [n, m] = transpose ? [m0, n0] : [n0, m0];
  const solution: number[][] = [];
  for (let r = 0; r < s; r++) {
    const row = new Array<number>(s);
    for (let c = 0; c < s; c++) row[c] = transpose ? full[c * s + r]! : full[r * s + c]!;
    solution.push(row);
  }
  const puzzle = solution.map((row) => row.slice());
  // rng.sample(cells, k) written in place on a typed array: the same draws and the same cells, without
  // copying the list of S^2 cells twice.
  const cells = new Int32Array(s * s);
  for (let i = 0; i < cells.length; i++) cells[i] = i;
  const k = Math.max(1, Math.floor(s * s * sparsity));
  for (let i = 0; i < k; i++) {
    const j = rng.int(i, cells.length - 1);
    const t = cells[i]!;
    cells[i] = cells[j]!;
    cells[j] = t;
    const cell = cells[i]!;
    puzzle[Math.floor(cell / s)]![cell % s] = 0;
  }
  return { n, m, puzzle, solution };
}

export default defineEnv<Params, Instance, number[][]>({
  id: "sudoku",
  rlveId: "Sudoku",
  category: "grid/logic puzzles",
  version: 3,
  title: "Complete a generalised Sudoku grid",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.plus1), sparsity: SPARSITIES }),
  fidelity: [
    {
      aspect: "generator",
      levels: { from: 11 },
      reason:
        "box sizes with N * M > 156 are not drawn (the pair is uniform over those that fit): a 13 x 13-box grid " +
        "(side 169) is a prompt of about 114,800 characters, over the 100,000 limit; from level 11 (MAX_N_M = 13)",
    },
  ],

  generate({ maxNM, sparsity }, rng) {
    const [n0, m0] = boxSizes(maxNM, rng);
    return makePuzzle(n0, m0, rng.pick(sparsity), rng);
  },

  prompt({ n, m, puzzle }) {
    const s = n * m;
    const width = String(s).length;
    const show = (v: number) => (v === 0 ? "." : String(v)).padStart(width);
    return (
      `Complete this ${s}×${s} Sudoku grid ("." marks an empty cell):\n` +
      puzzle.map((row) => row.map(show).join(" ")).join("\n") +
      `\n\nFill every empty cell with an integer from 1 to ${s} so that each row, each column and each box ` +
      `contains every integer from 1 to ${s} exactly once. The grid is split into ${s} boxes of ${n} rows and ` +
      `${m} columns each: rows 1-${n}, ${n + 1}-${2 * n}, ... and columns 1-${m}, ${m + 1}-${2 * m}, ... ` +
      "The filled cells must not change.\n" +
      `Answer with the completed grid: ${s} lines of ${s} integers separated by spaces.`
    );
  },
  // The shape of an answer, never a solution: its last two columns repeat a number.
  answerExample: "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 1 2",

  parse: (text, { n, m }) => parseIntRows(text, { rows: n * m, cols: n * m }),

  score(grid, { n, m, puzzle }) {
    const s = n * m;
    for (let r = 0; r < s; r++) {
      for (let c = 0; c < s; c++) {
        const v = grid[r]![c]!;
        if (v < 1 || v > s) return invalid(`cell (${r + 1}, ${c + 1}) holds ${v}, outside 1..${s}`);
        const given = puzzle[r]![c]!;
        if (given !== 0 && v !== given) return invalid(`the filled cell (${r + 1}, ${c + 1}) was changed`);
      }
    }
    if (!isSolvedSudokuRows(grid, { n, m })) return wrong("a row, column or box repeats a value");
    return correct();
  },

  reference: ({ solution }) => gridLines(solution, " "),

  wrongAnswers({ n, m, puzzle, solution }, rng) {
    const s = n * m;
    const show = (g: number[][]) => gridLines(g, " ");
    const blanks: Array<[number, number]> = [];
    const givens: Array<[number, number]> = [];
    for (let r = 0; r < s; r++)
      for (let c = 0; c < s; c++) (puzzle[r]![c] === 0 ? blanks : givens).push([r, c]);
    const out: string[] = [];
    const [br, bc] = rng.pick(blanks);
    const bumped = solution.map((row) => row.slice());
    bumped[br]![bc] = (bumped[br]![bc]! % s) + 1; // repeats a value of its row
    out.push(show(bumped));
    const rowBlanks = blanks.filter(([r]) => r === br);
    if (rowBlanks.length >= 2) {
      const [[r1, c1], [r2, c2]] = rng.sample(rowBlanks, 2) as [[number, number], [number, number]];
      const swapped = solution.map((row) => row.slice());
      [swapped[r1]![c1], swapped[r2]![c2]] = [swapped[r2]![c2]!, swapped[r1]![c1]!]; // columns now repeat
      out.push(show(swapped));
    }
    if (givens.length > 0) {
      const [gr, gc] = rng.pick(givens);
      const changed = solution.map((row) => row.slice());
      changed[gr]![gc] = (changed[gr]![gc]! % s) + 1;
      out.push(show(changed));
    }
    return out;
  },

  size: ({ n, m }) => n * m * n * m,
});
