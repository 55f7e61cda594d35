// Turn a grid into a target grid by rotating K×K sub-squares counter-clockwise; answer the rotations. RLVE: TwiddlePuzzle.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  fraction,
  grow,
  invalid,
  parseInteger,
  parseLines,
  preview,
} from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  k: number;
  start: number[][];
  target: number[][];
  /** The planted rotations, "i j" (1-based top-left corner) per line. */
  solution: string[];
}

/** Rotates the k×k square whose top-left cell is (r, c) (0-based) counter-clockwise by 90°. */
function rotate(grid: number[][], k: number, r: number, c: number): number[][] {
  const g = grid.map((row) => row.slice());
  for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) g[r + k - 1 - b]![c + a] = grid[r + a]![c + b]!;
  return g;
}

const show = (g: number[][]) => gridLines(g, " ");

const sameGrid = (a: number[][], b: number[][]) => a.every((row, i) => row.every((v, j) => v === b[i]![j]));

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "twiddle-puzzle",
  rlveId: "TwiddlePuzzle",
  category: "grid/logic puzzles",
  version: 3,
  title: "Twiddle: reach a target grid by rotating sub-squares",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const k = rng.int(2, Math.min(n, m));
    const perm = rng.permutation(n * m);
    const start = Array.from({ length: n }, (_, i) => perm.slice(i * m, (i + 1) * m).map((v) => v + 1));
    const steps = rng.int(1, Math.max(2, Math.floor((n + m) / 2)));
    const grids = [start];
    const solution: string[] = [];
    for (let s = 0; s < steps; s++) {
      const [r, c] = [rng.int(0, n - k), rng.int(0, m - k)];
      grids.push(rotate(grids.at(-1)!, k, r, c));
      solution.push(`${r + 1} ${c + 1}`);
    }
    // Rotations that cancel out (four of one square) would make the start its own solution. Then the
    // last rotation is dropped: the grid before it is the start rotated back, which is not the start
    // (every value is distinct), and one rotation never cancels alone.
    if (sameGrid(grids.at(-1)!, start)) {
      grids.pop();
      solution.pop();
    }
    return { n, m, k, start, target: grids.at(-1)!, solution };
  },

  prompt: ({ n, m, k, start, target }) =>
    `Here is a ${n}×${m} grid:\n${show(start)}\n\nand a target grid:\n${show(target)}\n\n` +
    `A move "i j" rotates the ${k}×${k} square whose top-left cell is in row i and column j ` +
    `(1 ≤ i ≤ ${n - k + 1}, 1 ≤ j ≤ ${m - k + 1}; rows and columns are numbered from 1) by 90 degrees ` +
    "counter-clockwise: its top row becomes its left column, read from bottom to top. " +
    "Turn the grid into the target grid.\n\n" +
    "Answer with the moves in order, one per line, each as two integers i j.",

  parse(text) {
    return parseLines(text, 10_000).map((line) => {
      const parts = line.split(/[\s,]+/);
      if (parts.length !== 2) throw new FormatError(`"${preview(line)}" is not a move of the form "i j"`);
      return [parseInteger(parts[0]!), parseInteger(parts[1]!)] as [number, number];
    });
  },

  score(moves, { n, m, k, start, target }) {
    let g = start;
    for (const [i, j] of moves) {
      if (i < 1 || i > n - k + 1 || j < 1 || j > m - k + 1)
        return invalid(`the move "${i} ${j}" is out of range`);
      g = rotate(g, k, i - 1, j - 1);
    }
    let right = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (g[i]![j] === target[i]![j]) right++;
    return fraction(right, n * m, 5, "cells matching the target");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, k, solution }) {
    return [
      [...solution, "1 1"].join("\n"), // one rotation too many
      [...solution.slice(0, -1), `${n - k + 2} 1`].join("\n"), // out of range
      [...solution, ...solution.slice(-1), ...solution.slice(-1)].join("\n"), // the last rotation twice more: a half turn of distinct values
    ];
  },

  size: ({ n, m }) => n * m,
});
