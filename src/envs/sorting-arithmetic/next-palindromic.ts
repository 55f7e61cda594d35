// The smallest palindrome strictly greater than N (larger palindromes earn ratio credit). RLVE: NextPalindromic.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseCount } from "../../core/kit.ts";

interface Params {
  digits: number;
}

interface Instance {
  n: string;
  next: string;
}

const isPal = (s: string) => s === [...s].reverse().join("");

export function nextPalindrome(n: bigint): bigint {
  const s = (n + 1n).toString();
  const len = s.length;
  const half = s.slice(0, Math.ceil(len / 2));
  const mirror = (h: string) => h + [...h.slice(0, len - h.length)].reverse().join("");
  const cand = BigInt(mirror(half));
  if (cand >= n + 1n) return cand;
  const bumped = (BigInt(half) + 1n).toString();
  if (bumped.length > half.length) return 10n ** BigInt(len) + 1n;
  return BigInt(mirror(bumped));
}

export default defineEnv<Params, Instance, bigint>({
  id: "next-palindromic",
  rlveId: "NextPalindromic",
  category: "sorting/arithmetic",
  split: "held-out",
  version: 1,
  title: "Smallest palindrome above N",
  answerKind: "any-optimal",

  params: (level) => ({ digits: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ digits }, rng) {
    const n = rng.bigint(10n ** BigInt(digits - 1), 10n ** BigInt(digits) - 1n);
    return { n: n.toString(), next: nextPalindrome(n).toString() };
  },

  prompt: ({ n }) =>
    `Find the smallest palindromic integer strictly greater than ${n}. (A palindromic integer reads the ` +
    "same forwards and backwards in decimal, e.g. 7, 44, 12321.) A larger palindrome still earns partial " +
    "credit.\n\nAnswer with a single integer.",
  answerExample: "12321",

  parse: (text) => parseCount(text, 200),

  score(answer, inst) {
    if (answer <= BigInt(inst.n)) return invalid("the answer is not greater than N");
    if (!isPal(answer.toString())) return invalid("the answer is not a palindrome");
    return minimisationRatio(answer, BigInt(inst.next), 5);
  },

  reference: ({ next }) => next,

  wrongAnswers: ({ n, next }) => [(BigInt(next) + 1n).toString(), n],

  size: ({ n }) => n.length,
});
