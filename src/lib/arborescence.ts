// Minimum spanning arborescence (Chu-Liu/Edmonds, O(VE)), with the chosen arcs.

export type Arc = readonly [number, number, number];

/**
 * Indices of the arcs (u, v, w) of a minimum-weight spanning arborescence rooted at `root` (every vertex reachable
 * from the root, one incoming arc per non-root vertex), or null when some vertex is unreachable.
 */
export function minimumArborescence(n: number, arcs: readonly Arc[], root: number): number[] | null {
  const best = new Array<number>(n).fill(-1);
  arcs.forEach(([u, v, w], i) => {
    if (u === v || v === root) return;
    if (best[v] === -1 || w < arcs[best[v]!]![2]) best[v] = i;
  });
  for (let v = 0; v < n; v++) if (v !== root && best[v] === -1) return null;
  // Find the cycles formed by the cheapest incoming arcs.
  const comp = new Array<number>(n).fill(-1);
  const mark = new Array<number>(n).fill(-1);
  const cycles: number[][] = [];
  for (let s = 0; s < n; s++) {
    let v = s;
    while (v !== root && mark[v] === -1 && comp[v] === -1) {
      mark[v] = s;
      v = arcs[best[v]!]![0];
    }
    if (v !== root && mark[v] === s && comp[v] === -1) {
      const cyc: number[] = [];
      let x = v;
      do {
        cyc.push(x);
        comp[x] = n + cycles.length;
        x = arcs[best[x]!]![0];
      } while (x !== v);
      cycles.push(cyc);
    }
  }
  if (cycles.length === 0) return best.map((i, v) => (v === root ? -1 : i)).filter((i) => i >= 0);
  let k = 0;
  const id = new Array<number>(n).fill(-1);
  const cycleId = new Array<number>(cycles.length);
  for (let v = 0; v < n; v++) if (comp[v] === -1) id[v] = k++;
  cycles.forEach((cyc, c) => {
    cycleId[c] = k;
    for (const v of cyc) id[v] = k;
    k++;
  });
  const newArcs: Arc[] = [];
  const origin: number[] = [];
  arcs.forEach(([u, v, w], i) => {
    if (id[u] === id[v]) return;
    const adjust = comp[v] === -1 ? 0 : arcs[best[v]!]![2];
    newArcs.push([id[u]!, id[v]!, w - adjust]);
    origin.push(i);
  });
  const sub = minimumArborescence(k, newArcs, id[root]!);
  if (sub === null) return null;
  const chosen = sub.map((j) => origin[j]!);
  const entered = new Set(chosen.map((i) => arcs[i]![1]));
  for (const cyc of cycles) for (const v of cyc) if (!entered.has(v)) chosen.push(best[v]!);
  return chosen;
}
