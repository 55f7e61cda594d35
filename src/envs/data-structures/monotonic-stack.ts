// Total over i of the run of strictly smaller elements right after A[i]. RLVE: MonotonicStack
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { smallerRunTotal } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "monotonic-stack",
  rlveId: "MonotonicStack",
  category: "data structures",
  version: 3,
  title: "Total length of the strictly smaller runs to the right",
  answerKind: "unique",

  // Level 0 starts above the catalog's n = 4 (small totals):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ n: afterUpdates(6, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, n));
    return { a, answer: String(smallerRunTotal(a)) };
  },

  prompt: ({ a }) =>
    `Array A (${a.length} integers, positions 1 to ${a.length}): ${a.join(" ")}\n\n` +
    "For each position i, let c(i) be the number of positions j > i such that every element A[i+1], ..., A[j] " +
    "is strictly smaller than A[i] (equivalently: if the first position after i holding a value >= A[i] is p, " +
    `then c(i) = p - i - 1, and if there is no such position, c(i) = ${a.length} - i).\n\n` +
    "Answer with the sum of c(i) over all positions i, as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`${answer} is not the sum`),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ a }) => a.length,
});
