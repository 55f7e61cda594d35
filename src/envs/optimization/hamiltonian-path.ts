// Find a minimum-weight walk visiting every vertex of a weighted digraph at least once. RLVE: HamiltonianPath.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import type { WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  best: number;
  /** The planted optimal walk (a Hamiltonian path). */
  witness: number[];
}

/** Chance that each non-planted ordered pair is an edge. */
const EDGE_DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];

/*
 * Why the planted path p0 -> p1 -> ... -> p(n-1) of weight S = w1 + ... + w(n-1) is optimal:
 * every edge into p_i (i >= 1) weighs at least w_i (the planted one weighs exactly w_i), and every edge into
 * p0 weighs at least max(w_i). A walk that starts at s enters every other vertex for the first time through a
 * distinct edge traversal, so it weighs at least the sum over v != s of minIn(v), where minIn(v) is the least
 * weight of an edge into v. That is the sum over all v minus minIn(s), hence at least
 * sum_v minIn(v) - max_v minIn(v) = S (p0 has the largest minIn; if p0 has no in-edge every walk starts there
 * and the bound is S directly). Non-planted edges into p_i that weigh exactly w_i make other optimal walks,
 * which the scorer accepts as well.
 */
export default defineEnv<Params, Instance, number[]>({
  id: "hamiltonian-path",
  rlveId: "HamiltonianPath",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Minimum-weight walk visiting every vertex of a weighted digraph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const k = Math.max(10, n);
    const path = rng.permutation(n);
    const entry = new Array<number>(n).fill(0);
    for (let i = 1; i < n; i++) entry[path[i]!] = rng.int(1, k);
    const maxEntry = Math.max(...entry);
    const start = path[0]!;
    const edges: WeightedEdge[] = [];
    const planted = new Set<number>();
    for (let i = 1; i < n; i++) {
      edges.push([path[i - 1]!, path[i]!, entry[path[i]!]!]);
      planted.add(path[i - 1]! * n + path[i]!);
    }
    for (let u = 0; u < n; u++)
      for (let v = 0; v < n; v++) {
        if (u === v || planted.has(u * n + v) || !rng.bool(density)) continue;
        const w =
          v === start ? rng.int(maxEntry, maxEntry + k) : entry[v]! + (rng.bool(1 / 3) ? 0 : rng.int(1, k));
        edges.push([u, v, w]);
      }
    rng.shuffle(edges);
    const best = entry.reduce((a, b) => a + b, 0);
    return { n, edges, best, witness: path };
  },

  prompt: ({ n, edges }) =>
    `You are given a directed graph with ${n} vertices, labelled 0 to ${n - 1}. Each edge is written as (u, v, w): ` +
    "a directed edge from u to v with weight w.\n" +
    edgeLines(edges) +
    "\n\nFind a walk that follows the directed edges, may start and end at any vertices, and visits every vertex at " +
    "least once (vertices and edges may be repeated), with the smallest possible total weight (an edge used twice " +
    "counts twice).\nAnswer with the vertices of the walk in order, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(walk, { n, edges, best }) {
    const bad = walk.find((v) => v < 0 || v >= n);
    if (bad !== undefined) return invalid(`vertex ${bad} does not exist`);
    const weight = new Map<number, number>();
    for (const [u, v, w] of edges) weight.set(u * n + v, w);
    let total = 0;
    for (let i = 0; i + 1 < walk.length; i++) {
      const w = weight.get(walk[i]! * n + walk[i + 1]!);
      if (w === undefined) return invalid(`there is no edge from ${walk[i]} to ${walk[i + 1]}`);
      total += w;
    }
    const visited = new Set(walk).size;
    if (visited < n) return invalid(`the walk visits ${visited} of the ${n} vertices`);
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out = [witness.slice(0, -1).join(" ")]; // misses the last vertex
    const last = witness[n - 1]!;
    out.push([...witness, last].join(" ")); // a self-loop, which is not an edge
    const step = edges.find(([u]) => u === last);
    if (step !== undefined) out.push([...witness, step[1]].join(" ")); // one extra, positive-weight step
    return out;
  },

  size: ({ n }) => n,
});
