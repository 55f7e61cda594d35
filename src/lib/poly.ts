// Integer polynomials as coefficient lists (index = degree), exact on BigInt.
import { Rational } from "./rational.ts";

export type Poly = bigint[];

/** Drops leading zero coefficients (the zero polynomial is []). */
export function trim(p: Poly): Poly {
  const out = p.slice();
  while (out.length > 0 && out[out.length - 1] === 0n) out.pop();
  return out;
}

export function polyAdd(a: Poly, b: Poly): Poly {
  const out: Poly = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push((a[i] ?? 0n) + (b[i] ?? 0n));
  return trim(out);
}

export function polyMul(a: Poly, b: Poly): Poly {
  if (a.length === 0 || b.length === 0) return [];
  const out: Poly = new Array(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0n) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  }
  return trim(out);
}

/** Π (x − r) over the roots. */
export function polyFromRoots(roots: readonly bigint[]): Poly {
  let p: Poly = [1n];
  for (const r of roots) p = polyMul(p, [-r, 1n]);
  return p;
}

export function polyEval(p: Poly, x: bigint): bigint {
  let v = 0n;
  for (let i = p.length - 1; i >= 0; i--) v = v * x + p[i]!;
  return v;
}

/** p(x) exactly at a rational point. */
export function polyEvalRational(p: readonly bigint[], x: Rational): Rational {
  const deg = p.length - 1;
  if (deg < 0) return Rational.ZERO;
  // p(n/d) = Σ a_i n^i d^(deg-i) / d^deg.
  let num = 0n;
  let nPow = 1n;
  const dPows: bigint[] = [1n];
  for (let i = 1; i <= deg; i++) dPows.push(dPows[i - 1]! * x.den);
  for (let i = 0; i <= deg; i++) {
    num += p[i]! * nPow * dPows[deg - i]!;
    nPow *= x.num;
  }
  return new Rational(num, dPows[deg]!);
}

/** Quotient and remainder of a / b over the rationals (b non-zero). */
export function polyDivMod(a: readonly bigint[], b: readonly bigint[]): { q: Rational[]; r: Rational[] } {
  const B = trim(b.slice());
  if (B.length === 0) throw new RangeError("polyDivMod: division by zero");
  const r = trim(a.slice()).map((c) => new Rational(c));
  const db = B.length - 1;
  const lead = new Rational(B[db]!);
  const q: Rational[] = new Array(Math.max(0, r.length - db)).fill(Rational.ZERO);
  for (let i = r.length - 1; i >= db; i--) {
    const c = r[i]!.div(lead);
    q[i - db] = c;
    if (c.isZero()) continue;
    for (let j = 0; j <= db; j++) r[i - db + j] = r[i - db + j]!.sub(c.mul(new Rational(B[j]!)));
  }
  return { q, r: r.slice(0, db) };
}

/** Lagrange interpolation through points with distinct x: the coefficients, as rationals. */
export function interpolate(points: ReadonlyArray<[bigint, bigint]>): Rational[] {
  const n = points.length;
  let out: Rational[] = new Array(n).fill(Rational.ZERO);
  for (let i = 0; i < n; i++) {
    const [xi, yi] = points[i]!;
    let basis: Poly = [1n];
    let den = 1n;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      basis = polyMul(basis, [-points[j]![0], 1n]);
      den *= xi - points[j]![0];
    }
    out = out.map((c, k) => c.add(new Rational((basis[k] ?? 0n) * yi, den)));
  }
  return out;
}

/** Human-readable form, highest degree first: "3*x^4 - 2*x^2 + x - 7". */
export function formatPoly(p: readonly (bigint | number)[], v = "x"): string {
  const terms: string[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const c = BigInt(p[i]!);
    if (c === 0n) continue;
    const abs = c < 0n ? -c : c;
    const mono = i === 0 ? "" : i === 1 ? v : `${v}^${i}`;
    const body = i === 0 ? `${abs}` : abs === 1n ? mono : `${abs}*${mono}`;
    if (terms.length === 0) terms.push(c < 0n ? `-${body}` : body);
    else terms.push(c < 0n ? `- ${body}` : `+ ${body}`);
  }
  return terms.length === 0 ? "0" : terms.join(" ");
}

/** A finite double as an exact dyadic fraction n / 2^k (k >= 0). */
export function dyadicOf(x: number): { n: bigint; k: number } {
  if (!Number.isFinite(x)) throw new RangeError("dyadicOf: not finite");
  let k = 0;
  let y = x;
  while (!Number.isInteger(y)) {
    y *= 2;
    k++;
  }
  return { n: BigInt(y), k };
}

/** p(n / 2^k) · 2^(k·deg), an integer. */
export function polyEvalDyadicScaled(p: readonly bigint[], n: bigint, k: number): bigint {
  const deg = p.length - 1;
  let v = 0n;
  const step = 1n << BigInt(k);
  for (let i = deg; i >= 0; i--) v = v * n + p[i]! * step ** BigInt(deg - i);
  return v;
}

export function evalDouble(c: readonly number[], x: number): number {
  let v = 0;
  for (let i = c.length - 1; i >= 0; i--) v = v * x + c[i]!;
  return v;
}

/** Global minimiser of a real polynomial (even degree, positive leading coefficient) by a dense grid over a bound on the critical points, refined by golden-section search. */
export function globalMinimiser(c: readonly number[]): number {
  const n = c.length - 1;
  let bound = 1;
  for (let i = 1; i < n; i++) bound = Math.max(bound, 1 + (i * Math.abs(c[i]!)) / (n * c[n]!));
  const g = 4000 + 200 * n;
  const xs: number[] = [];
  const fs: number[] = [];
  for (let i = 0; i <= g; i++) {
    const x = -bound + (2 * bound * i) / g;
    xs.push(x);
    fs.push(evalDouble(c, x));
  }
  let best = xs[0]!;
  let bestF = fs[0]!;
  for (let i = 0; i <= g; i++) {
    const left = i === 0 ? Number.POSITIVE_INFINITY : fs[i - 1]!;
    const right = i === g ? Number.POSITIVE_INFINITY : fs[i + 1]!;
    if (fs[i]! > left || fs[i]! > right) continue;
    let a = xs[Math.max(0, i - 1)]!;
    let b = xs[Math.min(g, i + 1)]!;
    const phi = (Math.sqrt(5) - 1) / 2;
    let x1 = b - phi * (b - a);
    let x2 = a + phi * (b - a);
    let f1 = evalDouble(c, x1);
    let f2 = evalDouble(c, x2);
    for (let it = 0; it < 200 && b - a > 1e-15 * (1 + Math.abs(a)); it++) {
      if (f1 <= f2) {
        b = x2;
        x2 = x1;
        f2 = f1;
        x1 = b - phi * (b - a);
        f1 = evalDouble(c, x1);
      } else {
        a = x1;
        x1 = x2;
        f1 = f2;
        x2 = a + phi * (b - a);
        f2 = evalDouble(c, x2);
      }
    }
    for (const x of [x1, x2, xs[i]!]) {
      const f = evalDouble(c, x);
      if (f < bestF) {
        bestF = f;
        best = x;
      }
    }
  }
  return best;
}
