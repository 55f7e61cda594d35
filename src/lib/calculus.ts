// Random elementary functions of x and numeric equivalence checks for the calculus environments.
import type { Rng } from "../core/rng.ts";
import { agreement, type Expr, type Fn, fn, hasX, num, toText, valuesAt, X } from "./expr.ts";

const UNARY: Fn[] = ["sin", "cos", "exp", "log", "sqrt", "sin", "cos", "tan"];
const GENTLE_UNARY: Fn[] = ["sin", "cos", "log", "sqrt"];
const BINARY = ["+", "-", "*", "/", "^", "+", "*"] as const;
const WIDE_BINARY = ["+", "-", "*", "/", "+", "*"] as const;

// Large functions are mostly sums, differences, products and quotients of smaller pieces: deep chains
// of exp, tan and powers overflow or are undefined almost everywhere.
function build(k: number, rng: Rng): Expr {
  if (k === 0) return rng.bool(0.7) ? X : num(rng.int(2, 9));
  if (rng.bool(k <= 6 ? 0.35 : 0.12)) {
    const a = build(k - 1, rng);
    return fn(rng.pick(k <= 4 ? UNARY : GENTLE_UNARY), hasX(a) ? a : X);
  }
  const op = rng.pick(k <= 8 ? BINARY : WIDE_BINARY);
  if (op === "^") {
    const a = build(k - 1, rng);
    return { t: "bin", op, a: hasX(a) ? a : X, b: num(rng.int(2, 3)) };
  }
  const left = rng.int(0, k - 1);
  let a = build(left, rng);
  let b = build(k - 1 - left, rng);
  if (!hasX(a) && !hasX(b)) {
    if (rng.bool()) a = X;
    else b = X;
  }
  if (toText(a) === toText(b)) b = hasX(a) ? num(rng.int(2, 9)) : X;
  if (op === "*" && !hasX(b)) [a, b] = [b, a];
  return { t: "bin", op, a, b };
}

/** Count of operators and functions in e. */
export function operationCount(e: Expr): number {
  if (e.t === "neg" || e.t === "fn") return 1 + operationCount(e.a);
  if (e.t === "bin") return 1 + operationCount(e.a) + operationCount(e.b);
  return 0;
}

/** Fraction of points where all the expressions are finite, moderate and well-conditioned. */
export function stableShare(es: Expr[], points: readonly number[]): number {
  const vals = es.map((e) => stableValues(e, points));
  let ok = 0;
  for (let i = 0; i < points.length; i++) {
    if (vals.every((v) => Number.isFinite(v[i]!) && Math.abs(v[i]!) < 1e6)) ok++;
  }
  return ok / points.length;
}

/** Sample points in [-3, 3] away from 0 (two thirds of them positive, where log and sqrt live), sorted. */
export function samplePoints(rng: Rng, count = 30): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const v = (out.length % 3 === 2 ? -1 : 1) * (Math.round(rng.float() * 2.9 * 1e4) / 1e4 + 0.1);
    if (!out.includes(v)) out.push(v);
  }
  return out.sort((a, b) => a - b);
}

/**
 * A random function with exactly `ops` operators and functions, accepted when `accept` holds (retried
 * otherwise); falls back to a polynomial-like chain that is defined everywhere.
 */
export function randomFunction(ops: number, rng: Rng, accept: (e: Expr) => boolean): Expr {
  for (let attempt = 0; attempt < 60; attempt++) {
    const e = build(ops, rng);
    if (hasX(e) && accept(e)) return e;
  }
  let e: Expr = X;
  for (let i = 0; i < ops; i++)
    e = { t: "bin", op: i % 2 === 0 ? "*" : "+", a: e, b: i % 2 === 0 ? X : num(i + 1) };
  return e;
}

export interface Equivalence {
  ok: boolean;
  reason: string;
}

/** Values at the points, NaN where the evaluation is ill-conditioned (a relative nudge of x by 1e-11 moves
 * the value by more than 1e-8 relative), so that rounding cannot decide a comparison. */
export function stableValues(e: Expr, points: readonly number[]): number[] {
  const v = valuesAt(e, points);
  const w = valuesAt(
    e,
    points.map((x) => x * (1 + 1e-11)),
  );
  return v.map((a, i) => {
    const b = w[i]!;
    return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(a))
      ? a
      : Number.NaN;
  });
}

/**
 * Whether `actual` equals `expected` as functions, judged at the points: at every point where the expected
 * function is finite, well-conditioned and moderate (below 1e8), `actual` must be finite and
 * well-conditioned too and agree to relative 1e-9, and there must be at least 8 such points. An answer that
 * is undefined, infinite or ill-conditioned where the expected function is not is wrong there: skipping
 * such points would accept answers made wrong on half the line and hidden there, for example by adding
 * (sqrt((x-1.5)^2)+x-1.5)*sin(10^20*x) or exp(10000*(x-1.6)).
 */
export function numericallyEqual(expected: Expr, actual: Expr, points: readonly number[]): Equivalence {
  const ev = stableValues(expected, points);
  const av = stableValues(actual, points);
  let defined = 0;
  let undefinedAt = 0;
  for (let i = 0; i < points.length; i++) {
    if (!Number.isFinite(ev[i]!) || Math.abs(ev[i]!) > 1e8) continue;
    defined++;
    if (!Number.isFinite(av[i]!)) undefinedAt++;
  }
  // 1e-9 is far above the rounding differences of equivalent well-conditioned forms (about 1e-12), and
  // below the error of a finite-difference quotient with a printable step (h = 1e-3 gives about 1e-7).
  const { valid, mismatches } = agreement(ev, av, 1e-9);
  if (mismatches > 0) return { ok: false, reason: `differs at ${mismatches} of ${valid} test points` };
  if (undefinedAt > 0)
    return {
      ok: false,
      reason: `undefined, infinite or ill-conditioned at ${undefinedAt} of ${defined} test points where the expected function is defined`,
    };
  if (valid < 8) return { ok: false, reason: `defined at too few test points (${valid} of ${defined})` };
  return { ok: true, reason: `agrees at all ${valid} test points` };
}
