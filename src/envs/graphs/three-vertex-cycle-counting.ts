// Count the triangles of an undirected graph. RLVE: ThreeVertexCycleCounting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  answer: number;
}

export function countTriangles(n: number, edges: readonly Edge[]): number {
  const adj = Array.from({ length: n }, () => new Uint8Array(n));
  for (const [u, v] of edges) adj[u]![v] = adj[v]![u] = 1;
  let count = 0;
  for (const [u, v] of edges) for (let w = 0; w < n; w++) if (adj[u]![w] && adj[v]![w]) count++;
  return count / 3;
}

export default defineEnv<Params, Instance, bigint>({
  id: "three-vertex-cycle-counting",
  rlveId: "ThreeVertexCycleCounting",
  category: "graph algorithms",
  version: 4,
  title: "Count the triangles of an undirected graph",
  answerKind: "unique",
  balanceDraws: (level) => (level <= 2 ? 8 : 1),

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // m uniform in [n, 3n] clipped to the complete graph's edge count. (Drawing n times a ratio and clipping
    // afterwards made the complete graph half of the level-0 problems: "10" was right in 67%, issue 14.)
    const max = (n * (n - 1)) / 2;
    const m = rng.int(Math.min(n, max), Math.min(3 * n, max));
    const edges = randomGraph(n, m, rng);
    return { n, edges, answer: countTriangles(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, numbered 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nHow many triangles does it have, that is, sets of three distinct vertices that are pairwise joined by " +
    "edges?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: want }) => closeness(answer, want, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer + 2, answer > 0 ? answer - 1 : 3].map(String),

  size: ({ n }) => n,
});
