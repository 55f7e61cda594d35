// Recover the integer coefficients of a degree-N polynomial from its values at N+1 points (credit per coefficient). RLVE: PolynomialInterpolation.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseBigIntList } from "../../core/kit.ts";
import { polyEval } from "../../lib/poly.ts";

interface Params {
  n: number;
}

interface Instance {
  /** a_0..a_N. */
  coefficients: number[];
  /** (x, P(x)) with P(x) as a decimal string. */
  points: Array<[number, string]>;
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "polynomial-interpolation",
  rlveId: "PolynomialInterpolation",
  category: "calculus/algebra",
  split: "held-out",
  version: 1,
  title: "Recover a polynomial's integer coefficients from its values",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const coefficients = Array.from({ length: n + 1 }, () => rng.int(-5, 5));
    if (coefficients[n] === 0) coefficients[n] = rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]);
    const xs = rng.distinctInts(-n, n, n + 1).sort((a, b) => a - b);
    const poly = coefficients.map(BigInt);
    return { coefficients, points: xs.map((x) => [x, polyEval(poly, BigInt(x)).toString()]) };
  },

  prompt: ({ coefficients, points }) => {
    const n = coefficients.length - 1;
    return (
      `P(x) = a_0 + a_1·x + ... + a_${n}·x^${n} is a polynomial of degree ${n} with integer coefficients. Its values are:\n` +
      points.map(([x, y]) => `P(${x}) = ${y}`).join("\n") +
      `\n\nFind the coefficients. Answer with the ${n + 1} integers a_0 a_1 ... a_${n} (constant term first), separated by spaces.`
    );
  },
  answerExample: "3 0 -2 1",

  parse: (text) => parseBigIntList(text, { maxTokens: 10_000 }),

  score(answer, { coefficients }) {
    if (answer.length !== coefficients.length) {
      return invalid(`expected ${coefficients.length} coefficients, got ${answer.length}`);
    }
    const right = answer.filter((v, i) => v === BigInt(coefficients[i]!)).length;
    return fraction(right, coefficients.length, 10, "coefficients");
  },

  reference: ({ coefficients }) => coefficients.join(" "),

  wrongAnswers({ coefficients }, rng) {
    const i = rng.int(0, coefficients.length - 1);
    const out = [coefficients.map((c, j) => (j === i ? c + 1 : c)).join(" ")];
    const rev = coefficients.slice().reverse();
    if (rev.join(" ") !== coefficients.join(" ")) out.push(rev.join(" "));
    out.push(coefficients.slice(0, -1).join(" "));
    return out;
  },

  size: ({ coefficients }) => coefficients.length,
});
