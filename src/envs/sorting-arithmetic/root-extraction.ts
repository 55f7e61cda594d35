// The K-th root of N to 5 decimal places; reward 1/(1+|error|)^2. RLVE: RootExtraction.
import { afterUpdates, defineEnv, graded, grow, parseDecimal } from "../../core/kit.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  /** The root rounded to 5 decimals, the comparison target. */
  root: number;
}

const BETA = 2;

export default defineEnv<Params, Instance, number>({
  id: "root-extraction",
  rlveId: "RootExtraction",
  category: "sorting/arithmetic",
  version: 1,
  title: "K-th root to five decimal places",
  answerKind: "unique",
  passingThreshold: (1 / (1 + 1e-4)) ** BETA,

  params: (level) => ({
    maxN: afterUpdates(3, level, grow.mul1_5),
    maxK: afterUpdates(2, level, grow.plus1),
  }),

  generate({ maxN, maxK }, rng) {
    const n = rng.int(2, Math.max(2, maxN));
    const k = rng.int(2, Math.max(2, maxK));
    return { n, k, root: Number((n ** (1 / k)).toFixed(5)) };
  },

  prompt: ({ n, k }) =>
    `Compute the ${k}-th root of ${n}, that is the positive real x with x^${k} = ${n}, to 5 decimal places.\n\n` +
    "Answer with a decimal number with 5 digits after the decimal point.",
  answerExample: "1.41421",

  parse: (text) => parseDecimal(text),

  score(answer, { root }) {
    const err = Math.abs(answer - root);
    if (err === 0) return graded(1, "exact to 5 decimals");
    return graded((1 / (1 + err)) ** BETA, `off by ${err.toExponential(3)}`);
  },

  reference: ({ root }) => root.toFixed(5),

  wrongAnswers: ({ root }) => [(root + 0.01).toFixed(5), (root - 0.01).toFixed(5), (root + 1).toFixed(5)],

  size: ({ n, k }) => n * k,
});
