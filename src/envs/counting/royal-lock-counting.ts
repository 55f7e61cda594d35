// Count the ways to place K mutually non-attacking kings on an N x N board. RLVE: RoyalLockCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { kingPlacementCounts } from "../../lib/grid-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  answer: string;
}

/**
 * N stops growing here (RLVE-Gym's N = 3 + level goes on): the row DP is exponential in N. Computing the
 * counts for every K took 22 ms of CPU at N = 11, 62-91 ms at N = 12 and 142 ms at N = 13 in a fresh process
 * (BigInt counts per row mask and king count); we know of no exact method that serves N = 12 within the
 * 50 ms budget.
 */
const MAX_N = 11;

/**
 * The counts for every K on an N x N board, from one DP kept per N (a level has one N, so a problem after
 * the first is a look-up: the DP for one K took 0.8 ms at N = 9).
 */
const countsByN = new Map<number, bigint[]>();
function placements(n: number, k: number): bigint {
  let counts = countsByN.get(n);
  if (counts === undefined) {
    counts = kingPlacementCounts(n, Math.ceil(n / 2) ** 2);
    countsByN.set(n, counts);
  }
  return counts[k]!;
}

export default defineEnv<Params, Instance, bigint>({
  id: "royal-lock-counting",
  rlveId: "RoyalLockCounting",
  category: "combinatorial counting",
  version: 4,
  title: "Count placements of K non-attacking kings on an N x N board",
  answerKind: "unique",

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(3, level, grow.plus1)) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.54,
      reason:
        "RLVE-Gym's level 0 is a 3 x 3 board with K = 1 or 2: two problems, one of them wins half the draws",
    },
    {
      check: "distinct",
      levels: [0, 1],
      measured: 0.01,
      reason:
        "RLVE-Gym's levels 0 and 1 have 2 and 4 problems (K in 1..floor(N^2 / 4) on a 3 x 3 or 4 x 4 board)",
    },
  ],
  fidelity: [
    {
      aspect: "ladder",
      knobs: ["N"],
      levels: { from: 9 },
      reason:
        "N stays 11 from level 9 (RLVE-Gym: N = 3 + level): the exact count for N = 12 took 62-91 ms of CPU, " +
        "N = 13 142 ms, over the 50 ms budget",
    },
  ],

  // RLVE-Gym's K: 1..max(1, floor(N^2 / 4)).
  generate({ n }, rng) {
    const k = rng.int(1, Math.max(1, Math.floor((n * n) / 4)));
    return { n, k, answer: placements(n, k).toString() };
  },

  prompt: ({ n, k }) =>
    `In how many ways can ${k} kings be placed on a ${n} x ${n} board (at most one per cell) so that no two ` +
    "of them attack each other? A king attacks the up to eight cells around it (horizontally, vertically and " +
    "diagonally adjacent). The kings are identical: placements are sets of cells.\n\n" +
    "Answer with a single non-negative integer.",
  // Never correct: K <= N^2/4 <= ceil(N/2)^2 kings fit on the odd rows x odd columns, which never touch.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n, k }) => n * n + k,
});
