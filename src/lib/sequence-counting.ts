// Counting sequences, permutations and trees: closed forms and DPs for the combinatorial counting families.
import { mulMod31 } from "./number-theory-counting.ts";
import { modPow } from "./numtheory.ts";

const addM = (a: number, b: number, p: number): number => (a + b >= p ? a + b - p : a + b);

/**
 * Sequences X[1..k] with X[1] >= 1, X[2..k] in [1, m] and X[1] + ... + X[k] <= n, modulo p,
 * assuming m * (k - 1) < n: the sum over the later terms of n - (their sum).
 */
export function individualSumBoundedCount(n: number, m: number, k: number, p: number): number {
  if (m * (k - 1) >= n) throw new RangeError("individualSumBoundedCount needs m*(k-1) < n");
  const P = BigInt(p);
  const N = BigInt(n);
  const M = BigInt(m);
  if (k === 1) return Number(N % P);
  const first = (N % P) * modPow(M, BigInt(k - 1), P);
  const sums = (BigInt(k - 1) * modPow(M, BigInt(k - 2), P) * ((M * (M + 1n)) / 2n)) % P;
  return Number((((first - sums) % P) + P) % P);
}

/** Permutations of 1..n with exactly k inversions, modulo p (Mahonian numbers by prefix sums). */
export function inversionCount(n: number, k: number, p: number): number {
  let dp = new Array<number>(k + 1).fill(0);
  dp[0] = 1;
  for (let i = 1; i <= n; i++) {
    const next = new Array<number>(k + 1).fill(0);
    let window = 0;
    for (let j = 0; j <= k; j++) {
      window = addM(window, dp[j]!, p);
      if (j - i >= 0) window = addM(window, p - dp[j - i]!, p);
      next[j] = window;
    }
    dp = next;
  }
  return dp[k]!;
}

/**
 * n x m matrices with entries in [0, m], strictly increasing along rows, each entry below its upper-right
 * neighbour, modulo p. A row omits exactly one value k of [0, m]; consecutive rows need k_i >= k_{i-1} - 1.
 */
export function kiddingMeCount(n: number, m: number, p: number): number {
  let dp = new Array<number>(m + 1).fill(1);
  for (let i = 2; i <= n; i++) {
    const suffix = new Array<number>(m + 2).fill(0);
    for (let k = m; k >= 0; k--) suffix[k] = addM(suffix[k + 1]!, dp[k]!, p);
    dp = dp.map((_, k) => suffix[0]! - suffix[Math.min(m + 1, k + 2)]!).map((v) => (v + p) % p);
  }
  return dp.reduce((s, v) => addM(s, v, p), 0);
}

/** Catalan numbers 0..n as bigints. */
export function catalanNumbers(n: number): bigint[] {
  const c = [1n];
  for (let i = 1; i <= n; i++) {
    let s = 0n;
    for (let l = 0; l < i; l++) s += c[l]! * c[i - 1 - l]!;
    c.push(s);
  }
  return c;
}

/**
 * The binary tree of index `index` (1 = the single node) when trees are ordered by size, then left
 * subtree, then right subtree. Written as "(L)X(R)", an empty side with its brackets left out.
 */
export function kthBinaryTree(index: number): string {
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError("index must be >= 1");
  let rest = BigInt(index - 1);
  let size = 1;
  let cat = catalanNumbers(1);
  for (;;) {
    if (cat.length <= size) cat = catalanNumbers(size * 2);
    if (rest < cat[size]!) break;
    rest -= cat[size]!;
    size++;
  }
  const build = (n: number, rank: bigint): string => {
    if (n === 0) return "";
    let r = rank;
    for (let l = 0; l < n; l++) {
      const block = cat[l]! * cat[n - 1 - l]!;
      if (r < block) {
        const right = cat[n - 1 - l]!;
        const L = build(l, r / right);
        const R = build(n - 1 - l, r % right);
        return `${L === "" ? "" : `(${L})`}X${R === "" ? "" : `(${R})`}`;
      }
      r -= block;
    }
    throw new Error("kthBinaryTree: rank out of range");
  };
  return build(size, rest);
}

