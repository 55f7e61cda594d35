/** Latin squares: n×n grids of 0..n-1 where every row and column holds each value once. */
import type { Rng } from "../core/rng.ts";

/**
 * A random Latin square, built row by row: each row is a random perfect matching between columns and the
 * values still missing from them (Kuhn's augmenting paths in random order). A Latin rectangle always
 * extends by a row (Hall's theorem), so this never fails. Not uniform, but every Latin square can appear.
 */
export function randomLatinSquare(n: number, rng: Rng): number[][] {
  const used = Array.from({ length: n }, () => new Uint8Array(n)); // used[col][value]
  const rows: number[][] = [];
  for (let r = 0; r < n; r++) {
    const colOf = new Int32Array(n).fill(-1); // value -> column
    const valueOrder = Array.from({ length: n }, () => rng.permutation(n));
    const augment = (col: number, seen: Uint8Array): boolean => {
      for (const v of valueOrder[col]!) {
        if (used[col]![v] || seen[v]) continue;
        seen[v] = 1;
        if (colOf[v] === -1 || augment(colOf[v]!, seen)) {
          colOf[v] = col;
          return true;
        }
      }
      return false;
    };
    for (const col of rng.permutation(n)) {
      if (!augment(col, new Uint8Array(n))) throw new Error("randomLatinSquare: no perfect matching");
    }
    const row = new Array<number>(n);
    for (let v = 0; v < n; v++) {
      row[colOf[v]!] = v;
      used[colOf[v]!]![v] = 1;
    }
    rows.push(row);
  }
  return rows;
}

/** Whether a grid is an n×n Latin square over 0..n-1. */
export function isLatinSquare(grid: readonly (readonly number[])[], n: number): boolean {
  if (grid.length !== n) return false;
  for (let i = 0; i < n; i++) {
    const inRow = new Uint8Array(n);
    const inCol = new Uint8Array(n);
    for (let j = 0; j < n; j++) {
      const a = grid[i]?.[j];
      const b = grid[j]?.[i];
      if (a === undefined || b === undefined || !Number.isInteger(a) || !Number.isInteger(b)) return false;
      if (a < 0 || a >= n || b < 0 || b >= n || inRow[a] || inCol[b]) return false;
      inRow[a] = 1;
      inCol[b] = 1;
    }
  }
  return true;
}
