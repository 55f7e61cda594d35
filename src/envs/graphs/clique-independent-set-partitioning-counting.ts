// Count the partitions of a graph's vertices into a non-empty clique and a non-empty independent set. RLVE: Clique_IndependentSet_Partitioning_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import type { Rng } from "../../core/rng.ts";
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
 * Number of (clique, independent set) partitions with both parts non-empty, given one such partition `inK`
 * (true = in the clique part). Two such partitions differ by at most one vertex moved each way (a clique and an
 * independent set share at most one vertex), so besides `inK` itself they are: a clique vertex with no
 * neighbour outside moved out, an outside vertex joined to the whole clique moved in, or a swap of a clique
 * vertex x and an outside vertex y where y misses no clique vertex but x, and x has no outside neighbour but
 * y. Counting the outside neighbours of each clique vertex and the clique non-neighbours of each outside
 * vertex makes that O(n^2). Throws when `inK` is not a split partition.
 */
export function countSplitPartitions(n: number, edges: readonly Edge[], inK: readonly boolean[]): number {
  const adj = new Array<number>(n * n).fill(0);
  for (const [u, v] of edges) adj[u * n + v] = adj[v * n + u] = 1;
  // cross[u]: neighbours in the other part for a clique vertex, non-neighbours in the clique otherwise.
  const cross = new Array<number>(n).fill(0);
  let k = 0;
  for (let u = 0; u < n; u++) {
    if (inK[u]) k++;
    for (let v = 0; v < n; v++) {
      if (v === u) continue;
      const e = adj[u * n + v]!;
      if (inK[u] === inK[v]) {
        if (e !== (inK[u] ? 1 : 0)) throw new RangeError("countSplitPartitions: not a split partition");
      } else if (e === (inK[u] ? 1 : 0)) cross[u]!++;
    }
  }
  if (k === 0 || k === n) throw new RangeError("countSplitPartitions: a part is empty");
  let count = 1;
  for (let u = 0; u < n; u++) if (cross[u] === 0 && (inK[u] ? k : n - k) >= 2) count++;
  for (let x = 0; x < n; x++) {
    if (!inK[x]) continue;
    for (let y = 0; y < n; y++) {
      if (inK[y]) continue;
      const e = adj[x * n + y]!;
      if (cross[x] === e && cross[y] === 1 - e) count++;
    }
  }
  return count;
}

const DENSITIES = [0.1, 0.3, 0.5, 0.7, 0.9];

/**
 * A split graph on n >= 6 vertices with `count` partitions (1 <= count <= n), built on a clique K and an
 * independent set S with edges between them of density q. Counted from (K, S): `a` clique vertices without a
 * neighbour in S can each move to S alone (count 1 + a when a >= 2, and then nothing else moves); one such
 * vertex x plus m vertices of S joined to all of K but x gives 2 + m (each can swap with x); neither gives 1
 * (every other clique vertex gets a neighbour in S, every other vertex of S misses one of them). The
 * complement (clique and independent set exchanged) has the same count and is taken half of the time.
 */
export function buildSplitGraph(
  n: number,
  count: number,
  q: number,
  rng: Rng,
): { edges: Edge[]; inK: boolean[] } {
  let a = 0;
  let m = 0;
  if (count === 2) a = 1;
  else if (count >= 3 && rng.bool()) a = count - 1;
  else if (count >= 3) [a, m] = [1, count - 2];
  // Clique sizes that leave room for the structure (the rest of K and of S need 2 vertices each at count 1 or 2).
  const k = a >= 2 ? rng.int(a, n - 1) : m > 0 ? rng.int(2, n - m) : rng.int(a + 2, n - 2);
  const perm = rng.permutation(n);
  const rest = perm.slice(a, k); // clique vertices that keep a neighbour in S (unless m > 0 gives them one)
  const plain = perm.slice(k + m); // vertices of S that miss a vertex of `rest` (unless a >= 2 makes that automatic)
  const needEdge = m === 0;
  const needMiss = a <= 1;
  const adj = new Array<number>(n * n).fill(0);
  const join = (u: number, v: number) => {
    adj[u * n + v] = adj[v * n + u] = 1;
  };
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) join(perm[i]!, perm[j]!);
  for (let j = k; j < k + m; j++) for (const x of rest) join(x, perm[j]!);
  // The i-th vertex of `rest` is joined to plain[i mod |plain|]; plain[j] misses a vertex not joined to it that way.
  const missed = plain.map((_, j) => {
    if (!needMiss) return -1;
    let i = rng.int(0, rest.length - 1);
    while (needEdge && i % plain.length === j) i = (i + 1) % rest.length;
    return i;
  });
  rest.forEach((x, i) => {
    plain.forEach((y, j) => {
      if (needEdge && i % plain.length === j) join(x, y);
      else if (missed[j] !== i && rng.bool(q)) join(x, y);
    });
  });
  const flip = rng.bool() ? 1 : 0;
  const inK = new Array<boolean>(n).fill(flip === 1);
  for (let i = 0; i < k; i++) inK[perm[i]!] = flip === 0;
  const edges: Edge[] = [];
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) if ((adj[u * n + v]! ^ flip) === 1) edges.push([u, v]);
  rng.shuffle(edges);
  return { edges, inK };
}

export default defineEnv<Params, Instance, bigint>({
  id: "clique-independent-set-partitioning-counting",
  rlveId: "Clique_IndependentSet_Partitioning_Counting",
  category: "graph algorithms",
  split: "held-out",
  version: 6,
  title: "Count the partitions of a graph into a clique and an independent set",
  answerKind: "unique",
  // Level 0 starts above the catalog's n = 3 (every 3-vertex graph has exactly 3 partitions).
  params: (level) => ({ n: afterUpdates(6, level, grow.plus1) }),

  // A random split graph has one partition in most problems at large n and 3 at small n (41% at n = 6):
  // the count is drawn first, uniform in 1..max(6, n/2), and the graph built around it (see buildSplitGraph),
  // so no redraws are needed.
  generate({ n }, rng) {
    const target = rng.int(1, Math.max(6, n >> 1));
    const { edges, inK } = buildSplitGraph(n, target, rng.pick(DENSITIES), rng);
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
