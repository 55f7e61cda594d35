// A permutation of 1..N whose prefix products are pairwise distinct modulo N. RLVE: PrefixProductMODDistinctPermutation.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { primesUpTo } from "../../lib/numtheory.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  witness: number[];
}

function distinctPrefixProducts(perm: number[], n: number): number {
  const seen = new Set<number>();
  let p = 1;
  for (const v of perm) {
    p = (p * v) % n;
    seen.add(p);
  }
  return seen.size;
}

function construct(n: number): number[] {
  if (n === 1) return [1];
  if (n === 4) return [1, 3, 2, 4];
  // n is prime: inverses of 1..n-1 in linear time; A[i] = i / (i - 1) makes the prefix products 1, 2, ..., n-1, 0
  const inv = new Array<number>(n).fill(1);
  for (let i = 2; i < n; i++) inv[i] = (n - ((Math.floor(n / i) * inv[n % i]!) % n)) % n;
  const out = [1];
  for (let i = 2; i < n; i++) out.push((i * inv[i - 1]!) % n);
  out.push(n);
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "prefix-product-mod-distinct-permutation",
  rlveId: "PrefixProductMODDistinctPermutation",
  category: "number theory",
  version: 2,
  title: "Permutation with pairwise distinct prefix products modulo N",
  answerKind: "any-valid",

  params: (level) => ({ maxN: afterUpdates(8, level, grow.mul1_5) }),

  generate({ maxN }, rng) {
    const n = rng.pick([4, ...primesUpTo(maxN)]);
    return { n, witness: construct(n) };
  },

  prompt: ({ n }) =>
    `Find a permutation A[1], ..., A[${n}] of the integers 1, 2, ..., ${n} such that the ${n} prefix products ` +
    `P[k] = A[1]·A[2]·...·A[k] (k = 1..${n}) are pairwise distinct modulo ${n}.\n\n` +
    `Answer with the ${n} numbers of the permutation separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(perm, { n }) {
    if (typeof readPermutation(perm, n, 1) === "string") return invalid(`not a permutation of 1..${n}`);
    return fraction(distinctPrefixProducts(perm, n), n, 10, "distinct prefix products");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const cands = [
      Array.from({ length: n }, (_, i) => i + 1),
      Array.from({ length: n }, (_, i) => n - i),
      [...witness.slice(1), witness[0]!],
    ].filter((p) => distinctPrefixProducts(p, n) < n);
    const dup = witness.slice();
    dup[dup.length - 1] = dup[0]!;
    return [...cands, dup].map((p) => p.join(" "));
  },

  size: ({ n }) => n,
});
