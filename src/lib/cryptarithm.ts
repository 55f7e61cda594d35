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
  // Plain arrays and three column steps defined once (no typed arrays or closures per node).
  const value = new Array<number>(base).fill(-1); // symbol -> digit
  const owner = new Array<number>(base).fill(-1); // digit -> symbol
  const leading = new Array<boolean>(base).fill(false);
  for (const x of [a, b, c]) if (x.length > 1) leading[x[x.length - 1]!] = true;
  const occurs = new Array<boolean>(base).fill(false);
  for (const x of [a, b, c]) for (const s of x) occurs[s] = true;
  // Symbols that never occur take the remaining digits in any order.
  let ways = 1;
  for (let k = 2, missing = occurs.filter((o) => !o).length; k <= missing; k++) ways *= k;
  let count = 0;
  let nodes = 0;
  let aborted = false;

  const free = (s: number, d: number): boolean => owner[d] === -1 && !(d === 0 && leading[s]);
  /** Column i with the digits of A and B known: the digit of C must be their sum's. */
  const columnC = (i: number, sum: number): void => {
    const s = c[i]!;
    const d = sum % base;
    const next = sum >= base ? 1 : 0;
    if (value[s] === d) column(i + 1, next);
    else if (value[s] === -1 && free(s, d)) {
      value[s] = d;
      owner[d] = s;
      column(i + 1, next);
      owner[d] = -1;
      value[s] = -1;
    }
  };
  const columnB = (i: number, partial: number): void => {
    const s = b[i];
    if (s === undefined || value[s] !== -1) {
      columnC(i, partial + (s === undefined ? 0 : value[s]!));
      return;
    }
    const sumDigit = value[c[i]!]!;
    if (sumDigit !== -1) {
      // The digit of C is known: only one digit of B can give it (the others fail in columnC).
      const d = (((sumDigit - partial) % base) + base) % base;
      if (free(s, d)) {
        value[s] = d;
        owner[d] = s;
        columnC(i, partial + d);
        owner[d] = -1;
        value[s] = -1;
      }
      return;
    }
    for (let d = 0; d < base && count < limit && !aborted; d++) {
      if (!free(s, d)) continue;
      value[s] = d;
      owner[d] = s;
      columnC(i, partial + d);
      owner[d] = -1;
      value[s] = -1;
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
        if (value[s] === 1 || (value[s] === -1 && free(s, 1))) count += ways;
      } else if (carry === 0) count += ways;
      return;
    }
    const s = a[i];
    if (s === undefined || value[s] !== -1) {
      columnB(i, carry + (s === undefined ? 0 : value[s]!));
      return;
    }
    for (let d = 0; d < base && count < limit && !aborted; d++) {
      if (!free(s, d)) continue;
      value[s] = d;
      owner[d] = s;
      columnB(i, carry + d);
      owner[d] = -1;
      value[s] = -1;
    }
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
  const seen = new Array<number>(base).fill(0);
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
    // 0: not allowed, 1: allowed, 2: preferred (introduces a digit, or every digit has appeared).
    const kind = (x: number, y: number): number => {
      const s = (x + y + carry) % base;
      let fresh = 0;
      if (!seen[x]) fresh++;
      if (y !== x && !seen[y]) fresh++;
      if (s !== x && s !== y && !seen[s]) fresh++;
      if (seenCount + fresh > cap) return 0;
      // A new digit both added and in the sum (x + 0 = x) enters the search without cutting it.
      if (!seen[s] && (s === x || s === y) && x !== y) return 0;
      return full || fresh >= 1 ? 2 : 1;
    };
    const lo = last ? 1 : 0;
    // A uniform preferred pair by rejection (about 7 tries per column at base 15); listing every pair, as the
    // fallback does when none is found (or none exists), cost O(base^2) per column: generation at base 15
    // went from about 0.1 ms to 0.02 ms.
    let pair: [number, number] | undefined;
    for (let t = 0; t < 256 && pair === undefined; t++) {
      const x = rng.int(lo, base - 1);
      const y = rng.int(lo, base - 1);
      if (kind(x, y) === 2) pair = [x, y];
    }
    if (pair === undefined) {
      let preferred: Array<[number, number]> = [];
      const allowed: Array<[number, number]> = [];
      for (let x = lo; x < base; x++) {
        for (let y = lo; y < base; y++) {
          const k = kind(x, y);
          if (k > 0) allowed.push([x, y]);
          if (k === 2) preferred.push([x, y]);
        }
      }
      if (preferred.length === 0) preferred = allowed;
      pair = rng.pick(preferred);
    }
    const [x, y] = pair;
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
