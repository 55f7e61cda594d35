// The N-th smallest number that is a sum of distinct powers of K. RLVE: SubsetSumSequence.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "subset-sum-sequence",
  rlveId: "SubsetSumSequence",
  category: "number theory",
  split: "held-out",
  version: 4,
  title: "N-th smallest sum of distinct powers of K",
  answerKind: "unique",

  auditExceptions: [
    {
      check: "distinct",
      levels: [0],
      measured: 3 / 24,
      reason: "RLVE-Gym's level 0 (MAX_N = 3, MAX_K = 2) has three problems, N = 1, 2, 3 with K = 2",
    },
  ],
  params: (level) => ({
    maxN: afterUpdates(3, level, grow.mul2),
    maxK: afterUpdates(2, level, grow.plus1),
  }),

  generate({ maxN, maxK }, rng) {
    const n = rng.int(1, maxN);
    const k = rng.int(2, Math.max(2, maxK));
    let answer = 0n;
    let p = 1n;
    for (let m = n; m > 0; m = Math.floor(m / 2)) {
      if (m % 2 === 1) answer += p;
      p *= BigInt(k);
    }
    return { n, k, answer: answer.toString() };
  },

  prompt: ({ n, k }) =>
    `Consider all positive integers that can be written as a sum of one or more distinct powers of ${k} ` +
    `(${k}^0 = 1, ${k}^1 = ${k}, ${k}^2 = ${k * k}, ...), listed in increasing order. Which number is the ${n}-th in this list (counting from 1)?\n\n` +
    "Answer with that number in decimal.",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 2),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    return [(a + 1n).toString(), (a - 1n).toString(), (a * 2n).toString()];
  },

  size: ({ n, k }) => n * k,
});
