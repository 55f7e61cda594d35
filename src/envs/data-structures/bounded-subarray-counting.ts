// Count subarrays with sum at most K in an array repeated M times. RLVE: BoundedSubarrayCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { boundedSumCount } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
  m: number;
}

interface Instance {
  a: number[];
  m: number;
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bounded-subarray-counting",
  rlveId: "BoundedSubarrayCounting",
  category: "data structures",
  version: 2,
  title: "Count bounded-sum subarrays of a repeated array",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(3, level, grow.mul1_1plus1),
    m: afterUpdates(2, level, grow.mul1_1plus1),
  }),

  generate({ n, m }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, n));
    const total = a.reduce((s, x) => s + x, 0);
    const k = rng.int(1, Math.max(1, Math.floor((total * m) / 2)));
    return { a, m, k, answer: String(boundedSumCount(a, m, k)) };
  },

  prompt: ({ a, m, k }) =>
    `Array A (${a.length} positive integers): ${a.join(" ")}\n\n` +
    `Let B be the array obtained by writing A ${m} times in a row (so B has ${a.length * m} elements). ` +
    `Count the non-empty contiguous subarrays of B whose sum is at most ${k}. Subarrays at different ` +
    "positions count separately even if their elements are equal.\n\n" +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a, m }) => a.length * m,
});
