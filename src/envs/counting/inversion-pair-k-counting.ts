// Count the permutations of 1..N with exactly K inversions, modulo MOD. RLVE: InversionPairK_Counting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modAnswerLine, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { inversionCount } from "../../lib/sequence-counting.ts";

/** RLVE-Gym's max_MOD. */
const MAX_MOD = 1_000_000;

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
  version: 6,
  title: "Count permutations with exactly K inversions, modulo MOD",
  answerKind: "unique",

  // RLVE-Gym's ladder: N = 3 at level 0, then N = N * 1.1 + 1 (truncated) per update.
  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  // RLVE-Gym's draw: K uniform in [0, N(N-1)/2], MOD uniform in [2, 10^6].
  generate({ n }, rng) {
    const k = rng.int(0, (n * (n - 1)) / 2);
    const mod = rng.int(2, MAX_MOD);
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
