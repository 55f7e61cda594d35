// Count pairs of binary strings (S of length M + delta, T of length M) where S has more ones than T, modulo
// 10^K. RLVE: PairMoreOneCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { pairMoreOneCount } from "../../lib/partition-counting.ts";

interface Params {
  maxM: number;
  maxDelta: number;
}

interface Instance {
  m: number;
  delta: number;
  k: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "pair-more-one-counting",
  rlveId: "PairMoreOneCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count pairs of binary strings where the longer one has more ones, modulo a power of ten",
  answerKind: "unique",

  params: (level) => ({
    maxM: afterUpdates(10, level, grow.mul2),
    maxDelta: afterUpdates(5, level, grow.mul1_1plus1),
  }),

  generate({ maxM, maxDelta }, rng) {
    const m = rng.int(1, maxM);
    const delta = rng.int(0, maxDelta);
    const k = rng.int(1, 9);
    return { m, delta, k, answer: pairMoreOneCount(m, delta, k) };
  },

  prompt: ({ m, delta, k }) =>
    `Count the ordered pairs (S, T) where S is a binary string of length ${m + delta}, T is a binary string of ` +
    `length ${m}, and S contains strictly more 1s than T. Give the count modulo 10^${k} = ${10 ** k}.\n\n` +
    modAnswerLine(10 ** k),

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, k }) => scoreModCount(answer, gold, 10 ** k),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, k }) => modNearMisses(answer, 10 ** k),
  size: ({ m }) => m,
});
