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

/**
 * Most connected components left after deleting the vertices of two edge-disjoint paths (a path may be a
 * single vertex) of a tree. With w(v) = deg(v) - 2, a connected deleted set S leaves sum w(S) + 2 components
 * and two non-adjacent pieces leave sum w(S) + 3. For each first path the best second path is one sharing a
 * vertex (two legs into hanging components), one through the root of a hanging component, or one far away.
 */
export function mostComponentsAfterTwoPaths(n: number, edges: readonly Edge[]): number {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const w = adj.map((a) => a.length - 2);
  const parents = Array.from({ length: n }, (_, r) => rootTree(adj, r));
  // Per directed edge (c -> u), about the subtree of u seen from c (index c * n + u): down, the best
  // downward path from u (w summed, branches kept only when positive); top, the best path whose highest
  // vertex is u; inner, the best path whose highest vertex lies strictly below u. A subtree's figures do
  // not depend on the root the tree was walked from, so one pass per root fills every direction.
  const NONE = Number.NEGATIVE_INFINITY;
  const down = new Float64Array(n * n);
  const top = new Float64Array(n * n);
  const inner = new Float64Array(n * n).fill(NONE);
  const done = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    const { parent, order } = parents[r]!;
    for (let i = order.length - 1; i >= 0; i--) {
      const x = order[i]!;
      const p = parent[x]!;
      if (p === -1 || done[p * n + x]) continue;
      let t1 = 0;
      let t2 = 0;
      let best = NONE;
      for (const y of adj[x]!) {
        if (y === p) continue;
        const d = Math.max(0, down[x * n + y]!);
        if (d > t1) [t1, t2] = [d, t1];
        else if (d > t2) t2 = d;
        best = Math.max(best, top[x * n + y]!, inner[x * n + y]!);
      }
      const e = p * n + x;
      down[e] = w[x]! + t1;
      top[e] = w[x]! + t1 + t2;
      inner[e] = best;
      done[e] = 1;
    }
  }
  const inPath = new Uint8Array(n);
  const path: number[] = [];
  let best = NONE;
  for (let a = 0; a < n; a++) {
    const parentA = parents[a]!.parent;
    for (let b = a; b < n; b++) {
      path.length = 0;
      let sumP = 0;
      for (let v = b; v !== -1; v = parentA[v]!) {
        path.push(v);
        inPath[v] = 1;
        sumP += w[v]!;
      }
      // The components left hang off the path; the second path lies inside one of them (far: below its
      // root; near: through its root) or passes through a path vertex c into two of them (shared).
      let far = NONE;
      let near = NONE;
      let shared = NONE;
      for (const c of path) {
        let l1 = 0;
        let l2 = 0;
        for (const u of adj[c]!) {
          if (inPath[u]) continue;
          const e = c * n + u;
          const d = Math.max(0, down[e]!);
          if (d > l1) [l1, l2] = [d, l1];
          else if (d > l2) l2 = d;
          near = Math.max(near, top[e]!);
          far = Math.max(far, inner[e]!);
        }
        shared = Math.max(shared, l1 + l2);
      }
      best = Math.max(best, sumP + shared + 2, sumP + near + 2, sumP + far + 3);
      for (const v of path) inPath[v] = 0;
    }
  }
  return best;
}
