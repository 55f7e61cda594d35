// Choose a minimum-weight set of vertices touching every edge of a vertex-weighted graph. RLVE: Minimum_VertexCover.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { minimumWeightVertexCover } from "../../lib/clique.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { readSubset } from "../../lib/selection.ts";
import { edgeLines, weightLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  weights: number[];
  edges: Edge[];
  best: number;
  /** One minimum-weight cover (ascending). */
  witness: number[];
}

/** 0.05, 0.10, ..., 0.75. */
const EDGE_DENSITIES = Array.from({ length: 15 }, (_, i) => (i + 1) / 20);

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-vertex-cover",
  rlveId: "Minimum_VertexCover",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Minimum-weight vertex cover of a vertex-weighted graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomGraph(n, m, rng).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const weights = Array.from({ length: n }, () => rng.int(1, 10));
    const { weight, cover } = minimumWeightVertexCover(n, edges, weights);
    return { n, weights, edges, best: weight, witness: cover };
  },

  prompt: ({ n, weights, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. The weights of the vertices are:\n` +
    weightLines(weights) +
    "\nThe edges are:\n" +
    edgeLines(edges) +
    "\n\nChoose a set of distinct vertices such that every edge has at least one endpoint in the set, with the " +
    "smallest possible total weight.\nAnswer with the chosen vertices, separated by spaces.",
  // Never correct: vertex N does not exist (vertices are 0..N-1).
  answerExample: ({ n }) => `0 3 ${n}`,

  parse: (text) => parseIntList(text),

  score(set, { n, weights, edges, best }) {
    const chosen = readSubset(set, n);
    if (typeof chosen === "string") return invalid(chosen);
    const total = set.reduce((sum, v) => sum + weights[v]!, 0);
    const open = edges.find(([u, v]) => !chosen[u] && !chosen[v]);
    if (open !== undefined) return invalid(`edge (${open[0]}, ${open[1]}) is not covered`);
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    // Drop a cover vertex that has an edge: that edge becomes uncovered (a minimum cover has no useless vertex).
    const needed = witness.find((v) => edges.some(([a, b]) => a === v || b === v));
    if (needed !== undefined) out.push(witness.filter((v) => v !== needed).join(" "));
    // Add a vertex outside the cover: still a cover, but heavier.
    const extra = Array.from({ length: n }, (_, v) => v).find((v) => !witness.includes(v));
    if (extra !== undefined) out.push([...witness, extra].join(" "));
    if (witness.length > 0) out.push([...witness, witness[0]].join(" ")); // repeated vertex
    out.push(`${n}`);
    return out;
  },

  size: ({ n }) => n,
});
