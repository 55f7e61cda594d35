// Count the non-empty sets of intervals whose common intersection has length at least K. RLVE: BoundedIntervalIntersection
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { boundedIntersectionSubsets } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  intervals: [number, number][];
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bounded-interval-intersection",
  rlveId: "BoundedIntervalIntersection",
  category: "combinatorial counting",
  version: 2,
  title: "Count interval subsets whose intersection is long enough",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const intervals = Array.from({ length: n }, (): [number, number] => {
      const a = rng.int(0, 3 * n);
      const b = rng.int(0, 3 * n);
      return [Math.min(a, b), Math.max(a, b)];
    });
    const k = rng.int(1, Math.max(1, n));
    return { intervals, k, answer: String(boundedIntersectionSubsets(intervals, k)) };
  },

  prompt: ({ intervals, k }) =>
    `You are given ${intervals.length} closed intervals on the number line:\n` +
    `${intervals.map(([l, r], i) => `interval ${i + 1}: [${l}, ${r}]`).join("\n")}\n\n` +
    "For a non-empty set of these intervals, its intersection is [max of the left ends, min of the right ends], and " +
    "its length is (min of the right ends) - (max of the left ends) (negative when the intervals do not all meet). " +
    `Count the non-empty sets of intervals (chosen by index, so equal intervals are different items) whose ` +
    `intersection has length at least ${k}.\n\nAnswer with that count as a single integer.`,

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ intervals }) => intervals.length,
});
