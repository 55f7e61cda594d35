import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows, type Split } from "../core/kit.ts";
import { isLatinSquare } from "./latin.ts";
/** Skyscraper puzzles: the clues seen from the four sides of a grid of heights. */

/** The buildings of a line seen from its start: those taller than every building before them. */
export function visible(line: readonly number[]): number[] {
  const seen: number[] = [];
  let best = Number.NEGATIVE_INFINITY;
  for (const h of line) {
    if (h > best) {
      seen.push(h);
      best = h;
    }
  }
  return seen;
}

export interface Clues {
  /** Per column, looking down from above. */
  top: number[];
  /** Per column, looking up from below. */
  bottom: number[];
  /** Per row, looking right from the left edge. */
  left: number[];
  /** Per row, looking left from the right edge. */
  right: number[];
}

/** The four clue lists of a square grid, each clue being `measure` of the visible buildings. */
export function skylineClues(
  grid: readonly (readonly number[])[],
  measure: (seen: number[]) => number,
): Clues {
  const n = grid.length;
  const col = (j: number) => grid.map((row) => row[j]!);
  return {
    top: Array.from({ length: n }, (_, j) => measure(visible(col(j)))),
    bottom: Array.from({ length: n }, (_, j) => measure(visible(col(j).reverse()))),
    left: grid.map((row) => measure(visible(row))),
    right: grid.map((row) => measure(visible([...row].reverse()))),
  };
}

/** A Skyscrapers instance: the clues, the grid size and the hidden solution. */
export interface SkyscraperInstance extends Clues {
  n: number;
  solution: number[][];
}

/**
 * A Skyscrapers environment: a Latin square of heights 0..N-1 whose visible buildings from each side,
 * summarised by `clue` (how many, or the sum of their heights), match the given clues. The two catalog
 * families differ only in that summary and its wording.
 */
export function skyscraperEnv(spec: {
  id: string;
  rlveId: string;
  split?: Split;
  title: string;
  /** What a clue says about the visible heights of one line. */
  clue: (seen: number[]) => number;
  /** How the prompt names the clues, e.g. "The numbers of visible buildings". */
  clueWords: string;
}) {
  const show = (g: number[][]) => g.map((row) => row.join(" ")).join("\n");
  return defineEnv<{ n: number }, SkyscraperInstance, number[][]>({
    id: spec.id,
    rlveId: spec.rlveId,
    category: "grid/logic puzzles",
    ...(spec.split === undefined ? {} : { split: spec.split }),
    version: 3,
    title: spec.title,
    answerKind: "any-valid",

    params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

    // RLVE-Gym's square: cell (i, j) holds (rowShift[i] + colShift[j]) mod N for two random permutations.
    generate({ n }, rng) {
      const rowShift = rng.permutation(n);
      const colShift = rng.permutation(n);
      const solution = rowShift.map((r) => colShift.map((c) => (r + c) % n));
      return { n, solution, ...skylineClues(solution, spec.clue) };
    },

    prompt: ({ n, top, bottom, left, right }) =>
      `Fill a ${n}×${n} grid with building heights, integers from 0 to ${n - 1}, so that every row and every column ` +
      "contains each height exactly once. Looking along a row or column from one side, a building is visible when it " +
      `is taller than every building in front of it. ${spec.clueWords} must be:\n` +
      `- from the top, for columns 1 to ${n}: ${top.join(" ")}\n` +
      `- from the bottom, for columns 1 to ${n}: ${bottom.join(" ")}\n` +
      `- from the left, for rows 1 to ${n}: ${left.join(" ")}\n` +
      `- from the right, for rows 1 to ${n}: ${right.join(" ")}\n\n` +
      `Answer with the grid: ${n} lines of ${n} integers separated by spaces.`,

    parse: (text, { n }) => parseIntRows(text, { rows: n, cols: n }),

    // RLVE-Gym's rule: a grid that is not a Latin square is infeasible; otherwise (matched clues / 4N)^10.
    score(grid, { n, top, bottom, left, right }) {
      if (!isLatinSquare(grid, n)) return invalid("a row or column does not hold each height 0..N-1 once");
      const got = skylineClues(grid, spec.clue);
      let satisfied = 0;
      for (let i = 0; i < n; i++) {
        if (got.top[i] === top[i]) satisfied++;
        if (got.bottom[i] === bottom[i]) satisfied++;
        if (got.left[i] === left[i]) satisfied++;
        if (got.right[i] === right[i]) satisfied++;
      }
      return fraction(satisfied, 4 * n, 10, "clues");
    },

    reference: ({ solution }) => show(solution),

    wrongAnswers({ n, solution }, rng) {
      const i = rng.int(0, n - 1);
      const bumped = solution.map((row) => row.slice());
      bumped[i]![0] = (bumped[i]![0]! + 1) % n; // the row repeats a height
      const swapped = solution.map((row) => row.slice());
      [swapped[i]![0], swapped[i]![1]] = [swapped[i]![1]!, swapped[i]![0]!]; // columns 1 and 2 repeat a height
      const outside = solution.map((row) => row.slice());
      outside[i]![n - 1] = n;
      const rowsSwapped = [solution[1]!, solution[0]!, ...solution.slice(2)]; // a Latin square, clues broken
      return [show(rowsSwapped), show(bumped), show(swapped), show(outside)];
    },

    size: ({ n }) => n,
  });
}
