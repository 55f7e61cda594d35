/**
 * Generalised Sudoku: a side S = n·m grid split into boxes of n rows and m columns, values 1..S, 0 = blank.
 * Grids are flat arrays in row-major order.
 */
import type { Rng } from "../core/rng.ts";

export interface SudokuShape {
  /** Rows per box. */
  n: number;
  /** Columns per box. */
  m: number;
}

export function boxOf(r: number, c: number, { n, m }: SudokuShape): number {
  return Math.floor(r / n) * n + Math.floor(c / m);
}

/** A random complete grid: a valid pattern with rows/bands, columns/stacks and symbols permuted. */
export function randomFullSudoku(shape: SudokuShape, rng: Rng): number[] {
  const { n, m } = shape;
  const s = n * m;
  const rows = rng.permutation(m).flatMap((band) => rng.permutation(n).map((i) => band * n + i));
  const cols = rng.permutation(n).flatMap((stack) => rng.permutation(m).map((j) => stack * m + j));
  const symbols = rng.permutation(s);
  const grid = new Array<number>(s * s);
  for (let r = 0; r < s; r++) {
    const pr = rows[r]!;
    for (let c = 0; c < s; c++) {
      grid[r * s + c] = symbols[(m * (pr % n) + Math.floor(pr / n) + cols[c]!) % s]! + 1;
    }
  }
  return grid;
}

/** Whether a full grid (flat, row-major) satisfies every row, column and box constraint. */
export function isSolvedSudoku(grid: readonly number[], shape: SudokuShape): boolean {
  const s = shape.n * shape.m;
  if (grid.length !== s * s) return false;
  return solvedBy((r, c) => grid[r * s + c]!, shape);
}

/** isSolvedSudoku on a grid given as rows (each of length S), without flattening it. */
export function isSolvedSudokuRows(rows: readonly (readonly number[])[], shape: SudokuShape): boolean {
  const s = shape.n * shape.m;
  if (rows.length !== s || rows.some((row) => row.length !== s)) return false;
  return solvedBy((r, c) => rows[r]![c]!, shape);
}

/**
 * One pass with a seen-bit per (row, value), (column, value) and (box, value), in one byte array: no
 * allocation per cell, the box index kept as the cells are walked.
 */
function solvedBy(at: (r: number, c: number) => number, { n, m }: SudokuShape): boolean {
  const s = n * m;
  const w = s + 1;
  const seen = new Uint8Array(3 * s * w);
  const colBase = s * w;
  const boxBase = 2 * s * w;
  for (let r = 0; r < s; r++) {
    const rowKey = r * w;
    const boxRow = Math.floor(r / n) * n;
    for (let c = 0; c < s; c++) {
      const v = at(r, c);
      if (!Number.isInteger(v) || v < 1 || v > s) return false;
      const a = rowKey + v;
      const b = colBase + c * w + v;
      const d = boxBase + (boxRow + Math.floor(c / m)) * w + v;
      if (seen[a] || seen[b] || seen[d]) return false;
      seen[a] = 1;
      seen[b] = 1;
      seen[d] = 1;
    }
  }
  return true;
}

/**
 * Number of completions of a partial grid, counted up to `limit`, by bitmask backtracking that always
 * branches on the blank with the fewest candidates. Returns -1 when more than `budget` nodes would be
 * searched. With `forbid`, only completions where that cell does not hold that value count. Needs S <= 30.
 */
