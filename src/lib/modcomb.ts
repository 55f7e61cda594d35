// Combinatorics modulo a prime p (p < 2^31 so products stay exact in doubles via mulMod).
import { mulMod, powMod } from "./numtheory.ts";

/** Factorials and inverse factorials mod a prime p, up to n (n < p). */
export class Binomials {
  readonly fact: number[];
  readonly invFact: number[];

  constructor(
    readonly n: number,
    readonly p: number,
  ) {
    if (n >= p) throw new RangeError(`Binomials: n=${n} must be below the prime ${p}`);
    this.fact = [1];
    for (let i = 1; i <= n; i++) this.fact.push(mulMod(this.fact[i - 1]!, i, p));
    this.invFact = new Array(n + 1);
    this.invFact[n] = powMod(this.fact[n]!, p - 2, p);
    for (let i = n; i > 0; i--) this.invFact[i - 1] = mulMod(this.invFact[i]!, i, p);
  }

  /** C(a, b) mod p; 0 when b < 0 or b > a. */
  choose(a: number, b: number): number {
    if (b < 0 || b > a) return 0;
    return mulMod(mulMod(this.fact[a]!, this.invFact[b]!, this.p), this.invFact[a - b]!, this.p);
  }
}

/** C(n, k) exactly, as a BigInt. */
export function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  k = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** Primes often used as moduli in counting tasks. */
export const COMMON_PRIMES = [998244353, 1000000007, 1000000009] as const;

/** Surjections of n labelled balls onto r labelled boxes (r! * S(n, r)) mod m, by the O(n*r) recurrence. */
export function surjectionsMod(n: number, r: number, m: number): number {
  if (r > n) return 0;
  let row = new Array<number>(r + 1).fill(0);
  row[0] = 1 % m;
  for (let i = 1; i <= n; i++) {
    const next = new Array<number>(r + 1).fill(0);
    for (let k = 1; k <= Math.min(i, r); k++) next[k] = mulMod(k, (row[k]! + row[k - 1]!) % m, m);
    row = next;
  }
  return row[r]!;
}
