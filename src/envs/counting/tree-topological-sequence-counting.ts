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
  version: 3,
  title: "Count permutations meeting tree-shaped comparisons, modulo a prime",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

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

  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.708,
      reason:
        'not fixed yet (issue 14): at level 0 (parameters {n:3}) the answer "1" is right in 71% of the audited problems (24 seeds up to level 10, 12 above); the generator needs a wider spread of answers there',
    },
  ],
});
