// Multiplicative functions, divisor sums and the number-theory solvers built on them.
import { factorize, isPrime, modPow, phi, primesUpTo } from "./numtheory.ts";

/** Möbius function mu[0..n] (mu[0] = 0) by a linear sieve. */
export function mobiusUpTo(n: number): Int8Array {
  const mu = new Int8Array(n + 1);
  if (n >= 1) mu[1] = 1;
  const composite = new Uint8Array(n + 1);
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (!composite[i]) {
      primes.push(i);
      mu[i] = -1;
    }
    for (const p of primes) {
      const ip = i * p;
      if (ip > n) break;
      composite[ip] = 1;
      if (i % p === 0) {
        mu[ip] = 0;
        break;
      }
      mu[ip] = -mu[i]!;
    }
  }
  return mu;
}

/** Number of divisors d[0..n] (d[0] = 0). */
export function divisorCountsUpTo(n: number): Int32Array {
  const d = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) for (let j = i; j <= n; j += i) d[j]!++;
  return d;
}

/** Σ_{k=1..n} d(k) = Σ_{i=1..n} floor(n/i), by divisor blocks. */
export function divisorSummatory(n: number): number {
  let s = 0;
  for (let i = 1; i <= n; ) {
    const q = Math.floor(n / i);
    const j = Math.floor(n / q);
    s += q * (j - i + 1);
    i = j + 1;
  }
  return s;
}

/** Σ_{i=l..r} d(i). */
export function sumDivisorCount(l: number, r: number): number {
  return divisorSummatory(r) - divisorSummatory(l - 1);
}

/** Σ_{i=1..n} gcd(i, n) = Σ_{d | n} d·φ(n/d) (Pillai's function). */
export function gcdSumWithN(n: number): number {
  let r = 1;
  for (const [p, e] of factorize(n)) {
    // multiplicative: p^(e-1)·((e+1)p − e)
    r *= p ** (e - 1) * ((e + 1) * p - e);
  }
  return r;
}

/** Smallest prime factor table as plain numbers. */
function spfTable(n: number): Int32Array {
  const spf = new Int32Array(n + 1);
  for (const p of primesUpTo(n)) for (let j = p; j <= n; j += p) if (spf[j] === 0) spf[j] = p;
  return spf;
}

/** A multiplicative function h[1..n] as BigInts from its value on prime powers. */
function multiplicativeBig(n: number, atPrimePower: (p: number, e: number) => bigint): bigint[] {
  const spf = spfTable(n);
  const h: bigint[] = new Array(n + 1).fill(0n);
  if (n >= 1) h[1] = 1n;
  for (let i = 2; i <= n; i++) {
    const p = spf[i]!;
    let m = i;
    let e = 0;
    while (m % p === 0) {
      m /= p;
      e++;
    }
    h[i] = h[m]! * atPrimePower(p, e);
  }
  return h;
}

/** Σ_{i<=n, j<=m} gcd(i, j)^k, via Σ_g (id^k * μ)(g)·⌊n/g⌋·⌊m/g⌋. */
export function sumGcdPow(n: number, m: number, k: number): bigint {
  const t = Math.min(n, m);
  const K = BigInt(k);
  const f = multiplicativeBig(t, (p, e) => {
    const pk = BigInt(p) ** K;
    return pk ** BigInt(e) - pk ** BigInt(e - 1);
  });
  let s = 0n;
  for (let g = 1; g <= t; g++) s += f[g]! * BigInt(Math.floor(n / g) * Math.floor(m / g));
  return s;
}

/** Σ_{i<=n, j<=m} lcm(i, j), via Σ_g g·(Σ_{t|g} μ(t)t)·S(⌊n/g⌋)·S(⌊m/g⌋), S(x) = x(x+1)/2. */
export function sumLcm(n: number, m: number): bigint {
  const t = Math.min(n, m);
  const h = multiplicativeBig(t, (p, e) => BigInt(p) ** BigInt(e) * BigInt(1 - p));
  let s = 0n;
  for (let g = 1; g <= t; g++) {
    const a = Math.floor(n / g);
    const b = Math.floor(m / g);
    s += h[g]! * BigInt((a * (a + 1)) / 2) * BigInt((b * (b + 1)) / 2);
  }
  return s;
}

