// Tree generators and helpers shared by the tree environments. Vertices are 0..n-1.
import type { Rng } from "../core/rng.ts";
import type { Edge, WeightedEdge } from "./graph.ts";

/** A random tree on n vertices whose degrees are at most maxDegree (>= 2), randomly labelled. */
export function randomTreeMaxDegree(n: number, maxDegree: number, rng: Rng): Edge[] {
  const label = rng.permutation(n);
  const deg = new Array<number>(n).fill(0);
  const open: number[] = n > 0 ? [0] : [];
  const edges: Edge[] = [];
  for (let v = 1; v < n; v++) {
    const k = rng.int(0, open.length - 1);
    const p = open[k]!;
    edges.push([label[p]!, label[v]!]);
    deg[p]!++;
    deg[v]!++;
    if (deg[p]! >= maxDegree) {
      open[k] = open[open.length - 1]!;
      open.pop();
    }
    open.push(v);
  }
  return rng.shuffle(edges);
}

/** Weighted adjacency lists [neighbour, weight] of an undirected edge list. */
export function weightedAdjacency(n: number, edges: readonly WeightedEdge[]): Array<Array<[number, number]>> {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  return adj;
}

/** Distances from src in a tree (or any graph whose paths are unique) with weighted adjacency. */
export function treeDistancesFrom(
  adj: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  src: number,
): number[] {
  const dist = new Array<number>(adj.length).fill(-1);
  dist[src] = 0;
  const stack = [src];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const [v, w] of adj[u]!) {
      if (dist[v] === -1) {
        dist[v] = dist[u]! + w;
        stack.push(v);
      }
    }
  }
  return dist;
}

/** All-pairs distances of a tree given by weighted edges (unit weights for plain edges). */
export function treeAllDistances(n: number, edges: ReadonlyArray<Edge | WeightedEdge>): number[][] {
  const adj = weightedAdjacency(
    n,
    edges.map((e) => [e[0], e[1], e.length > 2 ? (e as WeightedEdge)[2] : 1] as WeightedEdge),
  );
  return Array.from({ length: n }, (_, s) => treeDistancesFrom(adj, s));
}

/** Parent array and a preorder (root first) of a tree rooted at root. */
export function rootTree(
  adj: readonly (readonly number[])[],
  root: number,
): { parent: number[]; order: number[] } {
  const n = adj.length;
  const parent = new Array<number>(n).fill(-1);
  const order: number[] = [];
  const seen = new Uint8Array(n);
  const stack = [root];
  seen[root] = 1;
  while (stack.length > 0) {
    const u = stack.pop()!;
    order.push(u);
    for (const v of adj[u]!) {
      if (!seen[v]) {
        seen[v] = 1;
        parent[v] = u;
        stack.push(v);
      }
    }
  }
  return { parent, order };
}
