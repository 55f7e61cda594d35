// Sum of d(i XOR j XOR X) over 0 <= i <= N, 0 <= j <= M, with d the number of divisors and d(0) = 0. RLVE: SumXorDivisorNum.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumXorDivisorNum } from "../../lib/multiplicative.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  x: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-xor-divisor-num",
  rlveId: "SumXorDivisorNum",
  category: "number theory",
  split: "held-out",
  version: 1,
  title: "Sum of d(i XOR j XOR X) over a grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    let size = 1;
    while (size <= Math.max(n, m)) size *= 2;
    const x = rng.int(0, size - 1);
    return { n, m, x, answer: String(sumXorDivisorNum(n, m, x)) };
  },

  prompt: ({ n, m, x }) =>
    `Let d(v) be the number of positive divisors of v for v >= 1, and d(0) = 0. Compute the sum of d(i XOR j XOR ${x}) over all pairs of integers (i, j) with 0 <= i <= ${n} and 0 <= j <= ${m}, where XOR is the bitwise exclusive or.\n\n` +
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
