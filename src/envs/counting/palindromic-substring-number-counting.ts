// Count the integers in [L, R] whose decimal form contains a palindromic substring of length at least 2.
// RLVE: PalindromicSubstringNumberCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { palindromicNumberCount } from "../../lib/sequence-counting.ts";

interface Params {
  maxR: number;
}

interface Instance {
  l: number;
  r: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "palindromic-substring-number-counting",
  rlveId: "PalindromicSubstringNumberCounting",
  category: "combinatorial counting",
  version: 6,
  title: "Count integers in a range containing a palindromic digit substring",
  answerKind: "unique",
  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.58,
      reason:
        "RLVE-Gym's level 0 has R = 20 and L in 1..19, so the answer is 1 (L <= 11) or 0: 11 of its 19 problems answer 1",
    },
    {
      check: "distinct",
      levels: [0],
      measured: 0.1,
      reason: "RLVE-Gym's level 0 has only 19 problems (R = 20, L in 1..19)",
    },
  ],

  params: (level) => ({ maxR: afterUpdates(20, level, grow.mul1_5) }),

  // RLVE-Gym draws R from [20, MAX_R] and L below R.
  generate({ maxR }, rng) {
    const r = rng.int(20, maxR);
    const l = rng.int(1, r - 1);
    return { l, r, answer: palindromicNumberCount(l, r) };
  },

  prompt: ({ l, r }) =>
    `How many integers x with ${l} <= x <= ${r} have a palindromic substring of length at least 2 in their ` +
    "decimal representation (written without leading zeros)? A substring is a run of consecutive digits; it is " +
    "palindromic when it reads the same backwards (for example 1221 and 303 qualify, 1234 does not).\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, gold, 10),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ r }) => r,
});
