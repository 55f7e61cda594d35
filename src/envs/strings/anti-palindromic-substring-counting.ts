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
  version: 4,
  title: "Count anti-palindromic substrings of a binary string",
  answerKind: "unique",

  // At the smallest lengths most strings have no anti-palindromic substring (the shortcut audit: "0" right
  // in 63% of the problems at level 0, n = 3): flatten the answers where they are few.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  // The catalog starts at n = 3, where the count is 0, 1 or 2 only; level 0 uses n = 4 (five answers, as
  // level 1 does) and the ladder follows the catalog from level 1 on.
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const ones = rng.float();
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
