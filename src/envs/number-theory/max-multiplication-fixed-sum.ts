// Maximum product of positive integers that sum to N. RLVE: MaxMultiplicationFixedSum
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { maxProductFixedSum } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  /** Set when the exact product is too long to ask for: the answer is then taken modulo this prime. */
  modulus: number | null;
  answer: string;
}

/** Above this N the exact product has more than about 140 digits and is asked modulo a prime. */
const EXACT_LIMIT = 300;
const MODULUS = 1_000_000_007;

export default defineEnv<Params, Instance, bigint>({
  id: "max-multiplication-fixed-sum",
  rlveId: "MaxMultiplicationFixedSum",
  category: "number theory",
  version: 2,
  title: "Largest product of positive integers with a fixed sum",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    const modulus = n > EXACT_LIMIT ? MODULUS : null;
    const answer = maxProductFixedSum(n, modulus === null ? undefined : BigInt(modulus));
    return { n, modulus, answer: answer.toString() };
  },

  prompt: ({ n, modulus }) =>
    `Split ${n} into a sum of one or more positive integers so that their product is as large as possible. ` +
    (modulus === null
      ? "What is that largest product?\n\nAnswer with a single positive integer."
      : `What is that largest product modulo ${modulus}?\n\nAnswer with a single integer in the range [0, ${modulus - 1}].`),

  parse: (text) => parseCount(text, 200),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the largest product is not ${answer}`),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => {
    const g = BigInt(answer);
    return [g + 1n, g - 1n, 2n * g + 1n].filter((v) => v >= 0n && v !== g).map(String);
  },

  size: ({ n }) => n,
});
