// Skyscrapers with sum clues: fill a Latin square of heights 0..N-1 so the sums of the visible heights from each side match the clues. RLVE: SkyscraperSumPuzzle.
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

const heightSum = (seen: number[]) => seen.reduce((s, h) => s + h, 0);

export default defineEnv<Params, Instance, number[][]>({
  id: "skyscraper-sum-puzzle",
  rlveId: "SkyscraperSumPuzzle",
  category: "grid/logic puzzles",
  version: 1,
  title: "Skyscrapers: a Latin square of heights matching sums of visible heights",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const solution = randomLatinSquare(n, rng);
    return { n, solution, ...skylineClues(solution, heightSum) };
  },

  prompt: ({ n, top, bottom, left, right }) =>
    `Fill a ${n}×${n} grid with building heights, integers from 0 to ${n - 1}, so that every row and every column ` +
    "contains each height exactly once. Looking along a row or column from one side, a building is visible when it " +
    "is taller than every building in front of it. The sums of the heights of the visible buildings must be:\n" +
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
    const got = skylineClues(grid, heightSum);
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
