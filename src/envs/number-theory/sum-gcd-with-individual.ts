// Sum of gcd(i, N) over i = 1..N. RLVE: SumGCDWithIndividual.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { gcdSumWithN } from "../../lib/multiplicative.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: string;
}

/** f(lo) + f(lo+1) + ... + f(hi), written out in full when it has at most three terms. */
function spelledSum(f: (x: number) => string, lo: number, hi: number): string {
  if (hi - lo <= 2) return Array.from({ length: hi - lo + 1 }, (_, i) => f(lo + i)).join(" + ");
  return `${f(lo)} + ${f(lo + 1)} + ... + ${f(hi)}`;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-gcd-with-individual",
  rlveId: "SumGCDWithIndividual",
  category: "number theory",
  version: 2,
  title: "Sum of gcd(i, N) for i = 1..N",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(32, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    return { n, answer: String(gcdSumWithN(n)) };
  },

  prompt: ({ n }) =>
    `Compute ${spelledSum((i) => `gcd(${i}, ${n})`, 1, n)}, the sum of gcd(i, ${n}) over i = 1..${n}, where gcd is the greatest common divisor.\n\n` +
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

  size: ({ n }) => n,
});
