// Choose a subsequence that is non-decreasing in A and maximises the sum of B. RLVE: WeightedLIS.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  b: number[];
  best: number;
  /** One optimal subsequence (ascending indices). */
  witness: number[];
}

export function bestWeightedLis(
  a: readonly number[],
  b: readonly number[],
): { best: number; witness: number[] } {
  const n = a.length;
  const dp = new Array<number>(n).fill(0);
  const prev = new Array<number>(n).fill(-1);
  let end = -1;
  for (let i = 0; i < n; i++) {
    dp[i] = b[i]!;
    for (let j = 0; j < i; j++) {
      if (a[j]! <= a[i]! && dp[j]! + b[i]! > dp[i]!) {
        dp[i] = dp[j]! + b[i]!;
        prev[i] = j;
      }
    }
    if (end < 0 || dp[i]! > dp[end]!) end = i;
  }
  const witness: number[] = [];
  for (let i = end; i >= 0; i = prev[i]!) witness.push(i);
  return { best: end < 0 ? 0 : dp[end]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "weighted-lis",
  rlveId: "WeightedLIS",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Weighted longest non-decreasing subsequence",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, n));
    const b = Array.from({ length: n }, () => rng.int(1, n));
    return { a, b, ...bestWeightedLis(a, b) };
  },

  prompt: ({ a, b }) =>
    `You are given two arrays A and B of length ${a.length} (indices 0 to ${a.length - 1}):\n` +
    a.map((x, i) => `A[${i}] = ${x}, B[${i}] = ${b[i]}`).join("\n") +
    "\n\nChoose a strictly increasing sequence of indices i_1 < i_2 < ... < i_k (k >= 1) such that " +
    "A[i_1] <= A[i_2] <= ... <= A[i_k], maximising B[i_1] + B[i_2] + ... + B[i_k].\n" +
    "Answer with the chosen indices in increasing order, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(chosen, { a, b, best }) {
    if (chosen.length === 0) return invalid("no index is chosen");
    let sum = 0;
    for (let t = 0; t < chosen.length; t++) {
      const i = chosen[t]!;
      if (i < 0 || i >= a.length) return invalid(`index ${i} does not exist`);
      if (t > 0) {
        const j = chosen[t - 1]!;
        if (j >= i) return invalid(`indices ${j} and ${i} are not strictly increasing`);
        if (a[j]! > a[i]!) return invalid(`A[${j}] = ${a[j]} > A[${i}] = ${a[i]}`);
      }
      sum += b[i]!;
    }
    return maximisationRatio(sum, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, witness }) {
    const out: string[] = [];
    if (witness.length > 1) out.push(witness.slice(1).join(" "));
    if (witness.length > 1) out.push([...witness].reverse().join(" "));
    out.push([...witness, a.length].join(" "));
    const up = a.findIndex((x, i) => i > 0 && a[i - 1]! > x);
    if (up > 0) out.push(`${up - 1} ${up}`);
    return out;
  },

  size: ({ a }) => a.length,
});
