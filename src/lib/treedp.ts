// Dynamic programmes on trees shared by graph environments. Vertices are 0..n-1.
import type { Edge } from "./graph.ts";
import { adjacency } from "./graph.ts";

/** Parent array and a preorder (parents before children) of a tree rooted at `root`. */
export function rootTree(n: number, edges: readonly Edge[], root = 0): { parent: number[]; order: number[] } {
  const adj = adjacency(n, edges);
  const parent = new Array<number>(n).fill(-1);
  const order = [root];
  const seen = new Uint8Array(n);
  seen[root] = 1;
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    for (const v of adj[u]!) {
      if (seen[v]) continue;
      seen[v] = 1;
      parent[v] = u;
      order.push(v);
    }
  }
  return { parent, order };
}

/**
 * A tree is grown from vertex 0 (the heart starts there): each step adds a vertex adjacent to the grown part and
 * the heart moves one step towards it. Returns, per vertex, whether the heart can end there.
 */
export function banyanHeart(n: number, edges: readonly Edge[]): boolean[] {
  const { parent, order } = rootTree(n, edges);
  const size = new Array<number>(n).fill(1);
  const f = new Array<number>(n).fill(0);
  const heavy = new Array<number>(n).fill(-1);
  const heavy2 = new Array<number>(n).fill(-1);
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let i = 1; i < order.length; i++) children[parent[order[i]!]!]!.push(order[i]!);
  for (let i = order.length - 1; i >= 0; i--) {
    const u = order[i]!;
    for (const c of children[u]!) {
      size[u]! += size[c]!;
      if (heavy[u] === -1 || size[c]! > size[heavy[u]!]!) {
        heavy2[u] = heavy[u]!;
        heavy[u] = c;
      } else if (heavy2[u] === -1 || size[c]! > size[heavy2[u]!]!) heavy2[u] = c;
    }
    const s = size[u]! - 1;
    const h = heavy[u]!;
    if (h === -1) f[u] = 0;
    else if (f[h]! + 1 <= s - size[h]!) f[u] = s % 2;
    else f[u] = f[h]! + 1 - (s - size[h]!);
  }
  const depth = new Array<number>(n).fill(1);
  // side[u]: the largest subtree hanging off the path from the root to u (not containing u), or -1.
  const side = new Array<number>(n).fill(-1);
  const ok = new Array<boolean>(n).fill(false);
  const bigger = (a: number, b: number) => (a === -1 ? b : b === -1 ? a : size[b]! > size[a]! ? b : a);
  for (const u of order) {
    if (u !== 0) {
      const p = parent[u]!;
      depth[u] = depth[p]! + 1;
      const sib = heavy[p] === u ? heavy2[p]! : heavy[p]!;
      side[u] = bigger(side[p]!, sib);
    }
    const moves = n - depth[u]!;
    const h = bigger(side[u]!, heavy[u]!);
    ok[u] = moves % 2 === 0 && (h === -1 || f[h]! + 1 <= moves - size[h]!);
  }
  return ok;
}

/**
 * Least total shortening of edge lengths (each new length an integer in [0, w]) of a tree rooted at 0 so that every
 * root-to-leaf path has the same length. Edges are (u, v, w).
 */
export function equalizeLeafDepths(n: number, edges: readonly (readonly [number, number, number])[]): number {
  const { parent, order } = rootTree(
    n,
    edges.map(([u, v]) => [u, v]),
  );
  const up = new Array<number>(n).fill(0);
  for (const [u, v, w] of edges) up[parent[v] === u ? v : u] = w;
  const children: number[][] = Array.from({ length: n }, () => []);
  for (const v of order) if (v !== 0) children[parent[v]!]!.push(v);
  const g: number[][] = new Array(n);
  for (let i = order.length - 1; i >= 0; i--) {
    const u = order[i]!;
    if (children[u]!.length === 0) {
      g[u] = [0];
      continue;
    }
    let acc: number[] | null = null;
    for (const c of children[u]!) {
      const w = up[c]!;
      const gc = g[c]!;
      const h = new Array<number>(gc.length + w).fill(Number.POSITIVE_INFINITY);
      for (let d = 0; d < gc.length; d++)
        for (let x = 0; x <= w; x++) h[d + x] = Math.min(h[d + x]!, gc[d]! + w - x);
      acc = acc === null ? h : acc.slice(0, Math.min(acc.length, h.length)).map((v, d) => v + h[d]!);
    }
    g[u] = acc!;
  }
  return Math.min(...g[0]!);
}

/**
 * Vertex i has one incoming edge from a[i]; re-pointing edge i (changing a[i]) costs c[i]. Returns the least total
 * cost of making the edges one directed cycle through all vertices, and a cheapest new array.
 */
