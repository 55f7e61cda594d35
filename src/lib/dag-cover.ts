// Covering every edge of a DAG with paths from a source: min-cost circulation with lower bounds.
import type { WeightedEdge } from "./graph.ts";

/** Successive shortest paths (Bellman-Ford) min-cost flow on a small network with non-negative cycle costs. */
class CostFlow {
  readonly to: number[] = [];
  readonly cap: number[] = [];
  readonly cost: number[] = [];
  readonly head: number[][];
  constructor(readonly n: number) {
    this.head = Array.from({ length: n }, () => []);
  }
  add(u: number, v: number, cap: number, cost: number): number {
    const id = this.to.length;
    this.to.push(v, u);
    this.cap.push(cap, 0);
    this.cost.push(cost, -cost);
    this.head[u]!.push(id);
    this.head[v]!.push(id + 1);
    return id;
  }
  run(s: number, t: number): { flow: number; cost: number } {
    let flow = 0;
    let total = 0;
    for (;;) {
      const dist = new Array<number>(this.n).fill(Number.POSITIVE_INFINITY);
      const via = new Array<number>(this.n).fill(-1);
      dist[s] = 0;
      for (let round = 0; round < this.n; round++) {
        let changed = false;
        for (let u = 0; u < this.n; u++) {
          if (dist[u] === Number.POSITIVE_INFINITY) continue;
          for (const e of this.head[u]!) {
            if (this.cap[e]! <= 0) continue;
            const nd = dist[u]! + this.cost[e]!;
            if (nd < dist[this.to[e]!]!) {
              dist[this.to[e]!] = nd;
              via[this.to[e]!] = e;
              changed = true;
            }
          }
        }
        if (!changed) break;
      }
      if (dist[t] === Number.POSITIVE_INFINITY) return { flow, cost: total };
      let push = Number.POSITIVE_INFINITY;
      for (let v = t; v !== s; v = this.to[via[v]! ^ 1]!) push = Math.min(push, this.cap[via[v]!]!);
      for (let v = t; v !== s; v = this.to[via[v]! ^ 1]!) {
        this.cap[via[v]!]! -= push;
        this.cap[via[v]! ^ 1]! += push;
      }
      flow += push;
      total += push * dist[t]!;
    }
  }
}

/**
 * Paths starting at `source` that together traverse every edge of a DAG (all vertices reachable from the
 * source), with the least total weight. Returns the weight and one optimal family of paths.
 */
export function minimumEdgeCoverByPaths(
  n: number,
  edges: readonly WeightedEdge[],
  source: number,
): { weight: number; paths: number[][] } {
  const BIG = edges.length + 1;
  const T = n;
  const S2 = n + 1;
  const T2 = n + 2;
  const net = new CostFlow(n + 3);
  const excess = new Array<number>(n + 1).fill(0);
  let base = 0;
  const ids = edges.map(([u, v, w]) => {
    base += w;
    excess[v]!++;
    excess[u]!--;
    return net.add(u, v, BIG, w);
  });
  for (let v = 0; v < n; v++) net.add(v, T, BIG, 0);
  net.add(T, source, BIG, 0);
  let need = 0;
  for (let v = 0; v <= n; v++) {
    if (excess[v]! > 0) {
      net.add(S2, v, excess[v]!, 0);
      need += excess[v]!;
    } else if (excess[v]! < 0) net.add(v, T2, -excess[v]!, 0);
  }
  const { flow, cost } = net.run(S2, T2);
  if (flow !== need) throw new Error("minimumEdgeCoverByPaths: some edge is not reachable from the source");
  const left = edges.map((_, i) => 1 + net.cap[ids[i]! ^ 1]!);
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < edges.length; i++) out[edges[i]![0]]!.push(i);
  const paths: number[][] = [];
  for (;;) {
    let v = source;
    const path = [v];
    for (;;) {
      const e = out[v]!.find((i) => left[i]! > 0);
      if (e === undefined) break;
      left[e]!--;
      v = edges[e]![1];
      path.push(v);
    }
    if (path.length === 1) break;
    paths.push(path);
  }
  return { weight: base + cost, paths };
}
