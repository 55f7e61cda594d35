// Locate the global minimiser of a random even-degree polynomial with positive leading coefficient (numerically optimal counts as correct). RLVE: PolynomialMinimum.
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

const BETA = 10;
/** f(x) − f_min is measured in units of SCALE·(|f_min| + 1). */
const SCALE = 1e-3;
const MAX_ABS_X = 1e6;
const THRESHOLD = 0.999 ** BETA;

/** Exact comparison of f(x) with f(xRef): (f(x) − f(xRef)) / (|f(xRef)| + 1) as a sign and magnitude. */
function excess(c: readonly number[], x: number, xRef: number): { sign: number; ratio: number } {
  const p = c.map(BigInt);
  const deg = BigInt(c.length - 1);
  const a = dyadicOf(x);
  const r = dyadicOf(xRef);
  const k = Math.max(a.k, r.k);
  const fa = polyEvalDyadicScaled(p, a.n, a.k) << (BigInt(k - a.k) * deg);
  const fr = polyEvalDyadicScaled(p, r.n, r.k) << (BigInt(k - r.k) * deg);
  const unit = 1n << (BigInt(k) * deg);
  const gap = fa - fr;
  const scale = (fr < 0n ? -fr : fr) + unit;
  const mag = gap < 0n ? -gap : gap;
  const sign = gap < 0n ? -1 : gap > 0n ? 1 : 0;
  return { sign, ratio: mag >= scale ? Number.POSITIVE_INFINITY : ratioOf(mag, scale) };
}

function scoreX(x: number, { coefficients, xRef }: Instance): Verdict {
  if (Math.abs(x) > MAX_ABS_X) return wrong(`x = ${x} is far from the minimiser`);
  const { sign, ratio } = excess(coefficients, x, xRef);
  if (sign <= 0) {
    if (ratio > 1e-3) throw new Error(`f(${x}) is far below the computed minimum: the solver is wrong`);
    return correct("f(x) reaches the minimum");
  }
  if (!Number.isFinite(ratio)) return wrong("f(x) is far above the minimum");
  return inexact(
    (1 / (1 + ratio / SCALE)) ** BETA,
    `f(x) exceeds the minimum by a relative ${ratio.toExponential(2)}`,
  );
}

export default defineEnv<Params, Instance, number>({
  id: "polynomial-minimum",
  rlveId: "PolynomialMinimum",
  category: "calculus/algebra",
  version: 1,
  title: "Find the global minimiser of an even-degree polynomial",
  answerKind: "unique",
  passingThreshold: THRESHOLD,

  params: (level) => ({ n: afterUpdates(2, level, grow.plus2) }),

  generate({ n }, rng) {
    const coefficients = Array.from({ length: n + 1 }, () => rng.int(-10, 10));
    coefficients[n] = rng.int(1, 5);
    return { coefficients, xRef: globalMinimiser(coefficients) };
  },

  prompt: ({ coefficients }) =>
    `Let f(x) = ${formatPoly(coefficients)}.\n\n` +
    "Find a real number x at which f attains its global minimum over all real numbers. Answer with x as a decimal number " +
    "(give at least 6 digits after the decimal point). The answer counts as correct when f(x) exceeds the true minimum value " +
    "by at most about 10^-6 times (|minimum value| + 1); larger excesses earn less partial credit.",
  answerExample: "-1.234567",

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
