// Turn a grid into a target grid with at most K cyclic shifts of rows and columns; answer the shifts. RLVE: NinePuzzle.
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
  start: number[][];
  target: number[][];
  /** The largest number of shifts allowed. */
  limit: number;
  /** The planted shifts, one "R i k" or "C j k" line each. */
  solution: string[];
}

interface Shift {
  kind: "R" | "C";
  /** 1-based row or column. */
  index: number;
  k: number;
}

function apply(grid: number[][], { kind, index, k }: Shift): number[][] {
  const g = grid.map((row) => row.slice());
  const n = g.length;
  const m = g[0]!.length;
  if (kind === "R") {
    const row = grid[index - 1]!;
    for (let j = 0; j < m; j++) g[index - 1]![(j + k) % m] = row[j]!;
  } else {
    for (let i = 0; i < n; i++) g[(i + k) % n]![index - 1] = grid[i]![index - 1]!;
  }
  return g;
}

const show = (g: number[][]) => gridLines(g, " ");

const sameGrid = (a: number[][], b: number[][]) => a.every((row, i) => row.every((v, j) => v === b[i]![j]));

export default defineEnv<Params, Instance, Shift[]>({
  id: "nine-puzzle",
  rlveId: "NinePuzzle",
  category: "grid/logic puzzles",
  version: 3,
  title: "Reach a target grid by cyclic shifts of rows and columns",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const perm = rng.permutation(n * m);
    const start = Array.from({ length: n }, (_, i) => perm.slice(i * m, (i + 1) * m).map((v) => v + 1));
    const limit = rng.int(1, Math.max(2, Math.floor((n + m) / 2)));
    const grids = [start];
    const solution: string[] = [];
    for (let s = 0; s < limit; s++) {
      const shift: Shift = rng.bool()
        ? { kind: "R", index: rng.int(1, n), k: rng.int(1, m - 1) }
        : { kind: "C", index: rng.int(1, m), k: rng.int(1, n - 1) };
      grids.push(apply(grids.at(-1)!, shift));
      solution.push(`${shift.kind} ${shift.index} ${shift.k}`);
    }
    // Shifts that cancel out would make the start its own solution (the empty answer right). Then the
    // last shift is dropped: the grid before it is the start moved by that shift's inverse, which is
    // not the start (every value is distinct), and one shift never cancels alone.
    if (sameGrid(grids.at(-1)!, start)) {
      grids.pop();
      solution.pop();
    }
    return { n, m, start, target: grids.at(-1)!, limit, solution };
  },

  prompt: ({ n, m, start, target, limit }) =>
    `Here is a ${n}×${m} grid:\n${show(start)}\n\nand a target grid:\n${show(target)}\n\n` +
    "Two kinds of move are allowed:\n" +
    `- "R i k" shifts row i (1 ≤ i ≤ ${n}) cyclically to the right by k cells (1 ≤ k ≤ ${m - 1}): the number in column j moves to column j + k, wrapping around;\n` +
    `- "C j k" shifts column j (1 ≤ j ≤ ${m}) cyclically down by k cells (1 ≤ k ≤ ${n - 1}): the number in row i moves to row i + k, wrapping around.\n` +
    `Rows and columns are numbered from 1. Using at most ${limit} move${limit === 1 ? "" : "s"}, turn the grid into the target grid.\n\n` +
    "Answer with the moves in order, one per line.",

  parse(text) {
    return parseLines(text, 10_000).map((line) => {
      const parts = line.split(/[\s,]+/);
      const kind = parts[0]?.toUpperCase();
      if (parts.length !== 3 || (kind !== "R" && kind !== "C"))
        throw new FormatError(`"${preview(line)}" is not a move of the form "R i k" or "C j k"`);
      return { kind, index: parseInteger(parts[1]!), k: parseInteger(parts[2]!) };
    });
  },

  score(moves, { n, m, start, target, limit }) {
    if (moves.length > limit) return invalid(`${moves.length} moves, more than the ${limit} allowed`);
    let g = start;
    for (const mv of moves) {
      const [lines, len] = mv.kind === "R" ? [n, m] : [m, n];
      if (mv.index < 1 || mv.index > lines || mv.k < 1 || mv.k > len - 1)
        return invalid(`the move "${mv.kind} ${mv.index} ${mv.k}" is out of range`);
      g = apply(g, mv);
    }
    let right = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) if (g[i]![j] === target[i]![j]) right++;
    return fraction(right, n * m, 10, "cells matching the target");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, m, solution }) {
    const out: string[] = [];
    const last = solution[solution.length - 1]!.split(" ");
    const len = last[0] === "R" ? m : n;
    if (len > 2)
      out.push(
        [...solution.slice(0, -1), `${last[0]} ${last[1]} ${(Number(last[2]) % (len - 1)) + 1}`].join("\n"),
      );
    out.push([...solution, "R 1 1"].join("\n")); // one move too many
    out.push([...solution.slice(0, -1), `${last[0]} ${last[1]} ${len}`].join("\n")); // shift out of range
    return out;
  },

  size: ({ n, m }) => n * m,
});
