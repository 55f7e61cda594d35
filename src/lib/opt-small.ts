// Exact solvers for the small optimisation environments (trees, lines, small graphs).
import type { Edge } from "./graph.ts";
import { rootTree } from "./treedp.ts";

/** Maximum-weight independent set of a tree: its weight and one optimal set (ascending). */
export function treeMaxWeightIndependentSet(
  n: number,
  edges: readonly Edge[],
  weights: readonly number[],
): { best: number; set: number[] } {
  const { parent, order } = rootTree(n, edges);
  const take = weights.slice();
  const skip = new Array<number>(n).fill(0);
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i]!;
    const p = parent[v]!;
    take[p]! += skip[v]!;
    skip[p]! += Math.max(take[v]!, skip[v]!);
  }
  const chosen = new Uint8Array(n);
  for (const v of order) {
    const p = parent[v]!;
    chosen[v] = p >= 0 && chosen[p] ? 0 : take[v]! >= skip[v]! ? 1 : 0;
  }
  const set: number[] = [];
  for (let v = 0; v < n; v++) if (chosen[v]) set.push(v);
  const root = order[0]!;
  return { best: Math.max(take[root]!, skip[root]!), set };
}

/**
 * K-median on a line: choose k of the points (given coordinates) minimising the summed distance from every
 * point to its nearest chosen point. Returns the optimum and one optimal choice (indices into `xs`, ascending).
 */
export function lineKMedian(xs: readonly number[], k: number): { best: number; chosen: number[] } {
  const n = xs.length;
  const idx = xs.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]! || a - b);
  const p = idx.map((i) => xs[i]!);
  const pre = [0];
  for (const x of p) pre.push(pre[pre.length - 1]! + x);
  // cost of serving sorted points l..r (inclusive) by their median, and the median position
  const seg = (l: number, r: number): number => {
    const m = (l + r) >> 1;
    return p[m]! * (m - l) - (pre[m]! - pre[l]!) + (pre[r + 1]! - pre[m + 1]!) - p[m]! * (r - m);
  };
  const INF = Number.POSITIVE_INFINITY;
  // f[j][i]: best cost of the first i sorted points with j groups
  const f = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(INF));
  const cut = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(-1));
  f[0]![0] = 0;
  for (let j = 1; j <= k; j++) {
    for (let i = j; i <= n; i++) {
      for (let l = j - 1; l < i; l++) {
        const c = f[j - 1]![l]! + seg(l, i - 1);
        if (c < f[j]![i]!) {
          f[j]![i] = c;
          cut[j]![i] = l;
        }
      }
    }
  }
  const chosen: number[] = [];
  let i = n;
  for (let j = k; j >= 1; j--) {
    const l = cut[j]![i]!;
    chosen.push(idx[(l + i - 1) >> 1]!);
    i = l;
  }
  return { best: f[k]![n]!, chosen: chosen.sort((a, b) => a - b) };
}

/** Minimum-weight dominating set (n <= 30): every vertex is chosen or adjacent to a chosen one. */
export function minimumWeightDominatingSet(
  n: number,
  edges: readonly Edge[],
  weights: readonly number[],
): { best: number; set: number[] } {
  if (n > 30) throw new RangeError("minimumWeightDominatingSet: n > 30");
  const closed = Array.from({ length: n }, (_, v) => 2 ** v);
  for (const [u, v] of edges) {
    closed[u]! |= 2 ** v;
    closed[v]! |= 2 ** u;
  }
  const cand = Array.from({ length: n }, (_, v) => {
    const out: number[] = [];
    for (let u = 0; u < n; u++) if ((closed[u]! >>> v) & 1) out.push(u);
    return out.sort((a, b) => weights[a]! - weights[b]!);
  });
  const full = 2 ** n - 1;
  let best = weights.reduce((a, b) => a + b, 0);
  let bestSet = Array.from({ length: n }, (_, v) => v);
  const stack: number[] = [];
  // a lower bound: undominated vertices with pairwise disjoint candidate sets each need their own cheapest vertex
  const bound = (dom: number): number => {
    let used = 0;
    let lb = 0;
    for (let v = 0; v < n; v++) {
      if ((dom >>> v) & 1) continue;
      let reach = 0;
      for (const u of cand[v]!) reach |= closed[u]!;
      if ((reach & used) !== 0) continue;
      used |= reach;
      lb += weights[cand[v]![0]!]!;
    }
    return lb;
  };
  const go = (dom: number, w: number): void => {
    if (dom >>> 0 === full) {
      if (w < best) {
        best = w;
        bestSet = stack.slice();
      }
      return;
    }
    if (w + bound(dom) >= best) return;
    let pick = -1;
    for (let v = 0; v < n; v++) {
      if ((dom >>> v) & 1) continue;
      if (pick < 0 || cand[v]!.length < cand[pick]!.length) pick = v;
    }
    for (const u of cand[pick]!) {
      stack.push(u);
      go((dom | closed[u]!) >>> 0, w + weights[u]!);
      stack.pop();
    }
  };
  go(0, 0);
  return { best, set: bestSet.sort((a, b) => a - b) };
}

