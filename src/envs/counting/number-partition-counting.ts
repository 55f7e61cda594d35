// Count the partitions of N into exactly K positive parts. RLVE: NumberPartitionCounting
import { afterUpdates, closeness, defineEnv, FormatError, grow, parseCount } from "../../core/kit.ts";
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

/** Up to this N the generator flattens its answers, with exact small counts: SMALL[n][k], p(40) = 37,338. */
const FLAT_MAX_N = 40;
const SMALL: number[][] = [[1]];
for (let n = 1; n <= FLAT_MAX_N; n++) {
  const row = new Array<number>(n + 1).fill(0);
  for (let k = 1; k <= n; k++) row[k] = SMALL[n - 1]![k - 1]! + (n - k >= k ? SMALL[n - k]![k]! : 0);
  SMALL.push(row);
}

export default defineEnv<Params, Instance, bigint>({
  id: "number-partition-counting",
  rlveId: "NumberPartitionCounting",
  category: "combinatorial counting",
  version: 6,
  title: "Count the partitions of N into exactly K parts",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    if (maxN <= FLAT_MAX_N) {
      // One draw answers 1 in 61% of the level-0 problems (K = 1, N or N - 1) and 30% at N <= 33. So, like the
      // registry's answer flattening but without its per-draw cost (0.019 ms a problem at level 0): up to 16
      // (N, K) draws, stopping at 4 distinct counts, then one of those counts uniformly, with its first pair.
      const counts: number[] = [];
      const pairs: Array<[number, number]> = [];
      for (let i = 0; i < 16 && counts.length < 4; i++) {
        const n = rng.int(1, maxN);
        const k = rng.int(1, n);
        const count = SMALL[n]![k]!;
        if (!counts.includes(count)) {
          counts.push(count);
          pairs.push([n, k]);
        }
      }
      const [n, k] = pairs[rng.int(0, pairs.length - 1)]!;
      return { n, k, answer: String(SMALL[n]![k]!) };
    }
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

  // RLVE-Gym reads a count below 1 as a format error (-1): the count is at least 1.
  parse: (text) => {
    const count = parseCount(text);
    if (count < 1n) throw new FormatError("the count is at least 1");
    return count;
  },
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
