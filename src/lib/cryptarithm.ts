import type { Rng } from "../core/rng.ts";

/**
 * Addition cryptarithms A + B = C in base N: every digit is written as one of N symbols, distinct symbols
 * stand for distinct digits, and no number has a leading zero. Numbers are arrays of symbol indices,
 * least significant digit first.
 */

/**
 * The number of symbol-to-digit assignments (permutations of 0..base-1) that make a + b = c, counted up to
 * `limit`, by depth-first search over the columns from the least significant one, carrying the carry.
 * Returns -1 when more than `budget` nodes would be searched. Symbols that never occur are counted as
 * free (each permutation of their digits is a separate solution).
 */
export function countAdditionSolutions(
  a: readonly number[],
  b: readonly number[],
  c: readonly number[],
  base: number,
  limit = 2,
  budget = Number.POSITIVE_INFINITY,
): number {
  const len = Math.max(a.length, b.length);
  if (c.length !== len && c.length !== len + 1) return 0;
  const value = new Int32Array(base).fill(-1); // symbol -> digit
  const owner = new Int32Array(base).fill(-1); // digit -> symbol
  const leading = new Uint8Array(base);
  for (const x of [a, b, c]) if (x.length > 1) leading[x[x.length - 1]!] = 1;
  const occurs = new Uint8Array(base);
  for (const x of [a, b, c]) for (const s of x) occurs[s] = 1;
  const missing = occurs.reduce((k, o) => k + (o ? 0 : 1), 0);
  let count = 0;
  let nodes = 0;
  let aborted = false;

  const assign = (s: number, d: number): boolean => {
    if (owner[d] !== -1 || (d === 0 && leading[s])) return false;
    value[s] = d;
    owner[d] = s;
    return true;
  };
  const unassign = (s: number): void => {
    owner[value[s]!] = -1;
    value[s] = -1;
  };
  const finish = (): void => {
    // Symbols that never occur take the remaining digits in any order.
    let ways = 1;
    for (let k = 2; k <= missing; k++) ways *= k;
    count += ways;
  };
  /** Try every digit for symbol `s` (or its digit if already set), then continue with `next(d)`. */
  const withDigit = (s: number | undefined, next: (d: number) => void): void => {
    if (s === undefined || value[s] !== -1) {
      next(s === undefined ? 0 : value[s]!);
      return;
    }
    for (let d = 0; d < base && count < limit && !aborted; d++) {
      if (!assign(s, d)) continue;
      next(d);
      unassign(s);
    }
  };
  const column = (i: number, carry: number): void => {
    if (count >= limit || aborted) return;
    if (++nodes > budget) {
      aborted = true;
      return;
    }
    if (i === len) {
      if (c.length === len + 1) {
        if (carry === 0) return;
        const s = c[len]!;
        if (value[s] === 1) finish();
        else if (value[s] === -1 && assign(s, 1)) {
          finish();
          unassign(s);
        }
      } else if (carry === 0) finish();
      return;
    }
    withDigit(a[i], (da) =>
      withDigit(b[i], (db) => {
        const sum = da + db + carry;
        const s = c[i]!;
        const d = sum % base;
        if (value[s] === d) column(i + 1, sum >= base ? 1 : 0);
        else if (value[s] === -1 && assign(s, d)) {
          column(i + 1, sum >= base ? 1 : 0);
          unassign(s);
        }
      }),
    );
  };
  column(0, 0);
  return aborted ? -1 : Math.min(count, limit);
}

export interface Cryptarithm {
  base: number;
  /** Digit of each symbol: a permutation of 0..base-1. */
  digits: number[];
  a: number[];
  b: number[];
  c: number[];
}

/**
 * A random addition cryptarithm in which every symbol occurs. Digits are chosen column by column from the
 * least significant one so that, after k columns, at most k + 1 distinct digits have appeared, and no column
 * reads x + 0 = x with x new: the column search of `countAdditionSolutions` then keeps about `base` partial
 * assignments alive (a column where a new symbol is added also checks its sum against a known symbol, which
 * cuts by about a factor `base`). `extra` columns are added after the last symbol has appeared, to make the
 * solution unique.
 */
export function randomCryptarithm(base: number, extra: number, rng: Rng): Cryptarithm {
  if (extra < 1) throw new RangeError("randomCryptarithm needs extra >= 1");
  const seen = new Uint8Array(base);
  let seenCount = 0;
  const av: number[] = [];
  const bv: number[] = [];
  const cv: number[] = [];
  let carry = 0;
  let after = 0;
  while (seenCount < base || after < extra) {
    const full = seenCount === base;
    const last = full && after === extra - 1;
    const cap = av.length + 2;
    let preferred: Array<[number, number]> = [];
    const allowed: Array<[number, number]> = [];
    for (let x = last ? 1 : 0; x < base; x++) {
      for (let y = last ? 1 : 0; y < base; y++) {
        const s = (x + y + carry) % base;
        let fresh = 0;
        if (!seen[x]) fresh++;
        if (y !== x && !seen[y]) fresh++;
        if (s !== x && s !== y && !seen[s]) fresh++;
        if (seenCount + fresh > cap) continue;
        // A new digit both added and in the sum (x + 0 = x) enters the search without cutting it.
        if (!seen[s] && (s === x || s === y) && x !== y) continue;
        allowed.push([x, y]);
        if (full || fresh >= 1) preferred.push([x, y]);
      }
    }
    if (preferred.length === 0) preferred = allowed;
    const [x, y] = rng.pick(preferred);
    const sum = x + y + carry;
    av.push(x);
    bv.push(y);
    cv.push(sum % base);
    carry = sum >= base ? 1 : 0;
    for (const d of [x, y, sum % base]) {
      if (!seen[d]) {
        seen[d] = 1;
        seenCount++;
      }
    }
    if (full) after++;
  }
  if (carry) cv.push(1);
  const digits = rng.permutation(base);
  const symbolOf = new Array<number>(base);
  digits.forEach((d, s) => {
    symbolOf[d] = s;
  });
  const sym = (v: number[]) => v.map((d) => symbolOf[d]!);
  return { base, digits, a: sym(av), b: sym(bv), c: sym(cv) };
}
