// The largest integer not expressible as A·x + B·y with x, y >= 0 (the Frobenius number). RLVE: MinNoSolutionLinearDiophantineEquation.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { frobenius } from "../../lib/multiplicative.ts";
import { gcd } from "../../lib/numtheory.ts";

interface Params {
  maxAB: number;
}

interface Instance {
  a: number;
  b: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "min-no-solution-linear-diophantine-equation",
  rlveId: "MinNoSolutionLinearDiophantineEquation",
  category: "number theory",
  version: 2,
  title: "Largest integer not representable as A·x + B·y with x, y >= 0",
  answerKind: "unique",

  params: (level) => ({ maxAB: afterUpdates(16, level, grow.mul2) }),

  generate({ maxAB }, rng) {
    for (;;) {
      const a = rng.int(2, maxAB);
      const b = rng.int(2, maxAB);
      if (a !== b && gcd(a, b) === 1) return { a, b, answer: frobenius(BigInt(a), BigInt(b)).toString() };
    }
  },

  prompt: ({ a, b }) =>
    `Consider the equation ${a}·x + ${b}·y = z, where x and y must be non-negative integers. ` +
    `Since gcd(${a}, ${b}) = 1, every sufficiently large integer z can be written this way. ` +
    "Find the largest non-negative integer z that cannot be written as such a sum.\n\n" +
    "Answer with that integer.",

  parse: (text) => parseBigInt(text),

  score: (z, { answer }) =>
    z === BigInt(answer) ? correct() : wrong(`${z} is not the largest non-representable number`),

  reference: ({ answer }) => answer,

  wrongAnswers({ a, b, answer }) {
    const z = BigInt(answer);
    return [(z + 1n).toString(), (z - 1n).toString(), (BigInt(a) * BigInt(b)).toString(), String(a + b)];
  },

  size: ({ a, b }) => Math.max(a, b),
});
