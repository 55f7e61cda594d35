// Count the permutations of 1..N with exactly K inversions, modulo MOD. RLVE: InversionPairK_Counting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { inversionCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "inversion-pair-k-counting",
  rlveId: "InversionPairK_Counting",
  category: "combinatorial counting",
  version: 5,
  title: "Count permutations with exactly K inversions, modulo a prime",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  // Level 0 starts above the catalog's n = 3 (answers 1 and 2 only):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const k = rng.int(0, (n * (n - 1)) / 2);
    const mod = pickModulus(rng);
    return { n, k, mod, answer: inversionCount(n, k, mod) };
  },

  prompt: ({ n, k, mod }) =>
    `An inversion of a permutation P of 1..${n} is a pair of positions i < j with P[i] > P[j]. ` +
    `How many permutations of 1..${n} have exactly ${k} inversions? Give the count modulo ${mod}.\n\n` +
    modAnswerLine(mod),
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n }) => n,
});
