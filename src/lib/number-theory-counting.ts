// Counting formulas and solvers of number theory (gcd sums, Möbius sums, Diophantine counts, digit sums).
import { factorize, gcd, modPow } from "./numtheory.ts";

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

/** Pairs 1 <= a < b <= n with (a + b) | a*b: a = k*i*(i+j), b = k*j*(i+j) with gcd(i, j) = 1, i < j. */
export function addMultipleDivisibleCount(n: number): number {
  let total = 0;
  for (let j = 2; j * (j + 1) <= n; j++) {
    for (let i = 1; i < j && j * (i + j) <= n; i++) {
      if (gcd(i, j) === 1) total += Math.floor(n / (j * (i + j)));
    }
  }
  return total;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

function extGcdB(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [r0, r1, s0, s1, t0, t1] = [a, b, 1n, 0n, 0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return r0 < 0n ? [-r0, -s0, -t0] : [r0, s0, t0];
}

/** Integer points (x, y) with x1<=x<=x2, y1<=y<=y2 and a*x + b*y + c = 0. */
export function linearEquationPointCount(
  a: bigint,
  b: bigint,
  c: bigint,
  x1: bigint,
  x2: bigint,
  y1: bigint,
  y2: bigint,
): bigint {
  if (x1 > x2 || y1 > y2) return 0n;
  const w = x2 - x1 + 1n;
  const h = y2 - y1 + 1n;
  if (a === 0n && b === 0n) return c === 0n ? w * h : 0n;
  if (a === 0n) {
    if (c % b !== 0n) return 0n;
    const y = -c / b;
    return y >= y1 && y <= y2 ? w : 0n;
  }
  if (b === 0n) {
    if (c % a !== 0n) return 0n;
    const x = -c / a;
    return x >= x1 && x <= x2 ? h : 0n;
  }
  const [g, s, t] = extGcdB(a, b);
  if (c % g !== 0n) return 0n;
  const k0 = -c / g;
  const x0 = s * k0;
  const y0 = t * k0;
  // x = x0 + k*(b/g), y = y0 - k*(a/g)
  const dx = b / g;
  const dy = -a / g;
  const range = (v0: bigint, d: bigint, lo: bigint, hi: bigint): [bigint, bigint] =>
    d > 0n ? [ceilDiv(lo - v0, d), floorDiv(hi - v0, d)] : [ceilDiv(hi - v0, d), floorDiv(lo - v0, d)];
  const [ka, kb] = range(x0, dx, x1, x2);
  const [kc, kd] = range(y0, dy, y1, y2);
  let lo = ka;
  if (kc > lo) lo = kc;
  let hi = kb;
  if (kd < hi) hi = kd;
  return hi >= lo ? hi - lo + 1n : 0n;
}

/** Multipliers x with sum a[i]*x[i] = gcd(a) (a non-empty, not all zero). */
export function bezoutCoefficients(a: bigint[]): { g: bigint; x: bigint[] } {
  let g = a[0]!;
  const x: bigint[] = a.map((_, i) => (i === 0 ? 1n : 0n));
  if (g < 0n) {
    g = -g;
    x[0] = -1n;
  }
  for (let i = 1; i < a.length; i++) {
    if (g !== 0n && a[i]! % g === 0n) continue;
    const [ng, s, t] = extGcdB(g, a[i]!);
    if (ng === 0n) continue;
    for (let j = 0; j < i; j++) x[j] = x[j]! * s;
    x[i] = t;
    g = ng;
  }
  return { g, x };
}

/**
 * Slots of items placed in order: item i takes (c[i] + d*X + Y) mod n for the least Y >= 0 and then the
 * least X >= 0 whose slot is free and not the forbidden slot s.
 */
export function boxSchedule(n: number, d: number, s: number, c: number[]): number[] {
  const used = new Uint8Array(n);
  used[s] = 1;
  const period = n / gcd(d, n);
  const out: number[] = [];
  for (const ci of c) {
    let slot = -1;
    for (let y = 0; y < n && slot < 0; y++) {
      for (let x = 0; x < period; x++) {
        const v = (ci + ((d * x) % n) + y) % n;
        if (!used[v]) {
          slot = v;
          break;
        }
      }
    }
    if (slot < 0) throw new Error("boxSchedule: no free slot");
    used[slot] = 1;
    out.push(slot);
  }
  return out;
}

/** Distinct values x/y (1<=x<=n, 1<=y<=m) whose reduced denominator is coprime to k. */
export function purelyPeriodicFractionCount(n: number, m: number, k: number): number {
  const coprimePrefix = [0];
  for (let r = 1; r <= k; r++) coprimePrefix.push(coprimePrefix[r - 1]! + (gcd(r, k) === 1 ? 1 : 0));
  const phiK = coprimePrefix[k]!;
  const h = (t: number) => Math.floor(t / k) * phiK + coprimePrefix[t % k]!;
  const lim = Math.min(n, m);
  const mu = mobiusUpTo(lim);
  let s = 0;
  for (let d = 1; d <= lim; d++) {
    if (mu[d] === 0 || gcd(d, k) !== 1) continue;
    s += mu[d]! * Math.floor(n / d) * h(Math.floor(m / d));
  }
  return s;
}

/**
 * Subsequences of length >= 2 of distinct values a whose consecutive binomials C(b[j], b[j+1]) are all odd,
 * i.e. (Lucas) each next value's bits are a subset of the previous value's bits.
 */
export function oddBinomialChainCount(a: number[]): bigint {
  const n = a.length;
  const starting: bigint[] = new Array(n).fill(0n);
  let total = 0n;
  for (let i = n - 1; i >= 0; i--) {
    let ways = 1n;
    for (let j = i + 1; j < n; j++) if ((a[j]! & a[i]!) === a[j]!) ways += starting[j]!;
    starting[i] = ways;
    total += ways - 1n;
  }
  return total;
}

/** Sum of the decimal digit sums of 0, 1, ..., n (n >= -1). */
export function digitSumPrefix(n: bigint): bigint {
  if (n < 0n) return 0n;
  let total = 0n;
  for (let p = 1n; p <= n; p *= 10n) {
    const high = n / (10n * p);
    const d = (n / p) % 10n;
    const low = n % p;
    total += high * 45n * p + ((d * (d - 1n)) / 2n) * p + d * (low + 1n);
  }
  return total;
}

/**
 * An interval [l, r] with 1 <= l <= r <= 10*mod whose total digit sum is divisible by mod: with 10^k the least
 * power (k >= 1) with 9*10^k >= mod, shifting the window [x, x + 10^k - 1] by one adds exactly 1 to its digit sum for x < mod.
 */
export function hackInterval(mod: bigint): [bigint, bigint] {
  let p = 10n;
  while (9n * p < mod) p *= 10n;
  const base = digitSumPrefix(p - 1n);
  const x = ((-base % mod) + mod) % mod;
  return [x === 0n ? 1n : x, x + p - 1n];
}

/** min over n >= 0 of popcount(n XOR (n + d)), d given in binary (most significant bit first). */
export function deltaMinPopcount(binary: string): number {
  const INF = Number.MAX_SAFE_INTEGER;
  let cost: [number, number] = [0, INF];
  for (let i = binary.length - 1; i >= 0; i--) {
    const bit = binary[i] === "1" ? 1 : 0;
    const next: [number, number] = [INF, INF];
    for (const c of [0, 1] as const) {
      if (cost[c] === INF) continue;
      if (c === bit) next[bit] = Math.min(next[bit], cost[c]);
      else {
        next[0] = Math.min(next[0], cost[c] + 1);
        next[1] = Math.min(next[1], cost[c] + 1);
      }
    }
    cost = next;
  }
  return Math.min(cost[0], cost[1] + 1);
}

/** Least y >= 0 with x^y = k (mod z), or -1. Exact for z < 2^53 (products past 2^53 are taken in BigInt). */
export function discreteLogSmallest(x: number, k: number, z: number): number {
  const xm = x % z;
  const bigX = BigInt(xm);
  const bigZ = BigInt(z);
  let v = 1 % z;
  for (let y = 0; y <= z; y++) {
    if (v === k % z) return y;
    const p = v * xm;
    v = p <= Number.MAX_SAFE_INTEGER ? p % z : Number((BigInt(v) * bigX) % bigZ);
  }
  return -1;
}

/** Sum over 0 <= i < n, 0 <= j < m of max((i XOR j) - k, 0), by aligned blocks of both ranges. */
export function xorExcessSum(n: bigint, m: bigint, k: bigint): bigint {
  const blocks = (v: bigint): Array<[bigint, number]> => {
    const out: Array<[bigint, number]> = [];
    for (let b = 0; v >> BigInt(b) > 0n; b++) {
      const bb = BigInt(b);
      if ((v >> bb) & 1n) out.push([(v >> (bb + 1n)) << (bb + 1n), b]);
    }
    return out;
  };
  let total = 0n;
  for (const [a, p] of blocks(n)) {
    for (const [b, q] of blocks(m)) {
      const t = BigInt(Math.max(p, q));
      const mult = 1n << BigInt(Math.min(p, q));
      const size = 1n << t;
      const base = ((a ^ b) >> t) << t;
      const s = k - base;
      let sum: bigint;
      if (s < 0n) sum = size * -s + (size * (size - 1n)) / 2n;
      else {
        const c = size - 1n - s;
        sum = c > 0n ? (c * (c + 1n)) / 2n : 0n;
      }
      total += sum * mult;
    }
  }
  return total;
}

/** Trailing zeros of n! written in base k (k >= 2). */
export function factorialTrailingZeros(n: number, k: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [p, e] of factorize(k)) {
    let v = 0;
    for (let q = Math.floor(n / p); q > 0; q = Math.floor(q / p)) v += q;
    best = Math.min(best, Math.floor(v / e));
  }
  return best;
}

/**
 * Pairs (a, b) of positive integers whose sequence s0 = a, s1 = b, s(i) = s(i-1) + s(i-2) has s(i) = k for some
 * i >= 2. s(i) = F(i-1)*a + F(i)*b and the sequence increases from s1 on, so each pair is counted at one i.
 */
export function fibonacciContainingCount(k: number): number {
  let total = 0;
  let u = 1;
  let v = 1;
  while (u + v <= k) {
    const bMax = Math.floor((k - u) / v);
    if (u === 1) total += bMax;
    else {
      const inv = Number(modInverseSmall(v % u, u));
      let r = mulMod31(k % u, inv, u);
      if (r === 0) r = u;
      if (bMax >= r) total += Math.floor((bMax - r) / u) + 1;
    }
    [u, v] = [v, u + v];
  }
  return total;
}

function modInverseSmall(a: number, m: number): number {
  let [r0, r1, s0, s1] = [a, m, 1, 0];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1) throw new Error(`modInverseSmall: ${a} is not invertible mod ${m}`);
  return ((s0 % m) + m) % m;
}

