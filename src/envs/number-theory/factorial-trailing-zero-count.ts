// Number of trailing zeros of N! written in base K. RLVE: FactorialTrailingZeroCount
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { factorialTrailingZeros } from "../../lib/number-theory-counting.ts";

interface Params {
  maxNK: number;
}

interface Instance {
  n: number;
  k: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "factorial-trailing-zero-count",
  rlveId: "FactorialTrailingZeroCount",
  category: "number theory",
  split: "held-out",
  version: 2,
  title: "Trailing zeros of N! in base K",
  answerKind: "unique",

  params: (level) => ({ maxNK: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxNK }, rng) {
    const n = rng.int(1, maxNK);
    const k = rng.int(2, maxNK);
    return { n, k, answer: factorialTrailingZeros(n, k) };
  },

  prompt: ({ n, k }) =>
    `How many trailing zeros does ${n}! (the factorial of ${n}) have when written in base ${k}?\n\n` +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the count is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer * 2 + 2].filter((v) => v >= 0).map(String),

  size: ({ n, k }) => n + k,
});
