// Pick one cell per row, all in different columns, minimising the K-th largest picked value. RLVE: MinimumUnconflictedGridKMax.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxSide: number;
}

interface Instance {
  grid: number[][];
  k: number;
  best: number;
  /** column[i] for row i. */
  witness: number[];
}

/** A maximum matching of rows to columns through cells with value <= limit (augmenting paths): column of each row or -1. */
function matchBelow(grid: readonly (readonly number[])[], limit: number): number[] {
  const rows = grid.length;
  const cols = grid[0]!.length;
  const rowOf = new Array<number>(cols).fill(-1);
  const colOf = new Array<number>(rows).fill(-1);
  const augment = (r: number, seen: Uint8Array): boolean => {
    for (let c = 0; c < cols; c++) {
      if (seen[c] || grid[r]![c]! > limit) continue;
      seen[c] = 1;
      if (rowOf[c] === -1 || augment(rowOf[c]!, seen)) {
        rowOf[c] = r;
        colOf[r] = c;
        return true;
      }
    }
    return false;
  };
  for (let r = 0; r < rows; r++) augment(r, new Uint8Array(cols));
  return colOf;
}

/**
 * The least possible K-th largest picked value, and a pick. The K-th largest is <= t exactly when at least
 * rows - K + 1 picks are <= t, that is when the cells <= t hold a matching of that size (the other rows can
 * always take unused columns, as there are at least as many columns as rows). Binary search over the values.
 */
export function minimumKthLargest(
  grid: readonly (readonly number[])[],
  k: number,
): { best: number; columns: number[] } {
  const rows = grid.length;
  const cols = grid[0]!.length;
  const values = [...new Set(grid.flat())].sort((a, b) => a - b);
  const need = rows - k + 1;
  const size = (m: number[]) => m.filter((c) => c >= 0).length;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (size(matchBelow(grid, values[mid]!)) >= need) hi = mid;
    else lo = mid + 1;
  }
  const columns = matchBelow(grid, values[lo]!);
  const used = new Uint8Array(cols);
  for (const c of columns) if (c >= 0) used[c] = 1;
  let free = 0;
  for (let r = 0; r < rows; r++) {
    if (columns[r]! >= 0) continue;
    while (used[free]) free++;
    columns[r] = free;
    used[free] = 1;
  }
  return { best: kthLargest(grid, columns, k), columns };
}

function kthLargest(grid: readonly (readonly number[])[], columns: readonly number[], k: number): number {
  return columns.map((c, r) => grid[r]![c]!).sort((a, b) => b - a)[k - 1]!;
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-unconflicted-grid-k-max",
  rlveId: "MinimumUnconflictedGridKMax",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "One cell per row in distinct columns, minimising the K-th largest value",
  answerKind: "any-optimal",

  params: (level) => ({ maxSide: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxSide }, rng) {
    const rows = rng.int(2, maxSide);
    const cols = rng.int(rows, maxSide);
    const values = rng.permutation(rows * cols).map((v) => v + 1);
    const grid = Array.from({ length: rows }, (_, r) => values.slice(r * cols, (r + 1) * cols));
    const k = rng.int(1, rows);
    const { best, columns } = minimumKthLargest(grid, k);
    return { grid, k, best, witness: columns };
  },

  prompt: ({ grid, k }) =>
    `You are given a grid of numbers with ${grid.length} rows and ${grid[0]!.length} columns (columns numbered ` +
    `0 to ${grid[0]!.length - 1}):\n` +
    gridLines(grid, " ") +
    `\n\nPick one number in every row, with no two picks in the same column. Among the ${grid.length} picked ` +
    `numbers, the ${ordinal(k)} largest should be as small as possible.\n` +
    `Answer with the ${grid.length} picked columns of rows 0, 1, ..., ${grid.length - 1} in order, separated by spaces.`,
  // Every row in column 0: a column conflict.
  answerExample: ({ grid }) => grid.map(() => 0).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(columns, { grid, k, best }) {
    const rows = grid.length;
    const cols = grid[0]!.length;
    if (columns.length !== rows) return invalid(`expected ${rows} columns, got ${columns.length}`);
    const rowOf = new Map<number, number>();
    for (let r = 0; r < rows; r++) {
      const c = columns[r]!;
      if (c < 0 || c >= cols) return invalid(`column ${c} of row ${r} is not in 0..${cols - 1}`);
      const other = rowOf.get(c);
      if (other !== undefined) return invalid(`rows ${other} and ${r} both pick column ${c}`);
      rowOf.set(c, r);
    }
    return minimisationRatio(kthLargest(grid, columns, k), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ grid, k, best, witness }) {
    const out: string[] = [];
    const clash = witness.slice();
    clash[1] = clash[0]!;
    out.push(clash.join(" "));
    // One pick moved to a free column or swapped with another row, making the K-th largest worse.
    const cols = grid[0]!.length;
    const free = Array.from({ length: cols }, (_, c) => c).filter((c) => !witness.includes(c));
    for (let r = 0; r < grid.length; r++) {
      for (const c of [...free, ...witness]) {
        const trial = witness.slice();
        const swapWith = trial.indexOf(c);
        if (swapWith >= 0) trial[swapWith] = trial[r]!;
        trial[r] = c;
        if (kthLargest(grid, trial, k) > best) {
          out.push(trial.join(" "));
          r = grid.length;
          break;
        }
      }
    }
    out.push(witness.slice(1).join(" "));
    out.push([...witness.slice(1), cols].join(" "));
    return out;
  },

  size: ({ grid }) => grid.length * grid[0]!.length,
});

function ordinal(k: number): string {
  if (k === 1) return "1st (that is, the largest)";
  const tail = k % 100 >= 11 && k % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][k % 10] ?? "th");
  return `${k}${tail}`;
}
