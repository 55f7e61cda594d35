// For every array element, find the nearest other element under the prime multiply/divide distance. RLVE: ODLDistance.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { factorize, gcd } from "../../lib/numtheory.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  /** 1-based index of the nearest other element, per element. */
  nearest: number[];
}

const bigOmega = (x: number) => factorize(x).reduce((s, [, e]) => s + e, 0);

export function odlDistance(a: number, b: number): number {
  const g = gcd(a, b);
  return bigOmega(a / g) + bigOmega(b / g);
}

/**
 * The 1-based index of the nearest other element of each element (the smallest on ties). Each value is
 * factorised once and D(a, b) = Ω(a) + Ω(b) - 2 Ω(gcd(a, b)) is read off the two factorisations; factorising
 * both values of every pair instead cost 0.1 ms at 15 values.
 */
export function nearestOthers(values: readonly number[]): number[] {
  const n = values.length;
  const fs = values.map(factorize);
  const omega = fs.map((f) => f.reduce((s, [, e]) => s + e, 0));
  const bestD = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const nearest = new Array<number>(n).fill(-1);
  // Pairs i < j in order, so each element meets its candidates in increasing index order.
  for (let i = 0; i < n; i++) {
    const fi = fs[i]!;
    for (let j = i + 1; j < n; j++) {
      const fj = fs[j]!;
      let common = 0;
      for (let x = 0, y = 0; x < fi.length && y < fj.length; ) {
        const p = fi[x]![0];
        const q = fj[y]![0];
        if (p < q) x++;
        else if (p > q) y++;
        else common += Math.min(fi[x++]![1], fj[y++]![1]);
      }
      const d = omega[i]! + omega[j]! - 2 * common;
      if (d < bestD[i]!) {
        bestD[i] = d;
        nearest[i] = j + 1;
      }
      if (d < bestD[j]!) {
        bestD[j] = d;
        nearest[j] = i + 1;
      }
    }
  }
  return nearest;
}

export default defineEnv<Params, Instance, number[]>({
  id: "odl-distance",
  rlveId: "ODLDistance",
  category: "number theory",
  version: 2,
  title: "Nearest element under the prime multiply/divide distance",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const values = rng.distinctInts(1, 100 * n, n);
    return { values, nearest: nearestOthers(values) };
  },

  prompt: ({ values }) =>
    "In one operation you may multiply a positive integer by a prime number, or divide it by one of its prime factors. " +
    "The distance D(a, b) is the least number of operations that turn a into b.\n" +
    `You are given ${values.length} positive integers A[1..${values.length}]:\n` +
    values.map((v, i) => `A[${i + 1}]=${v}`).join(" ") +
    "\n\nFor every i, find the index j != i minimising D(A[i], A[j]); if several j tie, take the smallest.\n" +
    `Answer with the ${values.length} indices j (for i = 1, 2, ..., ${values.length}) separated by spaces.`,

  parse: (text, { values }) => parseIntList(text, { length: values.length }),

  score(answer, { nearest }) {
    const n = nearest.length;
    for (let i = 0; i < n; i++) {
      const j = answer[i]!;
      if (j < 1 || j > n || j === i + 1) return invalid(`index ${j} is not another element of the array`);
    }
    return fraction(answer.filter((j, i) => j === nearest[i]).length, n, 5, "positions");
  },

  reference: ({ nearest }) => nearest.join(" "),

  wrongAnswers({ nearest }) {
    const n = nearest.length;
    const shifted = nearest.slice();
    shifted[0] = shifted[0] === n ? n - 1 : n;
    if (shifted[0] === 1) shifted[0] = 2;
    const self = nearest.slice();
    self[0] = 1;
    return [shifted.join(" "), self.join(" ")];
  },

  size: ({ values }) => values.length,
});
