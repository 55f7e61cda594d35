// Sum of gcd(i, N) over i = 1..N. RLVE: SumGCDWithIndividual.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { gcdSumWithN } from "../../lib/multiplicative.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-gcd-with-individual",
  rlveId: "SumGCDWithIndividual",
  category: "number theory",
  version: 1,
  title: "Sum of gcd(i, N) for i = 1..N",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(32, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    return { n, answer: String(gcdSumWithN(n)) };
  },

  prompt: ({ n }) =>
    `Compute gcd(1, ${n}) + gcd(2, ${n}) + ... + gcd(${n}, ${n}), the sum of gcd(i, ${n}) over i = 1..${n}, where gcd is the greatest common divisor.\n\n` +
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

  size: ({ n }) => n,
});
