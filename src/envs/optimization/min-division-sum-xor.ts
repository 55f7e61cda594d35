// Split an array into at most K consecutive batches minimising the bitwise OR of the batch sums. RLVE: MinDivisionSumXor.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  best: number;
  /** One optimal split: the last index of each batch, ascending (ends with n-1). */
  witness: number[];
}

/** The batch sums for the batches ending at `ends`, OR-ed together. */
export function orOfSums(a: readonly number[], ends: readonly number[]): number {
  let or = 0;
  let start = 0;
  for (const e of ends) {
    let s = 0;
    for (let i = start; i <= e; i++) s += a[i]!;
    or |= s;
    start = e + 1;
  }
  return or;
}

/** The fewest batches whose sums all use only bits of `mask` (null when impossible), with their ends. */
function fewestBatches(a: readonly number[], mask: number): number[] | null {
  const n = a.length;
  const count = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(n + 1).fill(0);
  count[0] = 0;
  for (let i = 1; i <= n; i++) {
    let s = 0;
    for (let j = i - 1; j >= 0; j--) {
      s += a[j]!;
      if ((s & ~mask) === 0 && count[j]! + 1 < count[i]!) {
        count[i] = count[j]! + 1;
        from[i] = j;
      }
    }
  }
  if (count[n] === Number.POSITIVE_INFINITY) return null;
  const ends: number[] = [];
  for (let i = n; i > 0; i = from[i]!) ends.push(i - 1);
  return ends.reverse();
}

/**
 * Exact, bit by bit from the highest: drop a bit from the allowed mask whenever at most k batches can
 * still keep every sum inside the mask. A smaller OR has a 0 at the highest bit where it differs, so the
 * greedy choice at each bit is forced, and the witness's OR is the final mask.
 */
export function smallestOr(a: readonly number[], k: number): { best: number; witness: number[] } {
  const total = a.reduce((s, v) => s + v, 0);
  let bits = 0;
  while (2 ** bits <= total) bits++;
  let mask = 2 ** bits - 1;
  for (let b = bits - 1; b >= 0; b--) {
    const ends = fewestBatches(a, mask & ~(1 << b));
    if (ends !== null && ends.length <= k) mask &= ~(1 << b);
  }
  const witness = fewestBatches(a, mask)!;
  return { best: orOfSums(a, witness), witness };
}

/** How many splits into at most k batches reach `best` (by enumeration, for small arrays). */
function optimalSplits(a: readonly number[], k: number, best: number): number {
  const n = a.length;
  let count = 0;
  for (let m = 0; m < 2 ** (n - 1); m++) {
    const ends: number[] = [];
    for (let i = 0; i < n - 1; i++) if ((m >> i) & 1) ends.push(i);
    ends.push(n - 1);
    if (ends.length <= k && orOfSums(a, ends) === best) count++;
  }
  return count;
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-division-sum-xor",
  rlveId: "MinDivisionSumXor",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "At most K batches minimising the bitwise OR of their sums",
  answerKind: "any-optimal",

  // Levels 0-3 use 6 elements, not the catalog's 3-5: with 3 the split had four possible answers and took 16
  // redraws per problem (up to level 4); on 6 none are needed (best constant 32%, 200 seeds).
  params: (level) => ({ n: Math.max(6, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    // Small arrays tie often; redraw them (a bounded number of times) until one split alone is optimal.
    for (let attempt = 0; ; attempt++) {
      const a = Array.from({ length: n }, () => rng.int(1, 255));
      const k = rng.int(2, Math.min(n, Math.max(3, Math.ceil(n / 2))));
      const solved = smallestOr(a, k);
      if (n > 10 || attempt === 20 || optimalSplits(a, k, solved.best) === 1) return { a, k, ...solved };
    }
  },

  prompt: ({ a, k }) =>
    `You are given an array A of ${a.length} positive integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    `Cut A into at most ${k} consecutive non-empty batches (every element in exactly one batch, order kept). ` +
    "Make the bitwise OR of the batch sums as small as possible.\n" +
    `Answer with the index of the last element of each batch, in increasing order, separated by spaces (the last one is ${a.length - 1}).`,
  answerExample: ({ a }) => `0 ${a.length}`,

  parse: (text) => parseIntList(text),

  score(ends, { a, k, best }) {
    const n = a.length;
    if (ends.length === 0) return invalid("no batch is given");
    if (ends.length > k) return invalid(`${ends.length} batches, at most ${k} are allowed`);
    for (let t = 0; t < ends.length; t++) {
      const e = ends[t]!;
      if (e < 0 || e >= n) return invalid(`index ${e} is outside 0..${n - 1}`);
      if (t > 0 && ends[t - 1]! >= e) return invalid(`batch ends ${ends[t - 1]} and ${e} are not increasing`);
    }
    if (ends[ends.length - 1] !== n - 1) return invalid(`the last batch must end at index ${n - 1}`);
    return minimisationRatio(orOfSums(a, ends), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, k, best, witness }) {
    const n = a.length;
    const out = [witness.slice(0, -1).join(" ") || "0", `${witness.join(" ")} ${n}`];
    const singles = Array.from({ length: n }, (_, i) => i);
    if (n > k) out.push(singles.join(" ")); // too many batches
    if (orOfSums(a, [n - 1]) > best) out.push(`${n - 1}`);
    return out;
  },

  size: ({ a }) => a.length,
});
