// Replace the -1 entries of an array by non-negative integers so that the sum of its prefix XORs is as small
// as possible. RLVE: MinSumPreXor.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** The array; -1 marks a free entry. */
  a: number[];
  best: number;
  /** One optimal filling (the whole array). */
  witness: number[];
}

/** Largest value a filled entry may take (below 2^30, so XORs stay exact). */
export const MAX_VALUE = 1_000_000_000;

/** Sum of the prefix XORs a[0], a[0]^a[1], ... */
export function prefixXorSum(a: readonly number[]): number {
  let x = 0;
  let sum = 0;
  for (const v of a) {
    x ^= v;
    sum += x;
  }
  return sum;
}

/**
 * Exact: at a free entry the prefix XOR can be set to any value x, and the following fixed entries up to the
 * next free one make prefix XORs x ^ P_j for fixed P_j, so each bit of x is chosen by majority, segment by
 * segment (the segments are independent).
 */
export function minPrefixXor(a: readonly number[]): { best: number; witness: number[] } {
  const n = a.length;
  const prefix = new Array<number>(n);
  let x = 0;
  let i = 0;
  for (; i < n && a[i] !== -1; i++) {
    x ^= a[i]!;
    prefix[i] = x;
  }
  while (i < n) {
    // a[i] is free: segment i..end-1, end the next free entry.
    let end = i + 1;
    while (end < n && a[end] !== -1) end++;
    const partial: number[] = [0];
    let p = 0;
    for (let j = i + 1; j < end; j++) {
      p ^= a[j]!;
      partial.push(p);
    }
    let chosen = 0;
    for (let bit = 0; bit < 30; bit++) {
      const ones = partial.filter((q) => (q >> bit) & 1).length;
      if (ones * 2 > partial.length) chosen |= 1 << bit;
    }
    partial.forEach((q, k) => {
      prefix[i + k] = chosen ^ q;
    });
    i = end;
  }
  const witness = prefix.map((s, k) => (k === 0 ? s : s ^ prefix[k - 1]!));
  return { best: prefixXorSum(witness), witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-sum-pre-xor",
  rlveId: "MinSumPreXor",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Fill the blanks of an array to minimise the sum of its prefix XORs",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const hi = 2 ** rng.int(3, 3 + Math.ceil(Math.log2(n + 1))) - 1;
    const a: number[] = Array.from({ length: n }, () => (rng.bool(0.35) ? -1 : rng.int(1, hi)));
    // At least one free entry and one fixed entry.
    if (!a.includes(-1)) a[rng.int(0, n - 1)] = -1;
    if (!a.some((v) => v !== -1)) a[rng.int(0, n - 1)] = rng.int(1, hi);
    const { best, witness } = minPrefixXor(a);
    return { a, best, witness };
  },

  prompt: ({ a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}); an entry -1 is blank:\n` +
    a.join(" ") +
    `\n\nReplace every blank by an integer between 0 and ${MAX_VALUE} (the other entries stay as they are) so ` +
    "that the sum of the prefix XORs, A[0] + (A[0] XOR A[1]) + (A[0] XOR A[1] XOR A[2]) + ... + " +
    "(A[0] XOR ... XOR A[N-1]), is as small as possible.\n" +
    "Answer with the whole filled array, its entries separated by spaces.",
  answerExample: ({ a }) => a.map((v) => (v === -1 ? MAX_VALUE : v)).join(" "),

  parse: (text) => parseIntList(text),

  score(filled, { a, best }) {
    if (filled.length !== a.length) return invalid(`expected ${a.length} numbers, got ${filled.length}`);
    for (let i = 0; i < a.length; i++) {
      const v = filled[i]!;
      if (a[i] !== -1 && v !== a[i]) return invalid(`entry ${i} must stay ${a[i]}, got ${v}`);
      if (v < 0 || v > MAX_VALUE) return invalid(`entry ${i} = ${v} is not between 0 and ${MAX_VALUE}`);
    }
    return minimisationRatio(prefixXorSum(filled), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, best, witness }) {
    const out: string[] = [];
    const free = a.indexOf(-1);
    const bumped = witness.slice();
    bumped[free] = witness[free]! ^ 1;
    if (prefixXorSum(bumped) !== best) out.push(bumped.join(" ")); // a blank off by one bit
    out.push(a.join(" ")); // blanks left at -1
    const fixed = a.findIndex((v) => v !== -1);
    const changed = witness.slice();
    changed[fixed] = 0;
    out.push(changed.join(" ")); // a given entry changed
    out.push(witness.slice(1).join(" ")); // too short
    return out;
  },

  size: ({ a }) => a.length,
});
