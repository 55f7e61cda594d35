// The longest non-decreasing subsequence of a short pattern written out T times in a row.
// RLVE: RepeatSequenceLNDS.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { longestNonDecreasing } from "../../lib/subsequences.ts";

interface Params {
  n: number;
  maxT: number;
}

interface Instance {
  pattern: number[];
  t: number;
  /** The answer, a decimal string: past level ~60 it exceeds 2^53. */
  length: string;
}

/**
 * LNDS of the pattern repeated t times. Past n copies an optimal subsequence gains exactly the count of the
 * most frequent value per extra copy (an optimum over many copies stays on one value for all but at most n
 * of them, one copy per change of value), so t > n copies give LNDS(n copies) + (t - n) * maxCount.
 */
export function repeatedLnds(pattern: readonly number[], t: number): bigint {
  const n = pattern.length;
  const copies = Math.min(t, n);
  const seq: number[] = [];
  for (let c = 0; c < copies; c++) seq.push(...pattern);
  const count = new Map<number, number>();
  for (const v of pattern) count.set(v, (count.get(v) ?? 0) + 1);
  return BigInt(longestNonDecreasing(seq)) + BigInt(t - copies) * BigInt(Math.max(...count.values()));
}

export default defineEnv<Params, Instance, bigint>({
  id: "repeat-sequence-lnds",
  rlveId: "RepeatSequenceLNDS",
  category: "data structures",
  version: 1,
  title: "Longest non-decreasing subsequence of a repeated pattern",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(3, level, grow.plus1),
    maxT: afterUpdates(5, level, grow.mul1_5),
  }),

  generate({ n, maxT }, rng) {
    const hi = rng.int(2, 2 * n);
    const pattern = Array.from({ length: n }, () => rng.int(1, hi));
    const t = rng.int(2, maxT);
    return { pattern, t, length: String(repeatedLnds(pattern, t)) };
  },

  prompt: ({ pattern, t }) =>
    `A pattern of ${pattern.length} numbers is ${pattern.join(" ")}. The sequence S is this pattern written ` +
    `${t} times in a row (S has ${BigInt(pattern.length) * BigInt(t)} elements; element i of S, counting from 0, is element ` +
    `i mod ${pattern.length} of the pattern).\n\n` +
    "What is the length of the longest non-decreasing subsequence of S (elements taken in order, not " +
    "necessarily adjacent, each at least the one before)? Answer with a single integer.",
  // Longer than S itself: never the answer, and says nothing about it.
  answerExample: ({ pattern, t }) => String(BigInt(pattern.length) * BigInt(t) + 1n),

  parse: (text) => parseBigInt(text, 30),

  score: (answer, { length }) =>
    answer === BigInt(length) ? correct() : wrong(`${answer} is not the longest non-decreasing length`),

  reference: ({ length }) => length,

  wrongAnswers: ({ pattern, t, length }) => {
    const out = countNearMisses(length);
    const once = BigInt(longestNonDecreasing(pattern)) * BigInt(t); // one pattern's LNDS per copy: a common slip
    if (once !== BigInt(length)) out.push(String(once));
    return out;
  },

  size: ({ pattern, t }) => pattern.length * Math.log2(t + 1),
});
