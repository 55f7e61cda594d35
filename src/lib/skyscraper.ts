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
