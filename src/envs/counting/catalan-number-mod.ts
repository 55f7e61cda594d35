// Count permutations of 1..2N filling a 2 x N array increasing along rows and columns (a Catalan number), modulo MOD. RLVE: CatalanNumberMod
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { catalan } from "../../lib/counting-dp.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "catalan-number-mod",
  rlveId: "CatalanNumberMod",
  category: "combinatorial counting",
  version: 2,
  title: "Count the 2 x N increasing arrangements (a Catalan number) modulo MOD",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    const mod = drawModulus(rng);
    return { n, mod, answer: Number(catalan(n) % BigInt(mod)) };
  },

  prompt: ({ n, mod }) =>
    `Count the permutations A_1, A_2, ..., A_${2 * n} of the numbers 1 to ${2 * n} such that ` +
    `A_1 < A_3 < A_5 < ... < A_${2 * n - 1} (the odd positions increase), A_2 < A_4 < ... < A_${2 * n} ` +
    `(the even positions increase), and A_(2i-1) < A_(2i) for every i from 1 to ${n}. ` +
    `Give the count modulo ${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n }) => n,
});
