// Count contiguous subarrays whose average is at least K. RLVE: BoundedMeanSubarrayCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { boundedMeanCount } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bounded-mean-subarray-counting",
  rlveId: "BoundedMeanSubarrayCounting",
  category: "data structures",
  version: 2,
  title: "Count subarrays with average at least K",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, 2 * n));
    const k = rng.int(0, 2 * n);
    return { a, k, answer: String(boundedMeanCount(a, k)) };
  },

  prompt: ({ a, k }) =>
    `Array A (${a.length} integers): ${a.join(" ")}\n\n` +
    `Count the non-empty contiguous subarrays A[l..r] (1 <= l <= r <= ${a.length}) whose average ` +
    `(sum of the elements divided by their number r - l + 1) is at least ${k}.\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a }) => a.length,
});
