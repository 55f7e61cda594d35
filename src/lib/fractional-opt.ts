// Fractional programming, exactly: maximise (sum of a) / (sum of b) over a family of choices by Dinkelbach's
// method. Each round takes the current ratio p/q and finds the choice maximising sum(a·q - p·b); when that
// maximum is 0 the current choice is optimal, otherwise the new choice has a strictly larger ratio, so the
// rounds end. All weights are small integers, so every value stays exact in a double.

import { correct, inexact, ratioOf, type Verdict, wrong } from "../core/outcome.ts";
import { minimumCostAssignment } from "./matching.ts";

/** A ratio num/den with den > 0. */
export interface Ratio {
  num: number;
  den: number;
}

/** The K indices maximising sum(a)/sum(b) (b > 0), ascending, and that ratio. */
export function bestRatioSubset(
  a: readonly number[],
  b: readonly number[],
  k: number,
): { chosen: number[]; ratio: Ratio } {
  const n = a.length;
  let chosen = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    const ratio = ratioOfChoice(chosen, a, b);
    const gain = (i: number) => a[i]! * ratio.den - ratio.num * b[i]!;
    const next = Array.from({ length: n }, (_, i) => i)
      .sort((x, y) => gain(y) - gain(x) || x - y)
      .slice(0, k)
      .sort((x, y) => x - y);
    if (next.reduce((s, i) => s + gain(i), 0) <= 0) return { chosen, ratio };
    chosen = next;
  }
}

function ratioOfChoice(chosen: readonly number[], a: readonly number[], b: readonly number[]): Ratio {
  let num = 0;
  let den = 0;
  for (const i of chosen) {
    num += a[i]!;
    den += b[i]!;
  }
  return { num, den };
}

/**
 * A maximum-weight perfect assignment of rows to columns of a square integer matrix: col[i] is the column of
 * row i (the least-cost assignment of the negated weights).
 */
export function maximumWeightAssignment(w: readonly (readonly number[])[]): number[] {
  return minimumCostAssignment(w.map((row) => row.map((x) => -x)));
}

/** The permutation P maximising sum(A[i][P[i]]) / sum(B[i][P[i]]) (B > 0), and that ratio. */
export function bestRatioAssignment(
  a: readonly (readonly number[])[],
  b: readonly (readonly number[])[],
): { col: number[]; ratio: Ratio } {
  const n = a.length;
  let col = Array.from({ length: n }, (_, i) => i);
  for (;;) {
    const ratio = assignmentRatio(col, a, b);
    const gain = a.map((row, i) => row.map((x, j) => x * ratio.den - ratio.num * b[i]![j]!));
    const next = maximumWeightAssignment(gain);
    if (next.reduce((s, j, i) => s + gain[i]![j]!, 0) <= 0) return { col, ratio };
    col = next;
  }
}

export function assignmentRatio(
  col: readonly number[],
  a: readonly (readonly number[])[],
  b: readonly (readonly number[])[],
): Ratio {
  let num = 0;
  let den = 0;
  col.forEach((j, i) => {
    num += a[i]![j]!;
    den += b[i]![j]!;
  });
  return { num, den };
}

/** Maximisation credit (answer/best)^5 for two ratios; the exact optimum scores 1. */
export function ratioVerdict(answer: Ratio, best: Ratio): Verdict {
  const lhs = BigInt(answer.num) * BigInt(best.den);
  const rhs = BigInt(best.num) * BigInt(answer.den);
  const shown = `${answer.num}/${answer.den}, optimum is ${best.num}/${best.den}`;
  if (lhs === rhs) return correct(`optimal ratio (${answer.num}/${answer.den})`);
  if (lhs > rhs) throw new Error(`ratio ${shown}: the answer beats the computed optimum`);
  if (lhs <= 0n) return wrong(`ratio ${shown}`);
  return inexact(ratioOf(lhs, rhs) ** 5, `ratio ${shown}`);
}
