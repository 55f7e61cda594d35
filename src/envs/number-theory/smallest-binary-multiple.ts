// Smallest positive B such that A·B is written with the digits 0 and 1 only. RLVE: SmallestBinaryMultiple.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseCount } from "../../core/kit.ts";
import { smallestBinaryMultiple } from "../../lib/multiplicative.ts";

interface Params {
  maxA: number;
}

interface Instance {
  a: number;
  best: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "smallest-binary-multiple",
  rlveId: "SmallestBinaryMultiple",
  category: "number theory",
  split: "held-out",
  version: 2,
  title: "Smallest B such that A·B has only digits 0 and 1",
  answerKind: "any-optimal",

  params: (level) => ({ maxA: afterUpdates(10, level, grow.mul1_1plus1) }),

  generate({ maxA }, rng) {
    const a = rng.int(2, maxA);
    return { a, best: smallestBinaryMultiple(a).toString() };
  },

  prompt: ({ a }) =>
    `Find the smallest positive integer B such that the decimal representation of ${a}·B uses only the digits 0 and 1.\n\n` +
    "Answer with B in decimal.",

  parse: (text) => parseCount(text),

  score(b, { a, best }) {
    if (b === 0n) return invalid("B must be positive");
    const product = (b * BigInt(a)).toString();
    if (!/^[01]+$/.test(product)) return invalid(`${a}·${b} = ${product.slice(0, 60)} uses other digits`);
    return minimisationRatio(b, BigInt(best), 5);
  },

  reference: ({ best }) => best,

  wrongAnswers({ best }) {
    const b = BigInt(best);
    const out = [(b * 10n).toString(), (b + 1n).toString()];
    if (b > 1n) out.push((b - 1n).toString());
    return out;
  },

  size: ({ a }) => a,
});
