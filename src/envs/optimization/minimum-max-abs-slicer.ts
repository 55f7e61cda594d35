// Split a sequence of +1/-1 weights into M consecutive batches minimising the largest absolute batch sum; the lexicographically smallest such split is the answer. RLVE: Minimum_MaxAbsSlicer.
import { afterUpdates, correct, defineEnv, grow, inexact, invalid, parseIntList } from "../../core/kit.ts";
import { batchEndsError, batchSums } from "../../lib/batch-split.ts";

interface Params {
  n: number;
}

interface Instance {
  weights: number[];
  m: number;
  /** The least possible largest |batch sum|. */
  best: number;
  /** The lexicographically smallest optimal list of batch ends (1-based, the last one n). */
  witness: number[];
}

/**
 * The optimum by trying bounds 0, 1, 2, ... (at most n): fits[j][i] says the suffix from element i splits
 * into j batches of |sum| <= bound. The lexicographically smallest split then takes, batch by batch, the
 * earliest end whose batch fits and whose rest still splits.
 */
function solve(weights: readonly number[], m: number): { best: number; witness: number[] } {
  const n = weights.length;
  const pre = [0];
  for (const w of weights) pre.push(pre[pre.length - 1]! + w);
  for (let bound = 0; ; bound++) {
    const fits = Array.from({ length: m + 1 }, () => new Uint8Array(n + 1));
    fits[0]![n] = 1;
    for (let j = 1; j <= m; j++) {
      for (let i = n - 1; i >= 0; i--) {
        for (let e = i + 1; e <= n && !fits[j]![i]; e++) {
          if (fits[j - 1]![e] && Math.abs(pre[e]! - pre[i]!) <= bound) fits[j]![i] = 1;
        }
      }
    }
    if (!fits[m]![0]) continue;
    const witness: number[] = [];
    let start = 0;
    for (let j = m; j >= 1; j--) {
      let e = start + 1;
      while (!(fits[j - 1]![e] && Math.abs(pre[e]! - pre[start]!) <= bound)) e++;
      witness.push(e);
      start = e;
    }
    return { best: bound, witness };
  }
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-max-abs-slicer",
  rlveId: "Minimum_MaxAbsSlicer",
  category: "optimization/NP-hard construction",
  version: 1,
  title:
    "Split +1/-1 weights into M batches minimising the largest |batch sum| (lexicographically smallest split)",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const weights = Array.from({ length: n }, () => (rng.bool() ? 1 : -1));
    const m = rng.int(2, n - 1);
    return { weights, m, ...solve(weights, m) };
  },

  prompt: ({ weights, m }) =>
    `You are given a sequence of ${weights.length} weights, each +1 or -1 (positions 1 to ${weights.length}):\n` +
    weights.map((w) => (w > 0 ? "+1" : "-1")).join(" ") +
    `\n\nSplit it into exactly ${m} batches of consecutive elements (every element in exactly one batch, every ` +
    "batch non-empty) so that the largest absolute value of a batch sum is as small as possible. Among all such " +
    "optimal splits, give the one whose list of batch ends is lexicographically smallest (the earliest possible " +
    "first end, then the earliest second end, and so on).\n" +
    `Answer with the position of the last element of each batch, in increasing order (${m} numbers; the last one ` +
    `is ${weights.length}), separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(ends, { weights, m, best, witness }) {
    const why = batchEndsError(ends, weights.length, m);
    if (why !== null) return invalid(why);
    const value = Math.max(...batchSums(weights, ends).map(Math.abs));
    if (value < best) throw new Error(`split with largest |sum| ${value} beats the computed optimum ${best}`);
    const same = ends.filter((e, i) => e === witness[i]).length;
    if (same === m) return correct();
    const valuePart = value === best ? 1 : best === 0 ? 0 : (best / value) ** 5;
    return inexact(
      0.5 * valuePart + 0.5 * (same / m) ** 5,
      `largest |batch sum| ${value} (optimum ${best}); ${same} of ${m} batch ends agree with the expected split`,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ weights, m, witness }) {
    const n = weights.length;
    const out: string[] = [];
    // Another split: the first end moved (same count, other ends kept when they still increase).
    const moved = witness[0]! + 1 < witness[1]! ? [witness[0]! + 1, ...witness.slice(1)] : null;
    if (moved) out.push(moved.join(" "));
    const lopsided = [...Array.from({ length: m - 1 }, (_, i) => n - m + 1 + i), n];
    if (lopsided.join(" ") !== witness.join(" ")) out.push(lopsided.join(" "));
    out.push(witness.slice(1).join(" ")); // one batch too few
    out.push(witness.slice(0, -1).join(" ")); // does not end at n
    return out;
  },

  size: ({ weights }) => weights.length,
});
