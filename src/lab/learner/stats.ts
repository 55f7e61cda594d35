import type { Checkpoint } from "./train.ts";

export function meanOf(xs: readonly number[]): number {
  return xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** Standard error of the mean (sample standard deviation / sqrt(n)); NaN below two values. */
export function seOf(xs: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return Number.NaN;
  const m = meanOf(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1) / n);
}

/** "0.512 ± 0.031" */
export function pm(xs: readonly number[], digits = 3): string {
  return `${meanOf(xs).toFixed(digits)} ± ${seOf(xs).toFixed(digits)}`;
}

/**
 * Area under the learning curve (mean accuracy against x), by the trapezoid rule over the checkpoints up
 * to the one that ends the budget, divided by that x: 1 means perfect from the start.
 */
export function auc(points: readonly Checkpoint[], x: (c: Checkpoint) => number, end: Checkpoint): number {
  const pts = points.filter((c) => x(c) <= x(end) && c !== end).concat([end]);
  let area = 0;
  for (let i = 1; i < pts.length; i++) {
    area += ((x(pts[i]!) - x(pts[i - 1]!)) * (pts[i]!.mean + pts[i - 1]!.mean)) / 2;
  }
  const span = x(end) - x(pts[0]!);
  return span <= 0 ? end.mean : area / span;
}
