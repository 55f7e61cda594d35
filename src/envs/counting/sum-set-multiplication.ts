// Sum, over ordered sequences of N distinct integers from [1, K], of their product, modulo MOD.
// RLVE: SumSetMultiplication
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { modNearMisses, modulusExample, pickModulus, scoreModCount } from "../../lib/count-answer.ts";
import { distinctProductSum } from "../../lib/sequence-counting.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-set-multiplication",
  rlveId: "SumSetMultiplication",
  category: "combinatorial counting",
  version: 2,
  title: "Sum of products over ordered distinct tuples, modulo a prime",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(3, level, grow.plus1),
    maxK: afterUpdates(8, level, grow.mul1_5),
  }),

  generate({ maxN, maxK }, rng) {
    const k = rng.int(1, maxK);
    const n = rng.int(1, Math.min(maxN, k));
    const mod = pickModulus(rng);
    return { n, k, mod, answer: distinctProductSum(n, k, mod) };
  },

  prompt: ({ n, k, mod }) =>
    `Consider every ordered sequence (a[1], ..., a[${n}]) of ${n} pairwise distinct integers from [1, ${k}] ` +
    "(sequences with the same numbers in a different order are different). Compute the sum, over all these " +
    `sequences, of the product a[1] * a[2] * ... * a[${n}], modulo ${mod}.\n\n` +
    `Answer with a single integer in the range [0, ${mod - 1}]: the sum modulo ${mod}.`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n, k }) => n * k,
});
