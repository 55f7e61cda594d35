// Find a palindrome T maximising |T| times the number of occurrences of T in S.
// RLVE: MaxWeightPalindromicSubstring
import { afterUpdates, defineEnv, FormatError, grow, invalid, maximisationRatio } from "../../core/kit.ts";
import { maxWeightPalindrome, occurrences } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  best: string;
  weight: number;
}

export default defineEnv<Params, Instance, string>({
  id: "max-weight-palindromic-substring",
  rlveId: "MaxWeightPalindromicSubstring",
  category: "string algorithms",
  version: 2,
  title: "Palindrome with the largest length times occurrence count",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const alphabet = "abc".slice(0, rng.int(2, 3));
    const s = Array.from({ length: n }, () => rng.pick([...alphabet])).join("");
    const { t, weight } = maxWeightPalindrome(s);
    return { s, best: t, weight };
  },

  prompt: ({ s }) =>
    `S = ${s}\n\nFind a non-empty palindrome T (a string that reads the same forwards and backwards) that occurs ` +
    "in S as a contiguous substring, maximising the length of T multiplied by the number of positions at which T " +
    "occurs in S (occurrences may overlap).\n\nAnswer with the string T only.",

  parse(text) {
    const t = text.trim().replace(/^["']|["']$/g, "");
    if (!/^[a-z]{1,100000}$/.test(t))
      throw new FormatError("expected a non-empty string of lowercase letters");
    return t;
  },

  score(answer, { s, weight }) {
    if (answer !== [...answer].reverse().join("")) return invalid(`${answer} is not a palindrome`);
    if (answer.length > s.length) return invalid(`${answer} does not occur in S`);
    const k = occurrences(s, answer);
    if (k === 0) return invalid(`${answer} does not occur in S`);
    return maximisationRatio(answer.length * k, weight, 5);
  },

  reference: ({ best }) => best,

  wrongAnswers({ s, best, weight }) {
    const out = [`${best}x${best}`, `${s}q`];
    const inner = best.slice(1, -1);
    if (inner.length > 0 && inner.length * occurrences(s, inner) < weight) out.push(inner);
    return out;
  },

  size: ({ s }) => s.length,
});
