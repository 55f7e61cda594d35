// Integer (floor) division of a long positive integer by a shorter one. RLVE: Division.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, type Rng, wrong } from "../../core/kit.ts";

interface Params {
  digits: number;
}

interface Instance {
  dividend: string;
  divisor: string;
  quotient: string;
}

function randomDigits(rng: Rng, digits: number): bigint {
  const lo = 10n ** BigInt(digits - 1);
  return rng.bigint(lo, lo * 10n - 1n);
}

export default defineEnv<Params, Instance, bigint>({
  id: "division",
  rlveId: "Division",
  category: "sorting/arithmetic",
  version: 1,
  title: "Integer (floor) division of two long numbers",
  answerKind: "unique",

  params: (level) => ({ digits: afterUpdates(1, level, grow.plus1) }),

  generate({ digits }, rng) {
    const divisor = randomDigits(rng, digits);
    const dividend = randomDigits(rng, 2 * digits + 1);
    return {
      dividend: dividend.toString(),
      divisor: divisor.toString(),
      quotient: (dividend / divisor).toString(),
    };
  },

  prompt: ({ dividend, divisor }) =>
    `Compute the integer quotient of ${dividend} divided by ${divisor}, rounded down ` +
    `(that is, the largest integer q with q × ${divisor} ≤ ${dividend}).\n\n` +
    "Answer with q as a single integer in decimal digits (no remainder, no separators).",
  answerExample: "4021",

  parse: (text) => parseBigInt(text),

  score(answer, { quotient }) {
    return answer === BigInt(quotient) ? correct() : wrong(`${answer} is not the quotient`);
  },

  reference: ({ quotient }) => quotient,

  wrongAnswers({ quotient }) {
    const q = BigInt(quotient);
    return [(q + 1n).toString(), (q - 1n).toString(), (q * 10n).toString()];
  },

  size: ({ dividend }) => dividend.length,
});
