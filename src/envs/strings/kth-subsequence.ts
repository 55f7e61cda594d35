// The K-th distinct non-empty subsequence of a string in lexicographic order.
// RLVE: KthSubsequence
import { afterUpdates, correct, defineEnv, FormatError, grow, wrong } from "../../core/kit.ts";
import { distinctSubsequenceCount, kthDistinctSubsequence } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  k: string;
  answer: string;
}

export default defineEnv<Params, Instance, string>({
  id: "kth-subsequence",
  rlveId: "KthSubsequence",
  category: "string algorithms",
  version: 2,
  title: "K-th distinct subsequence in lexicographic order",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const alphabet = "abc".slice(0, rng.int(2, 3));
    const s = Array.from({ length: n }, () => rng.pick([...alphabet])).join("");
    const total = distinctSubsequenceCount(s, alphabet);
    const k = rng.bigint(1n, total);
    return { s, k: String(k), answer: kthDistinctSubsequence(s, alphabet, k) };
  },

  prompt: ({ s, k }) =>
    `S = ${s}\n\nA subsequence of S is obtained by deleting zero or more characters of S (keeping the order of ` +
    "the rest). Write down every distinct non-empty subsequence of S exactly once (equal strings obtained from " +
    "different positions count once) and sort them in lexicographic (dictionary) order, where a proper prefix " +
    `comes before any longer string that extends it. Which string is at position ${k} (counting from 1)?\n\n` +
    "Answer with that string only.",
  // Never correct: the letters are a, b and at most c, so no subsequence has a d.
  answerExample: "abcd",

  parse(text) {
    const t = text.trim().replace(/^["']|["']$/g, "");
    if (!/^[a-z]{1,100000}$/.test(t))
      throw new FormatError("expected a non-empty string of lowercase letters");
    return t;
  },

  score: (answer, { answer: gold }) =>
    answer === gold ? correct() : wrong(`${answer} is not the requested string`),
  reference: ({ answer }) => answer,

  wrongAnswers({ s, answer }) {
    const out = [`${answer}${s[s.length - 1]}`, s === answer ? `${s}a` : s];
    if (answer.length > 1) out.push(answer.slice(0, -1));
    return out.filter((x) => x !== answer);
  },

  size: ({ s }) => s.length,
});