/** All-pairs shortest path distances of an undirected weighted graph (Floyd–Warshall). */
export function allPairs(n: number, edges: readonly (readonly [number, number, number])[]): number[][] {
  const d = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : Number.POSITIVE_INFINITY)),
  );
  for (const [u, v, w] of edges) {
    if (w < d[u]![v]!) {
      d[u]![v] = w;
      d[v]![u] = w;
    }
  }
  for (let k = 0; k < n; k++) {
    const dk = d[k]!;
    for (let i = 0; i < n; i++) {
      const di = d[i]!;
      const dik = di[k]!;
      if (dik === Number.POSITIVE_INFINITY) continue;
      for (let j = 0; j < n; j++) if (dik + dk[j]! < di[j]!) di[j] = dik + dk[j]!;
    }
  }
  return d;
}

/** At most k centres covering every vertex within distance r (n <= 30), or null. */
function coverWithin(dist: readonly number[][], k: number, r: number): number[] | null {
  const n = dist.length;
  const cand = Array.from({ length: n }, (_, v) => dist[v]!.flatMap((d, u) => (d <= r ? [u] : [])));
  const ball = Array.from(
    { length: n },
    (_, u) => dist[u]!.reduce((m, d, v) => (d <= r ? m | (2 ** v) : m), 0) >>> 0,
  );
  const full = 2 ** n - 1;
  const stack: number[] = [];
  const failed = new Map<number, number>();
  const go = (cov: number, left: number): boolean => {
    if (cov === full) return true;
    if (left === 0 || (failed.get(cov) ?? -1) >= left) return false;
    let used = 0;
    let need = 0;
    let pick = -1;
    for (let v = 0; v < n; v++) {
      if ((cov >>> v) & 1) continue;
      if (pick < 0 || cand[v]!.length < cand[pick]!.length) pick = v;
      let reach = 0;
      for (const u of cand[v]!) reach |= ball[u]!;
      if ((reach & used) === 0) {
        used = (used | reach) >>> 0;
        need++;
      }
    }
    if (need > left) return false;
    for (const u of cand[pick]!) {
      stack.push(u);
      if (go((cov | ball[u]!) >>> 0, left - 1)) return true;
      stack.pop();
    }
    failed.set(cov, left);
    return false;
  };
  return go(0, k) ? stack.slice() : null;
}

/** Vertex k-center: the smallest radius r such that k centres cover every vertex within r, with the centres. */
export function vertexKCenter(dist: readonly number[][], k: number): { best: number; centres: number[] } {
  const n = dist.length;
  if (n > 30) throw new RangeError("vertexKCenter: n > 30");
  const radii = [...new Set(dist.flat())].sort((a, b) => a - b);
  let lo = 0;
  let hi = radii.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (coverWithin(dist, k, radii[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  const found = coverWithin(dist, k, radii[lo]!)!;
  const centres = [...new Set(found)];
  for (let v = 0; v < n && centres.length < k; v++) if (!centres.includes(v)) centres.push(v);
  return { best: radii[lo]!, centres: centres.sort((a, b) => a - b) };
}

/** Longest simple path in a directed graph with positive arc weights (bitmask DP, n <= 20). */
export function longestSimplePath(
  n: number,
  arcs: readonly (readonly [number, number, number])[],
): { best: number; path: number[] } {
  if (n > 20) throw new RangeError("longestSimplePath: n > 20");
  const w = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (const [u, v, c] of arcs) w[u]![v] = Math.max(w[u]![v]!, c);
  const wf = new Int32Array(n * n);
  const outMask = new Int32Array(n);
  for (let u = 0; u < n; u++) {
    for (let v = 0; v < n; v++) {
      wf[u * n + v] = w[u]![v]!;
      if (w[u]![v]! >= 0) outMask[u]! |= 1 << v;
    }
  }
  const f = new Int32Array((1 << n) * n).fill(-1);
  for (let v = 0; v < n; v++) f[(1 << v) * n + v] = 0;
  let best = 0;
  let bestState = n;
  const size = 1 << n;
  for (let mask = 1; mask < size; mask++) {
    const base = mask * n;
    for (let v = 0; v < n; v++) {
      const cur = f[base + v]!;
      if (cur < 0) continue;
      if (cur > best) {
        best = cur;
        bestState = base + v;
      }
      let rest = outMask[v]! & ~mask;
      while (rest !== 0) {
        const bit = rest & -rest;
        rest ^= bit;
        const u = 31 - Math.clz32(bit);
        const idx = (mask | bit) * n + u;
        const val = cur + wf[v * n + u]!;
        if (val > f[idx]!) f[idx] = val;
      }
    }
  }
  let mask = Math.floor(bestState / n);
  let v = bestState % n;
  const path = [v];
  while (mask !== 1 << v) {
    const prev = mask ^ (1 << v);
    let found = -1;
    for (let p = 0; p < n; p++) {
      if (!((prev >> p) & 1) || w[p]![v]! < 0) continue;
      const fp = f[prev * n + p]!;
      if (fp >= 0 && fp + w[p]![v]! === f[mask * n + v]) {
        found = p;
        break;
      }
    }
    if (found < 0) throw new Error("longestSimplePath: broken backtrack");
    mask = prev;
    v = found;
    path.push(v);
  }
  return { best, path: path.reverse() };
}
