// Undirected-graph algorithms shared by environments: bridges, cycle bases and XOR bases. Vertices are 0..n-1.
import type { Edge } from "./graph.ts";
import { UnionFind } from "./unionfind.ts";

/** Indices of the bridges of a simple undirected graph (iterative low-link DFS). */
export function bridges(n: number, edges: readonly Edge[]): number[] {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  edges.forEach(([u, v], i) => {
    adj[u]!.push([v, i]);
    adj[v]!.push([u, i]);
  });
  const tin = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentEdge = new Int32Array(n).fill(-1);
  const iter = new Int32Array(n);
  const out: number[] = [];
  let timer = 0;
  for (let root = 0; root < n; root++) {
    if (tin[root] !== -1) continue;
    const stack = [root];
    tin[root] = low[root] = timer++;
    while (stack.length > 0) {
      const u = stack[stack.length - 1]!;
      if (iter[u]! < adj[u]!.length) {
        const [v, id] = adj[u]![iter[u]!]!;
        iter[u]!++;
        if (id === parentEdge[u]) continue;
        if (tin[v] === -1) {
          tin[v] = low[v] = timer++;
          parentEdge[v] = id;
          stack.push(v);
        } else low[u] = Math.min(low[u]!, tin[v]!);
        continue;
      }
      stack.pop();
      if (stack.length > 0) {
        const p = stack[stack.length - 1]!;
        low[p] = Math.min(low[p]!, low[u]!);
        if (low[u]! > tin[p]!) out.push(parentEdge[u]!);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/** Whether u and v are connected using every edge except the one at index `skip`. */
export function connectedWithout(
  n: number,
  edges: readonly Edge[],
  skip: number,
  u: number,
  v: number,
): boolean {
  const uf = new UnionFind(n);
  edges.forEach(([a, b], i) => {
    if (i !== skip) uf.union(a, b);
  });
  return uf.same(u, v);
}

/**
 * For a weighted undirected graph (weights are non-negative integers below 2^31), the XOR of weights along a
 * spanning-forest path from each vertex's root (`pot`) and a linear basis (over GF(2)) of the XOR values of all cycles.
 */
export function xorCycleBasis(
  n: number,
  edges: readonly (readonly [number, number, number])[],
): { pot: number[]; root: number[]; basis: number[] } {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  const pot = new Array<number>(n).fill(-1);
  const root = new Array<number>(n).fill(-1);
  for (let r = 0; r < n; r++) {
    if (pot[r] !== -1) continue;
    pot[r] = 0;
    root[r] = r;
    const queue = [r];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i]!;
      for (const [v, w] of adj[u]!) {
        if (pot[v] !== -1) continue;
        pot[v] = (pot[u]! ^ w) >>> 0;
        root[v] = r;
        queue.push(v);
      }
    }
  }
  const basis: number[] = [];
  for (const [u, v, w] of edges) insertXor(basis, (pot[u]! ^ pot[v]! ^ w) >>> 0);
  return { pot, root, basis };
}

/** Insert x into a GF(2) basis kept in reduced echelon form (distinct leading bits, sorted descending). */
export function insertXor(basis: number[], x: number): boolean {
  for (const b of basis) x = Math.min(x, (x ^ b) >>> 0);
  if (x === 0) return false;
  for (let i = 0; i < basis.length; i++)
    if ((basis[i]! ^ x) >>> 0 < basis[i]!) basis[i] = (basis[i]! ^ x) >>> 0;
  basis.push(x);
  basis.sort((a, b) => b - a);
  return true;
}

/** The largest value of x XOR (any combination of the basis). */
export function maxXor(basis: readonly number[], x: number): number {
  for (const b of basis) x = Math.max(x, (x ^ b) >>> 0);
  return x;
}

/**
 * Number of simple cycles (at least 3 vertices) of a simple undirected graph, by enumerating the cycle space:
 * every element of a fundamental cycle basis combination that is connected with all degrees 2 is one cycle.
 * Exponential in the cyclomatic number m - n + components only.
 */
export function countSimpleCycles(n: number, edges: readonly Edge[]): number {
  const m = edges.length;
  const uf = new UnionFind(n);
  const treeAdj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  const extra: number[] = [];
  edges.forEach(([u, v], i) => {
    if (uf.union(u, v)) {
      treeAdj[u]!.push([v, i]);
      treeAdj[v]!.push([u, i]);
    } else extra.push(i);
  });
  const words = Math.ceil(m / 32);
  const parent = new Int32Array(n).fill(-1);
  const parentEdge = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n).fill(-1);
  for (let r = 0; r < n; r++) {
    if (depth[r] !== -1) continue;
    depth[r] = 0;
    const q = [r];
    for (let i = 0; i < q.length; i++) {
      const u = q[i]!;
      for (const [v, id] of treeAdj[u]!) {
        if (depth[v] !== -1) continue;
        depth[v] = depth[u]! + 1;
        parent[v] = u;
        parentEdge[v] = id;
        q.push(v);
      }
    }
  }
  const basis = extra.map((id) => {
    const set = new Int32Array(words);
    const flip = (e: number) => {
      set[e >> 5]! ^= 1 << (e & 31);
    };
    flip(id);
    let [a, b] = edges[id]!;
    while (a !== b) {
      if (depth[a]! < depth[b]!) [a, b] = [b, a];
      flip(parentEdge[a]!);
      a = parent[a]!;
    }
    return set;
  });
  const k = basis.length;
  const cur = new Int32Array(words);
  const deg = new Int32Array(n);
  const link = new Int32Array(n);
  const inSet = new Int32Array(m);
  const eu = Int32Array.from(edges, (e) => e[0]);
  const ev = Int32Array.from(edges, (e) => e[1]);
  let count = 0;
  const find = (x: number) => {
    while (link[x] !== x) x = link[x] = link[link[x]!]!;
    return x;
  };
  // Gray code order: each step flips one basis cycle.
  for (let g = 1; g < 2 ** k; g++) {
    const b = basis[31 - Math.clz32(g & -g)]!;
    let size = 0;
    let ok = true;
    for (let w = 0; w < words; w++) {
      cur[w]! ^= b[w]!;
      let bits = cur[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        inSet[size++] = w * 32 + 31 - Math.clz32(low);
        bits ^= low;
      }
    }
    for (let i = 0; i < size; i++) {
      const u = eu[inSet[i]!]!;
      const v = ev[inSet[i]!]!;
      deg[u] = 0;
      deg[v] = 0;
      link[u] = u;
      link[v] = v;
    }
    let vertices = 0;
    let comps = 0;
    for (let i = 0; i < size; i++) {
      const u = eu[inSet[i]!]!;
      const v = ev[inSet[i]!]!;
      if (deg[u] === 0) {
        vertices++;
        comps++;
      }
      if (deg[v] === 0) {
        vertices++;
        comps++;
      }
      if (++deg[u]! > 2 || ++deg[v]! > 2) {
        ok = false;
        break;
      }
      const ru = find(u);
      const rv = find(v);
      if (ru !== rv) {
        link[ru] = rv;
        comps--;
      }
    }
    if (ok && comps === 1 && size === vertices) count++;
  }
  return count;
}
