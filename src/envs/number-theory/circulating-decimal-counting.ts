// Count distinct values x/y (x <= N, y <= M) whose base-K expansion is purely periodic. RLVE: CirculatingDecimalCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { purelyPeriodicFractionCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
  maxM: number;
  maxK: number;
}

interface Instance {
  n: number;
  m: number;
  k: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "circulating-decimal-counting",
  rlveId: "CirculatingDecimalCounting",
  category: "number theory",
  split: "held-out",
  version: 2,
  title: "Count fractions with a purely periodic expansion in base K",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(5, level, grow.mul1_5),
    maxM: afterUpdates(5, level, grow.mul1_5),
    maxK: afterUpdates(3, level, grow.mul1_1plus1),
  }),

  generate({ maxN, maxM, maxK }, rng) {
    const n = rng.int(1, maxN);
    const m = rng.int(1, maxM);
    const k = rng.int(2, maxK);
    return { n, m, k, answer: purelyPeriodicFractionCount(n, m, k) };
  },

  prompt: ({ n, m, k }) =>
    `Consider all fractions x / y with integers 1 <= x <= ${n} and 1 <= y <= ${m}. ` +
    `How many distinct numbers among them have a purely periodic expansion in base ${k}? ` +
    `A number is purely periodic in base ${k} if its base-${k} expansion has the form a.(b1 b2 ... bt) repeated forever ` +
    "right after the point, with no non-repeating part; integers count as purely periodic (their fractional part " +
    "is the repeating block 0). Equal values such as 1/2 and 2/4 are counted once.\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2 + 1, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ n, m }) => n + m,
});
