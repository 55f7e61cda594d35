// Find adjacent substrings S[A:B], S[B:C] that are both palindromes, maximising C - A.
// RLVE: Longest_DoublePalindrome
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { longestDoublePalindrome } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  best: [number, number, number];
}

const isPal = (t: string) => t === [...t].reverse().join("");

export default defineEnv<Params, Instance, number[]>({
  id: "longest-double-palindrome",
  rlveId: "Longest_DoublePalindrome",
  category: "string algorithms",
  version: 2,
  title: "Longest substring made of two adjacent palindromes",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const alphabet = "abc".slice(0, rng.int(2, 3));
    const s = Array.from({ length: n }, () => rng.pick([...alphabet])).join("");
    return { s, best: longestDoublePalindrome(s) };
  },

  prompt: ({ s }) =>
    `S = ${s} (length ${s.length}; positions are numbered from 0)\n\nFor 0 <= A < B < C <= ${s.length}, let ` +
    "S[A:B] be the substring of S from position A up to but not including position B. Choose A < B < C such " +
    "that both S[A:B] and S[B:C] are palindromes (read the same forwards and backwards), making C - A as large " +
    "as possible.\n\nAnswer with the three integers A B C separated by spaces.",

  parse: (text) => parseIntList(text, { length: 3 }),

  score([a, b, c], { s, best }) {
    if (!(0 <= a! && a! < b! && b! < c! && c! <= s.length)) {
      return invalid(`need 0 <= A < B < C <= ${s.length}`);
    }
    if (!isPal(s.slice(a, b)) || !isPal(s.slice(b, c))) return invalid("both parts must be palindromes");
    return maximisationRatio(c! - a!, best[2] - best[0], 5);
  },

  reference: ({ best }) => best.join(" "),

  wrongAnswers({ s, best: [a, b, c] }) {
    const out = [`${a} ${b} ${s.length + 1}`, `${b} ${a} ${c}`];
    if (c - a > 2) out.push(b - a > 1 ? `${a + 1} ${b} ${c}` : `${a} ${b} ${c - 1}`);
    return out;
  },

  size: ({ s }) => s.length,
});
