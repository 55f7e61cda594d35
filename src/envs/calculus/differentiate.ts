// Differentiate a random elementary function of x. RLVE: Differentiate.
import { afterUpdates, correct, defineEnv, grow, wrong } from "../../core/kit.ts";
import { numericallyEqual, operationCount, randomFunction, samplePoints } from "../../lib/calculus.ts";
import { parseFunction, parseStored, SYNTAX, wellBehaved } from "../../lib/calculus-env.ts";
import { derivative, type Expr, toText } from "../../lib/expr.ts";

interface Params {
  nodes: number;
}

interface Instance {
  f: string;
  derivative: string;
  /** Where answers are compared with the derivative. */
  points: number[];
}

export default defineEnv<Params, Instance, Expr>({
  id: "differentiate",
  rlveId: "Differentiate",
  category: "calculus/algebra",
  version: 2,
  title: "Differentiate an elementary function of x",
  answerKind: "unique",

  params: (level) => ({ nodes: afterUpdates(2, level, grow.plus1) }),

  generate({ nodes }, rng) {
    const points = samplePoints(rng);
    const f = randomFunction(nodes, rng, (e) => wellBehaved(e, points));
    return { f: toText(f), derivative: toText(derivative(f)), points };
  },

  prompt: ({ f }) =>
    `Let f(x) = ${f}\n\nFind the derivative f'(x). Any expression equal to f'(x) is accepted.\n\n${SYNTAX}\n\n` +
    "Answer with the expression for f'(x) only (no \"f'(x) =\").",
  answerExample: "2*x*cos(x^2) + exp(x)/x",

  parse: (text) => parseFunction(text),

  score(answer, { derivative: d, points }) {
    const eq = numericallyEqual(parseStored(d), answer, points);
    return eq.ok ? correct(eq.reason) : wrong(eq.reason);
  },

  reference: ({ derivative: d }) => d,

  wrongAnswers({ f, derivative: d, points }) {
    const truth = parseStored(d);
    return [`(${d}) + 1`, `2*(${d})`, f, `-(${d})`].filter(
      (t) => !numericallyEqual(truth, parseStored(t), points).ok,
    );
  },

  size: ({ f }) => operationCount(parseStored(f)),
});
