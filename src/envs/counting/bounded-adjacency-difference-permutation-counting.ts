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
  version: 5,
  title: "Count permutations whose neighbours differ by at most K",
  answerKind: "unique",

  // No balanced draws: N drawn from the top four sizes and K from both ends already keep the best constant
  // answer at 12% or less at every level (200 seeds); the 8 draws cost 0.40 ms per problem at level 0.

  // Level 0 starts above the catalog's n = 4 (3 instances, the shortcut audit): the largest N is 7 there,
  // and N in 4..7 with K >= 2 gives 14 instances.
  params: (level) => ({ n: afterUpdates(7, level, grow.plus1) }),

  generate({ n: maxN }, rng) {
    // N is drawn from the top few sizes: K alone gives about 9 instances per size (the shortcut audit).
    const n = rng.int(Math.max(4, maxN - 3), maxN);
    // K >= 2: K = 1 leaves only the two monotone permutations (the answer 2 for every N).
    const k = rng.bool()
      ? rng.int(2, Math.min(n - 1, SMALL_K))
      : rng.int(Math.max(2, n - 1 - FAR_PAIRS), n - 1);
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
});
