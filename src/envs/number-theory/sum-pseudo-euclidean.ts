// Sum over 1 <= i, j <= N of the number of steps of the process (a, b) -> (2a, b-a) / (a-b, 2b) until a = b (0 if it never stops). RLVE: SumPseudoEuclidean.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumPseudoEuclidean } from "../../lib/multiplicative.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-pseudo-euclidean",
  rlveId: "SumPseudoEuclidean",
  category: "number theory",
  version: 1,
  title: "Sum of the step counts of a subtract-and-double process",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    return { n, answer: String(sumPseudoEuclidean(n)) };
  },

  prompt: ({ n }) =>
    "Start from a pair of positive integers (a, b) and repeat: if a = b, stop; if a < b, replace (a, b) by (2a, b - a); if a > b, replace (a, b) by (a - b, 2b). " +
    "Let f(a, b) be the number of replacements made before stopping, and f(a, b) = 0 if the process never stops. " +
    `(For example f(1, 3) = 1 via (1, 3) -> (2, 2), and f(1, 2) = 0 because (1, 2) -> (2, 1) -> (1, 2) -> ... never stops.)\n` +
    `Compute the sum of f(i, j) over all pairs of integers (i, j) with 1 <= i <= ${n} and 1 <= j <= ${n}.\n\n` +
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
