// Find a largest clique (pairwise adjacent vertex set) of an undirected graph. RLVE: MaximumClique.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { maximumClique } from "../../lib/clique.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** One maximum clique (ascending). */
  witness: number[];
}

const EDGE_DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];

export default defineEnv<Params, Instance, number[]>({
  id: "maximum-clique",
  rlveId: "MaximumClique",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Find a largest clique of an undirected graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus2) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.round((density * n * (n - 1)) / 2);
    const edges = randomGraph(n, m, rng).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return { n, edges, witness: maximumClique(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nFind a clique (a set of vertices in which every two are joined by an edge) with as many vertices as possible.\n" +
    "Answer with the vertices of the clique, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(set, { n, edges, witness }) {
    const chosen = new Array<boolean>(n).fill(false);
    for (const v of set) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (chosen[v]) return invalid(`vertex ${v} is listed twice`);
      chosen[v] = true;
    }
    // The edges are distinct: the set is a clique when k(k-1)/2 of them join two chosen vertices.
    let inside = 0;
    for (const [u, v] of edges) if (chosen[u] && chosen[v]) inside++;
    if (inside < (set.length * (set.length - 1)) / 2) {
      const adjacent = new Set(edges.map(([u, v]) => u * n + v));
      for (let i = 0; i < set.length; i++)
        for (let j = i + 1; j < set.length; j++) {
          const [a, b] = [Math.min(set[i]!, set[j]!), Math.max(set[i]!, set[j]!)];
          if (!adjacent.has(a * n + b)) return invalid(`vertices ${a} and ${b} are not adjacent`);
        }
    }
    return maximisationRatio(set.length, witness.length);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    if (witness.length > 1) out.push(witness.slice(1).join(" ")); // smaller clique
    out.push([...witness, witness[0]].join(" ")); // a repeated vertex
    const adjacent = new Set(edges.map(([u, v]) => u * n + v));
    const outsider = Array.from({ length: n }, (_, v) => v).find(
      (v) => !witness.includes(v) && witness.some((u) => !adjacent.has(Math.min(u, v) * n + Math.max(u, v))),
    );
    if (outsider !== undefined) out.push([...witness, outsider].join(" ")); // breaks the clique
    out.push(`${n}`);
    return out;
  },

  size: ({ n }) => n,
});
