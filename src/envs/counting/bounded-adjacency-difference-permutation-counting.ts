// Count the permutations of 1..N in which every two neighbours differ by at most K. RLVE: BoundedAdjacencyDifference_Permutation_Counting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import {
  boundedDifferencePermutations,
  boundedDifferencePermutationsByExclusion,
} from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  answer: string;
}

/** K is either small (frontier DP) or close to N (inclusion-exclusion over the few far-apart pairs). */
const SMALL_K = 4;
const FAR_PAIRS = 4;

export default defineEnv<Params, Instance, bigint>({
  id: "bounded-adjacency-difference-permutation-counting",
  rlveId: "BoundedAdjacencyDifference_Permutation_Counting",
  category: "combinatorial counting",
  version: 2,
  title: "Count permutations whose neighbours differ by at most K",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const k = rng.bool()
      ? rng.int(1, Math.min(n - 1, SMALL_K))
      : rng.int(Math.max(1, n - 1 - FAR_PAIRS), n - 1);
    const count =
      k <= SMALL_K ? boundedDifferencePermutations(n, k) : boundedDifferencePermutationsByExclusion(n, k);
    return { n, k, answer: String(count) };
  },

  prompt: ({ n, k }) =>
    `Count the permutations P_1, P_2, ..., P_${n} of the numbers 1 to ${n} such that |P_i - P_(i+1)| <= ${k} for ` +
    `every i from 1 to ${n - 1} (any two neighbouring entries differ by at most ${k}).\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ n }) => n,

  auditExceptions: [
    {
      check: "distinct",
      levels: [0, 1],
      measured: 0.125,
      reason:
        "not fixed yet (issue 14): level 0 (parameters {n:4}) gives 13% distinct instances over 24 seeds, from about 3 instances in 192 seeds",
    },
  ],
});
