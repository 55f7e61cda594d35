// Spanning-tree counting: Kirchhoff's matrix-tree theorem with exact BigInt (Bareiss) determinants.
import type { WeightedEdge } from "./graph.ts";
import { UnionFind } from "./unionfind.ts";

/** Determinant of an integer matrix (fraction-free Bareiss elimination, exact). */
export function determinant(matrix: readonly (readonly bigint[])[]): bigint {
  const n = matrix.length;
  if (n === 0) return 1n;
  const a = matrix.map((row) => row.slice());
  let sign = 1n;
  let prev = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (a[k]![k] === 0n) {
      let p = k + 1;
      while (p < n && a[p]![k] === 0n) p++;
      if (p === n) return 0n;
      [a[k], a[p]] = [a[p]!, a[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++)
      for (let j = k + 1; j < n; j++) a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / prev;
    prev = a[k]![k]!;
  }
  return sign * a[n - 1]![n - 1]!;
}

/** Number of spanning trees of a connected multigraph on k vertices (edges as vertex pairs). */
export function countSpanningTrees(k: number, edges: ReadonlyArray<readonly [number, number]>): bigint {
  if (k <= 1) return 1n;
  const lap = Array.from({ length: k }, () => new Array<bigint>(k).fill(0n));
  for (const [u, v] of edges) {
    if (u === v) continue;
    lap[u]![u]! += 1n;
    lap[v]![v]! += 1n;
    lap[u]![v]! -= 1n;
    lap[v]![u]! -= 1n;
  }
  return determinant(lap.slice(1).map((row) => row.slice(1)));
}

/** Number of minimum spanning trees of a connected weighted graph (exact). */
export function countMinimumSpanningTrees(n: number, edges: readonly WeightedEdge[]): bigint {
  const sorted = edges.slice().sort((a, b) => a[2] - b[2]);
  const uf = new UnionFind(n);
  let total = 1n;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]![2] === sorted[i]![2]) j++;
    const cls = sorted.slice(i, j).map(([u, v]) => [uf.find(u), uf.find(v)] as [number, number]);
    const useful = cls.filter(([a, b]) => a !== b);
    const pieces = new UnionFind(n);
    for (const [a, b] of useful) pieces.union(a, b);
    const byPiece = new Map<number, Array<[number, number]>>();
    for (const e of useful) {
      const p = pieces.find(e[0]);
      if (!byPiece.has(p)) byPiece.set(p, []);
      byPiece.get(p)!.push(e);
    }
    for (const list of byPiece.values()) {
      const index = new Map<number, number>();
      for (const [a, b] of list) {
        if (!index.has(a)) index.set(a, index.size);
        if (!index.has(b)) index.set(b, index.size);
      }
      total *= countSpanningTrees(
        index.size,
        list.map(([a, b]) => [index.get(a)!, index.get(b)!]),
      );
    }
    for (const [a, b] of useful) uf.union(a, b);
    i = j;
  }
  return total;
}
