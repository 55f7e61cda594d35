// Choose K vertices minimising the largest shortest-path distance from any vertex to its nearest chosen vertex. RLVE: Vertex_KCenter.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { perInstance } from "../../lib/memo.ts";
import { allPairs, vertexKCenter } from "../../lib/opt-small.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: WeightedEdge[];
  best: number;
  /** One optimal choice of centres (ascending). */
  witness: number[];
}

/** 0.05, 0.10, ..., 0.75. */
const EDGE_DENSITIES = Array.from({ length: 15 }, (_, i) => (i + 1) / 20);

/** The all-pairs distances of an instance, computed once for all the verifications of it. */
const distancesOf = perInstance(({ n, edges }: Instance) => allPairs(n, edges));

function radius(dist: readonly number[][], centres: readonly number[]): number {
  let r = 0;
  for (const row of dist) {
    let d = Number.POSITIVE_INFINITY;
    for (const c of centres) d = Math.min(d, row[c]!);
    r = Math.max(r, d);
  }
  return r;
}

export default defineEnv<Params, Instance, number[]>({
  id: "vertex-k-center",
  rlveId: "Vertex_KCenter",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Vertex K-center: choose K vertices minimising the farthest distance to a chosen vertex",
  answerKind: "any-optimal",

  params: (level) => ({ n: Math.min(30, afterUpdates(4, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(n - 1, Math.round((density * n * (n - 1)) / 2));
    const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([u, v]) => [u, v, rng.int(1, 10)]);
    const k = rng.int(1, n - 1);
    const { best, centres } = vertexKCenter(allPairs(n, edges), k);
    return { n, k, edges, best, witness: centres };
  },

  prompt: ({ n, k, edges }) =>
    `You are given a connected undirected graph with ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) ` +
    "joins u and v and has length w:\n" +
    edgeLines(edges) +
    `\n\nChoose exactly ${k} distinct vertices as centres. The distance of a vertex to the centres is the length of ` +
    "a shortest path from it to the nearest centre; make the largest such distance over all vertices as small as " +
    "possible.\nAnswer with the chosen vertices, separated by spaces.",

  parse: (text) => parseIntList(text),

  score(centres, instance) {
    const { n, k, best } = instance;
    if (centres.length !== k) return invalid(`${centres.length} vertices chosen, expected ${k}`);
    const seen = new Set<number>();
    for (const v of centres) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (seen.has(v)) return invalid(`vertex ${v} is chosen twice`);
      seen.add(v);
    }
    return minimisationRatio(radius(distancesOf(instance), centres), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, k, edges, best, witness }) {
    const out: string[] = [witness.slice(1).join(" "), [...witness.slice(1), n].join(" ")];
    if (k >= 2) out.push([...witness.slice(1), witness[1]].join(" "));
    const dist = allPairs(n, edges);
    for (let v = 0; v < n; v++) {
      if (witness.includes(v)) continue;
      const alt = [v, ...witness.slice(1)];
      if (radius(dist, alt) > best) {
        out.push(alt.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