/** Sum over i of C(n*k, i*k + r) modulo p (p < 2^31): coefficient r of (1 + x)^(nk) modulo x^k - 1. */
export function fixedModSelectionSum(n: number, k: number, r: number, p: number): number {
  const mul = (f: number[], g: number[]): number[] => {
    const h = new Array<number>(k).fill(0);
    for (let i = 0; i < k; i++) {
      if (f[i] === 0) continue;
      for (let j = 0; j < k; j++) {
        if (g[j] === 0) continue;
        const t = (i + j) % k;
        h[t] = (h[t]! + mulMod31(f[i]!, g[j]!, p)) % p;
      }
    }
    return h;
  };
  const pow = (base: number[], e: number): number[] => {
    let result = new Array<number>(k).fill(0);
    result[0] = 1 % p;
    while (e > 0) {
      if (e % 2 === 1) result = mul(result, base);
      base = mul(base, base);
      e = Math.floor(e / 2);
    }
    return result;
  };
  const onePlusX = new Array<number>(k).fill(0);
  onePlusX[0] = 1 % p;
  onePlusX[1 % k] = (onePlusX[1 % k]! + 1) % p;
  return pow(pow(onePlusX, k), n)[r]!;
}

/** Product of the decimal digits of x. */
export function digitProduct(x: number): number {
  let p = 1;
  for (const c of String(x)) p *= c.charCodeAt(0) - 48;
  return p;
}

