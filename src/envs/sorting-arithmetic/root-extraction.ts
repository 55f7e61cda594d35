// The K-th root of N to 5 decimal places, scored as RLVE-Gym does: 1/(1 + |answer - r|)^2 against the root r
// rounded to 5 decimals, accurate from (1/(1 + 1e-4))^2 (within about 1e-4 of r). RLVE: RootExtraction.
import { afterUpdates, defineEnv, graded, grow, parseDecimal } from "../../core/kit.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  /** The root rounded to 5 decimals (the reference). */
  root: number;
}

/** RLVE-Gym's passing reward: an answer within 1e-4 of the rounded root. */
export const PASSING = (1 / (1 + 1e-4)) ** 2;

/** True when n is the k-th power of an integer (its root would need no computation). */
function isPerfectPower(n: number, k: number): boolean {
  const r = Math.round(n ** (1 / k));
  return r ** k === n;
}

export default defineEnv<Params, Instance, number>({
  id: "root-extraction",
  rlveId: "RootExtraction",
  category: "sorting/arithmetic",
  version: 3,
  title: "K-th root to five decimal places",
  answerKind: "unique",
  passingThreshold: PASSING,

  params: (level) => ({
    maxN: afterUpdates(3, level, grow.mul1_5),
    maxK: afterUpdates(2, level, grow.plus1),
  }),

  // N is at least 2 and below max(30, maxN), never a perfect K-th power (bounded redraws, then N + 1, which
  // is not a K-th power when N is one: consecutive integers above 1 are not both K-th powers): level 0 had
  // only sqrt 2 and sqrt 3.
  generate({ maxN, maxK }, rng) {
    const k = rng.int(2, Math.max(2, maxK));
    let n = rng.int(2, Math.max(30, maxN));
    for (let i = 0; i < 16 && isPerfectPower(n, k); i++) n = rng.int(2, Math.max(30, maxN));
    if (isPerfectPower(n, k)) n += 1;
    return { n, k, root: Number((n ** (1 / k)).toFixed(5)) };
  },

  prompt: ({ n, k }) =>
    `Compute the ${k}-th root of ${n}, that is the positive real x with x^${k} = ${n}, to 5 decimal places.\n\n` +
    "Answer with a decimal number with 5 digits after the decimal point (x rounded to 5 decimals). The reward " +
    "is 1/(1 + d)^2 where d is the distance from that rounded value; within 0.0001 of it counts as correct.",
  // Never right: no root computed here is below 1.
  answerExample: "0.12345",

  parse: (text) => parseDecimal(text),

  score(answer, { root }) {
    const d = Math.abs(answer - root);
    return graded((1 / (1 + d)) ** 2, d === 0 ? "the rounded root" : `off by ${d.toExponential(3)}`);
  },

  reference: ({ root }) => root.toFixed(5),

  wrongAnswers: ({ root }) => [
    (root + 0.01).toFixed(5),
    (root - 0.01).toFixed(5),
    (root + 1).toFixed(5),
    (root + 0.0002).toFixed(5),
    (root - 0.0002).toFixed(5),
  ],

  size: ({ n, k }) => n * k,
});
