// Reverse the values on one chosen subsequence of positions so that the longest non-decreasing
// subsequence is as long as possible; report that length. RLVE: SubsequenceReversalLNDS.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  best: number;
}

/**
 * Interval DP over positions i..j and a value window [a, b]: the longest non-decreasing subsequence inside
 * i..j with values in [a, b], where the reversal may swap the two ends i and j (a reversed subsequence is a
 * set of nested swapped pairs). O(n^2 V^2) for values in 1..V.
 */
export function bestAfterReversal(input: readonly number[]): number {
  const n = input.length;
  if (n === 0) return 0;
  // Only the order of the values matters: rank them 1..V (V <= n).
  const distinct = [...new Set(input)].sort((p, q) => p - q);
  const values = input.map((x) => distinct.indexOf(x) + 1);
  const V = distinct.length;
  const W = V + 2;
  const cell = (i: number, j: number) => (i * n + j) * W * W;
  const dp = new Int16Array(n * n * W * W);
  for (let len = 1; len <= n; len++) {
    for (let i = 0; i + len - 1 < n; i++) {
      const j = i + len - 1;
      const x = values[i]!;
      const y = values[j]!;
      const here = cell(i, j);
      const skipI = len > 1 ? cell(i + 1, j) : -1;
      const skipJ = len > 1 ? cell(i, j - 1) : -1;
      const inner = len > 2 ? cell(i + 1, j - 1) : -1;
      for (let a = V; a >= 1; a--) {
        for (let b = a; b <= V; b++) {
          const k = a * W + b;
          let v: number;
          if (len === 1) v = a <= x && x <= b ? 1 : 0;
          else {
            v = a < b ? Math.max(dp[here + k + W]!, dp[here + k - 1]!) : 0;
            v = Math.max(v, dp[skipI + k]! + (x === a ? 1 : 0), dp[skipJ + k]! + (y === b ? 1 : 0));
            v = Math.max(v, (inner < 0 ? 0 : dp[inner + k]!) + (y === a ? 1 : 0) + (x === b ? 1 : 0));
          }
          dp[here + k] = v;
        }
      }
    }
  }
  return dp[cell(0, n - 1) + W + V]!;
}

export default defineEnv<Params, Instance, bigint>({
  id: "subsequence-reversal-lnds",
  rlveId: "SubsequenceReversalLNDS",
  category: "data structures",
  version: 2,
  title: "Reverse one subsequence to lengthen the longest non-decreasing subsequence",
  answerKind: "unique",
  // Short arrays make a few lengths common: flatten the answers (the shortcut audit).
  balanceDraws: () => 8,

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  // The catalog's N (4 -> N+1) is the shortest array; the length is drawn in [N, N+2] because 4 numbers
  // leave only the answers 3 and 4, too few for the shortcut audit.
  generate({ n }, rng) {
    const len = rng.int(n, n + 2);
    const hi = rng.int(Math.max(2, Math.floor(n / 2)), 2 * n);
    const values = Array.from({ length: len }, () => rng.int(1, hi));
    return { values, best: bestAfterReversal(values) };
  },

  prompt: ({ values }) =>
    `An array of ${values.length} integers: ${values.join(" ")}\n` +
    "You may perform exactly one operation: choose any set of positions p1 < p2 < ... < pk (any k >= 0) and " +
    "reverse the values on them (the value at p1 swaps with the value at pk, p2 with p(k-1), and so on; the " +
    "other positions keep their values). Then take the longest non-decreasing subsequence of the resulting " +
    "array.\n\n" +
    "What is the largest length that subsequence can have? Answer with a single integer.",
  // A subsequence of a non-empty array has at least one element: never the answer. (Length + 1 was the
  // answer plus one whenever the whole array could be sorted, which the shortcut audit flags.)
  answerExample: "0",

  parse: (text) => parseBigInt(text, 30),

  score: (answer, { best }) =>
    answer === BigInt(best) ? correct() : wrong(`${answer} is not the best length after one reversal`),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ values, best }) => {
    const out = countNearMisses(best);
    if (best !== values.length) out.push(String(values.length));
    return out;
  },

  size: ({ values }) => values.length,
});
