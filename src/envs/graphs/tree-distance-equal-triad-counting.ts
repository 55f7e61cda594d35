// Count the unordered vertex triples of a tree whose three pairwise distances are equal.
// RLVE: Tree_DistanceEqualTriad_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { type Edge, randomTreeWithHubs } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  answer: number;
}

export function equalTriads(n: number, edges: readonly Edge[]): number {
  const d = treeAllDistances(n, edges);
  let count = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) if (d[a]![b] === d[a]![c] && d[a]![b] === d[b]![c]) count++;
  return count;
}

export default defineEnv<Params, Instance, bigint>({
  id: "tree-distance-equal-triad-counting",
  rlveId: "Tree_DistanceEqualTriad_Counting",
  category: "graph algorithms",
  version: 5,
  title: "Count tree vertex triples with three equal pairwise distances",
  answerKind: "unique",
  // The ladder starts at 7 vertices, not the catalog's 4: a tree on 4 vertices has 0 or 1 such triples (0 was
  // right in 54% of the level-0 problems, issue 14), one on 5 has 0, 1 or (the star only) 4, and on 6 the
  // best constant answer stays near a third whatever the tree shapes.
  params: (level) => ({ n: afterUpdates(7, level, grow.plus1) }),

  generate({ n }, rng) {
    // The number of inner vertices is drawn per problem (bushy to path-like trees): uniform trees on 6
    // vertices gave 1 in 60% of the problems and needed 16 redraws (0.096 ms per problem, now 0.01 ms).
    const edges = rng.shuffle(randomTreeWithHubs(n, rng.int(1, n - 2), rng));
    return { n, edges, answer: equalTriads(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges, each of length 1:\n` +
    edgeLines(edges) +
    "\n\nHow many unordered triples {a, b, c} of distinct vertices satisfy dist(a, b) = dist(b, c) = dist(a, c), " +
    "where dist is the number of edges on the path between two vertices?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: want }) => closeness(answer, want, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer + 2, answer > 0 ? answer - 1 : 3].map(String),

  size: ({ n }) => n,
});
