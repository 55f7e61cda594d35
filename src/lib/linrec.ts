// Linear recurrences modulo a small prime p (p² < 2^53): Berlekamp-Massey and the k-th term by polynomial
// exponentiation (Kitamasa).

function powSmall(a: number, e: number, p: number): number {
  let r = 1;
  let b = a % p;
  while (e > 0) {
    if (e & 1) r = (r * b) % p;
    b = (b * b) % p;
    e = Math.floor(e / 2);
  }
  return r;
}

/** The shortest c with s[i] = Σ_j c[j]·s[i-1-j] (mod p) for all i >= c.length. */
export function berlekampMassey(s: readonly number[], p: number): number[] {
  const n = s.length;
  let C = new Array<number>(n + 1).fill(0);
  let B = new Array<number>(n + 1).fill(0);
  C[0] = B[0] = 1;
  let L = 0;
  let m = 0;
  let b = 1;
  for (let i = 0; i < n; i++) {
    m++;
    let d = s[i]! % p;
    for (let j = 1; j <= L; j++) d = (d + C[j]! * s[i - j]!) % p;
    if (d === 0) continue;
    const T = C.slice();
    const coef = (d * powSmall(b, p - 2, p)) % p;
    for (let j = m; j <= n; j++) C[j] = (((C[j]! - ((coef * B[j - m]!) % p)) % p) + p) % p;
    if (2 * L > i) continue;
    L = i + 1 - L;
    B = T;
    b = d;
    m = 0;
  }
  C = C.slice(1, L + 1);
  return C.map((x) => (p - x) % p);
}

/** Term k (0-based) of the sequence with first terms s and recurrence c (from berlekampMassey). */
export function linearRecurrenceTerm(
  s: readonly number[],
  c: readonly number[],
  k: number,
  p: number,
): number {
  const n = c.length;
  if (n === 0) return 0;
  const combine = (a: number[], b: number[]): number[] => {
    const res = new Array<number>(2 * n + 1).fill(0);
    for (let i = 0; i <= n; i++) {
      if (a[i] === 0) continue;
      for (let j = 0; j <= n; j++) res[i + j] = (res[i + j]! + a[i]! * b[j]!) % p;
    }
    for (let i = 2 * n; i > n; i--) {
      if (res[i] === 0) continue;
      for (let j = 0; j < n; j++) res[i - 1 - j] = (res[i - 1 - j]! + res[i]! * c[j]!) % p;
    }
    return res.slice(0, n + 1);
  };
  let pol = new Array<number>(n + 1).fill(0);
  let e = new Array<number>(n + 1).fill(0);
  pol[0] = 1;
  if (n >= 1) e[1] = 1;
  for (let kk = k + 1; kk > 0; kk = Math.floor(kk / 2)) {
    if (kk % 2 === 1) pol = combine(pol, e);
    e = combine(e, e);
  }
  let res = 0;
  for (let i = 0; i < n; i++) res = (res + pol[i + 1]! * s[i]!) % p;
  return res;
}