/**
 * Distinct height sequences of arrangements of items (height h[i], key c[i]) in which every item has fewer
 * than c[i] strictly taller items before it, modulo p.
 */
export function landformSequenceCount(h: number[], c: number[], p: number): number {
  const order = h.map((_, i) => i).sort((a, b) => h[b]! - h[a]! || c[a]! - c[b]!);
  let total = 1;
  let taller = 0;
  for (let s = 0; s < order.length; ) {
    let e = s;
    while (e < order.length && h[order[e]!] === h[order[s]!]) e++;
    const bounds = order.slice(s, e).map((i) => Math.min(c[i]! - 1, taller));
    if (bounds[0]! < 0) return 0;
    let dp = new Array<number>(taller + 1).fill(0);
    for (let v = 0; v <= bounds[0]!; v++) dp[v] = 1;
    for (let j = 1; j < bounds.length; j++) {
      const next = new Array<number>(taller + 1).fill(0);
      let run = 0;
      for (let v = 0; v <= bounds[j]!; v++) {
        run = addM(run, dp[v]!, p);
        next[v] = run;
      }
      dp = next;
    }
    total = mulMod31(
      total,
      dp.reduce((a, b) => addM(a, b, p), 0),
      p,
    );
    taller += e - s;
    s = e;
  }
  return total;
}

/** Completions of a 321-avoiding permutation of 1..n: g[i][m] from i placed with maximum m. */
function avoid321Completions(n: number): bigint[][] {
  const g = Array.from({ length: n + 1 }, () => new Array<bigint>(n + 2).fill(0n));
  g[n]![n] = 1n;
  for (let i = n - 1; i >= 0; i--) {
    let suffix = 0n;
    for (let m = n; m >= i; m--) {
      g[i]![m] = suffix + (m > i ? g[i + 1]![m]! : 0n);
      suffix += g[i + 1]![m]!;
    }
  }
  return g;
}

/**
 * Permutations A of 1..n with A[x] = y and no decreasing subsequence of length 3. Left to right, a value is
 * either a new maximum or the smallest unused value; before position x the state also counts the used values
 * below y (y itself still unused).
 */
export function lds2Count(n: number, x: number, y: number): bigint {
  const g = avoid321Completions(n);
  // cur[a][m]: i values placed, maximum m, a of them below y, y unused.
  let cur = Array.from({ length: y }, () => new Array<bigint>(n + 2).fill(0n));
  cur[0]![0] = 1n;
  for (let i = 0; i < x - 1; i++) {
    const diff = Array.from({ length: y }, () => new Array<bigint>(n + 3).fill(0n));
    const direct = Array.from({ length: y }, () => new Array<bigint>(n + 2).fill(0n));
    for (let a = 0; a < y; a++) {
      for (let m = 0; m <= n; m++) {
        const v = cur[a]![m]!;
        if (v === 0n) continue;
        if (a + 1 < y && m + 1 <= y - 1) {
          diff[a + 1]![m + 1]! += v;
          diff[a + 1]![y]! -= v;
        }
        const lo = Math.max(m, y) + 1;
        if (lo <= n) {
          diff[a]![lo]! += v;
          diff[a]![n + 1]! -= v;
        }
        if (m > i && a < y - 1) direct[a + 1]![m]! += v;
      }
    }
    cur = diff.map((row, a) => {
      let run = 0n;
      return row.slice(0, n + 2).map((d, m) => {
        run += d;
        return run + direct[a]![m]!;
      });
    });
  }
  let total = 0n;
  for (let a = 0; a < y; a++) {
    for (let m = 0; m <= n; m++) {
      const v = cur[a]![m]!;
      if (v === 0n) continue;
      if (y > m) total += v * g[x]![y]!;
      else if (a === y - 1) total += v * g[x]![m]!;
    }
  }
  return total;
}
