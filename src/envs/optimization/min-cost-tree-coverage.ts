// Choose vertices of a tree, each with a price and watching every vertex within distance D, so that every required vertex is watched at the least total price. RLVE: MinCostTreeCoverage.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { readSubset } from "../../lib/selection.ts";
import { edgeLines, weightLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  price: number[];
  d: number;
  /** The vertices that must be watched (ascending). */
  required: number[];
  best: number;
  /** One cheapest choice (ascending). */
  witness: number[];
}

/** The optimum is a DP over the subsets of required vertices, so at most 16 vertices are required. */
const MAX_REQUIRED = 16;

/**
 * The cheapest set of vertices watching every required one: best[mask] = least price watching the required
 * vertices in mask, extended from each reachable mask by the vertices that watch its first unwatched one.
 */
export function cheapestWatch(
  dist: readonly (readonly number[])[],
  price: readonly number[],
  d: number,
  required: readonly number[],
): { best: number; chosen: number[] } {
  const n = price.length;
  const full = (1 << required.length) - 1;
  const watches = price.map((_, v) =>
    required.reduce((m, u, i) => (dist[v]![u]! <= d ? m | (1 << i) : m), 0),
  );
  const best = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  const via = new Int32Array(full + 1).fill(-1);
  const from = new Int32Array(full + 1).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    if (best[mask] === Number.POSITIVE_INFINITY) continue;
    const first = 31 - Math.clz32(~mask & (mask + 1));
    for (let v = 0; v < n; v++) {
      if (!((watches[v]! >> first) & 1)) continue;
      const next = mask | watches[v]!;
      if (best[mask]! + price[v]! < best[next]!) {
        best[next] = best[mask]! + price[v]!;
        via[next] = v;
        from[next] = mask;
      }
    }
  }
  const chosen: number[] = [];
  for (let mask = full; mask !== 0; mask = from[mask]!) chosen.push(via[mask]!);
  return { best: best[full]!, chosen: [...new Set(chosen)].sort((a, b) => a - b) };
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-cost-tree-coverage",
  rlveId: "MinCostTreeCoverage",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Cheapest tree vertices watching every required vertex within distance D",
  answerKind: "any-optimal",

  // Level 0 uses 4 vertices (as level 1 does), not the catalog's 3: on a 3-vertex path the cheapest guard was
  // one of three answers and took 16 redraws per problem; from 4 up no redraws are needed (best constant 25%).
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
    rng.shuffle(edges);
    const price = Array.from({ length: n }, () => rng.int(1, 20));
    const d = rng.int(1, 3);
    const all = Array.from({ length: n }, (_, v) => v);
    const required = rng
      .sample(all, rng.int(Math.min(2, n), Math.min(n, MAX_REQUIRED)))
      .sort((a, b) => a - b);
    const { best, chosen } = cheapestWatch(treeAllDistances(n, edges), price, d, required);
    return { n, edges, price, d, required, best, witness: chosen };
  },

  prompt: ({ n, edges, price, d, required }) =>
    `You are given a tree with ${n} vertices, labelled 0 to ${n - 1}; every edge has length 1. The edges are:\n` +
    edgeLines(edges) +
    "\n\nPlacing a guard on a vertex has a price:\n" +
    weightLines(price) +
    `\n\nA guard on vertex v watches every vertex at distance at most ${d} from v (v included). These vertices must ` +
    `all be watched: ${required.join(" ")}.\n` +
    "Choose distinct vertices for guards so that every one of them is watched, with the smallest total price.\n" +
    "Answer with the chosen vertices, separated by spaces.",
  answerExample: ({ n }) => `0 ${n}`,

  parse: (text) => parseIntList(text),

  score(chosen, { n, edges, price, d, required, best }) {
    const set = readSubset(chosen, n);
    if (typeof set === "string") return invalid(set);
    const dist = treeAllDistances(n, edges);
    const missed = required.filter((u) => !chosen.some((v) => dist[v]![u]! <= d));
    if (missed.length > 0) return wrong(`vertices ${missed.join(", ")} are not watched`, -0.2);
    return minimisationRatio(
      chosen.reduce((a, v) => a + price[v]!, 0),
      best,
      3,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const out: string[] = [];
    // One more guard than a cheapest choice: still watching everything, dearer (prices are positive).
    const extra = Array.from({ length: n }, (_, v) => v).find((v) => !witness.includes(v));
    if (extra !== undefined) out.push([...witness, extra].join(" "));
    out.push([...witness, witness[0]!].join(" ")); // a vertex twice
    out.push([...witness, n].join(" ")); // a vertex that does not exist
    return out;
  },

  size: ({ n }) => n,
});
