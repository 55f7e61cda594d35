// Partition counts, subset sums of 1..h, line-ups with adjacency bans and binomial tail sums modulo 10^K.
import { chooseBig } from "./modcomb.ts";
import { powMod31 } from "./number-theory-counting.ts";
import { isPrime, modInverse } from "./numtheory.ts";

/** p(0..m) modulo q (q < 2^26) by Euler's pentagonal recurrence. */
function partitionNumbersMod(m: number, q: number): Float64Array {
  const p = new Float64Array(m + 1);
  p[0] = 1;
  for (let n = 1; n <= m; n++) {
    let s = 0;
    for (let k = 1; ; k++) {
      const g1 = (k * (3 * k - 1)) / 2;
      if (g1 > n) break;
      const t = p[n - g1]! + (g1 + k <= n ? p[n - g1 - k]! : 0);
      s = k % 2 === 1 ? s + t : s - t;
    }
    s %= q;
    p[n] = s < 0 ? s + q : s;
  }
  return p;
}

/** Partitions of m into parts of size at most k, modulo a prime q < 2^26. */
function partsAtMostMod(m: number, k: number, q: number): number {
  if (k >= m) return partitionNumbersMod(m, q)[m]!;
  if (k * k <= m) {
    const dp = new Float64Array(m + 1);
    dp[0] = 1;
    for (let part = 1; part <= k; part++) {
      for (let s = part; s <= m; s++) {
        const v = dp[s]! + dp[s - part]!;
        dp[s] = v >= q ? v - q : v;
      }
    }
    return dp[m]!;
  }
  // prod_{i<=k} 1/(1-x^i) = P(x) * prod_{i>k} (1-x^i); the second factor counts sets of distinct parts > k
  // (signed by their number): e[s] = sets of j distinct parts >= k+1 with sum s, for j = 1, 2, ...
  const p = partitionNumbersMod(m, q);
  const signed = new Float64Array(m + 1);
  signed[0] = 1;
  let e = new Float64Array(m + 1);
  e[0] = 1;
  for (let j = 1; (j * (2 * k + j + 1)) / 2 <= m; j++) {
    const next = new Float64Array(m + 1);
    for (let s = j; s <= m; s++) {
      let v = next[s - j]!;
      if (s - j - k >= 0) v += e[s - j - k]!;
      next[s] = v >= q ? v - q : v;
    }
    for (let s = 0; s <= m; s++) {
      const v = j % 2 === 1 ? signed[s]! - next[s]! : signed[s]! + next[s]!;
      signed[s] = v < 0 ? v + q : v >= q ? v - q : v;
    }
    e = next;
  }
  let total = 0;
  for (let t = 0; t <= m; t++) total = (total + ((signed[t]! * p[m - t]!) % q)) % q;
  return total;
}

const CRT_PRIMES: number[] = [];

/** Primes below 2^26, largest first. */
function crtPrime(i: number): number {
  for (
    let c = CRT_PRIMES.length === 0 ? 2 ** 26 - 1 : CRT_PRIMES[CRT_PRIMES.length - 1]! - 2;
    CRT_PRIMES.length <= i;
    c -= 2
  ) {
    if (isPrime(c)) CRT_PRIMES.push(c);
  }
  return CRT_PRIMES[i]!;
}

/**
 * Partitions of m into parts of size at most k, exactly: computed modulo enough primes below 2^26 (the
 * count is at most p(m) < exp(pi sqrt(2m/3))) and joined by the CRT.
 */
export function partitionsWithPartsAtMost(m: number, k: number): bigint {
  if (m < 0) return 0n;
  if (m === 0) return 1n;
  if (k <= 0) return 0n;
  const bits = (Math.PI * Math.sqrt((2 * m) / 3)) / Math.LN2 + 2;
  let x = 0n;
  let modulus = 1n;
  for (let i = 0; modulus.toString(2).length <= bits + 1; i++) {
    const q = crtPrime(i);
    const r = partsAtMostMod(m, k, q);
    const Q = BigInt(q);
    const t = (((BigInt(r) - (x % Q)) % Q) + Q) % Q;
    x += modulus * ((t * modInverse(modulus % Q, Q)!) % Q);
    modulus *= Q;
  }
  return x;
}

/** Partitions of n into exactly k positive parts. */
export function partitionsIntoExactly(n: number, k: number): bigint {
  if (k <= 0 || k > n) return n === 0 && k === 0 ? 1n : 0n;
  return partitionsWithPartsAtMost(n - k, k);
}

/**
 * The tallest tower (layer i holds i blocks of one colour) buildable from at most a black and b white
 * blocks, and the number of ways to colour its layers: subsets of {1..h} (black layers) with sum in
 * [T - b, a], T = h(h+1)/2. Coefficients of prod (1 + x^i) are symmetric, so only sums up to T/2 are kept.
 */
export function monochromeTower(a: number, b: number): { height: number; ways: bigint } {
  let h = 0;
  while (((h + 1) * (h + 2)) / 2 <= a + b) h++;
  const total = (h * (h + 1)) / 2;
  const lo = Math.max(0, total - b);
  const hi = Math.min(a, total);
  const half = Math.floor(total / 2);
  const dp = new Array<bigint>(half + 1).fill(0n);
  dp[0] = 1n;
  for (let i = 1; i <= h; i++) for (let s = half; s >= i; s--) dp[s]! += dp[s - i]!;
  let ways = 0n;
  for (let s = lo; s <= hi; s++) ways += dp[s <= half ? s : total - s]!;
  return { height: h, ways };
}

