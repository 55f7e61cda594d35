// Count integer points (x, y) in a box with A*x + B*y + C = 0. RLVE: BinaryLinearEquation_SolutionCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { linearEquationPointCount } from "../../lib/number-theory-counting.ts";

interface Params {
  maxRange: number;
}

interface Instance {
  a: string;
  b: string;
  c: string;
  x1: string;
  x2: string;
  y1: string;
  y2: string;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "binary-linear-equation-solution-counting",
  rlveId: "BinaryLinearEquation_SolutionCounting",
  category: "number theory",
  version: 6,
  title: "Count integer solutions of a linear equation in a box",
  answerKind: "unique",
  // No answer flattening: since the coefficients' scale is drawn per problem (below), the most common answer
  // is 26% of the problems at level 0 and 18% from level 4 (2,000 draws a level), and 8 redraws cost 4x.

  params: (level) => ({ maxRange: afterUpdates(8, level, grow.mul2) }),

  generate({ maxRange }, rng) {
    const r = BigInt(maxRange);
    const pair = (): [bigint, bigint] => {
      const u = rng.bigint(-r, r);
      const v = rng.bigint(-r, r);
      return u <= v ? [u, v] : [v, u];
    };
    const [x1, x2] = pair();
    const [y1, y2] = pair();
    // Coefficients up to r / 2^j, j drawn per instance: with coefficients as large as the box the line meets
    // it in 0 to 3 points nearly always ("1" was right in 58% of the level-11 problems, issue 14); smaller
    // coefficients spread the count over every magnitude up to the box's width.
    const rc = r >> BigInt(rng.int(0, r.toString(2).length - 1));
    const a = rng.bigint(-rc, rc);
    const b = rng.bigint(-rc, rc);
    let c: bigint;
    if (rng.bool(0.8)) {
      const x0 = rng.bigint(x1, x2);
      const y0 = rng.bigint(y1, y2);
      c = -(a * x0 + b * y0);
    } else {
      c = rng.bigint(-2n * r * rc, 2n * r * rc);
    }
    const answer = linearEquationPointCount(a, b, c, x1, x2, y1, y2);
    return {
      a: a.toString(),
      b: b.toString(),
      c: c.toString(),
      x1: x1.toString(),
      x2: x2.toString(),
      y1: y1.toString(),
      y2: y2.toString(),
      answer: answer.toString(),
    };
  },

  prompt: ({ a, b, c, x1, x2, y1, y2 }) =>
    `How many pairs of integers (x, y) satisfy ${a} * x + ${b} * y + ${c} = 0 ` +
    `with ${x1} <= x <= ${x2} and ${y1} <= y <= ${y2}?\n\n` +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const g = BigInt(answer);
    return [g + 1n, g * 2n + 1n, g - 1n].filter((v) => v >= 0n).map(String);
  },

  size: ({ x1, x2, y1, y2 }) => Number(BigInt(x2) - BigInt(x1) + BigInt(y2) - BigInt(y1)) + 2,
});
