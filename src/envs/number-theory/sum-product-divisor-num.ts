// Sum of the number of divisors d(i·j) over 1 <= i <= N, 1 <= j <= M. RLVE: SumProductDivisorNum.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumProductDivisorNum } from "../../lib/multiplicative.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-product-divisor-num",
  rlveId: "SumProductDivisorNum",
  category: "number theory",
  split: "held-out",
  version: 1,
  title: "Sum of d(i·j) over a grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    return { n, m, answer: String(sumProductDivisorNum(n, m)) };
  },

  prompt: ({ n, m }) =>
    `Let d(x) be the number of positive divisors of x. Compute the sum of d(i·j) over all pairs of integers (i, j) with 1 <= i <= ${n} and 1 <= j <= ${m}.\n\n` +
    "Answer with that sum as one integer.",
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    const out = [(a + 1n).toString(), (a * 2n + 1n).toString()];
    if (a > 0n) out.push((a - 1n).toString());
    return out;
  },

  size: ({ n, m }) => n + m,
});
