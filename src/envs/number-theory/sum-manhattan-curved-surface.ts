// Sum over k in [A, B] of (|x|+|y|+|z|)^2 over all integer triples with x·y·z = k. RLVE: SumManhattan_CurvedSurface.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { sumManhattanCurved } from "../../lib/multiplicative.ts";

interface Params {
  maxAB: number;
}

interface Instance {
  a: number;
  b: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-manhattan-curved-surface",
  rlveId: "SumManhattan_CurvedSurface",
  category: "number theory",
  version: 1,
  title: "Sum of squared Manhattan norms of integer points on x·y·z = k",
  answerKind: "unique",

  params: (level) => ({ maxAB: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxAB }, rng) {
    const b = rng.int(1, maxAB);
    const a = rng.int(1, b);
    return { a, b, answer: sumManhattanCurved(a, b).toString() };
  },

  prompt: ({ a, b }) =>
    `For every integer k with ${a} <= k <= ${b}, consider all ordered triples of integers (x, y, z), negative values allowed, with x·y·z = k. ` +
    `Compute the sum of (|x| + |y| + |z|)^2 over all these triples and all these k. (For example, k = 1 has the 4 triples (1,1,1), (1,-1,-1), (-1,1,-1), (-1,-1,1), contributing 4·9 = 36.)\n\n` +
    "Answer with that sum as one integer.",
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score: (x, { answer }) => closeness(x, BigInt(answer), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    const out = [(a + 1n).toString(), (a * 2n + 1n).toString()];
    if (a > 0n) out.push((a - 1n).toString());
    return out;
  },

  size: ({ b }) => b,
});
