// Graph generators and basic algorithms shared by environments. Vertices are 0..n-1.
import type { Rng } from "../core/rng.ts";
import { UnionFind } from "./unionfind.ts";

export type Edge = [number, number];
export type WeightedEdge = [number, number, number];

/** A uniformly random labelled tree on n vertices (random Prüfer sequence). */
export function randomTree(n: number, rng: Rng): Edge[] {
  if (n <= 1) return [];
  if (n === 2) return [[0, 1]];
  return pruferTree(
    n,
    Array.from({ length: n - 2 }, () => rng.int(0, n - 1)),
  );
}

/**
 * A random recursive tree, RLVE-Gym's usual tree: the vertices in random order, each after the first joined
 * to a uniformly random earlier one. Edges are [smaller, larger] in random order.
 */
export function randomRecursiveTree(n: number, rng: Rng): Edge[] {
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const edges: Edge[] = [];
  for (let i = 1; i < n; i++) {
    const u = order[i]!;
    const v = order[rng.int(0, i - 1)]!;
    edges.push(u < v ? [u, v] : [v, u]);
  }
  return rng.shuffle(edges);
}

/**
 * A random labelled tree on n >= 3 vertices whose inner vertices lie among `hubs` (1..n-2) randomly chosen
 * ones: a Prüfer sequence drawn from those. Few hubs give bushy trees, n-2 hubs nearly a uniform tree; a
 * hub count drawn per problem spreads shape-dependent answers (leaves, degrees) far more than uniform
 * trees do.
 */
export function randomTreeWithHubs(n: number, hubs: number, rng: Rng): Edge[] {
  if (n < 3 || hubs < 1 || hubs > n - 2) throw new RangeError(`randomTreeWithHubs: n=${n}, hubs=${hubs}`);
  const pool = rng.distinctInts(0, n - 1, hubs);
  return pruferTree(
    n,
    Array.from({ length: n - 2 }, () => pool[rng.int(0, hubs - 1)]!),
  );
}

/**
 * A random labelled tree on n >= 3 vertices with exactly `inner` (1..n-2) inner vertices: a Prüfer sequence
 * holding each of `inner` randomly chosen vertices at least once. At 5 vertices 1, 2 and 3 inner vertices
 * are the star, the fork and the path.
 */
export function randomTreeWithInner(n: number, inner: number, rng: Rng): Edge[] {
  if (n < 3 || inner < 1 || inner > n - 2)
    throw new RangeError(`randomTreeWithInner: n=${n}, inner=${inner}`);
  const pool = rng.distinctInts(0, n - 1, inner);
  const seq = pool.slice();
  while (seq.length < n - 2) seq.push(pool[rng.int(0, inner - 1)]!);
  return pruferTree(n, rng.shuffle(seq));
}

/** The tree of a Prüfer sequence of length n-2 over 0..n-1 (edges as [leaf, its neighbour]), in O(n). */
function pruferTree(n: number, prufer: readonly number[]): Edge[] {
  const degree = new Array(n).fill(1);
  for (const v of prufer) degree[v]++;
  const edges: Edge[] = [];
  let ptr = degree.indexOf(1);
  let leaf = ptr;
  for (const v of prufer) {
    edges.push([leaf, v]);
    degree[v]--;
    if (degree[v] === 1 && v < ptr) {
      leaf = v;
    } else {
      ptr++;
      while (degree[ptr] !== 1) ptr++;
      leaf = ptr;
    }
  }
  edges.push([leaf, n - 1]);
  return edges;
}

/**
 * A connected simple undirected graph with n vertices and m edges (n-1 <= m <= n(n-1)/2):
 * a random spanning tree plus random extra edges.
 */
