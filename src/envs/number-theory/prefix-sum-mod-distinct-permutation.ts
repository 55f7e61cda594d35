// A permutation of 1..N whose prefix sums are pairwise distinct modulo N. RLVE: PrefixSumMODDistinctPermutation.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  witness: number[];
}

function distinctPrefixSums(perm: number[], n: number): number {
  const seen = new Set<number>();
  let s = 0;
  for (const v of perm) {
    s = (s + v) % n;
    seen.add(s);
  }
  return seen.size;
}

export default defineEnv<Params, Instance, number[]>({
  id: "prefix-sum-mod-distinct-permutation",
  rlveId: "PrefixSumMODDistinctPermutation",
  category: "number theory",
  version: 3,
  title: "Permutation with pairwise distinct prefix sums modulo N",
  answerKind: "any-valid",

  // The catalog starts at maxN = 8: N in {2, 4, 6, 8}, four instances at level 0 (the shortcut audit's
  // repeated-instance check). Level 0 uses 12 (as level 1 does); the ladder follows the catalog from level 1.
  params: (level) => ({ maxN: Math.max(12, afterUpdates(8, level, grow.mul1_5)) }),

  generate({ maxN }, rng) {
    const n = 2 * rng.int(1, Math.floor(maxN / 2));
    // prefix sums 0, 1, -1, 2, -2, ... modulo n
    const witness = Array.from({ length: n }, (_, i) => (i === 0 ? n : i % 2 === 1 ? i : n - i));
    return { n, witness };
  },

  prompt: ({ n }) =>
    `Find a permutation A[1], ..., A[${n}] of the integers 1, 2, ..., ${n} such that the ${n} prefix sums ` +
    `S[k] = A[1] + A[2] + ... + A[k] (k = 1..${n}) are pairwise distinct modulo ${n}.\n\n` +
    `Answer with the ${n} numbers of the permutation separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(perm, { n }) {
    if (typeof readPermutation(perm, n, 1) === "string") return invalid(`not a permutation of 1..${n}`);
    return fraction(distinctPrefixSums(perm, n), n, 10, "distinct prefix sums");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const cands = [
      Array.from({ length: n }, (_, i) => i + 1),
      [...witness.slice(1), witness[0]!],
      witness.slice().reverse(),
    ].filter((p) => distinctPrefixSums(p, n) < n);
    const dup = witness.slice();
    dup[dup.length - 1] = dup[0]!;
    return [...cands, dup].map((p) => p.join(" "));
  },

  size: ({ n }) => n,
});
