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
  version: 4,
  title: "Count factorisations into distinct factors",
  answerKind: "unique",
  // Level 0 starts at N <= 54, the catalog's level 3: below it the answers are mostly 0 and 1 (53% "0" at
  // N <= 16) and needed 16 balanced draws (0.04 ms).
  params: (level) => ({ maxN: afterUpdates(54, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    // Half the N are a multiple of 2..6, which have more factorisations than a uniform N (best constant 34%
    // at level 0, 200 seeds; a uniform N gives about 38% "1").
    let n = rng.int(2, maxN);
    if (rng.bool()) {
      const d = rng.int(2, 6);
      n = d * rng.int(2, Math.floor(maxN / d));
    }
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
