// Count the partitions of a graph's vertices into a non-empty clique and a non-empty independent set. RLVE: Clique_IndependentSet_Partitioning_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  count: number;
}

/**
 * Number of (clique, independent set) partitions with both parts non-empty, given one partition `inK` (true = in
 * the clique part). Two such partitions differ by at most one vertex moved each way (a clique and an independent
 * set share at most one vertex), so the candidates are few.
 */
export function countSplitPartitions(n: number, edges: readonly Edge[], inK: readonly boolean[]): number {
  const adj = Array.from({ length: n }, () => new Uint8Array(n));
  for (const [u, v] of edges) adj[u]![v] = adj[v]![u] = 1;
  const k = inK.map((b, i) => (b ? i : -1)).filter((i) => i >= 0);
  const s = inK.map((b, i) => (b ? -1 : i)).filter((i) => i >= 0);
  let count = 0;
  for (const a of [-1, ...k])
    for (const b of [-1, ...s]) {
      const side = inK.slice();
      if (a >= 0) side[a] = false;
      if (b >= 0) side[b] = true;
      let ok = side.some((x) => x) && side.some((x) => !x);
      for (let u = 0; u < n && ok; u++)
        for (let v = u + 1; v < n && ok; v++) {
          if (side[u] !== side[v]) continue;
          if (side[u] && !adj[u]![v]) ok = false;
          if (!side[u] && adj[u]![v]) ok = false;
        }
      if (ok) count++;
    }
  return count;
}

const DENSITIES = [0.1, 0.3, 0.5, 0.7, 0.9];

export default defineEnv<Params, Instance, bigint>({
  id: "clique-independent-set-partitioning-counting",
  rlveId: "Clique_IndependentSet_Partitioning_Counting",
  category: "graph algorithms",
  split: "held-out",
  version: 5,
  title: "Count the partitions of a graph into a clique and an independent set",
  answerKind: "unique",
  // The count takes a few small values at every level and "1" or "3" dominates (the shortcut audit):
  // flatten them at every level (16 draws up to level 4, 8 above; one draw costs O(n^4) at most, n <= 26).
  balanceDraws: (level) => (level <= 4 ? 16 : 8),

  // Level 0 starts above the catalog's n = 3 (every 3-vertex graph has exactly 3 partitions) and n = 4
  // (answers 3 or 4 only); at n = 5 the count "3" still comes first in over a third of the problems.
  params: (level) => ({ n: afterUpdates(6, level, grow.plus1) }),

  generate({ n }, rng) {
    const size = rng.int(1, n - 1);
    const perm = rng.permutation(n);
    const inK = new Array<boolean>(n).fill(false);
    for (const v of perm.slice(0, size)) inK[v] = true;
    const p = rng.pick(DENSITIES);
    const edges: Edge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) {
        if (inK[u] && inK[v]) edges.push([u, v]);
        else if (inK[u] !== inK[v] && rng.bool(p)) edges.push([u, v]);
      }
    rng.shuffle(edges);
    return { n, edges, count: countSplitPartitions(n, edges, inK) };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    (edges.length === 0 ? "(none)" : edgeLines(edges)) +
    "\n\nCount the ways to split the vertices into two sets C and I such that every vertex is in exactly one of them, " +
    "C is non-empty and a clique (every two vertices of C are joined by an edge), and I is non-empty and independent " +
    "(no two vertices of I are joined by an edge). Two splits are different when their sets C differ.\n" +
    "Answer with the count, a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { count }) => closeness(a, count, 10),

  reference: ({ count }) => String(count),

  wrongAnswers: ({ count }) =>
    [String(count + 1), String(count - 1), String(2 * count + 3)].filter((s) => s !== "-1"),

  size: ({ n }) => n,
});
