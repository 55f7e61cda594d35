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
  version: 3,
  title: "Sum of (N mod i)·(M mod j) over i != j",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
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
