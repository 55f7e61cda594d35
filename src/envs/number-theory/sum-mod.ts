// Sum of (N mod i)·(M mod j) over 1 <= i <= N, 1 <= j <= M with i != j. RLVE: SumMOD.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumModProducts } from "../../lib/multiplicative.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-mod",
  rlveId: "SumMOD",
  category: "number theory",
  version: 4,
  title: "Sum of (N mod i)·(M mod j) over i != j",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    // N, M >= 3 as in RLVE-Gym: N <= 2 makes every N mod i zero, which made 0 the answer of 64% of the level-0
    // problems and cost 16 flattening draws there (0.019 ms a problem); from 3 the best constant is 22%.
    const n = rng.int(3, maxNM);
    const m = rng.int(3, maxNM);
    return { n, m, answer: sumModProducts(n, m).toString() };
  },

  prompt: ({ n, m }) =>
    `Compute the sum of (${n} mod i)·(${m} mod j) over all pairs of integers (i, j) with 1 <= i <= ${n}, 1 <= j <= ${m} and i != j.\n\n` +
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
