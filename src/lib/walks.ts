// Minimum-weight walk visiting every vertex of a weighted digraph at least once: an exact bitmask DP over
// the shortest-path closure. O(2^n · n^2): for cross-checks on small graphs only.
import type { WeightedEdge } from "./graph.ts";

/** The least weight of a walk (any start, any end) visiting all n vertices, or Infinity if none exists. */
export function minimumCoveringWalk(n: number, edges: readonly WeightedEdge[]): number {
  if (n > 20) throw new RangeError(`minimumCoveringWalk: n=${n} is too large for the exact DP`);
  if (n <= 1) return 0;
  const INF = Number.POSITIVE_INFINITY;
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : INF)));
  for (const [u, v, w] of edges) if (w < d[u]![v]!) d[u]![v] = w;
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const via = d[i]![k]! + d[k]![j]!;
        if (via < d[i]![j]!) d[i]![j] = via;
      }
  // dp[mask][v]: least weight of a walk whose first visits, in order, are the vertices of mask, ending at v.
  const full = (1 << n) - 1;
  const dp = new Float64Array((full + 1) * n).fill(INF);
  for (let v = 0; v < n; v++) dp[(1 << v) * n + v] = 0;
  for (let mask = 1; mask <= full; mask++) {
    for (let v = 0; v < n; v++) {
      const cur = dp[mask * n + v]!;
      if (cur === INF) continue;
      for (let u = 0; u < n; u++) {
        if (mask & (1 << u)) continue;
        const nd = cur + d[v]![u]!;
        const idx = (mask | (1 << u)) * n + u;
        if (nd < dp[idx]!) dp[idx] = nd;
      }
    }
  }
  let best = INF;
  for (let v = 0; v < n; v++) best = Math.min(best, dp[full * n + v]!);
  return best;
}
