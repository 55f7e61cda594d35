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

/**
 * Why a colouring is not harmonious (proper, and no two edges joining the same pair of colours), or null.
 */
export function harmoniousConflict(edges: readonly Edge[], colouring: readonly number[]): string | null {
  const pairs = new Map<string, Edge>();
  for (const e of edges) {
    const [u, v] = e;
    const a = colouring[u]!;
    const b = colouring[v]!;
    if (a === b) return `vertices ${u} and ${v} are joined but share colour ${a}`;
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    const seen = pairs.get(key);
    if (seen !== undefined) {
      return `edges (${seen[0]}, ${seen[1]}) and (${u}, ${v}) both join colours ${Math.min(a, b)} and ${Math.max(a, b)}`;
    }
    pairs.set(key, e);
  }
  return null;
}

/**
 * A harmonious colouring with the fewest colours: for k from a lower bound upwards (max degree + 1, and
 * k(k-1)/2 >= edges), backtracking over vertices in breadth-first order with colours in first-use order.
 * Exact; meant for graphs of about a dozen vertices.
 */
export function minimumHarmoniousColouring(
  n: number,
  edges: readonly Edge[],
): { colours: number; colouring: number[] } {
  if (n === 0) return { colours: 0, colouring: [] };
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  // Breadth-first order from the highest-degree vertex of each component.
  const order: number[] = [];
  const placed = new Uint8Array(n);
  const byDegree = Array.from({ length: n }, (_, v) => v).sort(
    (a, b) => adj[b]!.length - adj[a]!.length || a - b,
  );
  for (const s of byDegree) {
    if (placed[s]) continue;
    placed[s] = 1;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const v = queue[h]!;
      order.push(v);
      for (const u of adj[v]!.slice().sort((a, b) => adj[b]!.length - adj[a]!.length || a - b)) {
        if (!placed[u]) {
          placed[u] = 1;
          queue.push(u);
        }
      }
    }
  }
  const maxDegree = Math.max(0, ...adj.map((a) => a.length));
  let k = maxDegree + 1;
  while ((k * (k - 1)) / 2 < edges.length) k++;
  const colour = new Int32Array(n).fill(-1);
  for (; k < n; k++) {
    const used = new Uint8Array(k * k);
    const tryColour = (i: number, top: number): boolean => {
      if (i === n) return true;
      const v = order[i]!;
      const limit = Math.min(k, top + 1);
      for (let c = 0; c < limit; c++) {
        let ok = true;
        let marked = 0;
        for (const u of adj[v]!) {
          const d = colour[u]!;
          if (d < 0) continue;
          if (d === c || used[c * k + d]) {
            ok = false;
            break;
          }
          used[c * k + d] = 1;
          used[d * k + c] = 1;
          marked++;
        }
        if (ok) {
          colour[v] = c;
          if (tryColour(i + 1, Math.max(top, c + 1))) return true;
          colour[v] = -1;
        }
        // Undo the pairs this attempt marked (the first `marked` coloured neighbours).
        for (const u of adj[v]!) {
          if (marked === 0) break;
          const d = colour[u]!;
          if (d < 0) continue;
          used[c * k + d] = 0;
          used[d * k + c] = 0;
          marked--;
        }
      }
      return false;
    };
    if (tryColour(0, 0)) return { colours: k, colouring: canonicalColours(Array.from(colour)) };
    colour.fill(-1);
  }
  return { colours: n, colouring: Array.from({ length: n }, (_, v) => v) };
}
