// Count the minimum spanning trees of a weighted graph, modulo MOD. RLVE: MinimumSpanningTreeCounting.
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { countMinimumSpanningTrees } from "../../lib/spanning.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  mod: number;
  /** The count modulo mod. */
  answer: string;
}

const EDGE_RATIOS = Array.from({ length: 41 }, (_, i) => 1 + i / 10);

export default defineEnv<Params, Instance, bigint>({
  id: "minimum-spanning-tree-counting",
  rlveId: "MinimumSpanningTreeCounting",
  category: "graph algorithms",
  version: 2,
  title: "Number of minimum spanning trees modulo MOD",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.max(n - 1, Math.round(rng.pick(EDGE_RATIOS) * n)));
    const maxW = rng.int(1, Math.max(2, Math.ceil(n / 3)));
    const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng).map(([u, v]) => [u, v, rng.int(1, maxW)]);
    const mod = rng.int(2, 1_000_000_000);
    return { n, edges, mod, answer: (countMinimumSpanningTrees(n, edges) % BigInt(mod)).toString() };
  },

  prompt: ({ n, edges, mod }) =>
    `A connected undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    "\n\nA minimum spanning tree is a set of edges connecting all vertices without a cycle whose total weight is as small as " +
    "possible. Two spanning trees are different when their edge sets differ. " +
    `How many minimum spanning trees does the graph have? Give the count modulo ${mod}.\n` +
    `Answer with a single integer in [0, ${mod - 1}].`,

  parse: (text) => parseCount(text),

  score(a, { mod, answer }) {
    if (a >= BigInt(mod)) return invalid(`${a} is not in [0, ${mod - 1}]`);
    return a === BigInt(answer) ? correct() : wrong(`not the count modulo ${mod}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers: ({ mod, answer }) => {
    const a = BigInt(answer);
    const m = BigInt(mod);
    return [String((a + 1n) % m), String((a + m - 1n) % m), String(a + m)];
  },

  size: ({ n }) => n,
});
