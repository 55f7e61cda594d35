// Count subsequences whose consecutive binomial coefficients C(b[j], b[j+1]) have an odd product. RLVE: CombinationOddSubsequenceCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { oddBinomialChainCount } from "../../lib/number-theory-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "combination-odd-subsequence-counting",
  rlveId: "CombinationOddSubsequenceCounting",
  category: "number theory",
  version: 2,
  title: "Count subsequences with an odd product of consecutive binomial coefficients",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const bits = Math.max(2, Math.ceil(Math.log2(n)) + 1);
    const a = rng.distinctInts(1, 2 ** bits - 1, n);
    return { a, answer: oddBinomialChainCount(a).toString() };
  },

  prompt: ({ a }) =>
    `You are given a sequence of ${a.length} distinct positive integers:\n${a.join(" ")}\n\n` +
    "Count the subsequences b[1], b[2], ..., b[k] of length k >= 2 (keeping the original order; chosen by positions) " +
    "for which the product C(b[1], b[2]) * C(b[2], b[3]) * ... * C(b[k-1], b[k]) is odd, where C(x, y) is the " +
    'binomial coefficient "x choose y" (C(x, y) = 0 when y > x).\n\n' +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const g = BigInt(answer);
    return [g + 1n, 2n * g + 1n, g - 1n].filter((v) => v >= 0n).map(String);
  },

  size: ({ a }) => a.length,
});
