// Find an antiderivative of a random elementary function of x. RLVE: Integral.
import { afterUpdates, correct, defineEnv, grow, wrong } from "../../core/kit.ts";
import { numericallyEqual, operationCount, randomFunction, samplePoints } from "../../lib/calculus.ts";
import { parseFunction, parseStored, SYNTAX, wellBehaved } from "../../lib/calculus-env.ts";
import { derivative, type Expr, toText } from "../../lib/expr.ts";

interface Params {
  nodes: number;
}

interface Instance {
  /** The integrand f = F'. */
  f: string;
  /** The antiderivative it was built from. */
  antiderivative: string;
  points: number[];
}

export default defineEnv<Params, Instance, Expr>({
  id: "integral",
  rlveId: "Integral",
  category: "calculus/algebra",
  version: 2,
  title: "Find an antiderivative of an elementary function of x",
  answerKind: "any-valid",

  params: (level) => ({ nodes: afterUpdates(2, level, grow.plus1) }),

  generate({ nodes }, rng) {
    const points = samplePoints(rng);
    const F = randomFunction(nodes, rng, (e) => wellBehaved(e, points));
    return { f: toText(derivative(F)), antiderivative: toText(F), points };
  },

  prompt: ({ f }) =>
    `Let f(x) = ${f}\n\nFind a function F(x) whose derivative is f(x). Any such F is accepted (a constant ` +
    `may be added, but write it as a number, not as a symbol C).\n\n${SYNTAX}\n\n` +
    'Answer with the expression for F(x) only (no "F(x) =").',
  answerExample: "x^2*sin(x) + log(x)",

  parse: (text) => parseFunction(text.replace(/\+\s*C\s*$/, "")),

  score(answer, { f, points }) {
    const eq = numericallyEqual(parseStored(f), derivative(answer), points);
    return eq.ok ? correct(`its derivative ${eq.reason}`) : wrong(`its derivative ${eq.reason}`);
  },

  reference: ({ antiderivative }) => antiderivative,

  wrongAnswers({ f, antiderivative: F, points }) {
    const truth = parseStored(f);
    return [`${F} + x`, `2*(${F})`, f, `(${F})^2`].filter(
      (t) => !numericallyEqual(truth, derivative(parseStored(t)), points).ok,
    );
  },

  size: ({ antiderivative }) => operationCount(parseStored(antiderivative)),
});
