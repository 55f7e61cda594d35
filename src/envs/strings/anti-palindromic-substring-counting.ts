// Count the substrings of a binary string whose reversal equals their bitwise complement.
// RLVE: AntiPalindromicSubstringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount, range } from "../../core/kit.ts";
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
  version: 6,
  title: "Count anti-palindromic substrings of a binary string",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  // RLVE-Gym's generator: cut [0, N) at a uniform number (0..N-1) of distinct points; each even-length
  // piece is anti-palindromic (a random half, then its reversed complement), each odd one random; the
  // bits are 1 with a probability drawn uniformly per string.
  generate({ n }, rng) {
    const cuts = rng.sample(range(1, n), rng.int(0, n - 1)).sort((x, y) => x - y);
    const ends = [0, ...cuts, n];
    const one = rng.float();
    const bit = () => (rng.float() < one ? "1" : "0");
    let s = "";
    for (let i = 0; i + 1 < ends.length; i++) {
      const length = ends[i + 1]! - ends[i]!;
      if (length % 2 === 0) {
        const half = Array.from({ length: length / 2 }, bit);
        s +=
          half.join("") +
          half
            .reverse()
            .map((c) => (c === "0" ? "1" : "0"))
            .join("");
      } else s += Array.from({ length }, bit).join("");
    }
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