export function countSudokuSolutions(
  grid: readonly number[],
  shape: SudokuShape,
  limit = 2,
  budget = Number.POSITIVE_INFINITY,
  stats: { nodes: number } = { nodes: 0 },
  forbid?: { cell: number; value: number },
): number {
  const s = shape.n * shape.m;
  if (s > 30) throw new RangeError("countSudokuSolutions needs a side of at most 30");
  const rowMask = new Int32Array(s);
  const colMask = new Int32Array(s);
  const boxMask = new Int32Array(s);
  const blanks: number[] = [];
  const rows = new Int32Array(s * s);
  const cols = new Int32Array(s * s);
  const boxes = new Int32Array(s * s);
  for (let i = 0; i < s * s; i++) {
    const r = Math.floor(i / s);
    const c = i % s;
    const b = boxOf(r, c, shape);
    rows[i] = r;
    cols[i] = c;
    boxes[i] = b;
    const v = grid[i]!;
    if (v === 0) {
      blanks.push(i);
      continue;
    }
    const bit = 1 << (v - 1);
    if ((rowMask[r]! | colMask[c]! | boxMask[b]!) & bit) return 0;
    rowMask[r]! |= bit;
    colMask[c]! |= bit;
    boxMask[b]! |= bit;
  }
  const full = (1 << s) - 1;
  const forbidCell = forbid?.cell ?? -1;
  const forbidBit = forbid === undefined ? 0 : 1 << (forbid.value - 1);
  let nodes = 0;
  let count = 0;
  let aborted = false;
  const popcount = (x: number): number => {
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  };
  const search = (depth: number): void => {
    if (depth === blanks.length) {
      count++;
      return;
    }
    if (++nodes > budget) {
      aborted = true;
      return;
    }
    let best = depth;
    let bestCand = 0;
    let bestCount = 99;
    for (let k = depth; k < blanks.length; k++) {
      const i = blanks[k]!;
      let cand = full & ~(rowMask[rows[i]!]! | colMask[cols[i]!]! | boxMask[boxes[i]!]!);
      if (i === forbidCell) cand &= ~forbidBit;
      const pc = popcount(cand);
      if (pc < bestCount) {
        best = k;
        bestCand = cand;
        bestCount = pc;
        if (pc <= 1) break;
      }
    }
    if (bestCount === 0) return;
    const i = blanks[best]!;
    blanks[best] = blanks[depth]!;
    blanks[depth] = i;
    const r = rows[i]!;
    const c = cols[i]!;
    const b = boxes[i]!;
    let cand = bestCand;
    while (cand && count < limit && !aborted) {
      const bit = cand & -cand;
      cand ^= bit;
      rowMask[r]! |= bit;
      colMask[c]! |= bit;
      boxMask[b]! |= bit;
      search(depth + 1);
      rowMask[r]! ^= bit;
      colMask[c]! ^= bit;
      boxMask[b]! ^= bit;
    }
    blanks[depth] = blanks[best]!;
    blanks[best] = i;
  };
  search(0);
  stats.nodes += nodes;
  return aborted ? -1 : Math.min(count, limit);
}

/**
 * Blank more cells of a puzzle that has a unique completion, in random order, up to `target`
 * blanks in all: a cell is blanked only when the exact solver confirms, within `checkBudget` nodes, that the
 * completion stays unique; removal stops once `totalBudget` nodes have been searched. Needs S <= 30.
 */
export function carveUnique(
  puzzle: readonly number[],
  shape: SudokuShape,
  target: number,
  rng: Rng,
  checkBudget = 2_000,
  totalBudget = 50_000,
): number[] {
  const grid = puzzle.slice();
  const s = shape.n * shape.m;
  let blanks = grid.filter((v) => v === 0).length;
  const stats = { nodes: 0 };
  // the values given in each row, column and box, as bit sets
  const seen = new Array<number>(3 * s).fill(0);
  const unitsOf = (i: number) => {
    const r = Math.floor(i / s);
    const c = i % s;
    return [r, s + c, 2 * s + boxOf(r, c, shape)] as const;
  };
  for (let i = 0; i < grid.length; i++)
    if (grid[i] !== 0) for (const u of unitsOf(i)) seen[u]! |= 1 << (grid[i]! - 1);
  const full = s >= 31 ? -1 : (1 << s) - 1;
  for (const i of rng.permutation(grid.length)) {
    if (blanks >= target || stats.nodes >= totalBudget) break;
    const v = grid[i]!;
    if (v === 0) continue;
    grid[i] = 0;
    const [ru, cu, bu] = unitsOf(i);
    const bit = 1 << (v - 1);
    for (const u of [ru, cu, bu]) seen[u]! &= ~bit;
    // a cell whose row, column and box givens show every other value is forced: the completions do not
    // change, no search needed
    const others = seen[ru]! | seen[cu]! | seen[bu]!;
    if ((others | bit) === full) blanks++;
    // the completion stays unique when none puts another value in the cell
    else if (countSudokuSolutions(grid, shape, 1, checkBudget, stats, { cell: i, value: v }) === 0) blanks++;
    else {
      grid[i] = v;
      for (const u of [ru, cu, bu]) seen[u]! |= bit;
    }
  }
  return grid;
}

