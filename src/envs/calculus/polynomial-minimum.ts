// Locate the global minimiser of a random even-degree polynomial with positive leading coefficient, scored by RLVE-Gym's piecewise rule. RLVE: PolynomialMinimum.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  inexact,
  parseDecimal,
  ratioOf,
  type Verdict,
  wrong,
} from "../../core/kit.ts";
import { dyadicOf, formatPoly, globalMinimiser, polyEvalDyadicScaled } from "../../lib/poly.ts";

interface Params {
  n: number;
}

interface Instance {
  /** a_0..a_N, index = degree. */
  coefficients: number[];
  /** A numerically optimal minimiser (a double, exact in JSON). */
  xRef: number;
}

// RLVE-Gym's piecewise reward, with f0 = f(0) (the worst value counted) and m = f(xRef): an answer with
// f(x) > max(f0, m) earns 0, one with m < f(x) <= f0 earns 0.95 ((f0 - f(x)) / (f0 - m))^5, accurate from
// 0.95 * 0.999^5. An answer reaching m earns 1 (RLVE-Gym: 0.95, and up to 1 below its own numerical
// minimum; see `fidelity`). Values are compared exactly (x is a double, so f(x) is a dyadic rational).
const TOP = 0.95;
const BETA = 5;
const MAX_ABS_X = 1e6;
const THRESHOLD = TOP * 0.999 ** BETA;

/** f(x) for each x, as integers over a common power of two. */
function exactValues(c: readonly number[], xs: readonly number[]): bigint[] {
  const p = c.map(BigInt);
  const deg = BigInt(c.length - 1);
  const dyadics = xs.map(dyadicOf);
  const k = Math.max(...dyadics.map((d) => d.k));
  return dyadics.map((d) => polyEvalDyadicScaled(p, d.n, d.k) << (BigInt(k - d.k) * deg));
}

function scoreX(x: number, { coefficients, xRef }: Instance): Verdict {
  // f(x) >= f(0) here (the leading term dominates), which earns 0.
  if (Math.abs(x) > MAX_ABS_X) return wrong(`x = ${x} is far from the minimiser`);
  const [f, fr, f0] = exactValues(coefficients, [x, xRef, 0]) as [bigint, bigint, bigint];
  if (f <= fr) return correct("f(x) reaches the minimum");
  if (f >= f0) return wrong("f(x) is not below f(0)");
  return inexact(TOP * ratioOf(f0 - f, f0 - fr) ** BETA, "f(x) is above the minimum");
}

export default defineEnv<Params, Instance, number>({
  id: "polynomial-minimum",
  rlveId: "PolynomialMinimum",
  category: "calculus/algebra",
  version: 2,
  title: "Find the global minimiser of an even-degree polynomial",
  answerKind: "unique",
  passingThreshold: THRESHOLD,
  fidelity: [
    {
      aspect: "reward",
      reason:
        "RLVE-Gym scores an x reaching its minimum value m (found with sympy's nroots) 0.95, and an x below m " +
        "0.95 + 0.05 / (1 + 1 / max(m - f(x), 1e-8)); rlve's m is f at a minimiser exact to double precision, " +
        "and a reference must score 1, so reaching m scores 1 here (0.95 in RLVE-Gym); all else is RLVE-Gym's",
    },
  ],

  params: (level) => ({ n: afterUpdates(2, level, grow.plus2) }),

  generate({ n }, rng) {
    const coefficients = Array.from({ length: n + 1 }, () => rng.int(-10, 10));
    coefficients[n] = rng.int(1, 5);
    return { coefficients, xRef: globalMinimiser(coefficients) };
  },

  prompt: ({ coefficients }) =>
    `Let f(x) = ${formatPoly(coefficients)}.\n\n` +
    "Find a real number x at which f attains its global minimum over all real numbers. Answer with x as a decimal number " +
    "(give at least 6 digits after the decimal point). With m the minimum value, the reward is 1 when f(x) = m, else " +
    "0.95 ((f(0) - f(x)) / (f(0) - m))^5 when f(x) is below f(0) (counted correct from 0.95 * 0.999^5), else 0.",
  // A fixed number, or a second one far from it when the first would be accurate (about 4% of problems).
  answerExample: (inst) => (scoreX(-1.234567, inst).reward >= THRESHOLD ? "5.4321" : "-1.234567"),

  parse: (text) => parseDecimal(text),
  score: (x, inst) => scoreX(x, inst),
  reference: ({ xRef }) => String(xRef),

  wrongAnswers(inst) {
    const out: string[] = [];
    const fails = (x: number) => scoreX(x, inst).reward < THRESHOLD - 1e-6;
    for (const d of [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 1000]) {
      for (const x of [inst.xRef + d, inst.xRef - d]) {
        if (out.length < 3 && fails(x)) out.push(String(x));
      }
    }
    return out;
  },

  size: ({ coefficients }) => coefficients.length,
});
