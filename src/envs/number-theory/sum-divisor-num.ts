// Sum of the number of divisors d(i) over i in [L, R]. RLVE: Sum_DivisorNum.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumDivisorCount } from "../../lib/multiplicative.ts";

interface Params {
  maxR: number;
}

interface Instance {
  l: number;
  r: number;
  answer: string;
}

/** f(lo) + f(lo+1) + ... + f(hi), written out in full when it has at most three terms. */
function spelledSum(f: (x: number) => string, lo: number, hi: number): string {
  if (hi - lo <= 2) return Array.from({ length: hi - lo + 1 }, (_, i) => f(lo + i)).join(" + ");
  return `${f(lo)} + ${f(lo + 1)} + ... + ${f(hi)}`;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-divisor-num",
  rlveId: "Sum_DivisorNum",
  category: "number theory",
  split: "held-out",
  version: 3,
  title: "Sum of the divisor counts d(i) over an interval",
  answerKind: "unique",

  params: (level) => ({ maxR: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxR }, rng) {
    const r = rng.int(1, maxR);
    const l = rng.int(1, r);
    return { l, r, answer: String(sumDivisorCount(l, r)) };
  },

  prompt: ({ l, r }) =>
    `Let d(i) be the number of positive divisors of i (for example d(12) = 6). Compute ${spelledSum((x) => `d(${x})`, l, r)}, the sum of d(i) over all integers i with ${l} <= i <= ${r}.\n\n` +
    "Answer with that sum as one integer.",
  // Never correct: L >= 1, so the sum counts at least the divisor 1 of L.
  answerExample: "0",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    const out = [(a + 1n).toString(), (a * 2n + 1n).toString()];
    if (a > 0n) out.push((a - 1n).toString());
    return out;
  },

  size: ({ r }) => r,
});
