// Count the substrings of a binary string whose reversal equals their bitwise complement.
// RLVE: AntiPalindromicSubstringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { antiPalindromicCount } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "anti-palindromic-substring-counting",
  rlveId: "AntiPalindromicSubstringCounting",
  category: "string algorithms",
  version: 5,
  title: "Count anti-palindromic substrings of a binary string",
  answerKind: "unique",

  // The catalog starts at n = 3, where the count is 0, 1 or 2 only; the ladder starts at n = 6 (where the
  // catalog is at level 3) and follows it from there. With half the strings of density 1/2 the best
  // constant takes at most 28% of levels 0-3 with no redraws (n = 4 with 16 balanced draws cost 0.03 ms).
  params: (level) => ({ n: Math.max(6, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const ones = rng.bool() ? 0.5 : rng.float();
    const s = Array.from({ length: n }, () => (rng.bool(ones) ? "1" : "0")).join("");
    return { s, answer: antiPalindromicCount(s) };
  },

  prompt: ({ s }) =>
    `S = ${s}\n\nCall a non-empty binary string T anti-palindromic when reversing T gives the same string as ` +
    "flipping every bit of T (0 becomes 1 and 1 becomes 0). Count the pairs (i, j) with i <= j such that the " +
    "contiguous substring S[i..j] is anti-palindromic (equal substrings at different positions count separately)." +
    "\n\nAnswer with a single non-negative integer.",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, gold, 10),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ s }) => s.length,
});
