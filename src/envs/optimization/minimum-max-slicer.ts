// Split an array into M consecutive batches so that the largest batch sum is as small as possible. RLVE: Minimum_MaxSlicer.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { batchEndsError, batchSums } from "../../lib/batch-split.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  m: number;
  best: number;
  /** One optimal split: the 1-based position of the last element of every batch. */
  witness: number[];
}

/** Exact min-max split by a DP over (batches used, prefix length). */
function solve(values: readonly number[], m: number): { best: number; witness: number[] } {
  const n = values.length;
  const pre = [0];
  for (const v of values) pre.push(pre[pre.length - 1]! + v);
  const INF = Number.POSITIVE_INFINITY;
  const dp = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(INF));
  const from = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(-1));
  dp[0]![0] = 0;
  for (let j = 1; j <= m; j++) {
    for (let i = j; i <= n; i++) {
      for (let p = j - 1; p < i; p++) {
        const v = Math.max(dp[j - 1]![p]!, pre[i]! - pre[p]!);
        if (v < dp[j]![i]!) {
          dp[j]![i] = v;
          from[j]![i] = p;
        }
      }
    }
  }
  const witness: number[] = [];
  for (let j = m, i = n; j >= 1; i = from[j]![i]!, j--) witness.push(i);
  return { best: dp[m]![n]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-max-slicer",
  rlveId: "Minimum_MaxSlicer",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Split an array into M consecutive batches minimising the largest batch sum",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(1, 3 * n));
    const m = rng.int(2, n - 1);
    return { values, m, ...solve(values, m) };
  },

  prompt: ({ values, m }) =>
    `You are given an array of ${values.length} positive integers (positions 1 to ${values.length}):\n` +
    values.join(" ") +
    `\n\nSplit it into exactly ${m} batches of consecutive elements (every element in exactly one batch, every ` +
    "batch non-empty) so that the largest batch sum is as small as possible.\n" +
    `Answer with the position of the last element of each batch, in increasing order (${m} numbers; the last one ` +
    `is ${values.length}), separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(ends, { values, m, best }) {
    const why = batchEndsError(ends, values.length, m);
    if (why !== null) return invalid(why);
    return minimisationRatio(Math.max(...batchSums(values, ends)), best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, m, best, witness }) {
    const n = values.length;
    const out: string[] = [];
    // All but the last batch of one element: feasible, and worse unless that happens to be optimal.
    const lopsided = [...Array.from({ length: m - 1 }, (_, i) => i + 1), n];
    if (Math.max(...batchSums(values, lopsided)) > best) out.push(lopsided.join(" "));
    out.push(witness.slice(1).join(" ")); // one batch too few
    out.push(witness.slice(0, -1).join(" ")); // does not end at n
    out.push([witness[0]!, ...witness].join(" ")); // an empty batch
    return out;
  },

  size: ({ values }) => values.length,
});
