// Remove the vertices of two edge-disjoint paths of a tree so that as many connected components as possible
// remain; report that number. RLVE: MostComponentTreeRemovingTwoPaths.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { mostComponentsAfterTwoPaths } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "most-component-tree-removing-two-paths",
  rlveId: "MostComponentTreeRemovingTwoPaths",
  category: "graph algorithms",
  split: "held-out",
  version: 5,
  title: "Most components left after deleting two edge-disjoint paths of a tree",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 4 ? 16 : level <= 8 ? 4 : 1),

  // The ladder starts at 7 vertices: trees of 4 to 6 vertices almost all give 3 (93% at 5 vertices), too few
  // other answers for the draws above to balance (the shortcut audit).
  params: (level) => ({ n: afterUpdates(7, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!] as Edge));
    return { n, edges, answer: mostComponentsAfterTwoPaths(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nChoose two paths in the tree (a path is the unique simple path between two vertices, which may be equal, so " +
    "a single vertex is also a path). The two paths must not share an edge, but they may share vertices. Delete " +
    "every vertex on either path together with all edges touching those vertices. What is the largest possible " +
    "number of connected components in the remaining graph (0 if nothing remains)?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: best }) =>
    answer === BigInt(best) ? correct() : wrong(`answer ${answer} is not the maximum`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((x) => x >= 0).map(String),

  size: ({ n }) => n,
});
