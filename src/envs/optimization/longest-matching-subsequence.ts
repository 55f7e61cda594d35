// Choose a subsequence B of A maximising the number of positions j with B[j] = j. RLVE: Longest_MatchingSubsequence.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  best: number;
  /** One optimal subsequence (ascending indices into A). */
  witness: number[];
}

/** Positions j (1-based) of the subsequence with value j. */
export function matches(a: readonly number[], chosen: readonly number[]): number {
  return chosen.reduce((c, i, t) => c + (a[i] === t + 1 ? 1 : 0), 0);
}

/**
 * Exact O(n²) DP: dp[i] = most matches when A[i] is kept and lands at position A[i]. It needs A[i]-1 kept
 * elements before it (A[i] <= i+1); after a matched A[j] it needs A[j] < A[i] and room for the
 * A[i]-A[j]-1 elements between (A[i]-A[j] <= i-j). The witness fills those gaps with the first free indices.
 */
export function bestMatching(a: readonly number[]): { best: number; witness: number[] } {
  const n = a.length;
  const dp = new Array<number>(n).fill(0);
  const from = new Array<number>(n).fill(-1);
  let end = -1;
  for (let i = 0; i < n; i++) {
    if (a[i]! < 1 || a[i]! > i + 1) continue;
    dp[i] = 1;
    for (let j = 0; j < i; j++) {
      if (dp[j]! > 0 && a[j]! < a[i]! && a[i]! - a[j]! <= i - j && dp[j]! + 1 > dp[i]!) {
        dp[i] = dp[j]! + 1;
        from[i] = j;
      }
    }
    if (end < 0 || dp[i]! > dp[end]!) end = i;
  }
  if (end < 0) return { best: 0, witness: [] };
  const chain: number[] = [];
  for (let i = end; i >= 0; i = from[i]!) chain.push(i);
  chain.reverse();
  const witness: number[] = [];
  let prev = -1;
  let placed = 0;
  for (const i of chain) {
    for (let f = prev + 1; placed < a[i]! - 1; f++, placed++) witness.push(f);
    witness.push(i);
    placed++;
    prev = i;
  }
  return { best: dp[end]!, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "longest-matching-subsequence",
  rlveId: "Longest_MatchingSubsequence",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Subsequence with the most positions j holding the value j",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // Redraw (a bounded number of times) while keeping the whole array is already optimal.
    const all = Array.from({ length: n }, (_, i) => i);
    for (let attempt = 0; ; attempt++) {
      const a = Array.from({ length: n }, () => rng.int(1, n + 1));
      if (bestMatching(a).best === 0) a[rng.int(0, n - 1)] = 1;
      const solved = bestMatching(a);
      if (matches(a, all) < solved.best || attempt === 20) return { a, ...solved };
    }
  },

  prompt: ({ a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    "Choose a subsequence B of A: pick indices i_1 < i_2 < ... < i_m and let B[j] = A[i_j], with positions j numbered from 1. " +
    "Make the number of positions j with B[j] = j as large as possible.\n" +
    "Answer with the chosen indices of A in increasing order, separated by spaces.",
  answerExample: ({ a }) => `0 ${a.length}`,

  parse: (text) => parseIntList(text),

  score(chosen, { a, best }) {
    for (let t = 0; t < chosen.length; t++) {
      const i = chosen[t]!;
      if (i < 0 || i >= a.length) return invalid(`index ${i} does not exist`);
      if (t > 0 && chosen[t - 1]! >= i)
        return invalid(`indices ${chosen[t - 1]} and ${i} are not increasing`);
    }
    return maximisationRatio(matches(a, chosen), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, best, witness }) {
    const out = [`${witness.join(" ")} ${a.length}`, `${a.length - 1} 0`];
    if (witness.length > 1) out.push([...witness].reverse().join(" "));
    const all = a.map((_, i) => i);
    if (matches(a, all) < best) out.push(all.join(" "));
    if (matches(a, witness.slice(1)) < best) out.push(witness.slice(1).join(" "));
    return out;
  },

  size: ({ a }) => a.length,
});
