// Colour the vertices of a graph so that joined vertices differ, with as few colours as possible. RLVE: MinimumChromaticNumber.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { colourCount, colouringConflict, minimumColouring } from "../../lib/colouring.ts";
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

/** The exact DSATUR branch and bound stays well under 50 ms up to this many vertices. */
export const MAX_VERTICES = 20;

/** 1/12, 2/12, ..., 11/12. */
const EDGE_DENSITIES = Array.from({ length: 11 }, (_, i) => (i + 1) / 12);

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-chromatic-number",
  rlveId: "MinimumChromaticNumber",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Colour a graph properly with the fewest colours",
  answerKind: "any-optimal",
  // N: 5 -> N+1, capped at MAX_VERTICES (level 15) for the exact solver.
  maxLevel: MAX_VERTICES - 5,

  params: (level) => ({ n: Math.min(MAX_VERTICES, afterUpdates(5, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomGraph(n, m, rng).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const { colours, colouring } = minimumColouring(n, edges);
    return { n, edges, best: colours, witness: colouring };
  },

  prompt: ({ n, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. The edges are:\n` +
    edgeLines(edges) +
    `\n\nGive every vertex a colour, an integer from 0 to ${n - 1}, so that the two ends of every edge have ` +
    "different colours. Use as few distinct colours as possible.\n" +
    `Answer with the ${n} colours of vertices 0, 1, ..., ${n - 1} in order, separated by spaces.`,
  // Every vertex the same colour: never proper (the graph has at least one edge).
  answerExample: ({ n }) => Array.from({ length: n }, () => 0).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(answer, { n, edges, best }) {
    const colouring = readLabels(answer, n, n, "colour");
    if (typeof colouring === "string") return invalid(colouring);
    const conflict = colouringConflict(edges, colouring);
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
      // A vertex moved to an unused colour: still proper, one colour too many.
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
