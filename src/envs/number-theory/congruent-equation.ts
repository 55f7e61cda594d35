// Smallest positive x with A*x = 1 (mod B): a modular inverse. RLVE: CongruentEquation
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { gcd, modInverse } from "../../lib/numtheory.ts";

interface Params {
  maxAB: number;
}

interface Instance {
  a: number;
  b: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "congruent-equation",
  rlveId: "CongruentEquation",
  category: "number theory",
  version: 2,
  title: "Smallest positive solution of A*x = 1 (mod B)",
  answerKind: "unique",

  params: (level) => ({ maxAB: afterUpdates(5, level, grow.mul2) }),

  generate({ maxAB }, rng) {
    for (;;) {
      const a = rng.int(1, maxAB);
      const b = rng.int(2, Math.max(2, maxAB));
      if (gcd(a, b) !== 1) continue;
      const inv = modInverse(BigInt(a), BigInt(b))!;
      return { a, b, answer: (inv === 0n ? BigInt(b) : inv).toString() };
    }
  },

  prompt: ({ a, b }) =>
    `Find the smallest positive integer x such that ${a} * x ≡ 1 (mod ${b}).\n\n` +
    "Answer with the single integer x.",

  parse: (text) => parseCount(text, 40),

  score(x, { answer }) {
    if (x <= 0n) return invalid("x must be positive");
    return x === BigInt(answer) ? correct() : wrong(`${x} is not the smallest positive solution`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers({ b, answer }) {
    const g = BigInt(answer);
    return [g + BigInt(b), g + 1n, g - 1n].filter((v) => v > 0n).map(String);
  },

  size: ({ b }) => b,
});
