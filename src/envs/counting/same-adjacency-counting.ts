// Count length-N sequences over 1..M with at least one pair of equal neighbours, modulo MOD.
// RLVE: SameAdjacencyCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { sameAdjacencyCount } from "../../lib/sequence-counting.ts";

interface Params {
  maxN: number;
  maxM: number;
}

interface Instance {
  n: number;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "same-adjacency-counting",
  rlveId: "SameAdjacencyCounting",
  category: "combinatorial counting",
  version: 5,
  title: "Count sequences with some pair of equal neighbours, modulo a prime",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(7, level, grow.mul1_5plus1),
    maxM: afterUpdates(2, level, grow.mul1_5plus1),
  }),

  generate({ maxN, maxM }, rng) {
    const n = rng.int(2, maxN);
    // M starts at 2 (as in RLVE-Gym): one letter gives the count 1, which was half the level-0 answers and
    // needed 16 flattening redraws; from 2 letters the level-0 answers 2^N - 2 spread over 6 values.
    const m = rng.int(2, maxM);
    const mod = pickModulus(rng);
    return { n, m, mod, answer: sameAdjacencyCount(n, m, mod) };
  },

  prompt: ({ n, m, mod }) =>
    `How many sequences A[1..${n}] with every entry in {1, 2, ..., ${m}} have at least one index i ` +
    `(1 <= i < ${n}) with A[i] = A[i+1]? Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n, m }) => n * m,
});