/** Σ_{i<=n, j<=m} d(i·j) = Σ_t μ(t)·D(⌊n/t⌋)·D(⌊m/t⌋), D the divisor summatory function. */
export function sumProductDivisorNum(n: number, m: number): number {
  const big = Math.max(n, m);
  const d = divisorCountsUpTo(big);
  const D = new Float64Array(big + 1);
  for (let i = 1; i <= big; i++) D[i] = D[i - 1]! + d[i]!;
  const t = Math.min(n, m);
  const mu = mobiusUpTo(t);
  let s = 0;
  for (let g = 1; g <= t; g++) {
    if (mu[g] !== 0) s += mu[g]! * D[Math.floor(n / g)]! * D[Math.floor(m / g)]!;
  }
  return s;
}

/** Σ_{i<=n, j<=m, i≠j} (n mod i)·(m mod j). */
export function sumModProducts(n: number, m: number): bigint {
  let fn = 0;
  for (let i = 1; i <= n; i++) fn += n % i;
  let fm = 0;
  for (let j = 1; j <= m; j++) fm += m % j;
  let same = 0n;
  for (let i = 1; i <= Math.min(n, m); i++) same += BigInt((n % i) * (m % i));
  return BigInt(fn) * BigInt(fm) - same;
}

/** Σ_{k=a..b} Σ over integer triples (x,y,z) with x·y·z = k of (|x|+|y|+|z|)², for 1 <= a <= b. */
export function sumManhattanCurved(a: number, b: number): bigint {
  const Q = (x: bigint) => (x * (x + 1n) * (2n * x + 1n)) / 6n;
  let s = 0n;
  for (let x = 1; x <= b; x++) {
    for (let y = 1; x * y <= b; y++) {
      const xy = x * y;
      const lo = Math.max(1, Math.ceil(a / xy));
      const hi = Math.floor(b / xy);
      if (lo > hi) continue;
      const base = BigInt(x + y);
      s += Q(base + BigInt(hi)) - Q(base + BigInt(lo - 1));
    }
  }
  return 4n * s;
}

/** The primes up to the largest bound asked for so far (at most 10^6 + 1 for r up to 10^12). */
let sievedTo = 0;
let sieved: number[] = [];

/**
 * Σ_{x=l..r} (x − φ(x)) by a segmented sieve (r up to ~1e12, r − l small). The base primes are sieved once
 * and kept: re-sieving up to √r on every call cost more than the segment itself.
 */
export function sumNonCoprimeInterval(l: number, r: number): number {
  const len = r - l + 1;
  const rest = Array.from({ length: len }, (_, i) => l + i);
  const ph = rest.slice();
  const bound = Math.floor(Math.sqrt(r)) + 1;
  if (bound > sievedTo) {
    sievedTo = Math.max(bound, 2 * sievedTo);
    sieved = primesUpTo(sievedTo);
  }
  for (const p of sieved) {
    if (p > bound) break;
    for (let x = Math.ceil(l / p) * p; x <= r; x += p) {
      const i = x - l;
      ph[i] = (ph[i]! / p) * (p - 1);
      while (rest[i]! % p === 0) rest[i] = rest[i]! / p;
    }
  }
  let s = 0;
  for (let i = 0; i < len; i++) {
    if (rest[i]! > 1) ph[i] = (ph[i]! / rest[i]!) * (rest[i]! - 1);
    s += l + i - ph[i]!;
  }
  return s;
}

/**
 * Σ_{1<=i,j<=n} f(i, j) for the step (a, b) → (2a, b − a) if a < b, (a − b, 2b) if a > b, stopping at a = b;
 * f counts the steps, 0 when the process never stops. It stops iff (a+b)/gcd(a,b) = 2^e, after e − 1 steps.
 */
export function sumPseudoEuclidean(n: number): number {
  let s = 0;
  for (let e = 2; 2 ** e <= 2 * n; e++) {
    const pe = 2 ** e;
    for (let x = 1; x < pe; x += 2) {
      const hi = Math.max(x, pe - x);
      if (hi > n) continue;
      s += (e - 1) * Math.floor(n / hi);
    }
  }
  return s;
}

/** Steps of the pseudo-Euclidean process from (a, b), or 0 if it never stops (brute force). */
export function pseudoEuclideanSteps(a: number, b: number): number {
  const seen = new Set<number>();
  let steps = 0;
  while (a !== b) {
    if (seen.has(a)) return 0;
    seen.add(a);
    if (a < b) [a, b] = [2 * a, b - a];
    else [a, b] = [a - b, 2 * b];
    steps++;
  }
  return steps;
}

