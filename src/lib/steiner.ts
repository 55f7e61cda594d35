// Minimum Steiner tree of a weighted undirected graph: the Dreyfus-Wagner dynamic programme over subsets of
// terminals, O(3^k n + 2^k m log n), with the tree's edges recovered from the recorded choices.
import { MinHeap, type WeightedEdge } from "./graph.ts";

/**
 * A minimum-weight connected edge set containing every terminal (positive integer weights, connected
 * graph). Returns the weight and the edges (as listed in `edges`, sorted by index).
 */
export function minimumSteinerTree(
  n: number,
  edges: readonly WeightedEdge[],
  terminals: readonly number[],
): { weight: number; edges: WeightedEdge[] } {
  const k = terminals.length;
  if (k <= 1) return { weight: 0, edges: [] };
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  edges.forEach(([u, v], i) => {
    adj[u]!.push([v, i]);
    adj[v]!.push([u, i]);
  });
  const full = (1 << k) - 1;
  const INF = Number.POSITIVE_INFINITY;
  // dp[S * n + v]: cheapest tree joining the terminals of S and vertex v.
  const dp = new Float64Array((full + 1) * n).fill(INF);
  // How dp[S][v] was reached: edge index into v (>= 0), a split A of S (-(A + 1)), or nothing (base).
  const how = new Int32Array((full + 1) * n).fill(0);
  const BASE = 0x7fffffff;
  for (let S = 1; S <= full; S++) {
    const row = S * n;
    if ((S & (S - 1)) === 0) {
      const t = terminals[31 - Math.clz32(S)]!;
      dp[row + t] = 0;
      how[row + t] = BASE;
    } else {
      // Split S into A (holding S's lowest terminal) and S \ A, both non-empty.
      const low = S & -S;
      for (let A = (S - 1) & S; A > 0; A = (A - 1) & S) {
        if ((A & low) === 0) continue;
        const B = S ^ A;
        for (let v = 0; v < n; v++) {
          const c = dp[A * n + v]! + dp[B * n + v]!;
          if (c < dp[row + v]!) {
            dp[row + v] = c;
            how[row + v] = -(A + 1);
          }
        }
      }
    }
    // Grow along edges (Dijkstra from every vertex at once).
    const heap = new MinHeap();
    for (let v = 0; v < n; v++) if (dp[row + v]! < INF) heap.push(dp[row + v]!, v);
    while (heap.size > 0) {
      const [d, u] = heap.pop();
      if (d > dp[row + u]!) continue;
      for (const [v, i] of adj[u]!) {
        const nd = d + edges[i]![2];
        if (nd < dp[row + v]!) {
          dp[row + v] = nd;
          how[row + v] = i;
          heap.push(nd, v);
        }
      }
    }
  }
  const chosen = new Set<number>();
  const stack: [number, number][] = [[full, terminals[0]!]];
  while (stack.length > 0) {
    const [S, v] = stack.pop()!;
    const h = how[S * n + v]!;
    if (h === BASE) continue;
    if (h >= 0) {
      chosen.add(h);
      const [a, b] = edges[h]!;
      stack.push([S, a === v ? b : a]);
    } else {
      const A = -h - 1;
      stack.push([A, v], [S ^ A, v]);
    }
  }
  const picked = [...chosen].sort((a, b) => a - b).map((i) => edges[i]!);
  return { weight: dp[full * n + terminals[0]!]!, edges: picked };
}
