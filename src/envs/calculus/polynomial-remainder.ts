// Coefficients of the remainder of the polynomial division P(x) mod Q(x) (credit per coefficient). RLVE: PolynomialRemainder.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseBigIntList } from "../../core/kit.ts";
import { formatPoly, polyAdd, polyMul } from "../../lib/poly.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Coefficients, index = degree, decimal strings. */
  p: string[];
  q: number[];
  /** r_0..r_{deg Q - 1}. */
  remainder: number[];
}

const nonZero = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5];

export default defineEnv<Params, Instance, bigint[]>({
  id: "polynomial-remainder",
  rlveId: "PolynomialRemainder",
  category: "calculus/algebra",
  version: 2,
  title: "Remainder of a polynomial division",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const m = rng.int(1, n - 1);
    const q = Array.from({ length: m + 1 }, () => rng.int(-5, 5));
    q[m] = rng.pick(nonZero);
    const quotient = Array.from({ length: n - m + 1 }, () => rng.int(-5, 5));
    quotient[n - m] = rng.pick(nonZero);
    const remainder = Array.from({ length: m }, () => rng.int(-5, 5));
    const p = polyAdd(polyMul(q.map(BigInt), quotient.map(BigInt)), remainder.map(BigInt));
    return { p: p.map(String), q, remainder };
  },

  prompt: ({ p, q, remainder }) => {
    const m = remainder.length;
    const names = Array.from({ length: m }, (_, i) => `r_${i}`);
    const terms = names.map((r, i) => (i === 0 ? r : i === 1 ? `${r}·x` : `${r}·x^${i}`));
    const [list, sum] =
      m <= 3
        ? [names.join(" "), terms.join(" + ")]
        : [`r_0 r_1 ... r_${m - 1}`, `r_0 + r_1·x + ... + ${terms[m - 1]}`];
    return (
      `Let P(x) = ${formatPoly(p.map(BigInt))}\nand Q(x) = ${formatPoly(q)}.\n\n` +
      `Divide P(x) by Q(x): P(x) = Q(x)·S(x) + R(x) where R has degree less than ${m}. ` +
      (m === 1
        ? "R(x) = r_0 is an integer constant (possibly 0). Answer with the single integer r_0."
        : `The coefficients of R are integers. Answer with the ${m} coefficients ${list} of R(x) = ${sum} ` +
          "(constant term first, zeros included), separated by spaces.")
    );
  },
  answerExample: "4 0 -3",

  parse: (text) => parseBigIntList(text, { maxTokens: 10_000 }),

  score(answer, { remainder }) {
    if (answer.length !== remainder.length) {
      return invalid(`expected ${remainder.length} coefficients, got ${answer.length}`);
    }
    const right = answer.filter((v, i) => v === BigInt(remainder[i]!)).length;
    return fraction(right, remainder.length, 10, "coefficients");
  },

  reference: ({ remainder }) => remainder.join(" "),

  wrongAnswers({ remainder }, rng) {
    const i = rng.int(0, remainder.length - 1);
    const out = [remainder.map((c, j) => (j === i ? c + 1 : c)).join(" "), [...remainder, 0].join(" ")];
    const rev = remainder.slice().reverse();
    if (rev.join(" ") !== remainder.join(" ")) out.push(rev.join(" "));
    return out;
  },

  size: ({ p }) => p.length,
});