/** The largest number of divisors of any v < 2^30 (v = 735134400 has 1344). */
const MAX_DIVISORS_BELOW_2_30 = 1344;

/**
 * Σ_{0<=i<=n, 0<=j<=m} d(i XOR j XOR x), with d(0) = 0, for n, m, x < 2^30.
 * [0, n] splits into aligned blocks, one per set bit p of n+1: the numbers below n+1 that agree with it
 * above bit p and have a 0 at bit p. Two blocks of sizes 2^p and 2^q (p >= q) XOR onto one aligned block of
 * size 2^p, each value hit 2^q times, so every pair of blocks is a range sum of d, and the blocks q < p of
 * m+1 all land on the same range (weight (m+1) mod 2^p): O(log n) range sums of sqrt cost each.
 */
export function sumXorDivisorNum(n: number, m: number, x: number): bigint {
  const limit = 2 ** 30;
  if (!(n >= 0 && m >= 0 && x >= 0 && n < limit && m < limit && x < limit))
    throw new RangeError(`sumXorDivisorNum(${n}, ${m}, ${x}): arguments must lie in [0, 2^30)`);
  const a = n + 1;
  const b = m + 1;
  // Every term is a part of the total, so when the total fits a double every partial sum does too.
  const exact = a * b * MAX_DIVISORS_BELOW_2_30 <= Number.MAX_SAFE_INTEGER;
  let small = 0;
  let big = 0n;
  const add = (weight: number, high: number, p: number) => {
    if (weight === 0) return;
    const lo = high * 2 ** p;
    const range = divisorSummatory(lo + 2 ** p - 1) - divisorSummatory(lo - 1);
    if (exact) small += weight * range;
    else big += BigInt(weight) * BigInt(range);
  };
  for (let p = 0; a >> p > 0 || b >> p > 0; p++) {
    const highA = a >> p;
    const highB = b >> p;
    const highX = x >> p;
    const low = (1 << p) - 1;
    // A block of n+1 at bit p paired with the blocks of m+1 below bit p (weight (m+1) mod 2^p), and the mirror.
    if ((highA & 1) === 1) add(b & low, highA ^ 1 ^ highB ^ highX, p);
    if ((highB & 1) === 1) add(a & low, highA ^ highB ^ 1 ^ highX, p);
    // Both blocks at bit p, of size 2^p each.
    if ((highA & highB & 1) === 1) add(1 << p, highA ^ highB ^ highX, p);
  }
  return exact ? BigInt(small) : big;
}

