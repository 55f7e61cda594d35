// Random costed intervals over the points 0..n-1.
import type { Rng } from "../core/rng.ts";

/**
 * m random intervals [l, r] over 0..n-1, each with a cost in 1..10, then a one-point interval at every point
 * no interval covers yet, so every point lies in some interval.
 */
export function randomCoveringIntervals(n: number, m: number, rng: Rng): [number, number, number][] {
  const intervals: [number, number, number][] = [];
  const covered = new Uint8Array(n);
  for (let t = 0; t < m; t++) {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    const [l, r] = a <= b ? [a, b] : [b, a];
    intervals.push([l, r, rng.int(1, 10)]);
    for (let p = l; p <= r; p++) covered[p] = 1;
  }
  for (let p = 0; p < n; p++) if (!covered[p]) intervals.push([p, p, rng.int(1, 10)]);
  return intervals;
}
