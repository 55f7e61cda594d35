// Exact solvers for small NP-hard graph problems on bitsets: maximum clique (branch and bound with a
// greedy-colouring bound) and minimum-weight vertex cover (branching maximum-weight independent set).
import type { Edge } from "./graph.ts";

/** Neighbourhood bitsets: adj[v] has bit u set iff {u, v} is an edge. 32 vertices per word. */
function bitsets(n: number, edges: readonly Edge[]): Uint32Array[] {
  const words = Math.ceil(n / 32);
  const adj = Array.from({ length: n }, () => new Uint32Array(words));
  for (const [u, v] of edges) {
    if (u === v) continue;
    adj[u]![v >>> 5]! |= 1 << (v & 31);
    adj[v]![u >>> 5]! |= 1 << (u & 31);
  }
  return adj;
}

function members(set: Uint32Array): number[] {
  const out: number[] = [];
  for (let w = 0; w < set.length; w++) {
    let x = set[w]!;
    while (x !== 0) {
      const low = x & -x;
      out.push(w * 32 + 31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out;
}

function has(set: Uint32Array, v: number): boolean {
  return (set[v >>> 5]! & (1 << (v & 31))) !== 0;
}

/** A maximum clique of a simple undirected graph (vertices ascending). Exact. */
export function maximumClique(n: number, edges: readonly Edge[]): number[] {
  if (n === 0) return [];
  const adj = bitsets(n, edges);
  // Initial order: by degree, descending (helps the colouring bound).
  const degree = adj.map((s) => members(s).length);
  let best: number[] = [0];
  const current: number[] = [];

  const expand = (candidates: number[]) => {
    // Greedy colouring in the given order; colour classes give an upper bound on any clique inside.
    const classes: number[][] = [];
    for (const v of candidates) {
      let k = 0;
      while (k < classes.length && classes[k]!.some((u) => has(adj[v]!, u))) k++;
      if (k === classes.length) classes.push([]);
      classes[k]!.push(v);
    }
    const order: number[] = [];
    const bound: number[] = [];
    classes.forEach((cls, k) => {
      for (const v of cls) {
        order.push(v);
        bound.push(k + 1);
      }
    });
    const alive = new Set(order);
    for (let i = order.length - 1; i >= 0; i--) {
      if (current.length + bound[i]! <= best.length) return;
      const v = order[i]!;
      current.push(v);
      const next = order.slice(0, i).filter((u) => alive.has(u) && has(adj[v]!, u));
      if (next.length === 0) {
        if (current.length > best.length) best = current.slice();
      } else {
        expand(next);
      }
      current.pop();
      alive.delete(v);
    }
  };

  const start = Array.from({ length: n }, (_, v) => v).sort((a, b) => degree[b]! - degree[a]! || a - b);
  expand(start);
  return best.slice().sort((a, b) => a - b);
}

/**
 * A maximum-weight independent set of a vertex-weighted graph (weights > 0), by branching on a vertex of
 * largest degree with memoisation. Exponential; fine for n up to about 40 at any density.
 */
export function maximumWeightIndependentSet(
  n: number,
  edges: readonly Edge[],
  weights: readonly number[],
): { weight: number; set: number[] } {
  const adj = bitsets(n, edges);
  const words = Math.ceil(n / 32);
  const memo = new Map<string, number>();

  const solve = (set: Uint32Array): number => {
    const vs = members(set);
    if (vs.length === 0) return 0;
    const key = set.join(",");
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let pick = -1;
    let pickDeg = -1;
    let free = 0;
    const rest = set.slice();
    for (const v of vs) {
      let d = 0;
      for (let w = 0; w < words; w++) {
        let x = adj[v]![w]! & set[w]!;
        while (x !== 0) {
          x &= x - 1;
          d++;
        }
      }
      if (d === 0) {
        free += weights[v]!;
        rest[v >>> 5]! &= ~(1 << (v & 31));
      } else if (d > pickDeg) {
        pick = v;
        pickDeg = d;
      }
    }
    let result = free;
    if (pick >= 0) {
      const without = rest.slice();
      without[pick >>> 5]! &= ~(1 << (pick & 31));
      const withPick = without.slice();
      for (let w = 0; w < words; w++) withPick[w]! &= ~adj[pick]![w]!;
      result += Math.max(solve(without), weights[pick]! + solve(withPick));
    }
    memo.set(key, result);
    return result;
  };

  const all = new Uint32Array(words);
  for (let v = 0; v < n; v++) all[v >>> 5]! |= 1 << (v & 31);
  const weight = solve(all);

  // Recover one optimal set by walking the same decisions against the memoised values.
  const set: number[] = [];
  let cur = all;
  let remaining = weight;
  while (remaining > 0) {
    const vs = members(cur);
    const v = vs.find((u) => {
      const next = cur.slice();
      next[u >>> 5]! &= ~(1 << (u & 31));
      for (let w = 0; w < words; w++) next[w]! &= ~adj[u]![w]!;
      return weights[u]! + solve(next) === remaining;
    });
    if (v === undefined) throw new Error("maximumWeightIndependentSet: reconstruction failed");
    set.push(v);
    remaining -= weights[v]!;
    const next = cur.slice();
    next[v >>> 5]! &= ~(1 << (v & 31));
    for (let w = 0; w < words; w++) next[w]! &= ~adj[v]![w]!;
    cur = next;
  }
  return { weight, set: set.sort((a, b) => a - b) };
}

/** A minimum-weight vertex cover (the complement of a maximum-weight independent set). Exact. */
export function minimumWeightVertexCover(
  n: number,
  edges: readonly Edge[],
  weights: readonly number[],
): { weight: number; cover: number[] } {
  const { set } = maximumWeightIndependentSet(n, edges, weights);
  const inSet = new Set(set);
  const cover = Array.from({ length: n }, (_, v) => v).filter((v) => !inSet.has(v));
  return { weight: cover.reduce((s, v) => s + weights[v]!, 0), cover };
}
