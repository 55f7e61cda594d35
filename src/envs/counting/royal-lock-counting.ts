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
 * N stops growing here: the row DP is exponential in N. RLVE-Gym reaches N = 15 at level 12. With BigInt
 * counts per (row mask, kings so far), N = 15 has 1,597 masks per row, tens of thousands of compatible mask
 * pairs and up to 64 king counts: about 10^8 BigInt additions, far over the 50 ms generation budget; a
 * broken-profile DP is no better (2^16 states per cell). We know of no exact method that reaches N = 15 in
 * budget, so the ladder stops at 11.
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
  version: 3,
  title: "Count placements of K non-attacking kings on an N x N board",
  answerKind: "unique",

  // The ladder starts at N = 5: a 3 x 3 or 4 x 4 board has only four values of K, so those levels repeat the
  // same few problems across seeds (the shortcut audit).
  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(5, level, grow.plus1)) }),

  generate({ n }, rng) {
    const most = Math.ceil(n / 2) ** 2;
    const k = rng.int(1, most);
    return { n, k, answer: placements(n, k).toString() };
  },

  prompt: ({ n, k }) =>
    `In how many ways can ${k} kings be placed on a ${n} x ${n} board (at most one per cell) so that no two ` +
    "of them attack each other? A king attacks the up to eight cells around it (horizontally, vertically and " +
    "diagonally adjacent). The kings are identical: placements are sets of cells.\n\n" +
    "Answer with a single non-negative integer.",
  // Never correct: K <= ceil(N/2)^2 kings fit on the odd rows x odd columns, which never touch.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n, k }) => n * n + k,
});
