// Find the longest substring of the form A + rev(A) + A + rev(A).
// RLVE: Longest_RepeatedPalindrome
import { afterUpdates, defineEnv, FormatError, grow, invalid, maximisationRatio } from "../../core/kit.ts";
import { isRepeatedPalindrome, longestRepeatedPalindrome } from "../../lib/stringalgo.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  best: string;
}

export default defineEnv<Params, Instance, string>({
  id: "longest-repeated-palindrome",
  rlveId: "Longest_RepeatedPalindrome",
  category: "string algorithms",
  version: 4,
  title: "Longest substring of the form A rev(A) A rev(A)",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // Two or three letters drawn from a to f: with a, b (and c) only, up to 7 characters the answer was
    // "aaaa" or "bbbb" (A of one letter) four times in five; drawn letters spread them without redraws.
    const letters = rng.distinctInts(0, 5, rng.int(2, 3)).map((i) => "abcdef"[i]!);
    const len = rng.int(1, Math.floor(n / 4));
    const a = Array.from({ length: len }, () => rng.pick(letters)).join("");
    const w = a + [...a].reverse().join("");
    const planted = w + w;
    const pos = rng.int(0, n - planted.length);
    const left = Array.from({ length: pos }, () => rng.pick(letters)).join("");
    const right = Array.from({ length: n - planted.length - pos }, () => rng.pick(letters)).join("");
    const s = left + planted + right;
    return { s, best: longestRepeatedPalindrome(s) };
  },

  prompt: ({ s }) =>
    `S = ${s}\n\nFind the longest contiguous substring of S that can be written as A + rev(A) + A + rev(A), where ` +
    "A is a non-empty string, rev(A) is A reversed and + is concatenation (for example abbaabba with A = ab).\n\n" +
    "Answer with that substring only.",

  parse(text) {
    const t = text.trim().replace(/^["']|["']$/g, "");
    if (!/^[a-z]{1,100000}$/.test(t))
      throw new FormatError("expected a non-empty string of lowercase letters");
    return t;
  },

  score(answer, { s, best }) {
    if (!isRepeatedPalindrome(answer)) return invalid(`${answer} is not of the form A rev(A) A rev(A)`);
    if (!s.includes(answer)) return invalid(`${answer} does not occur in S`);
    return maximisationRatio(answer.length, best.length, 5);
  },

  reference: ({ best }) => best,

  wrongAnswers({ best }) {
    const out = [best.slice(1), `${best}${best}`];
    if (best.length >= 8) out.push(best.slice(0, best.length / 2));
    return out;
  },

  size: ({ s }) => s.length,
});
