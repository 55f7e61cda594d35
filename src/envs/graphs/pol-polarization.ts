// Orient every edge of a tree to maximise the number of ordered pairs (u, v), u != v, with v reachable from u;
// report the maximum. RLVE: POLPolarization.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { adjacency, type Edge, randomRecursiveTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  answer: number;
}

/**
 * Rooted at a centroid, every branch is oriented wholly towards or wholly away from the centroid: each vertex
 * reaches or is reached by all its ancestors, and the branches split into an inward part A and an outward part
 * B (subset sum) giving |A|·|B| more pairs.
 */
export function maxReachablePairs(n: number, edges: readonly Edge[]): number {
  const adj = adjacency(n, edges);
  const { parent, order } = rootTree(adj, 0);
  const size = new Array<number>(n).fill(1);
  for (let i = order.length - 1; i > 0; i--) size[parent[order[i]!]!]! += size[order[i]!]!;
  let best = 0;
  for (let c = 0; c < n; c++) {
    let heaviest = n - size[c]!;
    for (const u of adj[c]!) if (u !== parent[c]) heaviest = Math.max(heaviest, size[u]!);
    if (2 * heaviest > n) continue;
    const rooted = rootTree(adj, c);
    const sz = new Array<number>(n).fill(1);
    for (let i = rooted.order.length - 1; i > 0; i--)
      sz[rooted.parent[rooted.order[i]!]!]! += sz[rooted.order[i]!]!;
    let chains = 0;
    for (let v = 0; v < n; v++) if (v !== c) chains += sz[v]!;
    const reach = new Uint8Array(n);
    reach[0] = 1;
    for (const u of adj[c]!) for (let s = n - 1; s >= sz[u]!; s--) if (reach[s - sz[u]!]) reach[s] = 1;
    let split = 0;
    for (let a = 0; a < n; a++) if (reach[a]) split = Math.max(split, a * (n - 1 - a));
    best = Math.max(best, chains + split);
  }
  return best;
}

export default defineEnv<Params, Instance, bigint>({
  id: "pol-polarization",
  rlveId: "POLPolarization",
  category: "graph algorithms",
  version: 5,
  title: "Orient a tree's edges to maximise the number of reachable ordered pairs",
  answerKind: "unique",
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0, 1],
      measured: 0.71,
      reason:
        "RLVE-Gym's random recursive trees of 4 and 5 vertices (levels 0-1) have 2 and 3 possible answers: the most " +
        "common takes 70% and 59% of 400 seeds (71% of the audit's 24 at level 1); 41% at level 2, 32% at level 3",
    },
  ],

  generate({ n }, rng) {
    // RLVE-Gym's tree: a random recursive tree.
    const edges = randomRecursiveTree(n, rng);
    return { n, edges, answer: maxReachablePairs(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these undirected edges:\n` +
    edgeLines(edges) +
    "\n\nGive every edge a direction. Afterwards count the ordered pairs (u, v) of distinct vertices such that v " +
    "can be reached from u by following directed edges. What is the largest possible count over all ways of " +
    "directing the edges?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: best }) =>
    answer === BigInt(best) ? correct() : wrong(`answer ${answer} is not the maximum`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((x) => x >= 0).map(String),

  size: ({ n }) => n,
});
