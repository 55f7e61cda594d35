// Count the integers in [L, R] whose decimal digits have a longest strictly increasing subsequence of length exactly K. RLVE: DigitLISCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { digitLis, digitLisCount } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  l: string;
  r: string;
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "digit-lis-counting",
  rlveId: "DigitLISCounting",
  category: "combinatorial counting",
  version: 1,
  title: "Count integers in a range by the LIS of their digits",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),

  generate({ n }, rng) {
    const r = rng.bigint(1n, 10n ** BigInt(n) - 1n);
    const l = rng.bigint(1n, r);
    const k = digitLis(rng.bigint(l, r));
    return { l: String(l), r: String(r), k, answer: String(digitLisCount(l, r, k)) };
  },

  prompt: ({ l, r, k }) =>
    "For a positive integer x, let LIS(x) be the length of the longest strictly increasing subsequence of its " +
    "decimal digits (read left to right, no leading zeros; for example LIS(1324) = 3 and LIS(5550) = 1). " +
    `Count the integers x with ${l} <= x <= ${r} and LIS(x) = ${k}.\n\nAnswer with that count as a single integer.`,
  answerExample: "123",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ r }) => r.length,
});