/**
 * Blank up to `target` cells of a full grid keeping every blank a naked single of the givens: the givens in
 * its row, column and box show every value but its own. Each blank is then determined by the givens alone,
 * so the completion is unique. O(S) work per cell; meant for sides too large for exact checks.
 */
export function carveForced(
  solution: readonly number[],
  shape: SudokuShape,
  target: number,
  rng: Rng,
): number[] {
  const { n, m } = shape;
  const s = n * m;
  const grid = solution.slice();
  // Bitsets of the values whose cell is a given, per row, column and box: bit v of unit u is word
  // u * words + (v >> 5), bit v & 31.
  const words = (s >> 5) + 1;
  const rowBits = new Int32Array(s * words);
  const colBits = new Int32Array(s * words);
  const boxBits = new Int32Array(s * words);
  const rowOf = new Int32Array(s * s);
  const colOf = new Int32Array(s * s);
  const boxIndex = new Int32Array(s * s);
  // boxCells[b * s + k]: the k-th cell of box b (row-major inside the box).
  const boxCells = new Int32Array(s * s);
  const filled = new Int32Array(s);
  for (let i = 0; i < s * s; i++) {
    rowOf[i] = Math.floor(i / s);
    colOf[i] = i % s;
    boxIndex[i] = boxOf(rowOf[i]!, colOf[i]!, shape);
    boxCells[boxIndex[i]! * s + filled[boxIndex[i]!]!++] = i;
  }
  const toggle = (i: number): void => {
    const v = solution[i]!;
    const word = v >> 5;
    const bit = 1 << (v & 31);
    rowBits[rowOf[i]! * words + word]! ^= bit;
    colBits[colOf[i]! * words + word]! ^= bit;
    boxBits[boxIndex[i]! * words + word]! ^= bit;
  };
  const sees = (i: number, v: number): boolean => {
    const word = v >> 5;
    const bit = 1 << (v & 31);
    return (
      ((rowBits[rowOf[i]! * words + word]! |
        colBits[colOf[i]! * words + word]! |
        boxBits[boxIndex[i]! * words + word]!) &
        bit) !==
      0
    );
  };
  // Whether the givens around cell i show every value of 1..s but v.
  const allOthersSeen = (i: number, v: number): boolean => {
    const r = rowOf[i]! * words;
    const c = colOf[i]! * words;
    const b = boxIndex[i]! * words;
    for (let k = 0; k < words; k++) {
      let want = -1;
      if (k === 0) want &= ~1; // no value 0
      if (k === words - 1) {
        const top = (s + 1) & 31; // values k*32 .. s
        if (top !== 0) want &= (1 << top) - 1;
      }
      if (k === v >> 5) want &= ~(1 << (v & 31));
      if ((want & ~(rowBits[r + k]! | colBits[c + k]! | boxBits[b + k]!)) !== 0) return false;
    }
    return true;
  };
  for (let i = 0; i < s * s; i++) toggle(i);
  let blanks = 0;
  for (const i of rng.permutation(grid.length)) {
    if (blanks >= target) break;
    const v = grid[i]!;
    if (!allOthersSeen(i, v)) continue;
    toggle(i);
    // Every blank peer must still be shown v by a given.
    const r = rowOf[i]!;
    const c = colOf[i]!;
    const b = boxIndex[i]!;
    let ok = true;
    for (let k = 0; k < s && ok; k++) {
      const inRow = r * s + k;
      const inCol = k * s + c;
      const inBox = boxCells[b * s + k]!;
      if (inRow !== i && grid[inRow] === 0 && !sees(inRow, v)) ok = false;
      if (inCol !== i && grid[inCol] === 0 && !sees(inCol, v)) ok = false;
      if (inBox !== i && grid[inBox] === 0 && !sees(inBox, v)) ok = false;
    }
    if (!ok) {
      toggle(i);
      continue;
    }
    grid[i] = 0;
    blanks++;
  }
  return grid;
}
