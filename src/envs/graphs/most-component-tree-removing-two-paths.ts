// Remove the vertices of two edge-disjoint paths of a tree so that as many connected components as possible
// remain; report that number. RLVE: MostComponentTreeRemovingTwoPaths.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { type Edge, randomTreeWithHubs } from "../../lib/graph.ts";
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
  version: 6,
  title: "Most components left after deleting two edge-disjoint paths of a tree",
  answerKind: "unique",
  // Uniform random trees concentrate the answer on a few values (67% one value at 7 vertices, the shortcut
  // audit). Drawing the number of inner vertices ("hubs") per problem spreads it: at most 41% at 7-8
  // vertices, 34% at 9, 32% at 10, 24% at 12. So the ladder starts at 9 vertices and needs no redraws.
  params: (level) => ({ n: afterUpdates(9, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const edges = rng.shuffle(randomTreeWithHubs(n, rng.int(1, n - 2), rng));
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
