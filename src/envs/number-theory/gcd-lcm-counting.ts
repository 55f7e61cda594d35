// Count the ordered pairs of positive integers with a given gcd and lcm. RLVE: GcdLcmCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { gcdLcmPairCount } from "../../lib/number-theory-counting.ts";
import { divisors } from "../../lib/numtheory.ts";

interface Params {
  maxLcm: number;
}

interface Instance {
  g: number;
  l: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gcd-lcm-counting",
  rlveId: "GcdLcmCounting",
  category: "number theory",
  version: 5,
  title: "Count ordered pairs with a given gcd and lcm",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  // The answer is 2^(number of primes of L / G), and the largest values are rare: at level 0 (lcm up to 10)
  // 4 needs L / G = 6 or 10 (about 1 draw in 20), and 16 draws left "1" right in 63% of the problems (issue
  // 14). 48 draws (cheap: one divisor list of a number below 1000 each) find the rare values almost always.
  balanceDraws: (level) => (level <= 11 ? 48 : 1),

  params: (level) => ({ maxLcm: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxLcm }, rng) {
    const l = rng.int(1, maxLcm);
    const g = rng.pick(divisors(l));
    return { g, l, answer: gcdLcmPairCount(g, l) };
  },

  prompt: ({ g, l }) =>
    `How many ordered pairs (P, Q) of positive integers satisfy gcd(P, Q) = ${g} and lcm(P, Q) = ${l}? ` +
    "Pairs (P, Q) and (Q, P) with P != Q are counted separately.\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ l }) => l,
});
