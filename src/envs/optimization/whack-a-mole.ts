// With one hammer size r x c, each swing removing a mole from every cell of an r x c block: the fewest swings that clear the grid. RLVE: WhackAMole.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxSide: number;
}

interface Instance {
  grid: number[][];
  /** The fewest swings, and a hammer achieving it. */
  best: number;
  hammer: [number, number];
}

/**
 * Whether an r x c hammer clears the grid. Scanning cells in row-major order, the top-left cell still
 * holding moles can only be emptied by blocks whose top-left corner is that cell, so the swings there are
 * forced; a 2D prefix sum of the swings gives each cell's hits so far. O(rows * cols).
 */
export function hammerClears(grid: readonly (readonly number[])[], r: number, c: number): boolean {
  const rows = grid.length;
  const cols = grid[0]!.length;
  // P[(i + 1) * (cols + 1) + (j + 1)]: swings with top-left corner in [0..i] x [0..j].
  const W = cols + 1;
  const P = new Float64Array((rows + 1) * W);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const base = P[i * W + (j + 1)]! + P[(i + 1) * W + j]! - P[i * W + j]!;
      // Swings covering (i, j): corners in [i - r + 1 .. i] x [j - c + 1 .. j].
      const i0 = Math.max(0, i - r + 1);
      const j0 = Math.max(0, j - c + 1);
      const covered = base - P[i0 * W + (j + 1)]! - P[(i + 1) * W + j0]! + P[i0 * W + j0]!;
      const left = grid[i]![j]! - covered;
      if (left < 0) return false;
      if (left > 0 && (i + r > rows || j + c > cols)) return false;
      P[(i + 1) * W + (j + 1)] = base + left;
    }
  }
  return true;
}

/** The fewest swings over every hammer size (the 1 x 1 hammer always works). */
export function fewestSwings(grid: readonly (readonly number[])[]): {
  best: number;
  hammer: [number, number];
} {
  const rows = grid.length;
  const cols = grid[0]!.length;
  const total = grid.flat().reduce((a, b) => a + b, 0);
  let best = total;
  let hammer: [number, number] = [1, 1];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      const area = r * c;
      if (total % area !== 0 || total / area >= best) continue;
      if (hammerClears(grid, r, c)) {
        best = total / area;
        hammer = [r, c];
      }
    }
  }
  return { best, hammer };
}

export default defineEnv<Params, Instance, number>({
  id: "whack-a-mole",
  rlveId: "WhackAMole",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Fewest swings of a fixed-size rectangular hammer that clear a grid of moles",
  answerKind: "unique",

  params: (level) => ({ maxSide: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxSide }, rng) {
    const rows = rng.int(2, maxSide);
    const cols = rng.int(2, maxSide);
    // Planted: random swings of one hammer size (other sizes may do better; the search decides).
    const r = rng.int(1, rows);
    const c = rng.int(1, cols);
    const grid = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
    // Two swings or more, and a wide range: one swing, or few choices, would make small levels predictable.
    const swings = rng.int(2, Math.max(6, rows * cols));
    for (let s = 0; s < swings; s++) {
      const i = rng.int(0, rows - r);
      const j = rng.int(0, cols - c);
      for (let a = i; a < i + r; a++) for (let b = j; b < j + c; b++) grid[a]![b]!++;
    }
    const { best, hammer } = fewestSwings(grid);
    return { grid, best, hammer };
  },

  prompt: ({ grid }) =>
    `A field is a grid with ${grid.length} rows and ${grid[0]!.length} columns; each cell holds this many moles:\n` +
    gridLines(grid, " ") +
    "\n\nYou choose one hammer size, r rows by c columns (1 <= r <= rows, 1 <= c <= columns), and keep it for the " +
    "whole game. A swing hits an r x c block of cells lying fully inside the grid, every one of which still holds " +
    "at least one mole, and removes exactly one mole from each cell of the block. Choosing the hammer size well, " +
    "what is the fewest number of swings that removes every mole?\nAnswer with that number.",
  // The 1 x 1 hammer's count (every mole hit singly), or one more when that is the answer.
  // Every swing removes at least one mole, so the answer is at most the number of moles: one more is never
  // the answer, and it says nothing about the answer.
  answerExample: ({ grid }) => String(grid.flat().reduce((a, b) => a + b, 0) + 1),

  parse: (text) => parseInteger(text),

  score(answer, { best }) {
    if (answer === best) return correct();
    return wrong(`${answer} is not the fewest number of swings`);
  },

  reference: ({ best }) => String(best),

  wrongAnswers({ grid, best }) {
    const total = grid.flat().reduce((a, b) => a + b, 0);
    const out = [String(best + 1), String(best * 2)];
    if (best > 1) out.push(String(best - 1));
    if (total !== best) out.push(String(total));
    return out;
  },

  size: ({ grid }) => grid.length * grid[0]!.length,
});
