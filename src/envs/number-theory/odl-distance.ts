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
    const nearest = values.map((a, i) => {
      let best = -1;
      let bestD = Number.POSITIVE_INFINITY;
      values.forEach((b, j) => {
        if (j === i) return;
        const d = odlDistance(a, b);
        if (d < bestD) {
          bestD = d;
          best = j + 1;
        }
      });
      return best;
    });
    return { values, nearest };
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