function factorialBig(n: number): bigint {
  let r = 1n;
  for (let i = 2; i <= n; i++) r *= BigInt(i);
  return r;
}

function arrangements(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
}

/**
 * Line-ups of n distinct boys, m distinct girls and 2 distinct teachers with no two girls adjacent and the
 * teachers not adjacent: teachers apart among the boys, or side by side with a girl put between them.
 */
export function noAdjacentGirlCount(n: number, m: number): bigint {
  const apart = (factorialBig(n + 2) - 2n * factorialBig(n + 1)) * arrangements(n + 3, m);
  const together = m >= 1 ? 2n * factorialBig(n + 1) * BigInt(m) * arrangements(n + 2, m - 1) : 0n;
  return apart + together;
}

/** a*b mod m for a, b < m < 2^26 (the product stays below 2^52). */
const mulSmall = (a: number, b: number, m: number): number => (a * b) % m;

/**
 * Binomial coefficients modulo a prime power q = p^e (q < 2^26): with F(n) the product of 1..n with every
 * factor p removed, F(n) = F(n / p) * (product of units of a full block)^(n / q) * (units up to n mod q).
 */
export class PrimePowerBinomials {
  private readonly prefix: Float64Array;
  readonly q: number;

  constructor(
    readonly p: number,
    readonly e: number,
  ) {
    this.q = p ** e;
    if (this.q >= 2 ** 26) throw new RangeError("PrimePowerBinomials: p^e must be below 2^26");
    this.prefix = new Float64Array(this.q + 1);
    this.prefix[0] = 1 % this.q;
    for (let i = 1; i <= this.q; i++) {
      this.prefix[i] = i % p === 0 ? this.prefix[i - 1]! : mulSmall(this.prefix[i - 1]!, i, this.q);
    }
  }

  /** F(n) modulo q and the exponent of p in n!. */
  private factorial(n: number): [number, number] {
    let unit = 1 % this.q;
    let exp = 0;
    const block = this.prefix[this.q]!;
    for (let x = n; x > 0; x = Math.floor(x / this.p)) {
      unit = mulSmall(unit, powMod31(block, Math.floor(x / this.q), this.q), this.q);
      unit = mulSmall(unit, this.prefix[x % this.q]!, this.q);
      exp += Math.floor(x / this.p);
    }
    return [unit, exp];
  }

  /** C(n, r) modulo p^e. */
  choose(n: number, r: number): number {
    if (r < 0 || r > n) return 0;
    const [a, ea] = this.factorial(n);
    const [b, eb] = this.factorial(r);
    const [c, ec] = this.factorial(n - r);
    const exp = ea - eb - ec;
    if (exp >= this.e) return 0;
    const inv = Number(modInverse(BigInt(mulSmall(b, c, this.q)), BigInt(this.q))!);
    return mulSmall(mulSmall(a, inv, this.q), this.p ** exp, this.q);
  }
}

const binomialTables = new Map<string, PrimePowerBinomials>();

/** A shared (cached) PrimePowerBinomials for p^e. */
export function primePowerBinomials(p: number, e: number): PrimePowerBinomials {
  const key = `${p}^${e}`;
  let t = binomialTables.get(key);
  if (t === undefined) {
    t = new PrimePowerBinomials(p, e);
    binomialTables.set(key, t);
  }
  return t;
}

/**
 * Pairs (S, T) of binary strings, |S| = m + delta, |T| = m, where S has more ones than T, modulo 10^k
 * (k <= 9). Complementing T turns the count into sum_{s > m} C(n, s), n = 2m + delta, and symmetry gives
 * 2X = 2^n + sum_{s=m+1}^{m+delta-1} C(n, s) (or 2^n - C(n, m) when delta = 0). 2X is found modulo
 * 2^(k+1) and 5^k and joined by the CRT.
 */
export function pairMoreOneCount(m: number, delta: number, k: number): number {
  if (k < 1 || k > 9) throw new RangeError("pairMoreOneCount: k must be in [1, 9]");
  const n = 2 * m + delta;
  const twiceModulo = (bin: PrimePowerBinomials): number => {
    const q = bin.q;
    let twice = powMod31(2, n, q);
    if (delta === 0) twice = (twice - bin.choose(n, m) + q) % q;
    for (let s = m + 1; s <= m + delta - 1; s++) twice = (twice + bin.choose(n, s)) % q;
    return twice;
  };
  const m2 = 2 ** (k + 1);
  const m5 = 5 ** k;
  const r2 = twiceModulo(primePowerBinomials(2, k + 1));
  const r5 = twiceModulo(primePowerBinomials(5, k));
  const t = mulSmall((((r2 - (r5 % m2)) % m2) + m2) % m2, Number(modInverse(BigInt(m5), BigInt(m2))!), m2);
  return (r5 + m5 * t) / 2;
}

/** The same count exactly, for tests and small cases. */
export function pairMoreOneExact(m: number, delta: number): bigint {
  const n = 2 * m + delta;
  let x = 0n;
  for (let s = m + 1; s <= n; s++) x += chooseBig(n, s);
  return x;
}

/** A rough cost (inner-loop steps) of partitionsWithPartsAtMost(m, k), to keep generation bounded. */
export function partitionsCost(m: number, k: number): number {
  if (m <= 0 || k <= 0) return 1;
  const primes = Math.ceil((Math.PI * Math.sqrt((2 * m) / 3)) / Math.LN2 / 25) + 1;
  const pentagonal = m * 1.6 * Math.sqrt(m);
  if (k >= m) return primes * pentagonal;
  if (k * k <= m) return primes * m * k;
  return primes * (pentagonal + (m * m) / k);
}
