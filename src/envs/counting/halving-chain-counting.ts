// Count the sequences starting at N in which every next term is a positive integer at most half of the previous one. RLVE: HalvingChainCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { halvingChains } from "../../lib/counting-dp.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "halving-chain-counting",
  rlveId: "HalvingChainCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 2,
  title: "Count halving chains that start at N",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(16, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    return { n, answer: String(halvingChains(n)) };
  },

  prompt: ({ n }) =>
    `Count the sequences of positive integers whose first term is ${n} and in which every later term is at most ` +
    "half of the term before it (a term x may be followed by any positive integer y with 2y <= x). The sequence " +
    `may stop after any term; the one-term sequence (${n}) counts too. For example, from 6 there are 6 sequences: ` +
    "(6), (6,1), (6,2), (6,3), (6,2,1), (6,3,1).\n\nAnswer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ n }) => n,
});
