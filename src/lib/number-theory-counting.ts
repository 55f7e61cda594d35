// Counting formulas and solvers of number theory (gcd sums, Möbius sums, Diophantine counts, digit sums).
import { factorize, gcd, powMod } from "./numtheory.ts";

/** a*b mod m for 0 <= a, b < m < 2^31, exact in doubles. */
export function mulMod31(a: number, b: number, m: number): number {
  const hi = Math.floor(b / 65536);
  const lo = b % 65536;
  return (((a * hi) % m) * 65536 + a * lo) % m;
}

/** A[n] of A[k] = p*A[k-1] + q*A[k-2] modulo m (m < 2^31), by 2x2 matrix power. */
export function linearRecurrenceTerm(
  a0: number,
  a1: number,
  p: number,
  q: number,
  n: number,
  m: number,
): number {
  if (n === 0) return a0 % m;
  type M = [number, number, number, number];
  const mul = (x: M, y: M): M => [
    (mulMod31(x[0], y[0], m) + mulMod31(x[1], y[2], m)) % m,
    (mulMod31(x[0], y[1], m) + mulMod31(x[1], y[3], m)) % m,
    (mulMod31(x[2], y[0], m) + mulMod31(x[3], y[2], m)) % m,
    (mulMod31(x[2], y[1], m) + mulMod31(x[3], y[3], m)) % m,
  ];
  let result: M = [1 % m, 0, 0, 1 % m];
  let base: M = [p % m, q % m, 1 % m, 0];
  let e = n - 1;
  while (e > 0) {
    if (e % 2 === 1) result = mul(result, base);
    base = mul(base, base);
    e = Math.floor(e / 2);
  }
  return (mulMod31(result[0], a1 % m, m) + mulMod31(result[1], a0 % m, m)) % m;
}

/** Number of ordered pairs (P, Q) of positive integers with gcd g and lcm l: 2^(distinct primes of l/g). */
export function gcdLcmPairCount(g: number, l: number): number {
  if (l % g !== 0) return 0;
  return 2 ** factorize(l / g).length;
}

/** Möbius function of 0..n. */
export function mobiusUpTo(n: number): Int8Array {
  const mu = new Int8Array(n + 1);
  if (n >= 1) mu[1] = 1;
  const isComp = new Uint8Array(n + 1);
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (!isComp[i]) {
      primes.push(i);
      mu[i] = -1;
    }
    for (const p of primes) {
      const ip = i * p;
      if (ip > n) break;
      isComp[ip] = 1;
      if (i % p === 0) {
        mu[ip] = 0;
        break;
      }
      mu[ip] = -mu[i]!;
    }
  }
  return mu;
}

/** cnt[d] = number of pairs 1<=x<=n, 1<=y<=m with gcd(x, y) = d exactly, for d = 0..min(n, m). */
export function exactGcdCounts(n: number, m: number): number[] {
  const k = Math.min(n, m);
  const cnt = new Array<number>(k + 1).fill(0);
  for (let d = k; d >= 1; d--) {
    let c = Math.floor(n / d) * Math.floor(m / d);
    for (let e = 2 * d; e <= k; e += d) c -= cnt[e]!;
    cnt[d] = c;
  }
  return cnt;
}

/** Pairs 1<=x<=n, 1<=y<=m with gcd(x, y) = 1 (Möbius sum). */
export function coprimePairCount(n: number, m: number): number {
  const k = Math.min(n, m);
  const mu = mobiusUpTo(k);
  let s = 0;
  for (let d = 1; d <= k; d++) if (mu[d] !== 0) s += mu[d]! * Math.floor(n / d) * Math.floor(m / d);
  return s;
}

/** Pairs 1<=x<=n, 1<=y<=m whose gcd is a prime. */
export function primeGcdPairCount(n: number, m: number): number {
  const cnt = exactGcdCounts(n, m);
  const k = Math.min(n, m);
  const composite = new Uint8Array(k + 1);
  let s = 0;
  for (let p = 2; p <= k; p++) {
    if (composite[p]) continue;
    s += cnt[p]!;
    for (let j = p * p; j <= k; j += p) composite[j] = 1;
  }
  return s;
}

/** Product over 1<=i<=n, 1<=j<=m of Fib(gcd(i, j)) modulo a prime p < 2^31 (Fib(1) = Fib(2) = 1). */
export function gcdFibonacciProduct(n: number, m: number, p: number): number {
  const cnt = exactGcdCounts(n, m);
  const k = Math.min(n, m);
  let prod = 1 % p;
  let f0 = 0;
  let f1 = 1 % p;
  for (let d = 1; d <= k; d++) {
    // f1 = Fib(d)
    if (cnt[d]! > 0) prod = mulMod31(prod, powMod31(f1, cnt[d]!, p), p);
    [f0, f1] = [f1, (f0 + f1) % p];
  }
  return prod;
}

/** a^e mod m for m < 2^31 and a safe integer e >= 0. */
export function powMod31(a: number, e: number, m: number): number {
  let r = 1 % m;
  let b = a % m;
  while (e > 0) {
    if (e % 2 === 1) r = mulMod31(r, b, m);
    b = mulMod31(b, b, m);
    e = Math.floor(e / 2);
  }
  return r;
}

export { gcd, powMod };
