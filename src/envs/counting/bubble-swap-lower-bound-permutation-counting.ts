// Count the permutations above a given one (lexicographically) whose bubble-sort swap count meets the lower bound sum |i - p_i| / 2. RLVE: BubbleSwapLowerBound_PermutationCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { bubbleLowerBoundGreater } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  p: number[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bubble-swap-lower-bound-permutation-counting",
  rlveId: "BubbleSwapLowerBound_PermutationCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count larger permutations whose bubble sort meets the swap lower bound",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const p = rng.permutation(n).map((v) => v + 1);
    return { p, answer: String(bubbleLowerBoundGreater(p)) };
  },

  prompt: ({ p }) =>
    `Bubble sort sorts a permutation of 1..${p.length} by repeatedly swapping two adjacent entries that are out of ` +
    "order; the number of swaps it makes equals the number of inversions. For a permutation q = q_1 ... q_n this " +
    "number is always at least (|1 - q_1| + |2 - q_2| + ... + |n - q_n|) / 2.\n" +
    `Given P = ${p.join(" ")}, count the permutations q of 1..${p.length} that are lexicographically greater than ` +
    "P and whose number of bubble-sort swaps is exactly that lower bound.\n\n" +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ p }) => p.length,
});