export function randomConnectedGraph(n: number, m: number, rng: Rng): Edge[] {
  const max = (n * (n - 1)) / 2;
  if (m < n - 1 || m > max) throw new RangeError(`randomConnectedGraph: m=${m} outside [${n - 1}, ${max}]`);
  const edges = randomTree(n, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
  const key = (u: number, v: number) => (u < v ? u * n + v : v * n + u);
  const seen = new Set(edges.map(([u, v]) => key(u, v)));
  addRandomEdges(n, m, rng, edges, seen, key);
  return rng.shuffle(edges);
}

/** A simple undirected graph with n vertices and m random edges (not necessarily connected). */
export function randomGraph(n: number, m: number, rng: Rng): Edge[] {
  const max = (n * (n - 1)) / 2;
  if (m > max) throw new RangeError(`randomGraph: m=${m} > ${max}`);
  const edges: Edge[] = [];
  const key = (u: number, v: number) => (u < v ? u * n + v : v * n + u);
  addRandomEdges(n, m, rng, edges, new Set(), key);
  return edges;
}

function addRandomEdges(
  n: number,
  m: number,
  rng: Rng,
  edges: Edge[],
  seen: Set<number>,
  key: (u: number, v: number) => number,
): void {
  const max = (n * (n - 1)) / 2;
  if (m - edges.length > max / 2) {
    // Dense: enumerate the missing pairs and sample from them.
    const missing: Edge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) if (!seen.has(key(u, v))) missing.push([u, v]);
    for (const e of rng.sample(missing, m - edges.length)) edges.push(e);
    return;
  }
  while (edges.length < m) {
    const u = rng.int(0, n - 1);
    const v = rng.int(0, n - 1);
    if (u === v || seen.has(key(u, v))) continue;
    seen.add(key(u, v));
    edges.push(u < v ? [u, v] : [v, u]);
  }
}

/** Adjacency lists of an undirected (or, with directed=true, directed) edge list. */
export function adjacency(n: number, edges: readonly Edge[], directed = false): number[][] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    if (!directed) adj[v]!.push(u);
  }
  return adj;
}

/** A path with the fewest edges from `from` to `to` over adjacency lists (breadth-first), or null if none. */
export function bfsPath(adj: readonly (readonly number[])[], from: number, to: number): number[] | null {
  const prev = new Array<number>(adj.length).fill(-1);
  prev[from] = from;
  const queue = [from];
  for (let i = 0; i < queue.length && prev[to] === -1; i++)
    for (const v of adj[queue[i]!]!)
      if (prev[v] === -1) {
        prev[v] = queue[i]!;
        queue.push(v);
      }
  if (prev[to] === -1) return null;
  const path = [to];
  while (path[path.length - 1] !== from) path.push(prev[path[path.length - 1]!]!);
  return path.reverse();
}

/** Shortest distances from `source` with non-negative weights (binary-heap Dijkstra); Infinity if unreachable. */
export function dijkstra(
  n: number,
  edges: readonly WeightedEdge[],
  source: number,
  directed = true,
): number[] {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    if (!directed) adj[v]!.push([u, w]);
  }
  const dist = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  dist[source] = 0;
  const heap = new MinHeap();
  heap.push(0, source);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > dist[u]!) continue;
    for (const [v, w] of adj[u]!) {
      const nd = d + w;
      if (nd < dist[v]!) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  return dist;
}

/** Minimum spanning forest weight and edges (Kruskal). */
export function kruskal(
  n: number,
  edges: readonly WeightedEdge[],
): { weight: number; edges: WeightedEdge[] } {
  const sorted = edges.slice().sort((a, b) => a[2] - b[2]);
  const uf = new UnionFind(n);
  const chosen: WeightedEdge[] = [];
  let weight = 0;
  for (const e of sorted) {
    if (uf.union(e[0], e[1])) {
      chosen.push(e);
      weight += e[2];
    }
  }
  return { weight, edges: chosen };
}

/** A binary min-heap of (key, value) pairs. */
export class MinHeap {
  private keys: number[] = [];
  private vals: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, val: number): void {
    const k = this.keys;
    const v = this.vals;
    let i = k.length;
    k.push(key);
    v.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (k[p]! <= key) break;
      k[i] = k[p]!;
      v[i] = v[p]!;
      i = p;
    }
    k[i] = key;
    v[i] = val;
  }

  pop(): [number, number] {
    const k = this.keys;
    const v = this.vals;
    const top: [number, number] = [k[0]!, v[0]!];
    const lastK = k.pop()!;
    const lastV = v.pop()!;
    if (k.length > 0) {
      let i = 0;
      const n = k.length;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && k[c + 1]! < k[c]!) c++;
        if (k[c]! >= lastK) break;
        k[i] = k[c]!;
        v[i] = v[c]!;
        i = c;
      }
      k[i] = lastK;
      v[i] = lastV;
    }
    return top;
  }
}
