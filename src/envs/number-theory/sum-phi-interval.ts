// Sum over x in [L, R] of the count of integers in [1, x] not coprime to x, i.e. x − φ(x). RLVE: SumPHIInterval.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumNonCoprimeInterval } from "../../lib/multiplicative.ts";

interface Params {
  maxDelta: number;
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
  id: "sum-phi-interval",
  rlveId: "SumPHIInterval",
  category: "number theory",
  version: 3,
  title: "Sum of x − φ(x) over an interval",
  answerKind: "unique",

  params: (level) => ({ maxDelta: afterUpdates(5, level, grow.mul1_1plus1) }),

  // As RLVE-Gym: L in [1, MAX_DELTA^2], R - L in [1, MAX_DELTA].
  generate({ maxDelta }, rng) {
    const l = rng.int(1, maxDelta * maxDelta);
    const r = l + rng.int(1, maxDelta);
    return { l, r, answer: String(sumNonCoprimeInterval(l, r)) };
  },

  prompt: ({ l, r }) =>
    "For a positive integer x, let g(x) be the number of integers y with 1 <= y <= x and gcd(x, y) > 1 " +
    "(the integers in [1, x] that are not coprime to x; for example g(6) = 4 and g(1) = 0). " +
    `Compute ${spelledSum((x) => `g(${x})`, l, r)}, the sum of g(x) over all integers x with ${l} <= x <= ${r}.\n\n` +
    "Answer with that sum as one integer.",
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    const out = [(a + 1n).toString(), (a * 2n + 1n).toString()];
    if (a > 0n) out.push((a - 1n).toString());
    return out;
  },

  size: ({ l, r }) => r - l + 1 + Math.log10(r),
});
