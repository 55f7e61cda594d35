// Fewest adjacent swaps that make the sum of squared differences of two arrays minimal. RLVE: InversionPair.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  b: number[];
  swaps: number;
}

/** The minimum is reached exactly when both arrays have the same rank order; count the inversions between them. */
export function minSwaps(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ia = Array.from({ length: n }, (_, i) => i).sort((x, y) => a[x]! - a[y]!);
  const ib = Array.from({ length: n }, (_, i) => i).sort((x, y) => b[x]! - b[y]!);
  const q = new Array<number>(n);
  for (let r = 0; r < n; r++) q[ia[r]!] = ib[r]!;
  let inv = 0;
  const sortInv = (arr: number[]): number[] => {
    if (arr.length <= 1) return arr;
    const mid = arr.length >> 1;
    const l = sortInv(arr.slice(0, mid));
    const r = sortInv(arr.slice(mid));
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (i < l.length || j < r.length) {
      if (j >= r.length || (i < l.length && l[i]! <= r[j]!)) out.push(l[i++]!);
      else {
        inv += l.length - i;
        out.push(r[j++]!);
      }
    }
    return out;
  };
  sortInv(q);
  return inv;
}

export default defineEnv<Params, Instance, bigint>({
  id: "inversion-pair",
  rlveId: "InversionPair",
  category: "sorting/arithmetic",
  version: 2,
  title: "Fewest adjacent swaps to minimise the squared distance of two arrays",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = rng.distinctInts(1, 10 * n, n);
    const b = rng.distinctInts(1, 10 * n, n);
    return { a, b, swaps: minSwaps(a, b) };
  },

  prompt: ({ a, b }) =>
    `Two arrays of length ${a.length}, each with distinct values:\nA: ${a.join(" ")}\nB: ${b.join(" ")}\n\n` +
    "In one move you may swap two adjacent elements of A or two adjacent elements of B. The distance of " +
    "the arrays is the sum over i of (A[i] - B[i])^2. What is the smallest number of moves that makes the " +
    "distance as small as it can possibly be?\n\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { swaps }) => closeness(answer, swaps, 10),

  reference: ({ swaps }) => String(swaps),

  wrongAnswers: ({ swaps }) => [String(swaps + 1), ...(swaps > 0 ? [String(swaps - 1)] : [])],

  size: ({ a }) => a.length,
});