/**
 * Gold washing: every cell (x, y) of an n x n grid (1-based) holds one unit of gold, which moves to
 * (f(x), f(y)) with f the digit product; gold that leaves the grid is lost. Returns the total gold in the k
 * richest cells (a cell (a, b) receives count(a) * count(b) units).
 */
export function goldWashing(n: number, k: number): number {
  const counts = goldCounts(n);
  const cells: number[] = [];
  for (const a of counts) for (const b of counts) cells.push(a * b);
  cells.sort((u, v) => v - u);
  let s = 0;
  for (let i = 0; i < Math.min(k, cells.length); i++) s += cells[i]!;
  return s;
}

/** The positive numbers of x in [1, n] sharing each digit product f(x) in [1, n]. */
export function goldCounts(n: number): number[] {
  const c = new Map<number, number>();
  for (let x = 1; x <= n; x++) {
    const f = digitProduct(x);
    if (f >= 1 && f <= n) c.set(f, (c.get(f) ?? 0) + 1);
  }
  return [...c.values()];
}

/** Sets of at least two distinct integers > 1 whose product is n. */
export function distinctFactorizationCount(n: number): bigint {
  const ds = divisorsOf(n);
  const index = new Map(ds.map((d, i) => [d, i]));
  const ways: bigint[] = new Array(ds.length).fill(0n);
  ways[0] = 1n;
  for (const d of ds) {
    if (d === 1) continue;
    for (let i = ds.length - 1; i >= 0; i--) {
      const m = ds[i]!;
      if (m % d !== 0) continue;
      const j = index.get(m / d);
      if (j !== undefined) ways[i]! += ways[j]!;
    }
  }
  return n > 1 ? ways[ds.length - 1]! - 1n : 0n;
}

