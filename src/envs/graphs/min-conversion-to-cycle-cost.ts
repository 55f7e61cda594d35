// Re-point the fewest-cost incoming edges of a functional graph so that it becomes one directed cycle. RLVE: MinConversionToCycleCost.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { cheapestSingleCycle, isSingleCycle } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  c: number[];
  best: number;
  witness: number[];
}

const REWARD_UNSUCCESSFUL = -0.2;

export default defineEnv<Params, Instance, number[]>({
  id: "min-conversion-to-cycle-cost",
  rlveId: "MinConversionToCycleCost",
  category: "graph algorithms",
  version: 3,
  title: "Cheapest re-pointing of edges that turns a functional graph into one cycle",
  answerKind: "any-optimal",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, (_, i) => {
      const x = rng.int(0, n - 2);
      return x >= i ? x + 1 : x;
    });
    const c = Array.from({ length: n }, () => rng.int(1, 10 * n));
    const { cost, result } = cheapestSingleCycle(a, c);
    return { a, c, best: cost, witness: result };
  },

  prompt: ({ a, c }) =>
    `A directed graph has ${a.length} vertices, labelled 0 to ${a.length - 1}. Vertex i has exactly one incoming edge, ` +
    "which comes from A[i]; changing A[i] (re-pointing that edge to come from another vertex) costs C[i]:\n" +
    a.map((x, i) => `i=${i}: A=${x}, C=${c[i]}`).join("\n") +
    "\n\nChange some of the A[i] so that the edges A[i] -> i form a single directed cycle through all vertices, " +
    "at the least total cost.\n" +
    `Answer with the new values A[0], ..., A[${a.length - 1}] on one line, separated by spaces.`,

  parse: (text, { a }) => parseIntList(text, { length: a.length }),

  score(p, { a, c, best }) {
    const n = a.length;
    const bad = p.findIndex((x) => x < 0 || x >= n);
    if (bad >= 0) return invalid(`A[${bad}] = ${p[bad]} is not a vertex`);
    if (!isSingleCycle(p))
      return wrong("the edges do not form one cycle through all vertices", REWARD_UNSUCCESSFUL);
    const cost = p.reduce((s, x, i) => s + (x === a[i] ? 0 : c[i]!), 0);
    return minimisationRatio(cost, best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, c, best, witness }) {
    const n = a.length;
    const out: string[] = [a.join(" ")].filter(() => !isSingleCycle(a));
    const broken = witness.slice();
    broken[0] = witness[1]!;
    out.push(broken.join(" "));
    // The cycle 0 -> 1 -> ... -> n-1 -> 0, when it costs more than the optimum.
    const ring = Array.from({ length: n }, (_, i) => (i + n - 1) % n);
    if (ring.reduce((s, x, i) => s + (x === a[i] ? 0 : c[i]!), 0) > best) out.push(ring.join(" "));
    out.push([n, ...witness.slice(1)].join(" "));
    return out;
  },

  size: ({ a }) => a.length,

  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.667,
      reason:
        'not fixed yet (issue 14): at level 0 (parameters {n:3}) the answer "1 2 0" is right in 67% of the audited problems (24 seeds up to level 10, 12 above); the generator needs a wider spread of answers there',
    },
  ],
});
