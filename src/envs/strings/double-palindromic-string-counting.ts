// Count distinct strings of length at most N over C letters that split into two non-empty palindromes.
// RLVE: DoublePalindromicStringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { doublePalindromicCount } from "../../lib/stringalgo.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  c: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "double-palindromic-string-counting",
  rlveId: "DoublePalindromicStringCounting",
  category: "string algorithms",
  version: 2,
  title: "Count strings that are a concatenation of two palindromes",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(2, maxN);
    const c = rng.int(2, 10);
    return { n, c, answer: String(doublePalindromicCount(n, c)) };
  },

  prompt: ({ n, c }) =>
    `Consider strings over an alphabet of ${c} distinct letters. A palindrome reads the same forwards and ` +
    "backwards. How many distinct strings of length between 1 and " +
    `${n} (inclusive) can be written as P + Q, where P and Q are both non-empty palindromes and + is ` +
    "concatenation? Count each string once, however many such splits it has.\n\n" +
    "Answer with a single non-negative integer.",
  // Never correct: every string of length 2 is two one-letter palindromes, so the count is at least c^2.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
