// Maximum-weight matching of a weighted undirected graph. RLVE: MaximumWeightMatching.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { randomGraph, type WeightedEdge } from "../../lib/graph.ts";
import { maximumWeightMatching } from "../../lib/matching.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  best: number;
  witness: Array<[number, number]>;
}

const EDGE_DENSITIES = [0.2, 0.4, 0.6];

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "maximum-weight-matching",
  rlveId: "MaximumWeightMatching",
  category: "graph algorithms",
  version: 2,
  title: "Maximum-weight matching in a weighted graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const m = Math.max(1, Math.round(rng.pick(EDGE_DENSITIES) * max));
    const maxW = Math.max(10, n);
    const edges: WeightedEdge[] = randomGraph(n, m, rng).map(([u, v]) => [u, v, rng.int(1, maxW)]);
    const { mate, weight } = maximumWeightMatching(n, edges);
    const witness: Array<[number, number]> = [];
    mate.forEach((v, u) => {
      if (v > u) witness.push([u, v]);
    });
    return { n, edges, best: weight, witness };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    "\n\nChoose a set of edges, no two of which share a vertex (a matching), with the largest possible total weight.\n" +
    "Answer with the chosen edges as pairs of endpoints, all on one line separated by spaces: u1 v1 u2 v2 ...",

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, edges, best }) {
    const weight = new Map<number, number>();
    for (const [u, v, w] of edges) {
      weight.set(u * n + v, w);
      weight.set(v * n + u, w);
    }
    const used = new Set<number>();
    let total = 0;
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`edge (${u}, ${v}) has a vertex out of range`);
      const w = weight.get(u * n + v);
      if (w === undefined) return invalid(`(${u}, ${v}) is not an edge`);
      if (used.has(u) || used.has(v))
        return invalid(`edge (${u}, ${v}) shares a vertex with another chosen edge`);
      used.add(u);
      used.add(v);
      total += w;
    }
    return maximisationRatio(total, best);
  },

  reference: ({ witness }) => witness.map(([u, v]) => `${u} ${v}`).join(" "),

  wrongAnswers({ n, edges, witness }) {
    const fmt = (ps: Array<[number, number]>) => ps.map(([u, v]) => `${u} ${v}`).join(" ");
    const out = [fmt(witness.slice(1))];
    const matched = new Set(witness.flat());
    const clash = edges.find(([u, v]) => matched.has(u) && !witness.some(([a, b]) => a === u && b === v));
    if (clash) out.push(fmt([...witness, [clash[0], clash[1]]]));
    out.push(fmt([...witness, [0, n]]));
    return out;
  },

  size: ({ n }) => n,
});