function divisorsOf(n: number): number[] {
  let ds = [1];
  for (const [p, e] of factorize(n)) {
    const next: number[] = [];
    for (const d of ds) for (let k = 0, pk = 1; k <= e; k++, pk *= p) next.push(d * pk);
    ds = next;
  }
  return ds.sort((a, b) => a - b);
}

/** Largest L >= 1 with sum floor(a[i] / L) >= k, or 0 when none (k > sum a). */
export function maximumDivisor(a: number[], k: number): number {
  const total = (l: number) => a.reduce((s, v) => s + Math.floor(v / l), 0);
  let lo = 0;
  let hi = Math.max(...a);
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo + 1) / 2);
    if (total(mid) >= k) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Largest product of positive integers summing to n (n >= 1), exactly or modulo m. */
export function maxProductFixedSum(n: number, m?: bigint): bigint {
  const pow3 = (e: number) => (m === undefined ? 3n ** BigInt(e) : modPow(3n, BigInt(e), m));
  const reduce = (v: bigint) => (m === undefined ? v : v % m);
  if (n <= 4) return reduce(BigInt(n));
  const r = n % 3;
  const threes = Math.floor(n / 3);
  if (r === 0) return pow3(threes);
  if (r === 1) return reduce(4n * pow3(threes - 1));
  return reduce(2n * pow3(threes));
}

/** A subset (indices) of values with the largest XOR, by a linear basis over GF(2). */
export function maxXorSubset(values: number[]): { best: number; indices: number[] } {
  const basis: Array<{ v: number; set: bigint } | undefined> = [];
  for (let i = 0; i < values.length; i++) {
    let v = values[i]!;
    let set = 1n << BigInt(i);
    for (let b = 30; b >= 0 && v !== 0; b--) {
      if (((v >> b) & 1) === 0) continue;
      const e = basis[b];
      if (e === undefined) {
        basis[b] = { v, set };
        v = 0;
      } else {
        v ^= e.v;
        set ^= e.set;
      }
    }
  }
  let best = 0;
  let set = 0n;
  for (let b = 30; b >= 0; b--) {
    const e = basis[b];
    if (e !== undefined && (best ^ e.v) > best) {
      best ^= e.v;
      set ^= e.set;
    }
  }
  const indices: number[] = [];
  for (let i = 0; i < values.length; i++) if ((set >> BigInt(i)) & 1n) indices.push(i);
  return { best, indices };
}

/** Fewest Fibonacci numbers (1, 2, 3, 5, ...) added or subtracted that sum to k >= 0. */
export function minFibonacciTerms(k: number): number {
  const fib = [1, 2];
  while (fib[fib.length - 1]! < k) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
  const memo = new Map<number, number>();
  const go = (x: number): number => {
    if (x === 0) return 0;
    const cached = memo.get(x);
    if (cached !== undefined) return cached;
    const hiIdx = fib.findIndex((f) => f >= x);
    if (fib[hiIdx] === x) {
      memo.set(x, 1);
      return 1;
    }
    const hi = fib[hiIdx]!;
    const lo = fib[hiIdx - 1]!;
    const r = 1 + Math.min(go(x - lo), go(hi - x));
    memo.set(x, r);
    return r;
  };
  return go(k);
}
