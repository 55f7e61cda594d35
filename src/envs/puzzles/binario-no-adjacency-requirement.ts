// Fill the blanks of a 2N×2M 0/1 grid so every row and every column holds equally many 0s and 1s. RLVE: Binario_NoAdjacencyRequirement.
import { afterUpdates, correct, defineEnv, grow, invalid, parseCharGrid, wrong } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  rows: number;
  cols: number;
  /** Rows of the puzzle: "0", "1", or "*" for a blank. */
  puzzle: string[];
  solution: string[];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

export default defineEnv<Params, Instance, string[][]>({
  id: "binario-no-adjacency-requirement",
  rlveId: "Binario_NoAdjacencyRequirement",
  category: "grid/logic puzzles",
  version: 4,
  title: "Fill a 0/1 grid so every row and column is balanced",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const rows = 2 * rng.int(1, maxNM);
    const cols = 2 * rng.int(1, maxNM);
    // A random balanced grid, column by column: every row needs cols/2 ones over the columns left. A row
    // whose need equals the columns left must take a 1; the other ones of the column go to random rows
    // that still need some. This never gets stuck (a 0/1 matrix with column sums rows/2 and row sums at
    // most the columns left exists whenever the totals agree), and a final column shuffle hides where the
    // forced choices fell.
    const g = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
    const need = new Array<number>(rows).fill(cols / 2);
    const order = rng.permutation(cols);
    const free: number[] = [];
    for (let j = 0; j < cols; j++) {
      const left = cols - j;
      const col = order[j]!;
      let ones = rows / 2;
      free.length = 0;
      for (let i = 0; i < rows; i++) {
        if (need[i] === left) {
          g[i]![col] = 1;
          need[i]!--;
          ones--;
        } else if (need[i]! > 0) free.push(i);
      }
      for (let k = 0; k < ones; k++) {
        const x = rng.int(k, free.length - 1);
        const i = free[x]!;
        free[x] = free[k]!;
        g[i]![col] = 1;
        need[i]!--;
      }
    }
    const blanks = Math.max(1, Math.floor(rng.pick(SPARSITIES) * rows * cols));
    const hidden = new Set(rng.distinctInts(0, rows * cols - 1, blanks));
    const puzzle = g.map((row, i) =>
      row.map((v, j) => (hidden.has(i * cols + j) ? "*" : String(v))).join(""),
    );
    return { rows, cols, puzzle, solution: g.map((row) => row.join("")) };
  },

  prompt: ({ rows, cols, puzzle }) =>
    `Here is a ${rows}×${cols} grid; each cell is 0, 1, or * (a blank):\n${puzzle.join("\n")}\n\n` +
    "Replace every * by 0 or 1 (the other cells stay as they are) so that every row and every column " +
    "contains as many 0s as 1s.\n\n" +
    `Answer with the completed grid: ${rows} lines of ${cols} digits (0 or 1) each.`,

  parse: (text, { rows, cols }) => parseCharGrid(text, rows, cols, "01"),

  score(grid, { rows, cols, puzzle }) {
    for (let i = 0; i < rows; i++) {
      for (let j = 0; j < cols; j++) {
        const given = puzzle[i]![j]!;
        if (given !== "*" && grid[i]![j] !== given)
          return invalid(`the given cell (${i + 1}, ${j + 1}) was changed`);
      }
    }
    for (let i = 0; i < rows; i++) {
      const ones = grid[i]!.filter((c) => c === "1").length;
      if (2 * ones !== cols) return wrong(`row ${i + 1} has ${ones} ones out of ${cols}`);
    }
    for (let j = 0; j < cols; j++) {
      const ones = grid.filter((row) => row[j] === "1").length;
      if (2 * ones !== rows) return wrong(`column ${j + 1} has ${ones} ones out of ${rows}`);
    }
    return correct();
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ rows, cols, puzzle, solution }, rng) {
    const out: string[] = [];
    const blanks: Array<[number, number]> = [];
    const givens: Array<[number, number]> = [];
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++) (puzzle[i]![j] === "*" ? blanks : givens).push([i, j]);
    const flip = ([i, j]: [number, number]) =>
      solution.map((row, r) =>
        r === i ? row.slice(0, j) + (row[j] === "1" ? "0" : "1") + row.slice(j + 1) : row,
      );
    out.push(flip(rng.pick(blanks)).join("\n"));
    if (givens.length > 0) out.push(flip(rng.pick(givens)).join("\n"));
    out.push(solution.map((row) => "1".repeat(cols / 2 + 1) + row.slice(cols / 2 + 1)).join("\n"));
    return out;
  },

  size: ({ rows, cols }) => rows * cols,
});
