// Count pairs 1 <= a < b <= N such that a*b is a multiple of a+b. RLVE: AddMultiple_Divisible_Counting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { addMultipleDivisibleCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "add-multiple-divisible-counting",
  rlveId: "AddMultiple_Divisible_Counting",
  category: "number theory",
  version: 1,
  title: "Count pairs a < b <= N with a + b dividing a * b",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(16, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(Math.max(1, Math.floor(maxN / 2)), maxN);
    return { n, answer: addMultipleDivisibleCount(n) };
  },

  prompt: ({ n }) =>
    `How many pairs of integers (a, b) with 1 <= a < b <= ${n} are there such that a * b is divisible by a + b?\n\n` +
    "Answer with a single non-negative integer.",
  answerExample: "7",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2 + 1, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ n }) => n,
});
