// Sum of gcd(i, j)^K over 1 <= i <= N, 1 <= j <= M. RLVE: SumGCD.
import { afterUpdates, closeness, defineEnv, FormatError, grow, parseCount } from "../../core/kit.ts";
import { sumGcdPow } from "../../lib/multiplicative.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-gcd",
  rlveId: "SumGCD",
  category: "number theory",
  version: 2,
  title: "Sum of gcd(i, j)^K over a grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    const k = rng.int(1, 4);
    return { n, m, k, answer: sumGcdPow(n, m, k).toString() };
  },

  prompt: ({ n, m, k }) =>
    `Compute the sum of gcd(i, j)^${k} over all pairs of integers (i, j) with 1 <= i <= ${n} and 1 <= j <= ${m}, where gcd is the greatest common divisor.\n\n` +
    "Answer with that sum as one integer (exact, in decimal).",
  answerExample: "1234",

  // RLVE-Gym reads a count below 1 as a format error (-1): the count is at least 1.
  parse: (text) => {
    const count = parseCount(text);
    if (count < 1n) throw new FormatError("the count is at least 1");
    return count;
  },

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
