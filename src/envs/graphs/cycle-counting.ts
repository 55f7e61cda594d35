// Count the simple cycles of an undirected graph. RLVE: CycleCounting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { type Edge, randomConnectedGraph } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { countSimpleCycles } from "../../lib/undirected.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  count: number;
}

const EDGE_DENSITIES = [0.1, 0.2, 0.3, 0.4];
/** Most independent cycles (edges beyond a spanning tree): the count is found by enumerating the cycle space. */
const MAX_CYCLOMATIC = 12;

export default defineEnv<Params, Instance, bigint>({
  id: "cycle-counting",
  rlveId: "CycleCounting",
  category: "graph algorithms",
  version: 6,
  title: "Count the simple cycles of an undirected graph",
  answerKind: "unique",

  // Level 0 starts above the catalog's n = 4 (at most 3 cycles):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const room = max - (n - 1);
    // Small graphs take any number of extra edges (K5 included): the density steps gave level 0 only four
    // answers (47% "3") and cost 16 balanced draws (0.12 ms); now the best constant takes 27% with no redraws.
    const extra =
      room <= MAX_CYCLOMATIC
        ? rng.int(2, room)
        : Math.min(MAX_CYCLOMATIC, 1 + Math.round(rng.pick(EDGE_DENSITIES) * room));
    const m = n - 1 + extra;
    const edges = randomConnectedGraph(n, m, rng);
    return { n, edges, count: countSimpleCycles(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nCount its simple cycles: closed paths through at least 3 distinct vertices that repeat no vertex. " +
    "A cycle is counted once, whatever its starting vertex and direction.\nAnswer with the count, a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { count }) => closeness(a, count, 10),

  reference: ({ count }) => String(count),

  wrongAnswers: ({ count }) => [
    String(count + 1),
    String(count * 2 + 1),
    ...(count > 0 ? [String(count - 1)] : []),
  ],

  size: ({ n }) => n,
});
