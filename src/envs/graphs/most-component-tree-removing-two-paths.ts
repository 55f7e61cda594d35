// Remove the vertices of two edge-disjoint paths of a tree so that as many connected components as possible
// remain; report that number. RLVE: MostComponentTreeRemovingTwoPaths.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { type Edge, randomRecursiveTree } from "../../lib/graph.ts";
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
  version: 7,
  title: "Most components left after deleting two edge-disjoint paths of a tree",
  answerKind: "unique",
  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0, 1, 2, 3, 4, 5, 6, 7],
      measured: 0.91,
      reason:
        "RLVE-Gym's random recursive trees of 4-12 vertices (levels 0-7) concentrate the answer: the most common " +
        "one takes 66%, 91%, 57%, 67%, 56%, 55%, 48%, 46% of 400 seeds (63% of the audit's 24 at level 7); " +
        "41% at level 8, 38% at level 10",
    },
  ],

  generate({ n }, rng) {
    const edges = randomRecursiveTree(n, rng);
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
