// Count the ways to place K mutually non-attacking kings on an N x N board. RLVE: RoyalLockCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { kingPlacements } from "../../lib/grid-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  answer: string;
}

/** N stops growing here: the row DP is exponential in N (about 2^N transitions per row). */
const MAX_N = 11;

export default defineEnv<Params, Instance, bigint>({
  id: "royal-lock-counting",
  rlveId: "RoyalLockCounting",
  category: "combinatorial counting",
  version: 1,
  title: "Count placements of K non-attacking kings on an N x N board",
  answerKind: "unique",

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    const most = Math.ceil(n / 2) ** 2;
    const k = rng.int(1, most);
    return { n, k, answer: kingPlacements(n, k).toString() };
  },

  prompt: ({ n, k }) =>
    `In how many ways can ${k} kings be placed on a ${n} x ${n} board (at most one per cell) so that no two ` +
    "of them attack each other? A king attacks the up to eight cells around it (horizontally, vertically and " +
    "diagonally adjacent). The kings are identical: placements are sets of cells.\n\n" +
    "Answer with a single non-negative integer.",
  answerExample: "42",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n, k }) => n * n + k,

  auditExceptions: [
    {
      check: "distinct",
      levels: [0, 1],
      measured: 0.167,
      reason:
        "not fixed yet (issue 14): level 0 (parameters {n:3}) gives 17% distinct instances over 24 seeds, from about 4 instances in 192 seeds",
    },
  ],
});
