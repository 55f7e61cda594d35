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
  version: 5,
  title: "Count integers in a range containing a palindromic digit substring",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  // Level 0 starts above the catalog's maxR = 20 (the answer is 0 or 1):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ maxR: afterUpdates(100, level, grow.mul1_5) }),

  generate({ maxR }, rng) {
    const r = rng.int(1, maxR);
    const l = rng.int(1, r);
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
