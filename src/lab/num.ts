import { Rng } from "../core/rng.ts";

/**
 * Numerics for the lab: everything that touches a probability goes through log-space helpers here
 * (see docs/rlvr-dynamics §7.1: naive p/J and p/(1-J) produce NaNs as soon as J rounds to 1).
 */

/** log(sum_i exp(x[off + i*stride])) for i < n; -Infinity for an empty or all -Infinity input. */
export function logSumExp(x: ArrayLike<number>, off = 0, n = x.length - off, stride = 1): number {
  let m = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const v = x[off + i * stride]!;
    if (v > m) m = v;
  }
  if (m === Number.NEGATIVE_INFINITY || m === Number.POSITIVE_INFINITY) return m;
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.exp(x[off + i * stride]! - m);
  return m + Math.log(s);
}

/** Stable logistic function sigma(x) = 1 / (1 + e^-x). */
export function sigmoid(x: number): number {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}

/** log sigma(x), stable for both signs. */
export function logSigmoid(x: number): number {
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

/** logit(p) = log(p / (1 - p)). */
export function logit(p: number): number {
  return Math.log(p) - Math.log1p(-p);
}

/** log(1 - e^x) for x <= 0, accurate near 0 and for very negative x (Maechler 2012). */
export function log1mexp(x: number): number {
  if (x > 0) return Number.NaN;
  if (x === 0) return Number.NEGATIVE_INFINITY;
  return x > -Math.LN2 ? Math.log(-Math.expm1(x)) : Math.log1p(-Math.exp(x));
}

/** Log-odds Phi = log J - log(1 - J) from log J (log J <= 0). */
export function logOddsFromLogJ(logJ: number): number {
  return logJ - log1mexp(logJ);
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>, n = a.length): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i]! * b[i]!;
  return s;
}

export function norm(a: ArrayLike<number>): number {
  return Math.sqrt(dot(a, a));
}

/** y += alpha * x */
export function axpy(alpha: number, x: ArrayLike<number>, y: Float64Array): void {
  for (let i = 0; i < y.length; i++) y[i]! += alpha * x[i]!;
}

/** Least-squares line y = intercept + slope x, and Pearson correlation. */
export function linearFit(xs: readonly number[], ys: readonly number[]) {
  const n = xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i]!;
    my += ys[i]!;
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, r: sxy / Math.sqrt(sxx * syy) };
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return Number.NaN;
  return n % 2 === 1 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

export function mean(xs: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s / xs.length;
}

/** n points from lo to hi, evenly spaced on a log scale. */
export function logGrid(lo: number, hi: number, n: number): number[] {
  if (n === 1) return [lo];
  const a = Math.log(lo);
  const b = Math.log(hi);
  return Array.from({ length: n }, (_, i) => Math.exp(a + ((b - a) * i) / (n - 1)));
}

/** Round to `digits` significant digits (for printing and JSON). */
export function sig(x: number, digits = 4): number {
  if (!Number.isFinite(x) || x === 0) return x;
  return Number(x.toPrecision(digits));
}

/**
 * A fast seeded generator for the simulators (sfc32), seeded from the core Rng so that every stream
 * is a pure function of its labels. Holds its own state; nothing global.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare = Number.NaN;

  constructor(...parts: Array<string | number>) {
    const r = Rng.from("rlve-lab", ...parts);
    this.a = r.int(0, 0xffffffff) | 0;
    this.b = r.int(0, 0xffffffff) | 0;
    this.c = r.int(0, 0xffffffff) | 0;
    this.d = r.int(1, 0xffffffff) | 0;
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Standard normal (Box-Muller, caching the second value). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const s = this.spare;
      this.spare = Number.NaN;
      return s;
    }
    let u = 0;
    while (u === 0) u = this.float();
    const v = this.float();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Index drawn from probabilities p[off .. off+n) (which sum to 1 up to rounding). */
  categorical(p: ArrayLike<number>, off: number, n: number): number {
    let u = this.float();
    for (let i = 0; i < n - 1; i++) {
      u -= p[off + i]!;
      if (u < 0) return i;
    }
    return n - 1;
  }

  /** A random unit vector in R^d. */
  unitVector(d: number): Float64Array {
    const v = new Float64Array(d);
    for (let i = 0; i < d; i++) v[i] = this.normal();
    const n = norm(v);
    for (let i = 0; i < d; i++) v[i]! /= n;
    return v;
  }
}

/** Mean and standard error of the mean (SE 0 for one value), rounded by sig. */
export function meanSe(xs: readonly number[]): { mean: number; se: number } {
  const m = mean(xs);
  if (xs.length < 2) return { mean: sig(m), se: 0 };
  const v = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
  return { mean: sig(m), se: sig(Math.sqrt(v / xs.length)) };
}
