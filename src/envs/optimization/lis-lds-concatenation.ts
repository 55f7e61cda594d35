// Choose the longest subsequence that strictly increases and then strictly decreases. RLVE: LIS_LDS_Concatenation.
import { afterUpdates, defineEnv, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  best: number;
  /** One longest such subsequence (ascending indices). */
  witness: number[];
}

/** True when the values strictly increase up to some peak and strictly decrease after it. */
export function isRiseThenFall(values: readonly number[]): boolean {
  let t = 1;
  while (t < values.length && values[t - 1]! < values[t]!) t++;
  while (t < values.length && values[t - 1]! > values[t]!) t++;
  return t >= values.length;
}

/** Longest strictly increasing run ending at each index, then longest strictly decreasing from it: O(n²). */
export function longestRiseThenFall(a: readonly number[]): { best: number; witness: number[] } {
  const n = a.length;
  const up = new Array<number>(n).fill(1);
  const upFrom = new Array<number>(n).fill(-1);
  const down = new Array<number>(n).fill(1);
  const downTo = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++)
      if (a[j]! < a[i]! && up[j]! + 1 > up[i]!) {
        up[i] = up[j]! + 1;
        upFrom[i] = j;
      }
  for (let i = n - 1; i >= 0; i--)
    for (let j = i + 1; j < n; j++)
      if (a[j]! < a[i]! && down[j]! + 1 > down[i]!) {
        down[i] = down[j]! + 1;
        downTo[i] = j;
      }
  let peak = 0;
  for (let i = 1; i < n; i++) if (up[i]! + down[i]! > up[peak]! + down[peak]!) peak = i;
  const witness: number[] = [];
  for (let i = peak; i >= 0; i = upFrom[i]!) witness.push(i);
  witness.reverse();
  for (let i = downTo[peak]!; i >= 0; i = downTo[i]!) witness.push(i);
  return { best: witness.length, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "lis-lds-concatenation",
  rlveId: "LIS_LDS_Concatenation",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Longest subsequence that strictly rises and then strictly falls",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, (x) => Math.floor(x * 1.2)) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, n));
    return { a, ...longestRiseThenFall(a) };
  },

  prompt: ({ a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    "Choose indices i_1 < i_2 < ... < i_m such that for some peak position p (1 <= p <= m) " +
    "A[i_1] < A[i_2] < ... < A[i_p] and A[i_p] > A[i_(p+1)] > ... > A[i_m] (both parts strict; either may be just the peak). " +
    "Make m as large as possible.\nAnswer with the chosen indices in increasing order, separated by spaces.",
  answerExample: ({ a }) => `0 ${a.length}`,

  parse: (text) => parseIntList(text),

  score(chosen, { a, best }) {
    if (chosen.length === 0) return invalid("no index is chosen");
    for (let t = 0; t < chosen.length; t++) {
      const i = chosen[t]!;
      if (i < 0 || i >= a.length) return invalid(`index ${i} does not exist`);
      if (t > 0 && chosen[t - 1]! >= i)
        return invalid(`indices ${chosen[t - 1]} and ${i} are not increasing`);
    }
    if (!isRiseThenFall(chosen.map((i) => a[i]!)))
      return invalid("the chosen values do not strictly rise and then strictly fall");
    return maximisationRatio(chosen.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, witness }) {
    const out = [`${witness.join(" ")} ${a.length}`];
    if (witness.length > 1) out.push([...witness].reverse().join(" "), witness.slice(1).join(" "));
    const all = a.map((_, i) => i);
    if (!isRiseThenFall(a)) out.push(all.join(" "));
    return out;
  },

  size: ({ a }) => a.length,
});
