// Product of Fib(gcd(i, j)) over 1 <= i <= N, 1 <= j <= M, modulo a prime. RLVE: GCDFibonacciProduct
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { COMMON_PRIMES } from "../../lib/modcomb.ts";
import { gcdFibonacciProduct } from "../../lib/number-theory-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  p: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gcd-fibonacci-product",
  rlveId: "GCDFibonacciProduct",
  category: "number theory",
  version: 3,
  title: "Product of Fibonacci numbers of pairwise gcds modulo a prime",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 4 ? 16 : 1),

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    const p = rng.pick(COMMON_PRIMES);
    return { n, m, p, answer: gcdFibonacciProduct(n, m, p) };
  },

  prompt: ({ n, m, p }) =>
    "Let F be the Fibonacci sequence F(1) = F(2) = 1, F(k) = F(k-1) + F(k-2). " +
    `Compute the product of F(gcd(i, j)) over all integers 1 <= i <= ${n} and 1 <= j <= ${m}, modulo ${p}.\n\n` +
    `Answer with a single integer in the range [0, ${p - 1}].`,
  answerExample: "918",

  parse: (text) => parseCount(text, 40),

  score(answer, { p, answer: gold }) {
    if (answer >= BigInt(p)) return invalid(`the answer must be below ${p}`);
    return answer === BigInt(gold) ? correct() : wrong(`the product modulo ${p} is not ${answer}`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, p }) => [(answer + 1) % p, (answer + p - 1) % p, answer + p].map(String),

  size: ({ n, m }) => n + m,
});
