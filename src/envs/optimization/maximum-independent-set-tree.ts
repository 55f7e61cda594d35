// Maximum-weight independent set of a vertex-weighted tree. RLVE: Maximum_IndependentSet_Tree.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { treeMaxWeightIndependentSet } from "../../lib/opt-small.ts";
import { edgeLines, weightLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  weights: number[];
  edges: Edge[];
  best: number;
  /** One maximum-weight independent set (ascending). */
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "maximum-independent-set-tree",
  rlveId: "Maximum_IndependentSet_Tree",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 3,
  title: "Maximum-weight independent set of a tree",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng);
    const weights = Array.from({ length: n }, () => rng.int(1, n));
    const { best, set } = treeMaxWeightIndependentSet(n, edges, weights);
    return { n, weights, edges, best, witness: set };
  },

  prompt: ({ n, weights, edges }) =>
    `You are given a tree with ${n} vertices, labelled 0 to ${n - 1}. The weights of the vertices are:\n` +
    weightLines(weights) +
    "\nThe edges are:\n" +
    edgeLines(edges) +
    "\n\nChoose a set of distinct vertices, no two of which are joined by an edge, with the largest possible " +
    "total weight.\nAnswer with the chosen vertices, separated by spaces.",

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
    const bad = edges.find(([u, v]) => chosen[u] && chosen[v]);
    if (bad !== undefined) return invalid(`vertices ${bad[0]} and ${bad[1]} are adjacent`);
    return maximisationRatio(total, best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    if (witness.length > 0) out.push(witness.slice(1).join(" "));
    const [u, v] = edges[0]!;
    out.push(`${u} ${v}`);
    out.push([...witness, n].join(" "));
    if (witness.length > 0) out.push([...witness, witness[0]].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
