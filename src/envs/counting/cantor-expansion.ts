// Count the distinct rearrangements of a sequence that are lexicographically smaller than it, modulo MOD. RLVE: CantorExpansion
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { multisetRank } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "cantor-expansion",
  rlveId: "CantorExpansion",
  category: "combinatorial counting",
  version: 2,
  title: "Rank of a sequence among the rearrangements of its multiset",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const top = rng.int(2, n);
    const a = Array.from({ length: n }, () => rng.int(1, top));
    const mod = drawModulus(rng);
    return { a, mod, answer: Number(multisetRank(a) % BigInt(mod)) };
  },

  prompt: ({ a, mod }) =>
    `Consider the sequence A = ${a.join(" ")}. A rearrangement of A is a sequence that uses exactly the same ` +
    "numbers with the same multiplicities, in any order; rearrangements that read the same are counted once. " +
    "Count the distinct rearrangements of A that are lexicographically smaller than A (compare number by number " +
    `from the left), modulo ${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ a }) => a.length,
});
