// Colour a graph harmoniously (joined vertices differ, no colour pair on two edges) with as few colours as possible. RLVE: MinimumHarmoniousChromaticNumber.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { colourCount, harmoniousConflict, minimumHarmoniousColouring } from "../../lib/colouring.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { readLabels } from "../../lib/selection.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  best: number;
  /** One colouring with `best` colours. */
  witness: number[];
}

/** The exact backtracking stays under 50 ms up to this many vertices. */
export const MAX_VERTICES = 16;

/** 0.05, 0.10, ..., 0.55: denser graphs mostly need one colour per vertex (a constant answer would win). */
const EDGE_DENSITIES = Array.from({ length: 11 }, (_, i) => (i + 1) / 20);

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-harmonious-chromatic-number",
  rlveId: "MinimumHarmoniousChromaticNumber",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Colour a graph harmoniously with the fewest colours",
  answerKind: "any-optimal",
  // N: 5 -> N+1, capped at MAX_VERTICES (level 11) for the exact solver.
  maxLevel: MAX_VERTICES - 5,

  params: (level) => ({ n: Math.min(MAX_VERTICES, afterUpdates(5, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomGraph(n, m, rng).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const { colours, colouring } = minimumHarmoniousColouring(n, edges);
    return { n, edges, best: colours, witness: colouring };
  },

  prompt: ({ n, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. The edges are:\n` +
    edgeLines(edges) +
    `\n\nGive every vertex a colour, an integer from 0 to ${n - 1}, so that the two ends of every edge have ` +
    "different colours, and no two edges join the same pair of colours (if edges (a, b) and (c, d) are different, " +
    "the colour pairs {colour of a, colour of b} and {colour of c, colour of d} must differ). Use as few distinct " +
    "colours as possible.\n" +
    `Answer with the ${n} colours of vertices 0, 1, ..., ${n - 1} in order, separated by spaces.`,
  // Every vertex the same colour: never proper (the graph has at least one edge).
  answerExample: ({ n }) => Array.from({ length: n }, () => 0).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { n, edges, best }) {
    const colouring = readLabels(answer, n, n, "colour");
    if (typeof colouring === "string") return invalid(colouring);
    const conflict = harmoniousConflict(edges, colouring);
    if (conflict !== null) return invalid(conflict);
    return minimisationRatio(colourCount(colouring), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    const [u, v] = edges[0]!;
    const clash = witness.slice();
    clash[u] = clash[v]!;
    out.push(clash.join(" ")); // an edge with one colour
    const used = colourCount(witness);
    if (used < n) {
      // A vertex moved to an unused colour: still harmonious (its pairs are new), one colour too many.
      const spread = witness.slice();
      const lonely = spread.findIndex((c, i) => spread.some((d, j) => j !== i && d === c));
      if (lonely >= 0) {
        spread[lonely] = used;
        out.push(spread.join(" "));
      }
    }
    out.push(witness.slice(1).join(" ")); // one colour short
    out.push([...witness.slice(1), n].join(" ")); // a colour out of range
    return out;
  },

  size: ({ n }) => n,
});
