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
  version: 4,
  title: "Count sequences with some pair of equal neighbours, modulo a prime",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({
    maxN: afterUpdates(7, level, grow.mul1_5plus1),
    maxM: afterUpdates(2, level, grow.mul1_5plus1),
  }),

  generate({ maxN, maxM }, rng) {
    const n = rng.int(2, maxN);
    const m = rng.int(1, maxM);
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