/** The smallest positive integer with exactly k divisors. */
export function minWithKDivisors(k: number): bigint {
  if (k === 1) return 1n;
  const divs: number[] = [];
  for (let d = 2; d <= k; d++) if (k % d === 0) divs.push(d);
  const primes = primesUpTo(200).map(BigInt);
  const memo = new Map<string, bigint>();
  // best(r, i): smallest product of primes[i..]^(e-1) with Π e = r and non-increasing exponents e <= cap.
  const best = (r: number, i: number, cap: number): bigint | null => {
    if (r === 1) return 1n;
    if (i >= primes.length) return null;
    const key = `${r},${i},${cap}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let out: bigint | null = null;
    for (const e of divs) {
      if (e > cap || e > r) break;
      if (r % e !== 0) continue;
      const rest = best(r / e, i + 1, e);
      if (rest === null) continue;
      const v = primes[i]! ** BigInt(e - 1) * rest;
      if (out === null || v < out) out = v;
    }
    if (out !== null) memo.set(key, out);
    return out;
  };
  const r = best(k, 0, k);
  if (r === null) throw new Error(`minWithKDivisors(${k}): not enough primes`);
  return r;
}

/**
 * The number of divisors of x: trial division up to `bound`, then Pollard–Brent rho on the cofactor with
 * a budget of `budget` iterations per split; null when the cofactor could not be factored within it.
 */
export function divisorCountBig(x: bigint, bound = 100_000, budget = 50_000): number | null {
  if (x < 1n) return null;
  let count = 1;
  for (const p of smallPrimes(bound)) {
    if (x === 1n) break;
    if (p * p > x) break;
    let e = 0;
    while (x % p === 0n) {
      x /= p;
      e++;
    }
    count *= e + 1;
  }
  if (x === 1n) return count;
  const exps = new Map<bigint, number>();
  const stack = [x];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c === 1n) continue;
    if (isPrime(c)) {
      exps.set(c, (exps.get(c) ?? 0) + 1);
      continue;
    }
    const f = pollardBrent(c, budget);
    if (f === null) return null;
    stack.push(f, c / f);
  }
  for (const e of exps.values()) count *= e + 1;
  return count;
}

/** A non-trivial factor of the composite n, or null when none is found within the budget. */
export function pollardBrent(n: bigint, budget: number): bigint | null {
  if (n % 2n === 0n) return 2n;
  const r2 = iroot(n, 2);
  if (r2 * r2 === n) return r2;
  let spent = 0;
  for (let c = 1n; spent < budget; c++) {
    const f = (v: bigint) => (v * v + c) % n;
    let y = 2n;
    let r = 1;
    let q = 1n;
    let g = 1n;
    let x = y;
    let ys = y;
    while (g === 1n && spent < budget) {
      x = y;
      for (let i = 0; i < r; i++) y = f(y);
      for (let k = 0; k < r && g === 1n; k += 128) {
        ys = y;
        for (let i = 0; i < Math.min(128, r - k); i++) {
          y = f(y);
          q = (q * (x > y ? x - y : y - x)) % n;
        }
        spent += Math.min(128, r - k);
        g = gcdBigLocal(q, n);
      }
      r *= 2;
    }
    if (g === n) {
      do {
        ys = f(ys);
        g = gcdBigLocal(x > ys ? x - ys : ys - x, n);
      } while (g === 1n);
    }
    if (g !== n && g !== 1n) return g;
  }
  return null;
}

let smallPrimeCache: { bound: number; primes: bigint[] } | null = null;
function smallPrimes(bound: number): bigint[] {
  if (smallPrimeCache === null || smallPrimeCache.bound !== bound) {
    smallPrimeCache = { bound, primes: primesUpTo(bound).map(BigInt) };
  }
  return smallPrimeCache.primes;
}

/** floor(x^(1/k)) for x >= 0. */
export function iroot(x: bigint, k: number): bigint {
  if (x < 2n) return x;
  const K = BigInt(k);
  let r = 1n << BigInt(Math.ceil(x.toString(2).length / k));
  for (;;) {
    const next = ((K - 1n) * r + x / r ** (K - 1n)) / K;
    if (next >= r) break;
    r = next;
  }
  while (r ** K > x) r--;
  while ((r + 1n) ** K <= x) r++;
  return r;
}

/**
 * Multiplicative order of a unit a modulo m = p^k (p prime): its order d mod p (a divisor of p - 1, the
 * reduction's kernel being a p-group) times the least p^j with (a^d)^(p^j) ≡ 1; about k p-th powers.
 */
function orderModPrimePower(a: bigint, m: bigint, p: bigint): bigint {
  let d = 1n;
  while (modPow(a, d, p) !== 1n) d++;
  let y = modPow(a, d, m);
  let ord = d;
  while (y !== 1n % m) {
    y = modPow(y, p, m);
    ord *= p;
  }
  return ord;
}

/**
 * The least L >= 1 with n^(1+L) ≡ n (mod 10^k) (then the last k digits of n^a repeat with period L),
 * or null when there is none.
 */
export function powerCycleLength(n: bigint, k: number): bigint | null {
  const K = BigInt(k);
  const m2 = 2n ** K;
  const m5 = 5n ** K;
  let l2 = 1n;
  if (n % 2n !== 0n) l2 = orderModPrimePower(n % m2, m2, 2n);
  else if (n % m2 !== 0n) return null;
  let l5 = 1n;
  if (n % 5n !== 0n) l5 = orderModPrimePower(n % m5, m5, 5n);
  else if (n % m5 !== 0n) return null;
  return (l2 / gcdBigLocal(l2, l5)) * l5;
}

function gcdBigLocal(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The eventual value of the tower 2^2^2^... modulo m. */
export function powerTowerOfTwoMod(m: number): number {
  if (m === 1) return 0;
  const ph = phi(m);
  const e = powerTowerOfTwoMod(ph) + ph;
  return Number(modPow(2n, BigInt(e), BigInt(m)));
}

/** The concatenation 1 2 3 ... n (decimal) modulo m, by 3×3 matrix powers per digit length. */
export function prefixConcatenationMod(n: number, m: bigint): bigint {
  type Mat = bigint[][];
  const mul = (x: Mat, y: Mat): Mat =>
    x.map((row) => y[0]!.map((_, j) => row.reduce((s, v, t) => s + v * y[t]![j]!, 0n) % m));
  const pow = (a: Mat, e: number): Mat => {
    let r: Mat = [
      [1n, 0n, 0n],
      [0n, 1n, 0n],
      [0n, 0n, 1n],
    ];
    let b = a;
    while (e > 0) {
      if (e % 2 === 1) r = mul(r, b);
      b = mul(b, b);
      e = Math.floor(e / 2);
    }
    return r;
  };
  // state column (value, k, 1) with k the last number appended: value' = value·10^d + k + 1, k' = k + 1.
  let value = 0n;
  let k = 0n;
  let lo = 1;
  for (let d = 1; lo <= n; d++) {
    const hi = Math.min(n, 10 ** d - 1);
    const p = 10n ** BigInt(d) % m;
    const step: Mat = [
      [p, 1n, 1n],
      [0n, 1n, 1n],
      [0n, 0n, 1n],
    ];
    const t = pow(step, hi - lo + 1);
    const v = [value, k % m, 1n];
    value = (t[0]![0]! * v[0]! + t[0]![1]! * v[1]! + t[0]![2]!) % m;
    k = BigInt(hi);
    lo = hi + 1;
  }
  return value % m;
}

/** Smallest positive b such that a·b is written with digits 0 and 1 only (BFS over residues). */
export function smallestBinaryMultiple(a: number): bigint {
  const parent = new Int32Array(a).fill(-2);
  const digit = new Uint8Array(a);
  const start = 1 % a;
  parent[start] = -1;
  digit[start] = 1;
  const queue = [start];
  for (let h = 0; h < queue.length; h++) {
    const r = queue[h]!;
    if (r === 0) break;
    for (const dg of [0, 1]) {
      const nr = (r * 10 + dg) % a;
      if (parent[nr] !== -2) continue;
      parent[nr] = r;
      digit[nr] = dg;
      queue.push(nr);
    }
  }
  let s = "";
  for (let r = 0; r !== -1; r = parent[r]!) {
    s = String(digit[r]) + s;
    if (parent[r] === -1) break;
  }
  return BigInt(s) / BigInt(a);
}

/** Frobenius number a·b − a − b of coprime a, b >= 2. */
export function frobenius(a: bigint, b: bigint): bigint {
  return a * b - a - b;
}

/** Count ordered pairs (S, T) of disjoint subsets of `values` with gcd(s, t) = 1 for all s in S, t in T. */
export function countCoprimeSetPairs(values: number[]): bigint {
  const maxV = Math.max(1, ...values);
  const small = primesUpTo(Math.floor(Math.sqrt(maxV)));
  const split = (v: number): [number, number] => {
    let mask = 0;
    small.forEach((p, i) => {
      if (v % p === 0) {
        mask |= 1 << i;
        while (v % p === 0) v /= p;
      }
    });
    return [mask, v];
  };
  // dp[a << k | b]: the pairs so far whose S uses the small-prime set a and T uses b (a & b = 0 always).
  const k = small.length;
  const size = 1 << (2 * k);
  const lowMask = (1 << k) - 1;
  type Dp = bigint[];
  let dp: Dp = new Array<bigint>(size).fill(0n);
  dp[0] = 1n;
  const stepOne = (src: Dp, mask: number, toS: boolean, toT: boolean): Dp => {
    const out = src.slice();
    for (let key = 0; key < size; key++) {
      const v = src[key]!;
      if (v === 0n) continue;
      const a = key >> k;
      const b = key & lowMask;
      if (toS && (mask & b) === 0) {
        const to = ((a | mask) << k) | b;
        out[to] = out[to]! + v;
      }
      if (toT && (mask & a) === 0) {
        const to = key | mask;
        out[to] = out[to]! + v;
      }
    }
    return out;
  };
  const groups = new Map<number, number[]>();
  for (const v of values) {
    const [mask, big] = split(v);
    if (big === 1) dp = stepOne(dp, mask, true, true);
    else groups.set(big, [...(groups.get(big) ?? []), mask]);
  }
  for (const masks of groups.values()) {
    let f1 = dp;
    let f2 = dp;
    for (const mask of masks) {
      f1 = stepOne(f1, mask, true, false);
      f2 = stepOne(f2, mask, false, true);
    }
    const next: Dp = new Array<bigint>(size);
    for (let key = 0; key < size; key++) next[key] = f1[key]! + f2[key]! - dp[key]!;
    dp = next;
  }
  let total = 0n;
  for (const v of dp) total += v;
  return total;
}
