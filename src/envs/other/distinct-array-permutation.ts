// Permute distinct integers so that no non-empty proper subset of positions keeps its sum. RLVE: DistinctArrayPermutation
import { afterUpdates, correct, defineEnv, invalid, parseIntList, wrong } from "../../core/kit.ts";
import { distinctSumPermutation, hasZeroProperSubset } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "distinct-array-permutation",
  rlveId: "DistinctArrayPermutation",
  category: "other",
  version: 1,
  title: "Permutation changing every proper subset sum",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, (x) => Math.min(x + 1, 22)) }),

  generate({ n }, rng) {
    return { a: rng.distinctInts(1, 50 * n, n) };
  },

  prompt: ({ a }) =>
    `Array A (${a.length} distinct integers, positions 1 to ${a.length}): ${a.join(" ")}\n\n` +
    "Rearrange its elements into an array B (a permutation of A) such that for every non-empty set S of " +
    `positions other than the set of all ${a.length} positions, the sum of A[i] over i in S differs from the ` +
    "sum of B[i] over i in S.\n\n" +
    `Answer with the ${a.length} elements of B, in order, separated by spaces.`,
  answerExample: "5 1 9 3",

  parse: (text) => parseIntList(text, { maxTokens: 1000 }),

  score(b, { a }) {
    if (b.length !== a.length) return invalid(`expected ${a.length} numbers, got ${b.length}`);
    const sa = Float64Array.from(a).sort();
    const sb = Float64Array.from(b).sort();
    if (sa.some((x, i) => x !== sb[i])) return invalid("B is not a permutation of A");
    if (hasZeroProperSubset(b.map((x, i) => x - a[i]!)))
      return wrong("some non-empty proper set of positions has the same sum in A and B");
    return correct();
  },

  reference: ({ a }) => distinctSumPermutation(a).join(" "),

  wrongAnswers({ a }) {
    const swapped = a.slice();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    return [a.join(" "), swapped.join(" "), [a[0], ...a.slice(0, -1)].join(" ")];
  },

  size: ({ a }) => a.length,
});
