// The K-th root of N to 5 decimal places: accepted within half a unit of the 5th decimal of the true root;
// partial credit (at most 0.5) falls with the number of decimals lost. RLVE: RootExtraction.
import { afterUpdates, correct, defineEnv, graded, grow, parseDecimal, wrong } from "../../core/kit.ts";

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

/** Largest accepted distance from the true root: half a unit of the 5th decimal (and float slack). */
export const TOLERANCE = 0.5e-5 + 1e-12;

/** True when n is the k-th power of an integer (its root would need no computation). */
function isPerfectPower(n: number, k: number): boolean {
  const r = Math.round(n ** (1 / k));
  return r ** k === n;
}

export default defineEnv<Params, Instance, number>({
  id: "root-extraction",
  rlveId: "RootExtraction",
  category: "sorting/arithmetic",
  version: 2,
  title: "K-th root to five decimal places",
  answerKind: "unique",

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
    "Answer with a decimal number with 5 digits after the decimal point. It counts as correct when it differs " +
    "from x by at most 0.000005 (the value of x rounded to 5 decimals does).",
  // Never right: no root computed here is below 1.
  answerExample: "0.12345",

  parse: (text) => parseDecimal(text),

  score(answer, { n, k }) {
    const err = Math.abs(answer - n ** (1 / k));
    if (err <= TOLERANCE) return correct("within half a unit of the 5th decimal");
    // Partial credit: 0.5 at the tolerance, minus 0.1 per decimal lost; nothing from 5 decimals lost.
    const lost = Math.log10(err / TOLERANCE);
    if (lost >= 5) return wrong(`off by ${err.toExponential(3)}`);
    return graded(0.5 * (1 - lost / 5), `off by ${err.toExponential(3)}`);
  },

  reference: ({ root }) => root.toFixed(5),

  wrongAnswers: ({ root }) => [
    (root + 0.01).toFixed(5),
    (root - 0.01).toFixed(5),
    (root + 1).toFixed(5),
    (root + 0.00002).toFixed(5),
    (root - 0.00002).toFixed(5),
  ],

  size: ({ n, k }) => n * k,
});
