// XOR of the sums of all contiguous subarrays. RLVE: SubarraySumXor
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { subarraySumXor } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "subarray-sum-xor",
  rlveId: "SubarraySumXor",
  category: "data structures",
  version: 2,
  title: "XOR of all subarray sums",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, 1000));
    return { a, answer: String(subarraySumXor(a)) };
  },

  prompt: ({ a }) =>
    `Array A (${a.length} integers): ${a.join(" ")}\n\n` +
    "Compute the sum of every non-empty contiguous subarray A[l..r] (1 <= l <= r <= " +
    `${a.length}), then combine all ${(a.length * (a.length + 1)) / 2} sums with bitwise XOR.\n\n` +
    "Answer with the resulting integer.",
  // Never correct: every subarray sum is below 2^k, k the bit length of the total, and so is their XOR.
  answerExample: ({ a }) => String(2n ** BigInt(a.reduce((s, x) => s + x, 0).toString(2).length)),

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`${answer} is not the value`),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer, a }) => {
    const g = BigInt(answer);
    const total = a.reduce((s, x) => s + x, 0);
    return [String(g ^ 1n), String(g + 2n), String(g ^ BigInt(total) ^ (BigInt(total) + 1n))];
  },

  size: ({ a }) => a.length,
});
