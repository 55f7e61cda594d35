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
  version: 4,
  title: "Permutation with pairwise distinct prefix sums modulo N",
  answerKind: "any-valid",

  params: (level) => ({ maxN: afterUpdates(8, level, grow.mul1_5) }),
  auditExceptions: [
    {
      check: "distinct",
      levels: [0],
      measured: 3 / 24,
      reason:
        "RLVE-Gym's level 0 (MAX_N = 8) draws N from the even numbers 4, 6 and 8 only, and N is the whole " +
        "instance: three distinct problems; level 1 (MAX_N = 12) has five",
    },
  ],

  generate({ maxN }, rng) {
    // RLVE-Gym draws N uniformly from 3..MAX_N until it is even: an even N in 4..MAX_N.
    const n = 2 * rng.int(2, Math.floor(maxN / 2));
    // prefix sums 0, 1, -1, 2, -2, ... modulo n
    const witness = Array.from({ length: n }, (_, i) => (i === 0 ? n : i % 2 === 1 ? i : n - i));
    return { n, witness };
  },

  prompt: ({ n }) =>
    `Find a permutation A[1], ..., A[${n}] of the integers 1, 2, ..., ${n} such that the ${n} prefix sums ` +
    `S[k] = A[1] + A[2] + ... + A[k] (k = 1..${n}) are pairwise distinct modulo ${n}.\n\n` +
    `Answer with the ${n} numbers of the permutation separated by spaces.`,

  // A list of the wrong length is an invalid permutation (-0.5), as in RLVE-Gym, not a format error.
  parse: (text) => parseIntList(text),

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
