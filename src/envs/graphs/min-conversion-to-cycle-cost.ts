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
  version: 6,
  title: "Cheapest re-pointing of edges that turns a functional graph into one cycle",
  answerKind: "any-optimal",
  // No answer flattening: the 6 cycles on 4 vertices are each the reference of about 1/6 of the level-0
  // problems, and the best constant cycle is optimal in 19% (200 seeds); redraws cost 0.034 ms a problem.

  // The ladder starts at 4 vertices, one above the catalog's 3: 3 vertices have only 2 single cycles, so one
  // constant answer was optimal in 67% of the level-0 problems (issue 14); 4 vertices have 6.
  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

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
});
