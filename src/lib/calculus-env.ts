// Shared pieces of the Differentiate and Integral environments: answer grammar, parsing and scoring.
import { FormatError } from "../core/outcome.ts";
import { numericallyEqual, stableShare, stableValues } from "./calculus.ts";
import {
  derivative,
  type Expr,
  ExprSyntaxError,
  hasX,
  normalizeLatex,
  num,
  parseExpr,
  toText,
  valuesAt,
  X,
} from "./expr.ts";

/** Limits for answers: long enough for any reference, small enough to score fast. */
export const ANSWER_LIMITS = { maxLength: 20_000, maxNodes: 4000, maxDepth: 100, maxDigits: 30 };

export const SYNTAX =
  "Write the expression in x using: numbers (integers or decimals such as 0.5), x, the operators + - * /, " +
  "^ or ** for powers, parentheses, the functions sin cos tan exp log sqrt (log is the natural logarithm; " +
  "ln is also accepted), and the constants pi and E. Multiplication must be written with * (write 2*x, not 2x).";

export function parseFunction(text: string): Expr {
  try {
    return parseExpr(normalizeLatex(text.trim().replace(/\.$/, "")), ANSWER_LIMITS);
  } catch (err) {
    if (err instanceof ExprSyntaxError) throw new FormatError(err.message);
    throw err;
  }
}

/** Parse our own stored expression text (a failure is a bug, not a format error). */
export function parseStored(text: string): Expr {
  return parseExpr(text, ANSWER_LIMITS);
}

export { numericallyEqual };

/** Whether e is numerically zero wherever it is defined. */
export function vanishes(e: Expr, points: readonly number[]): boolean {
  return valuesAt(e, points).every((v) => !Number.isFinite(v) || Math.abs(v) < 1e-9);
}

/**
 * Factors that move a part's value by a few percent on the test points, differently at each point: 1 + x/100
 * and 1 + sin(x)/50. Both are positive there, so the domains of log, sqrt and division stay the same. Two,
 * because one factor can cancel against the part's context (x*(1 + x/100)/(x^2/32) only adds a constant).
 */
const WOBBLES: Expr[] = [
  { t: "bin", op: "+", a: num(1), b: { t: "bin", op: "/", a: X, b: num(100) } },
  { t: "bin", op: "+", a: num(1), b: { t: "bin", op: "/", a: { t: "fn", f: "sin", a: X }, b: num(50) } },
];

/** Per proper sub-expression of e with x in it: e with that sub-expression multiplied by each wobble. */
export function wobbledParts(e: Expr): Expr[][] {
  const out: Expr[][] = [];
  const walk = (n: Expr, rebuild: (m: Expr) => Expr, root: boolean): void => {
    if (!hasX(n)) return;
    if (!root) out.push(WOBBLES.map((w) => rebuild({ t: "bin", op: "*", a: n, b: w })));
    if (n.t === "neg" || n.t === "fn") walk(n.a, (m) => rebuild({ ...n, a: m }), false);
    else if (n.t === "bin") {
      walk(n.a, (m) => rebuild({ ...n, a: m }), false);
      walk(n.b, (m) => rebuild({ ...n, b: m }), false);
    }
  };
  walk(e, (m) => m, true);
  return out;
}

/**
 * Whether every part of e shows at the test points: for each sub-expression, some wobble of it moves e by
 * more than 1e-7 relative at some point where e is finite and moderate. A part that vanishes there
 * (exp((x-6)^3) is below 1e-13 on [-3, 3]) or is identically zero (6 - 6*x/x) would otherwise let an
 * answer that ignores it pass the checker. Values of e, not of its derivative, are compared: one
 * evaluation per wobble keeps generation fast at high levels, and test/audit checks the derivatives.
 */
export function everyPartShows(e: Expr, points: readonly number[]): boolean {
  const base = stableValues(e, points);
  const moves = (w: Expr): boolean => {
    const v = valuesAt(w, points);
    return base.some((b, i) => {
      const a = v[i]!;
      if (!Number.isFinite(b) || !Number.isFinite(a) || Math.abs(b) > 1e8) return false;
      return Math.abs(a - b) > 1e-7 * Math.max(1, Math.abs(b));
    });
  };
  return wobbledParts(e).every((part) => part.some(moves));
}

/**
 * Whether a generated function suits the calculus tasks: it and its derivative are finite and
 * well-conditioned at 40% of the points or more (so the reference always has enough test points), the
 * derivative is not zero, the derivative's text stays well inside the answer limits, and every part of
 * the function shows in the derivative at the points (`everyPartShows`).
 */
export function wellBehaved(e: Expr, points: readonly number[]): boolean {
  const d = derivative(e);
  return (
    stableShare([e, d], points) >= 0.4 &&
    !vanishes(d, points) &&
    toText(d).length <= ANSWER_LIMITS.maxLength / 2 &&
    everyPartShows(e, points)
  );
}
