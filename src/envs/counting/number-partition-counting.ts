// Count the partitions of N into exactly K positive parts. RLVE: NumberPartitionCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { partitionsCost, partitionsIntoExactly } from "../../lib/partition-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  k: number;
  answer: string;
}

/** Inner-loop steps allowed for one instance; costlier (N, K) draws are redrawn (only at the top levels). */
const BUDGET = 1.5e7;

export default defineEnv<Params, Instance, bigint>({
  id: "number-partition-counting",
  rlveId: "NumberPartitionCounting",
  category: "combinatorial counting",
  version: 4,
  title: "Count the partitions of N into exactly K parts",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    let n = rng.int(1, maxN);
    let k = rng.int(1, n);
    for (let tries = 0; partitionsCost(n - k, k) > BUDGET && tries < 50; tries++) {
      n = rng.int(1, maxN);
      k = rng.int(1, n);
    }
    if (partitionsCost(n - k, k) > BUDGET) k = n - rng.int(0, Math.min(n - 1, 50));
    return { n, k, answer: partitionsIntoExactly(n, k).toString() };
  },

  prompt: ({ n, k }) =>
    `In how many ways can ${n} be written as a sum of exactly ${k} positive integers, when the order of the ` +
    `terms does not matter (for example, 4 = 2 + 1 + 1 is one way to write 4 as a sum of 3 terms)?\n\n` +
    "Answer with a single non-negative integer (the exact count).",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
