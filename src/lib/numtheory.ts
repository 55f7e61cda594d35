// Number theory on safe integers and BigInts: gcd, modular arithmetic, primes, factorisation, CRT.

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return Math.abs((a / gcd(a, b)) * b);
}

export function gcdBig(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function lcmBig(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  const l = (a / gcdBig(a, b)) * b;
  return l < 0n ? -l : l;
}

/** Mathematical modulo: the result is in [0, m). */
export function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** Extended Euclid: [g, x, y] with a*x + b*y = g = gcd(a, b) >= 0. */
export function extGcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [oldR, r] = [a, b];
  let [oldS, s] = [1n, 0n];
  let [oldT, t] = [0n, 1n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
    [oldT, t] = [t, oldT - q * t];
  }
  return oldR < 0n ? [-oldR, -oldS, -oldT] : [oldR, oldS, oldT];
}

/** base^exp mod m for exp >= 0, m >= 1. */
export function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  let result = 1n;
  let b = mod(base, m);
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return result;
}

/** a^-1 mod m, or null when gcd(a, m) != 1. */
export function modInverse(a: bigint, m: bigint): bigint | null {
  const [g, x] = extGcd(mod(a, m), m);
  return g === 1n ? mod(x, m) : null;
}

/** a*b mod m for non-negative integers and m < 2^53; exact without BigInt when m <= 2^32. */
export function mulMod(a: number, b: number, m: number): number {
  const p = a * b;
  if (p <= Number.MAX_SAFE_INTEGER) return p % m;
  if (m <= 4294967296) {
    const x = a % m;
    const y = b % m;
    const hi = Math.floor(y / 65536);
    const lo = y - hi * 65536;
    return (((x * hi) % m) * 65536 + x * lo) % m;
  }
  return Number((BigInt(a) * BigInt(b)) % BigInt(m));
}

/** a^e mod m on numbers (m < 2^53). */
export function powMod(a: number, e: number, m: number): number {
  if (m === 1) return 0;
  let r = 1;
  let b = ((a % m) + m) % m;
  while (e > 0) {
    if (e % 2 === 1) r = mulMod(r, b, m);
    b = mulMod(b, b, m);
    e = Math.floor(e / 2);
  }
  return r;
}

/** Primes up to n (inclusive) by the sieve of Eratosthenes. */
export function primesUpTo(n: number): number[] {
  if (n < 2) return [];
  const composite = new Uint8Array(n + 1);
  const out: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    out.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = 1;
  }
  return out;
}

/** Smallest prime factor of every number up to n (spf[0] = spf[1] = 0). */
export function smallestPrimeFactors(n: number): Int32Array {
  const spf = new Int32Array(n + 1);
  for (let i = 2; i <= n; i++) {
    if (spf[i] !== 0) continue;
    for (let j = i; j <= n; j += i) if (spf[j] === 0) spf[j] = i;
  }
  return spf;
}

const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

/** Deterministic Miller-Rabin for n < 3.3e24, probabilistic-free for all BigInts in practice. */
export function isPrime(n: bigint | number): boolean {
  const x = BigInt(n);
  if (x < 2n) return false;
  for (const p of SMALL_PRIMES) {
    if (x === p) return true;
    if (x % p === 0n) return false;
  }
  let d = x - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  outer: for (const a of SMALL_PRIMES) {
    let y = modPow(a, d, x);
    if (y === 1n || y === x - 1n) continue;
    for (let i = 1; i < s; i++) {
      y = (y * y) % x;
      if (y === x - 1n) continue outer;
    }
    return false;
  }
  return true;
}

/** Prime factorisation by trial division: [prime, exponent] pairs ascending (n up to ~1e12 is fast). */
export function factorize(n: number): Array<[number, number]> {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`factorize: ${n}`);
  const out: Array<[number, number]> = [];
  for (let p = 2; p * p <= n; p += p === 2 ? 1 : 2) {
    if (n % p !== 0) continue;
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    out.push([p, e]);
  }
  if (n > 1) out.push([n, 1]);
  return out;
}

/** Euler's totient of n. */
export function phi(n: number): number {
  let r = n;
  for (const [p] of factorize(n)) r = (r / p) * (p - 1);
  return r;
}

/** All divisors of n, ascending. */
export function divisors(n: number): number[] {
  let ds = [1];
  for (const [p, e] of factorize(n)) {
    const next: number[] = [];
    for (const d of ds) {
      let pk = 1;
      for (let k = 0; k <= e; k++) {
        next.push(d * pk);
        pk *= p;
      }
    }
    ds = next;
  }
  return ds.sort((a, b) => a - b);
}

/**
 * Chinese remainder theorem for possibly non-coprime moduli: the least x >= 0 and the combined modulus
 * with x = r_i (mod m_i) for all i, or null if the system has no solution.
 */
export function crt(residues: bigint[], moduli: bigint[]): { x: bigint; modulus: bigint } | null {
  let x = 0n;
  let m = 1n;
  for (let i = 0; i < residues.length; i++) {
    const mi = moduli[i]!;
    const ri = mod(residues[i]!, mi);
    const [g, p] = extGcd(m, mi);
    if ((ri - x) % g !== 0n) return null;
    const l = (m / g) * mi;
    x = mod(x + ((((ri - x) / g) * p) % (mi / g)) * m, l);
    m = l;
  }
  return { x, modulus: m };
}
