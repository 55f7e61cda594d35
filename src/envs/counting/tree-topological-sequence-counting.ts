// Count permutations meeting P[u] < P[v] / P[u] > P[v] constraints that form a tree, modulo MOD.
// RLVE: TreeTopologicalSequenceCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { randomTree } from "../../lib/graph.ts";
import { type OrderEdge, treeOrderCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: OrderEdge[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "tree-topological-sequence-counting",
  rlveId: "TreeTopologicalSequenceCounting",
  category: "combinatorial counting",
  version: 5,
  title: "Count permutations meeting tree-shaped comparisons, modulo a prime",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  // Level 0 starts above the catalog's n = 3 (answers 1 and 2 only):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const edges = rng.shuffle(randomTree(n, rng).map(([u, v]) => ({ u, v, less: rng.bool() })));
    const mod = pickModulus(rng);
    return { n, edges, mod, answer: treeOrderCount(n, edges, mod) };
  },

  prompt: ({ n, edges, mod }) =>
    `Count the permutations P[1..${n}] of 1..${n} that satisfy all of these ${edges.length} comparisons ` +
    "(as a graph on the indices they form a tree):\n" +
    edges.map((e) => `P[${e.u + 1}] ${e.less ? "<" : ">"} P[${e.v + 1}]`).join("\n") +
    `\n\nGive the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n }) => n,
});
