// Multiply two multi-digit positive integers exactly. RLVE: Multiplication.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, type Rng, wrong } from "../../core/kit.ts";

interface Params {
  digits: number;
}

interface Instance {
  a: string;
  b: string;
  product: string;
}

function randomDigits(rng: Rng, digits: number): bigint {
  const lo = 10n ** BigInt(digits - 1);
  return rng.bigint(lo, lo * 10n - 1n);
}

export default defineEnv<Params, Instance, bigint>({
  id: "multiplication",
  rlveId: "Multiplication",
  category: "sorting/arithmetic",
  version: 1,
  title: "Multiply two multi-digit integers",
  answerKind: "unique",

  params: (level) => ({ digits: afterUpdates(2, level, grow.plus1) }),

  generate({ digits }, rng) {
    const a = randomDigits(rng, digits);
    const b = randomDigits(rng, digits);
    return { a: a.toString(), b: b.toString(), product: (a * b).toString() };
  },

  prompt: ({ a, b }) =>
    `Compute the exact product ${a} × ${b}.\n\n` +
    "Answer with the product as a single integer in decimal digits (no separators, no exponent notation).",
  answerExample: "56088",

  parse: (text) => parseBigInt(text),

  score(answer, { product }) {
    return answer === BigInt(product) ? correct() : wrong(`${answer} is not the product`);
  },

  reference: ({ product }) => product,

  wrongAnswers({ a, b, product }) {
    const p = BigInt(product);
    return [(p + 1n).toString(), (p - BigInt(a)).toString(), (p + 10n * BigInt(b)).toString()];
  },

  size: ({ a, b }) => a.length + b.length,
});
