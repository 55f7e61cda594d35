// Count the permutations of 1..N with exactly M fixed points, modulo MOD. RLVE: DerangementExtension
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { fixedPointPermutations } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "derangement-extension",
  rlveId: "DerangementExtension",
  category: "combinatorial counting",
  version: 2,
  title: "Count permutations with exactly M fixed points",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const m = rng.int(0, n - 2);
    const mod = drawModulus(rng);
    return { n, m, mod, answer: Number(fixedPointPermutations(n, m) % BigInt(mod)) };
  },

  prompt: ({ n, m, mod }) =>
    `Count the permutations P of 1, 2, ..., ${n} that have exactly ${m} fixed points (positions i with P[i] = i), ` +
    `modulo ${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n }) => n,
});
