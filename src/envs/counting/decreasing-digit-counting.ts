// Count numbers of at most W bits with at least two base-2^K digits that strictly increase from left to right. RLVE: DecreasingDigitCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { increasingDigitNumbers } from "../../lib/counting-dp.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  w: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "decreasing-digit-counting",
  rlveId: "DecreasingDigitCounting",
  category: "combinatorial counting",
  version: 5,
  title: "Count numbers whose base-2^K digits strictly increase",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  // Level 0 starts above the catalog's maxK = 2 (4 instances):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ maxK: afterUpdates(3, level, grow.plus1) }),

  generate({ maxK }, rng) {
    const k = rng.int(2, maxK);
    const w = rng.int(k + 1, k * Math.min(2 ** k - 1, 12));
    return { k, w, answer: String(increasingDigitNumbers(k, w)) };
  },

  prompt: ({ k, w }) =>
    `Write positive integers in base 2^${k} = ${2 ** k} (digits 0 to ${2 ** k - 1}, no leading zero digit). ` +
    `Count the integers N such that N has at least two digits in base ${2 ** k}, its digits strictly increase ` +
    `from left to right (each digit is larger than the digit to its left), and N < 2^${w} ` +
    `(its binary representation has at most ${w} bits).\n\nAnswer with that count as a single integer.`,

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ k, w }) => k + w,
});
