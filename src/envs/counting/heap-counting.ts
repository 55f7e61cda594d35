// Count the permutations of 1..N that form a min-heap, modulo a prime. RLVE: HeapCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawPrimeModulus, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { heapPermutations } from "../../lib/counting-dp.ts";
import { isPrime } from "../../lib/numtheory.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  p: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "heap-counting",
  rlveId: "HeapCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count heap-ordered permutations modulo a prime",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    let p = drawPrimeModulus(rng);
    if (rng.bool(0.3)) {
      p = rng.int(2, 2 * n + 2);
      while (!isPrime(p)) p++;
    }
    return { n, p, answer: Number(heapPermutations(n) % BigInt(p)) };
  },

  prompt: ({ n, p }) =>
    `Count the permutations P[1..${n}] of the numbers 1 to ${n} such that P[i] > P[floor(i/2)] for every i from 2 ` +
    `to ${n} (the array is a min-heap). Give the count modulo the prime ${p}.\n\n` +
    `Answer with a single integer in the range [0, ${p - 1}].`,
  answerExample: ({ p }) => String(p), // the modulus: outside [0, p - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, p }) => scoreModCount(answer, gold, p),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, p }) => modNearMisses(answer, p),

  size: ({ n }) => n,
});
