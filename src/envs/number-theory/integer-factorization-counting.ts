// Count the ways to write N as a product of at least two distinct factors > 1 (unordered). RLVE: IntegerFactorizationCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { distinctFactorizationCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "integer-factorization-counting",
  rlveId: "IntegerFactorizationCounting",
  category: "number theory",
  split: "held-out",
  version: 5,
  title: "Count factorisations into distinct factors",
  answerKind: "unique",
  params: (level) => ({ maxN: afterUpdates(16, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(4, maxN);
    return { n, answer: distinctFactorizationCount(n).toString() };
  },

  prompt: ({ n }) =>
    `In how many ways can ${n} be written as a product of at least two pairwise distinct integers, each greater than 1? ` +
    "The order of the factors does not matter (6 * 2 and 2 * 6 are the same way).\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const g = BigInt(answer);
    return [g + 1n, 2n * g + 1n, g - 1n].filter((v) => v >= 0n).map(String);
  },

  size: ({ n }) => n,
});
