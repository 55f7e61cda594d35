// Count pairs (x, y) with 1 <= x <= N, 1 <= y <= M whose gcd is a prime. RLVE: GCDPrime_Counting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { primeGcdPairCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gcd-prime-counting",
  rlveId: "GCDPrime_Counting",
  category: "number theory",
  version: 2,
  title: "Count pairs in a rectangle whose gcd is prime",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    return { n, m, answer: primeGcdPairCount(n, m) };
  },

  prompt: ({ n, m }) =>
    `How many ordered pairs of integers (x, y) with 1 <= x <= ${n} and 1 <= y <= ${m} have a prime number as gcd(x, y)?\n\n` +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2 + 1, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ n, m }) => n + m,
});
