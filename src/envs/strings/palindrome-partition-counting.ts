// Count the ways to cut a string into consecutive pieces that are all palindromes. RLVE: PalindromePartitionCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { palindromePartitions } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "palindrome-partition-counting",
  rlveId: "PalindromePartitionCounting",
  category: "string algorithms",
  split: "held-out",
  version: 2,
  title: "Count the partitions of a string into palindromes",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const letters = rng.pick(["ab", "abc"]);
    const s = Array.from({ length: n }, () => rng.pick(letters.split(""))).join("");
    return { s, answer: String(palindromePartitions(s)) };
  },

  prompt: ({ s }) =>
    `S = ${s}\n\nCut S into one or more non-empty consecutive pieces (keeping their order) so that every piece is ` +
    "a palindrome (reads the same forwards and backwards; every single character is a palindrome). Two ways are " +
    "different when their sets of cut positions differ. How many ways are there?\n\n" +
    "Answer with the count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ s }) => s.length,
});
