// Count starting pairs (a, b) whose Fibonacci-like sequence reaches K at index >= 2. RLVE: FibonacciContainingCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { fibonacciContainingCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "fibonacci-containing-counting",
  rlveId: "FibonacciContainingCounting",
  category: "number theory",
  version: 1,
  title: "Count starting pairs whose Fibonacci-like sequence contains K",
  answerKind: "unique",

  params: (level) => ({ maxK: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxK }, rng) {
    const k = rng.int(1, maxK);
    return { k, answer: fibonacciContainingCount(k) };
  },

  prompt: ({ k }) =>
    "For positive integers a and b, define the sequence s[0] = a, s[1] = b, and s[i] = s[i-1] + s[i-2] for i >= 2. " +
    `How many ordered pairs (a, b) of positive integers are there such that s[i] = ${k} for some index i >= 2?\n\n` +
    "Answer with a single non-negative integer.",
  answerExample: "9",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2 + 1, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ k }) => k,
});
