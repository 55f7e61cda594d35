// Integer (floor) division of a long non-negative integer by a positive one. RLVE: Division.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";

interface Params {
  divisorDigitNum: number;
  answerDigitNum: number;
}

interface Instance {
  dividend: string;
  divisor: string;
  quotient: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "division",
  rlveId: "Division",
  category: "sorting/arithmetic",
  version: 2,
  title: "Integer (floor) division of two long numbers",
  answerKind: "unique",

  params: (level) => {
    const digits = afterUpdates(1, level, grow.plus1);
    return { divisorDigitNum: digits, answerDigitNum: digits };
  },

  generate({ divisorDigitNum, answerDigitNum }, rng) {
    // As RLVE-Gym: the divisor and the quotient are uniform below 10^digits (so they may be shorter), and
    // the remainder is uniform below the divisor.
    const divisor = rng.bigint(1n, 10n ** BigInt(divisorDigitNum) - 1n);
    const quotient = rng.bigint(0n, 10n ** BigInt(answerDigitNum) - 1n);
    const dividend = divisor * quotient + rng.bigint(0n, divisor - 1n);
    return { dividend: dividend.toString(), divisor: divisor.toString(), quotient: quotient.toString() };
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