export function cheapestSingleCycle(
  a: readonly number[],
  c: readonly number[],
): { cost: number; result: number[] } {
  const n = a.length;
  // keep[u]: the child of u whose edge is kept (-1: none), the first costliest; alt[u]: the first costliest of
  // the other children (plain arrays: typed arrays of a few entries cost microseconds to allocate).
  const keep = new Array<number>(n).fill(-1);
  const alt = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const u = a[i]!;
    if (keep[u] === -1 || c[i]! > c[keep[u]!]!) keep[u] = i;
  }
  for (let i = 0; i < n; i++) {
    const u = a[i]!;
    if (i !== keep[u] && (alt[u] === -1 || c[i]! > c[alt[u]!]!)) alt[u] = i;
  }
  // Cycles of the functional graph i -> a[i] (state 0: unseen, 1: on the current path, 2: done).
  const state = new Array<number>(n).fill(0);
  const path: number[] = [];
  for (let s = 0; s < n; s++) {
    let v = s;
    path.length = 0;
    while (state[v] === 0) {
      state[v] = 1;
      path.push(v);
      v = a[v]!;
    }
    if (state[v] === 1) {
      const start = path.indexOf(v);
      const len = path.length - start;
      if (len === n) return { cost: 0, result: a.slice() };
      // The cycle lists vertices following a (the next of x is a[x]), so the cycle child of a[x] is x; when every
      // cycle edge is its head's kept edge, the cycle would close: drop the kept edge that loses least.
      let fully = true;
      for (let k = start; k < path.length && fully; k++) fully = keep[a[path[k]!]!] === path[k];
      if (fully) {
        let bestLoss = Number.POSITIVE_INFINITY;
        let bestU = -1;
        for (let k = start; k < path.length; k++) {
          const x = path[k]!;
          const u = a[x]!;
          const loss = c[x]! - (alt[u] === -1 ? 0 : c[alt[u]!]!);
          if (loss < bestLoss) {
            bestLoss = loss;
            bestU = u;
          }
        }
        keep[bestU] = alt[bestU]!;
      }
    }
    for (const x of path) state[x] = 2;
  }
  const kept = new Array<boolean>(n).fill(false);
  for (let u = 0; u < n; u++) if (keep[u]! >= 0) kept[keep[u]!] = true;
  const result = a.slice();
  let cost = 0;
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < n; i++) {
    if (kept[i]) continue;
    let v = i;
    while (keep[v]! >= 0) v = keep[v]!;
    starts.push(i);
    ends.push(v);
  }
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]!;
    result[s] = ends[(k + starts.length - 1) % starts.length]!;
    if (result[s] !== a[s]) cost += c[s]!;
  }
  return { cost, result };
}

/** Whether p[i] -> i edges form one directed cycle through all vertices. */
export function isSingleCycle(p: readonly number[]): boolean {
  const n = p.length;
  let v = 0;
  for (let k = 1; k <= n; k++) {
    v = p[v]!;
    if (v === 0) return k === n;
  }
  return false;
}

/** Most vertices of a tree covered by the union of k paths (each between two vertices). */
export function maxPathCoverage(n: number, edges: readonly Edge[], k: number): number {
  if (n <= 2) return n;
  const adj = adjacency(n, edges);
  const leaves = adj.filter((a) => a.length === 1).length;
  if (2 * k >= leaves) return n;
  const far = (s: number) => {
    const { order, parent } = rootTree(n, edges, s);
    const dist = new Array<number>(n).fill(0);
    for (const v of order) if (v !== s) dist[v] = dist[parent[v]!]! + 1;
    return order.reduce((b, v) => (dist[v]! > dist[b]! ? v : b), s);
  };
  const root = far(far(0));
  const { parent, order } = rootTree(n, edges, root);
  const height = new Array<number>(n).fill(1);
  const heavy = new Array<number>(n).fill(-1);
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i]!;
    const p = parent[v]!;
    if (height[v]! + 1 > height[p]!) {
      height[p] = height[v]! + 1;
      heavy[p] = v;
    }
  }
  const chains: number[] = [];
  for (const v of order) if (v === root || heavy[parent[v]!] !== v) chains.push(height[v]!);
  chains.sort((a, b) => b - a);
  return chains.slice(0, 2 * k - 1).reduce((s, x) => s + x, 0);
}

/**
 * Beads and wires: a tree was built from one bead by Append (a new bead joined by a red wire) and Insert (a new bead
 * put in the middle of a red wire, which becomes two blue wires). Given the final tree with wire lengths, the largest
 * possible total length of blue wires. With some root, every blue pair is parent-middle-child; O(n^2) over roots.
 */
export function maxBlueWires(n: number, edges: readonly (readonly [number, number, number])[]): number {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  let best = 0;
  const f0 = new Array<number>(n);
  const f1 = new Array<number>(n);
  for (let root = 0; root < n; root++) {
    const { parent, order } = rootTree(
      n,
      edges.map(([u, v]) => [u, v]),
      root,
    );
    for (let i = order.length - 1; i >= 0; i--) {
      const u = order[i]!;
      let base = 0;
      let gain = Number.NEGATIVE_INFINITY;
      for (const [c, w] of adj[u]!) {
        if (c === parent[u]) continue;
        const take = Math.max(f0[c]!, f1[c]! + w);
        base += take;
        gain = Math.max(gain, f0[c]! + w - take);
      }
      f0[u] = base;
      f1[u] = base + gain;
    }
    best = Math.max(best, f0[root]!);
  }
  return best;
}
