// Most vertices of a tree that K paths can cover together. RLVE: MaxTree_KPathCoverage.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { adjacency, type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { maxPathCoverage } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: Edge[];
  best: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "max-tree-k-path-coverage",
  rlveId: "MaxTree_KPathCoverage",
  category: "graph algorithms",
  version: 3,
  title: "Most tree vertices covered by K paths",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 4 ? 16 : 1),

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng);
    const leaves = adjacency(n, edges).filter((a) => a.length === 1).length;
    const k = rng.int(1, Math.max(1, Math.floor(leaves / 2)));
    return { n, k, edges, best: maxPathCoverage(n, edges, k) };
  },

  prompt: ({ n, k, edges }) =>
    `A tree has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    `\n\nChoose ${k} paths in the tree (each path is the unique simple path between two vertices you pick; the two may ` +
    "coincide). A vertex is covered if it lies on at least one chosen path. What is the largest possible number of covered vertices?\n" +
    "Answer with a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong("not the most")),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [String(best + 1), String(best - 1)],

  size: ({ n }) => n,
});
