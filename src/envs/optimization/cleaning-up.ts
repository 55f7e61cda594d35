// Split an array into consecutive batches minimising the sum of squared distinct-value counts. RLVE: CleaningUp.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  best: number;
  /** One optimal split: the last index of each batch, ascending (ends with n-1). */
  witness: number[];
}

/** Σ over batches of (distinct values in the batch)², for the batches ending at `ends`. */
export function splitCost(a: readonly number[], ends: readonly number[]): number {
  let cost = 0;
  let start = 0;
  for (const e of ends) {
    const d = new Set(a.slice(start, e + 1)).size;
    cost += d * d;
    start = e + 1;
  }
  return cost;
}

/** Exact O(n²) DP over the end of the last batch. */
export function cheapestSplit(a: readonly number[]): { best: number; witness: number[] } {
  const n = a.length;
  const dp = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(n + 1).fill(0);
  dp[0] = 0;
  for (let i = 1; i <= n; i++) {
    const seen = new Set<number>();
    for (let j = i - 1; j >= 0; j--) {
      seen.add(a[j]!);
      const c = dp[j]! + seen.size * seen.size;
      if (c < dp[i]!) {
        dp[i] = c;
        from[i] = j;
      }
    }
  }
  const witness: number[] = [];
  for (let i = n; i > 0; i = from[i]!) witness.push(i - 1);
  return { best: dp[n]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "cleaning-up",
  rlveId: "CleaningUp",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Split an array into batches minimising the sum of squared distinct counts",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // More kinds than sqrt(n), so that one batch of everything is rarely optimal; runs of recent values
    // make batches of several elements worth it.
    const kinds = rng.int(Math.floor(Math.sqrt(n)) + 1, Math.ceil(n / 2) + 1);
    const a: number[] = [];
    for (let i = 0; i < n; i++) {
      const recent = a.slice(-3);
      a.push(recent.length > 0 && rng.bool(0.5) ? rng.pick(recent) : rng.int(1, kinds));
    }
    return { a, ...cheapestSplit(a) };
  },

  prompt: ({ a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    "Cut A into consecutive non-empty batches (every element in exactly one batch, order kept). " +
    "A batch containing d distinct values costs d*d. Minimise the total cost of all batches.\n" +
    `Answer with the index of the last element of each batch, in increasing order, separated by spaces (the last one is ${a.length - 1}).`,
  answerExample({ a, best }) {
    const n = a.length;
    const tries = [[0, n - 1], Array.from({ length: n }, (_, i) => i), [n - 1]];
    const shown = tries.find((ends) => splitCost(a, ends) > best);
    return shown ? shown.join(" ") : `0 ${n}`; // a split that is not optimal, or one that is not valid
  },

  parse: (text) => parseIntList(text),

  score(ends, { a, best }) {
    const n = a.length;
    if (ends.length === 0) return invalid("no batch is given");
    for (let t = 0; t < ends.length; t++) {
      const e = ends[t]!;
      if (e < 0 || e >= n) return invalid(`index ${e} is outside 0..${n - 1}`);
      if (t > 0 && ends[t - 1]! >= e) return invalid(`batch ends ${ends[t - 1]} and ${e} are not increasing`);
    }
    if (ends[ends.length - 1] !== n - 1) return invalid(`the last batch must end at index ${n - 1}`);
    return minimisationRatio(splitCost(a, ends), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, best, witness }) {
    const n = a.length;
    const out = [witness.slice(0, -1).join(" "), `${witness.join(" ")} ${n}`, `${n - 1} ${n - 2}`];
    const singles = Array.from({ length: n }, (_, i) => i);
    const whole = [n - 1];
    for (const ends of [singles, whole]) if (splitCost(a, ends) > best) out.push(ends.join(" "));
    return out;
  },

  size: ({ a }) => a.length,
});
