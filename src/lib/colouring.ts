// Exact graph colouring for small graphs: DSATUR branch and bound (the colourings of issue 16's
// chromatic-number families), with a greedy DSATUR upper bound and a maximum-clique lower bound.
import { maximumClique } from "./clique.ts";
import type { Edge } from "./graph.ts";

/**
 * A proper colouring with the fewest colours (colours 0..k-1, vertex 0 gets colour 0). Exact; exponential
 * in the worst case, meant for graphs of a few dozen vertices.
 */
export function minimumColouring(
  n: number,
  edges: readonly Edge[],
): { colours: number; colouring: number[] } {
  if (n === 0) return { colours: 0, colouring: [] };
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    if (u === v) continue;
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const lower = Math.max(1, maximumClique(n, edges).length);
  const colour = new Int32Array(n).fill(-1);
  // seen[v * n + c]: how many coloured neighbours of v have colour c; sat[v]: distinct colours among them.
  const seen = new Int32Array(n * n);
  const sat = new Int32Array(n);
  const paint = (v: number, c: number) => {
    colour[v] = c;
    for (const u of adj[v]!) if (seen[u * n + c]++ === 0) sat[u]!++;
  };
  const unpaint = (v: number, c: number) => {
    colour[v] = -1;
    for (const u of adj[v]!) if (--seen[u * n + c] === 0) sat[u]!--;
  };
  const next = (): number => {
    let best = -1;
    let bestSat = -1;
    let bestDeg = -1;
    for (let v = 0; v < n; v++) {
      if (colour[v] !== -1) continue;
      let deg = 0;
      for (const u of adj[v]!) if (colour[u] === -1) deg++;
      if (sat[v]! > bestSat || (sat[v] === bestSat && deg > bestDeg)) {
        best = v;
        bestSat = sat[v]!;
        bestDeg = deg;
      }
    }
    return best;
  };

  // Greedy DSATUR: the first upper bound.
  let bestCount = 0;
  for (let i = 0; i < n; i++) {
    const v = next();
    let c = 0;
    while (seen[v * n + c]! > 0) c++;
    paint(v, c);
    bestCount = Math.max(bestCount, c + 1);
  }
  let bestColouring = Array.from(colour);
  for (let v = 0; v < n; v++) unpaint(v, colour[v]!);

  const search = (done: number, used: number): void => {
    if (bestCount <= lower) return;
    if (done === n) {
      bestCount = used;
      bestColouring = Array.from(colour);
      return;
    }
    const v = next();
    const limit = Math.min(used + 1, bestCount - 1);
    for (let c = 0; c < limit && c < bestCount - 1; c++) {
      if (seen[v * n + c]! > 0) continue;
      paint(v, c);
      search(done + 1, Math.max(used, c + 1));
      unpaint(v, c);
      if (bestCount <= lower) return;
    }
  };
  if (bestCount > lower) search(0, 0);
  return { colours: bestCount, colouring: canonicalColours(bestColouring) };
}

/** Renumbers colours by first appearance (vertex 0 gets 0, the next new colour 1, ...). */
export function canonicalColours(colouring: readonly number[]): number[] {
  const map = new Map<number, number>();
  return colouring.map((c) => {
    let m = map.get(c);
    if (m === undefined) {
      m = map.size;
      map.set(c, m);
    }
    return m;
  });
}

/** Why a colouring is not proper ("vertices 2 and 5 are joined but share colour 1"), or null. */
export function colouringConflict(edges: readonly Edge[], colouring: readonly number[]): string | null {
  for (const [u, v] of edges) {
    if (colouring[u] === colouring[v])
      return `vertices ${u} and ${v} are joined but share colour ${colouring[u]}`;
  }
  return null;
}

/** The number of distinct colours used. */
export function colourCount(colouring: readonly number[]): number {
  return new Set(colouring).size;
}
