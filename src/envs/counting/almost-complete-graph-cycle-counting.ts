// Count the simple cycles of the complete graph on N vertices without the edge (1, N), modulo MOD. RLVE: AlmostCompleteGraphCycleCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { almostCompleteCycles } from "../../lib/counting-dp.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "almost-complete-graph-cycle-counting",
  rlveId: "AlmostCompleteGraphCycleCounting",
  category: "combinatorial counting",
  version: 3,
  title: "Count the simple cycles of a complete graph missing one edge",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(5, level, grow.mul1_5) }),

  // RLVE-Gym's generator: N uniform in [4, MAX_N], MOD odd and uniform in [3, 1000001].
  generate({ maxN }, rng) {
    const n = rng.int(4, maxN);
    const mod = 2 * rng.int(1, 500_000) + 1;
    return { n, mod, answer: almostCompleteCycles(n, mod) };
  },

  prompt: ({ n, mod }) =>
    `Take the complete undirected graph on the ${n} vertices 1, 2, ..., ${n} (every pair of distinct vertices ` +
    `is joined by an edge) and delete the single edge between vertex 1 and vertex ${n}. ` +
    "Count the simple cycles of the remaining graph: a simple cycle has at least 3 vertices, visits no vertex twice, " +
    "and two cycles are the same when they use the same set of edges (direction and starting point do not matter). " +
    `Give the number of simple cycles modulo ${mod}.\n\n` +
    `Answer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n }) => n,
});
