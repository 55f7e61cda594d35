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
  // Per directed edge (c -> u), about the subtree of u seen from c (index c * n + u): down, the best
  // downward path from u (w summed, branches kept only when positive); top, the best path whose highest
  // vertex is u; inner, the best path whose highest vertex lies strictly below u. The figures of (c -> u)
  // need those of (u -> y) for the other neighbours y, whose subtrees are smaller: directed edges are
  // filled in order of subtree size.
  const NONE = Number.NEGATIVE_INFINITY;
  const down = new Float64Array(n * n);
  const top = new Float64Array(n * n);
  const inner = new Float64Array(n * n).fill(NONE);
  const { parent, order } = rootTree(adj, 0);
  const size = new Int32Array(n).fill(1);
  for (let i = order.length - 1; i > 0; i--) size[parent[order[i]!]!]! += size[order[i]!]!;
  // bySize[k]: directed edges (c, u) whose far side (u's subtree seen from c) has k vertices.
  const bySize: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let x = 0; x < n; x++) {
    const p = parent[x]!;
    if (p === -1) continue;
    bySize[size[x]!]!.push(p, x);
    bySize[n - size[x]!]!.push(x, p);
  }
  for (let k = 1; k <= n; k++) {
    const list = bySize[k]!;
    for (let j = 0; j < list.length; j += 2) {
      const c = list[j]!;
      const u = list[j + 1]!;
      let t1 = 0;
      let t2 = 0;
      let below = NONE;
      for (const y of adj[u]!) {
        if (y === c) continue;
        const e = u * n + y;
        const d = Math.max(0, down[e]!);
        if (d > t1) {
          t2 = t1;
          t1 = d;
        } else if (d > t2) t2 = d;
        below = Math.max(below, top[e]!, inner[e]!);
      }
      const e = c * n + u;
      down[e] = w[u]! + t1;
      top[e] = w[u]! + t1 + t2;
      inner[e] = below;
    }
  }
  // What the vertex c adds when it lies on the first path with its path neighbours ex1 and ex2 (-1 for
  // none): the best second path through one hanging component's root (near) or below it (far), and the two
  // best branches into different hanging components (shared).
  let cNear = NONE;
  let cFar = NONE;
  let cShared = NONE;
  const contribution = (c: number, ex1: number, ex2: number): void => {
    let l1 = 0;
    let l2 = 0;
    cNear = NONE;
    cFar = NONE;
    for (const u of adj[c]!) {
      if (u === ex1 || u === ex2) continue;
      const e = c * n + u;
      const d = Math.max(0, down[e]!);
      if (d > l1) {
        l2 = l1;
        l1 = d;
      } else if (d > l2) l2 = d;
      cNear = Math.max(cNear, top[e]!);
      cFar = Math.max(cFar, inner[e]!);
    }
    cShared = l1 + l2;
  };
  // Every first path a..b: a walk from each a carries the path's weight and the figures of its vertices
  // before b (each with both of its path neighbours known).
  let best = NONE;
  const stack = new Int32Array(n);
  const from = new Int32Array(n);
  const sum = new Float64Array(n);
  const pNear = new Float64Array(n);
  const pFar = new Float64Array(n);
  const pShared = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    let sp = 0;
    stack[sp++] = a;
    from[a] = -1;
    sum[a] = w[a]!;
    pNear[a] = NONE;
    pFar[a] = NONE;
    pShared[a] = NONE;
    while (sp > 0) {
      const b = stack[--sp]!;
      const p = from[b]!;
      contribution(b, p, -1);
      const near = Math.max(pNear[b]!, cNear);
      const far = Math.max(pFar[b]!, cFar);
      const shared = Math.max(pShared[b]!, cShared);
      best = Math.max(best, sum[b]! + shared + 2, sum[b]! + near + 2, sum[b]! + far + 3);
      for (const u of adj[b]!) {
        if (u === p) continue;
        contribution(b, p, u);
        from[u] = b;
        sum[u] = sum[b]! + w[u]!;
        pNear[u] = Math.max(pNear[b]!, cNear);
        pFar[u] = Math.max(pFar[b]!, cFar);
        pShared[u] = Math.max(pShared[b]!, cShared);
        stack[sp++] = u;
      }
    }
  }
  return best;
}
