// Choose a minimum-weight set of vertices such that every vertex is chosen or adjacent to a chosen one. RLVE: Minimum_DominatingSet.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { minimumWeightDominatingSet } from "../../lib/opt-small.ts";
import { edgeLines, weightLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  weights: number[];
  edges: Edge[];
  best: number;
  /** One minimum-weight dominating set (ascending). */
  witness: number[];
}

/** 0.05, 0.10, ..., 0.75. */
const EDGE_DENSITIES = Array.from({ length: 15 }, (_, i) => (i + 1) / 20);

function undominated(edges: readonly Edge[], chosen: Uint8Array): number {
  const dom = chosen.slice();
  for (const [u, v] of edges) {
    if (chosen[u]) dom[v] = 1;
    if (chosen[v]) dom[u] = 1;
  }
  return dom.indexOf(0);
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-dominating-set",
  rlveId: "Minimum_DominatingSet",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Minimum-weight dominating set of a vertex-weighted graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: Math.min(30, afterUpdates(4, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomGraph(n, m, rng).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const weights = Array.from({ length: n }, () => rng.int(1, 10));
    const { best, set } = minimumWeightDominatingSet(n, edges, weights);
    return { n, weights, edges, best, witness: set };
  },

  prompt: ({ n, weights, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. The weights of the vertices are:\n` +
    weightLines(weights) +
    "\nThe edges are:\n" +
    edgeLines(edges) +
    "\n\nChoose a set of distinct vertices such that every vertex is either in the set or joined by an edge to a " +
    "vertex of the set, with the smallest possible total weight.\nAnswer with the chosen vertices, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(set, { n, weights, edges, best }) {
    const chosen = new Uint8Array(n);
    let total = 0;
    for (const v of set) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (chosen[v]) return invalid(`vertex ${v} is listed twice`);
      chosen[v] = 1;
      total += weights[v]!;
    }
    const open = undominated(edges, chosen);
    if (open >= 0) return invalid(`vertex ${open} is not dominated`);
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const out: string[] = [witness.slice(1).join(" ")];
    const extra = Array.from({ length: n }, (_, v) => v).find((v) => !witness.includes(v));
    if (extra !== undefined) out.push([...witness, extra].join(" "));
    out.push([...witness, witness[0]].join(" "));
    out.push([...witness, n].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
