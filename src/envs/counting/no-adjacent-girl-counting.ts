// Count line-ups of N boys, M girls and 2 teachers (all distinct) with no two girls adjacent and the teachers
// not adjacent. RLVE: NoAdjacentGirlCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { noAdjacentGirlCount } from "../../lib/partition-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "no-adjacent-girl-counting",
  rlveId: "NoAdjacentGirlCounting",
  category: "combinatorial counting",
  version: 6,
  title: "Count line-ups with no two girls and no two teachers side by side",
  answerKind: "unique",

  // Level 0 starts above the catalog's maxNM = 2 (4 instances):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    // More than N + 3 girls cannot be kept apart (the count is 0): with M uniform, 0 was the answer of 36% of
    // the level-12 problems and needed 8 flattening draws. M now lies in that range one time in ten.
    const fits = Math.min(maxNM, n + 3);
    const m = fits < maxNM && rng.bool(0.1) ? rng.int(fits + 1, maxNM) : rng.int(1, fits);
    return { n, m, answer: noAdjacentGirlCount(n, m).toString() };
  },

  prompt: ({ n, m }) =>
    `${n} boys, ${m} girls and 2 teachers stand in one row; all ${n + m + 2} people are distinct. ` +
    "In how many orders can they stand so that no two girls are next to each other and the two teachers are " +
    "not next to each other?\n\nAnswer with a single non-negative integer (the exact count).",
  // Never correct: swapping the two teachers keeps a line-up valid, so the count is even.
  answerExample: "1",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n, m }) => n + m,
});
