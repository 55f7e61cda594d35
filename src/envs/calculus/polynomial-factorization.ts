// Find integer roots a_1..a_N such that (x − a_1)···(x − a_N) equals a given expanded polynomial. RLVE: PolynomialFactorization.
import { afterUpdates, defineEnv, fraction, grow, parseBigIntList } from "../../core/kit.ts";
import { formatPoly, polyFromRoots } from "../../lib/poly.ts";

interface Params {
  n: number;
}

interface Instance {
  roots: number[];
  /** Coefficients, index = degree, as decimal strings. */
  coefficients: string[];
}

/** Size of the multiset intersection of the answer with the roots. */
function matched(answer: readonly bigint[], roots: readonly number[]): number {
  const left = new Map<string, number>();
  for (const r of roots) left.set(String(r), (left.get(String(r)) ?? 0) + 1);
  let hit = 0;
  for (const a of answer) {
    const key = a.toString();
    const c = left.get(key) ?? 0;
    if (c > 0) {
      hit++;
      left.set(key, c - 1);
    }
  }
  return hit;
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "polynomial-factorization",
  rlveId: "PolynomialFactorization",
  category: "calculus/algebra",
  version: 1,
  title: "Factor a polynomial into linear factors with integer roots",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const roots = Array.from({ length: n }, () => rng.int(-10, 10)).sort((a, b) => a - b);
    const coefficients = polyFromRoots(roots.map(BigInt)).map(String);
    return { roots, coefficients };
  },

  prompt: ({ roots, coefficients }) =>
    `The polynomial\nP(x) = ${formatPoly(coefficients.map(BigInt))}\n` +
    `can be written as (x - a_1)(x - a_2)···(x - a_${roots.length}) with integers a_1, ..., a_${roots.length}. ` +
    `Find them. Answer with the ${roots.length} integers separated by spaces, in any order, repeating a root as often as ` +
    "its multiplicity.",
  answerExample: "-2 1 1 4",

  parse: (text, { roots }) => parseBigIntList(text, { length: roots.length }),

  score: (answer, { roots }) => fraction(matched(answer, roots), roots.length, 5, "roots"),

  reference: ({ roots }) => roots.join(" "),

  wrongAnswers({ roots }, rng) {
    const i = rng.int(0, roots.length - 1);
    const out = [roots.map((r, j) => (j === i ? r + 1 : r)).join(" ")];
    const neg = roots.map((r) => -r);
    if (matched(neg.map(BigInt), roots) < roots.length) out.push(neg.join(" "));
    out.push(roots.map((r, j) => (j === 0 ? r - 1 : r)).join(" "));
    return out;
  },

  size: ({ roots }) => roots.length,
});
