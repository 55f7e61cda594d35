// Count occurrences of a pattern in the binary string C[i] = [(A*i + B) mod N >= P] with A coprime to N.
// RLVE: KUR
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { gcd } from "../../lib/numtheory.ts";
import { kurCount } from "../../lib/stringalgo.ts";

interface Params {
  maxN: number;
  maxM: number;
}

interface Instance {
  n: number;
  a: number;
  b: number;
  p: number;
  pattern: string;
  answer: number;
}

const bit = (n: number, a: number, b: number, p: number, i: number) =>
  Number((BigInt(a) * BigInt(i) + BigInt(b)) % BigInt(n)) >= p ? "1" : "0";

export default defineEnv<Params, Instance, bigint>({
  id: "kur",
  rlveId: "KUR",
  category: "string algorithms",
  version: 5,
  title: "Pattern occurrences in a modular threshold string",
  answerKind: "unique",
  // No redraws: N is drawn from the upper half of its range and the pattern length skewed short (a nested
  // draw), so counts spread by themselves (level 0's most common count is 27% of 200 seeds).

  params: (level) => ({
    maxN: afterUpdates(8, level, grow.mul2),
    maxM: afterUpdates(8, level, grow.mul1_1plus1),
  }),

  generate({ maxN, maxM }, rng) {
    const n = rng.int(Math.max(2, maxN >> 1), maxN);
    let a = rng.int(1, n - 1);
    while (gcd(a, n) !== 1) a = rng.int(1, n - 1);
    const b = rng.int(0, n - 1);
    const p = rng.int(1, n - 1);
    const m = rng.int(1, rng.int(1, rng.int(1, Math.min(maxM, n))));
    let pattern: string;
    if (rng.bool(0.8)) {
      const at = rng.int(0, n - m);
      pattern = Array.from({ length: m }, (_, j) => bit(n, a, b, p, at + j)).join("");
    } else pattern = Array.from({ length: m }, () => (rng.bool() ? "1" : "0")).join("");
    return { n, a, b, p, pattern, answer: kurCount(n, a, b, p, pattern) };
  },

  prompt: ({ n, a, b, p, pattern }) =>
    `Let N = ${n}, A = ${a}, B = ${b}, P = ${p}. Define the binary string C = C[0] C[1] ... C[N-1] of length N by ` +
    "C[i] = 1 if (A*i + B) mod N >= P, and C[i] = 0 otherwise.\n\n" +
    `How many times does the pattern W = ${pattern} occur in C as a contiguous substring, that is, for how many ` +
    "starting positions i (0 <= i <= N - |W|) is C[i..i+|W|-1] equal to W? Occurrences may overlap.\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, gold, 10),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
