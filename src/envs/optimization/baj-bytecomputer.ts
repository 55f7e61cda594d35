// An array of -1/0/+1; one operation adds X[i] into X[i+1]; report the fewest operations that make it non-decreasing. RLVE: BAJBytecomputer.
import { afterUpdates, correct, defineEnv, grow, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  x: number[];
  best: number;
}

/**
 * The fewest operations, by a DP over the final value of each position (always -1, 0 or 1 in an optimum):
 * once X[i-1] holds its final value u, X[i] = a becomes a + k·u after k operations at i-1, and the
 * operations at i-1 can all be done after X[i-1] is final. Returns -1 when it cannot be done.
 */
export function fewestOperations(x: readonly number[]): number {
  const INF = Number.POSITIVE_INFINITY;
  let dp = [-1, 0, 1].map((v) => (v === x[0] ? 0 : INF));
  for (let i = 1; i < x.length; i++) {
    const a = x[i]!;
    const next = [INF, INF, INF];
    for (let u = -1; u <= 1; u++) {
      const cost = dp[u + 1]!;
      if (cost === INF) continue;
      for (let v = u; v <= 1; v++) {
        let k: number;
        if (u === 0) k = a === v ? 0 : -1;
        else k = (v - a) * u; // a + k·u = v
        if (k < 0) continue;
        next[v + 1] = Math.min(next[v + 1]!, cost + k);
      }
    }
    dp = next;
  }
  const best = Math.min(...dp);
  return best === INF ? -1 : best;
}

export default defineEnv<Params, Instance, number>({
  id: "baj-bytecomputer",
  rlveId: "BAJBytecomputer",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 2,
  title: "Fewest add-to-the-right operations that sort a -1/0/+1 array",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const x = Array.from({ length: n }, () => rng.int(-1, 1));
    // Leading zeros followed by a -1 can never be fixed; a non-zero first entry always can.
    if (fewestOperations(x) < 0) x[0] = rng.pick([-1, 1]);
    return { x, best: fewestOperations(x) };
  },

  balanceDraws: (level) => (level <= 6 ? 8 : 1),

  prompt: ({ x }) =>
    `You are given an array X of ${x.length} integers, each -1, 0 or 1 (indices 0 to ${x.length - 1}):\n` +
    `${x.join(" ")}\n\n` +
    `One operation picks an index i with 0 <= i < ${x.length - 1} and replaces X[i+1] by X[i+1] + X[i] ` +
    "(X[i] is unchanged; values may leave the range -1..1). Operations can be applied in any order and any number of times.\n" +
    "What is the smallest number of operations after which X is non-decreasing (X[0] <= X[1] <= ... )? " +
    "It is always possible for this array.\nAnswer with that number alone.",
  answerExample: ({ x }) => `${2 * x.length + 1}`,

  parse: (text) => {
    const [v] = parseIntList(text, { length: 1 });
    return v!;
  },

  score: (answer, { best }) =>
    answer === best ? correct() : wrong(`${answer} is not the fewest number of operations`),

  reference: ({ best }) => `${best}`,

  wrongAnswers: ({ best }) => [`${best + 1}`, `${best - 1}`, `${best + 2}`, "-1"],

  size: ({ x }) => x.length,
});
