// Count the subsets of {1..N} that never contain both x and 2x, nor both x and 3x. RLVE: NoDoubleTripleCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { noDoubleTripleCount } from "../../lib/grid-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "no-double-triple-counting",
  rlveId: "NoDoubleTripleCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count subsets free of x-2x and x-3x pairs",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    return { n, answer: noDoubleTripleCount(n).toString() };
  },

  prompt: ({ n }) =>
    `How many subsets S of {1, 2, ..., ${n}} (the empty set included) satisfy: for every x in S, neither 2x nor ` +
    "3x is in S?\n\nAnswer with a single non-negative integer (the exact count, in decimal).",
  // Never correct: the empty set always counts.
  answerExample: "0",

  // Answers are read up to 20,000 digits; the count passes that from level 23 (24,220 digits over 40
  // seeds; 16,139 at level 22), before generation gets slow, so the maximum is declared here.
  maxLevel: 22,
  parse: (text) => parseCount(text, 20_000),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
