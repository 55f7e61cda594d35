// Fractional programming, exactly: maximise (sum of a) / (sum of b) over a family of choices by Dinkelbach's
// method. Each round takes the current ratio p/q and finds the choice maximising sum(a·q - p·b); when that
// maximum is 0 the current choice is optimal, otherwise the new choice has a strictly larger ratio, so the
// rounds end. All weights are small integers, so every value stays exact in a double.

import { correct, inexact, ratioOf, type Verdict, wrong } from "../core/outcome.ts";

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
 * A maximum-weight perfect assignment of rows to columns of a square integer matrix (Hungarian algorithm
 * with potentials, O(n^3)): col[i] is the column of row i.
 */
export function maximumWeightAssignment(w: readonly (readonly number[])[]): number[] {
  const n = w.length;
  const INF = Number.POSITIVE_INFINITY;
  // 1-based arrays; column 0 is the virtual start. Costs are -w (minimisation).
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOf = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(INF);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0]!;
      let delta = INF;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = -w[i0 - 1]![j - 1]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else {
          minv[j]! -= delta;
        }
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOf[j0] = rowOf[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const col = new Array<number>(n).fill(0);
  for (let j = 1; j <= n; j++) col[rowOf[j]! - 1] = j - 1;
  return col;
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
