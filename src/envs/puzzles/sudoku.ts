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
import { carveForced, carveUnique, isSolvedSudoku, randomFullSudoku } from "../../lib/sudoku.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the puzzle, 0 for an empty cell. */
  puzzle: number[][];
  solution: number[][];
}

/**
 * Box dimensions are drawn up to min(MAX_N_M, 10): a side of 100 (10,000 cells) is already far beyond any
 * model, and the catalog's sides (up to 22·22 = 484 at level 20) would not fit in an answer.
 */
const BOX_CAP = 10;
/** Sides up to this get exact uniqueness checks (within a node budget) after the forced carving. */
const EXACT_SIDE = 12;
const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/**
 * The completion is always unique. Cells are first blanked only while every blank stays a naked single of
 * the givens (determined by its row, column and box alone); for sides <= 12, more cells are then blanked
 * one at a time, each only after the exact solver confirms a unique completion, until the sampled sparsity
 * or a node budget is reached. Larger sides use the first step only, so their puzzles are easier.
 */
function makePuzzle(
  n: number,
  m: number,
  sparsity: number,
  rng: Rng,
): { puzzle: number[]; solution: number[] } {
  const s = n * m;
  const solution = randomFullSudoku({ n, m }, rng);
  const target = Math.max(1, Math.floor(sparsity * s * s));
  let puzzle = carveForced(solution, { n, m }, target, rng);
  // 5,000 search nodes in all: blanks 44.4% of the cells on average up to side 12, against 44.7% with
  // 20,000, at a quarter of the time (0.21 ms instead of 0.86)
  if (s <= EXACT_SIDE) puzzle = carveUnique(puzzle, { n, m }, target, rng, 2_000, 5_000);
  return { puzzle, solution };
}

const rowsOf = (flat: number[], s: number): number[][] =>
  Array.from({ length: s }, (_, r) => flat.slice(r * s, (r + 1) * s));

export default defineEnv<Params, Instance, number[][]>({
  id: "sudoku",
  rlveId: "Sudoku",
  category: "grid/logic puzzles",
  version: 2,
  title: "Complete a generalised Sudoku grid",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const cap = Math.min(maxNM, BOX_CAP);
    const n = rng.int(2, cap);
    const m = rng.int(2, cap);
    const { puzzle, solution } = makePuzzle(n, m, rng.pick(SPARSITIES), rng);
    return { n, m, puzzle: rowsOf(puzzle, n * m), solution: rowsOf(solution, n * m) };
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
  answerExample: "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1",

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
    if (!isSolvedSudoku(grid.flat(), { n, m })) return wrong("a row, column or box repeats a value");
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
