// Shared pieces of the Differentiate and Integral environments: answer grammar, parsing and scoring.
import { FormatError } from "../core/outcome.ts";
import { numericallyEqual, stableShare } from "./calculus.ts";
import {
  derivative,
  type Expr,
  ExprSyntaxError,
  normalizeLatex,
  parseExpr,
  toText,
  valuesAt,
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
 * Whether a generated function suits the calculus tasks: it and its derivative are finite and
 * well-conditioned at 40% of the points or more (so the reference always has enough test points), the
 * derivative is not zero, and the derivative's text stays well inside the answer limits.
 */
export function wellBehaved(e: Expr, points: readonly number[]): boolean {
  const d = derivative(e);
  return (
    stableShare([e, d], points) >= 0.4 &&
    !vanishes(d, points) &&
    toText(d).length <= ANSWER_LIMITS.maxLength / 2
  );
}
