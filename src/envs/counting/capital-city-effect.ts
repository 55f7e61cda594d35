// Sum over x in [L, R] of the sum, over maximal runs of equal digits of x, of digit * (run length)^2. RLVE: CapitalCityEffect
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { runScoreSum } from "../../lib/counting-dp.ts";

interface Params {
  maxR: number;
}

interface Instance {
  l: number;
  r: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "capital-city-effect",
  rlveId: "CapitalCityEffect",
  category: "combinatorial counting",
  version: 2,
  title: "Sum of a digit-run score over an interval",
  answerKind: "unique",

  params: (level) => ({ maxR: afterUpdates(20, level, grow.mul1_5) }),

  generate({ maxR }, rng) {
    const a = rng.int(1, maxR);
    const b = rng.int(1, maxR);
    const l = Math.min(a, b);
    const r = Math.max(a, b);
    return { l, r, answer: String(runScoreSum(BigInt(l), BigInt(r))) };
  },

  prompt: ({ l, r }) =>
    "For a positive integer x, split its decimal representation (no leading zeros) into maximal blocks of equal " +
    "consecutive digits, and let f(x) be the sum over the blocks of (the block's digit) * (the block's length)^2. " +
    "For example f(1122333) = 1*2^2 + 2*2^2 + 3*3^2 = 39 and f(505) = 5 + 0 + 5 = 10.\n" +
    `Compute f(${l}) + f(${l + 1}) + ... + f(${r}).\n\nAnswer with that sum as a single integer.`,
  // Never correct: L >= 1 and every f(x) >= 1 (its leading digit), so the sum is at least 1.
  answerExample: "0",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ r }) => r,
});
