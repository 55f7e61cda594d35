// Skyscrapers: fill a Latin square of heights 0..N-1 so the numbers of buildings visible from each side match the clues. RLVE: SkyscraperPuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows } from "../../core/kit.ts";
import { randomLatinSquare } from "../../lib/latin.ts";
import { type Clues, skylineClues } from "../../lib/skyscraper.ts";

interface Params {
  n: number;
}

interface Instance extends Clues {
  n: number;
  solution: number[][];
}

const count = (seen: number[]) => seen.length;

export default defineEnv<Params, Instance, number[][]>({
  id: "skyscraper-puzzle",
  rlveId: "SkyscraperPuzzle",
  category: "grid/logic puzzles",
  split: "held-out",
  version: 1,
  title: "Skyscrapers: a Latin square of heights matching visibility counts",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const solution = randomLatinSquare(n, rng);
    return { n, solution, ...skylineClues(solution, count) };
  },

  prompt: ({ n, top, bottom, left, right }) =>
    `Fill a ${n}×${n} grid with building heights, integers from 0 to ${n - 1}, so that every row and every column ` +
    "contains each height exactly once. Looking along a row or column from one side, a building is visible when it " +
    "is taller than every building in front of it. The numbers of visible buildings must be:\n" +
    `- from the top, for columns 1 to ${n}: ${top.join(" ")}\n` +
    `- from the bottom, for columns 1 to ${n}: ${bottom.join(" ")}\n` +
    `- from the left, for rows 1 to ${n}: ${left.join(" ")}\n` +
    `- from the right, for rows 1 to ${n}: ${right.join(" ")}\n\n` +
    `Answer with the grid: ${n} lines of ${n} integers separated by spaces.`,
  answerExample: "0 1 2\n2 0 1\n1 2 0",

  parse: (text, { n }) => parseIntRows(text, { rows: n, cols: n }),

  score(grid, { n, top, bottom, left, right }) {
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const v = grid[i]![j]!;
        if (v < 0 || v >= n) return invalid(`cell (${i + 1}, ${j + 1}) holds ${v}, outside 0..${n - 1}`);
      }
    const got = skylineClues(grid, count);
    let satisfied = 0;
    for (let i = 0; i < n; i++) {
      if (new Set(grid[i]!).size === n) satisfied++;
      if (new Set(grid.map((row) => row[i]!)).size === n) satisfied++;
      if (got.top[i] === top[i]) satisfied++;
      if (got.bottom[i] === bottom[i]) satisfied++;
      if (got.left[i] === left[i]) satisfied++;
      if (got.right[i] === right[i]) satisfied++;
    }
    return fraction(satisfied, 6 * n, 10, "constraints (rows, columns, clues)");
  },

  reference: ({ solution }) => solution.map((row) => row.join(" ")).join("\n"),

  wrongAnswers({ n, solution }, rng) {
    const show = (g: number[][]) => g.map((row) => row.join(" ")).join("\n");
    const i = rng.int(0, n - 1);
    const bumped = solution.map((row) => row.slice());
    bumped[i]![0] = (bumped[i]![0]! + 1) % n; // the row repeats a height
    const swapped = solution.map((row) => row.slice());
    [swapped[i]![0], swapped[i]![1]] = [swapped[i]![1]!, swapped[i]![0]!]; // columns 1 and 2 repeat a height
    const outside = solution.map((row) => row.slice());
    outside[i]![n - 1] = n;
    return [show(bumped), show(swapped), show(outside)];
  },

  size: ({ n }) => n,
});
