// Sum of the XORs of all contiguous subarrays. RLVE: SubarrayXorSum
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { subarrayXorSum } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "subarray-xor-sum",
  rlveId: "SubarrayXorSum",
  category: "data structures",
  version: 1,
  title: "Sum of all subarray XORs",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, 1000));
    return { a, answer: String(subarrayXorSum(a)) };
  },

  prompt: ({ a }) =>
    `Array A (${a.length} integers): ${a.join(" ")}\n\n` +
    "For every non-empty contiguous subarray A[l..r] (1 <= l <= r <= " +
    `${a.length}) compute the bitwise XOR A[l] XOR A[l+1] XOR ... XOR A[r], then add up all ` +
    `${(a.length * (a.length + 1)) / 2} of these values.\n\n` +
    "Answer with the total as a single integer.",
  answerExample: "4321",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`${answer} is not the value`),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a }) => a.length,
});
