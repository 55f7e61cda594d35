// Count sequences of M distinct non-empty subsets of {1..N} covering every element an even number of times, modulo MOD. RLVE: Canon
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { canonCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "canon",
  rlveId: "Canon",
  category: "combinatorial counting",
  split: "held-out",
  version: 5,
  title: "Count sequences of distinct subsets with even element multiplicities",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  // Level 0 starts above the catalog's maxNM = 3 (n in {2, 3}, m = 3):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(3, Math.max(3, Math.min(maxNM, 2 ** n - 1)));
    const mod = drawModulus(rng);
    return { n, m, mod, answer: Number(canonCount(n, m) % BigInt(mod)) };
  },

  prompt: ({ n, m, mod }) =>
    `Count the sequences (S_1, S_2, ..., S_${m}) of ${m} subsets of {1, 2, ..., ${n}} such that every S_i is ` +
    "non-empty, the subsets are pairwise different, and every element of {1, ..., " +
    `${n}} belongs to an even number (possibly zero) of the subsets. The order of the sequence matters. ` +
    `Give the count modulo ${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n, m }) => n + m,
});
