// Find a minimum spanning tree of a connected weighted undirected graph. RLVE: MinimumSpanningTree.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { kruskal, randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  best: number;
  /** One minimum spanning tree, as (u, v) pairs. */
  witness: Array<[number, number]>;
}

const EDGE_DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "minimum-spanning-tree",
  rlveId: "MinimumSpanningTree",
  category: "graph algorithms",
  split: "held-out",
  version: 2,
  title: "Minimum spanning tree of a weighted undirected graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.max(n - 1 + Math.ceil(n / 2), Math.floor(density * max)));
    const maxW = Math.max(10, n);
    const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng).map(([u, v]) => [u, v, rng.int(1, maxW)]);
    const mst = kruskal(n, edges);
    return { n, edges, best: mst.weight, witness: mst.edges.map(([u, v]) => [u, v]) };
  },

  prompt: ({ n, edges }) =>
    `You are given a connected undirected graph with ${n} vertices, labelled 0 to ${n - 1}. Each edge is written as ` +
    `(u, v, w): an edge between u and v with weight w.\n` +
    edgeLines(edges) +
    `\n\nChoose ${n - 1} of these edges that connect all ${n} vertices (a spanning tree) with the smallest possible total weight.\n` +
    `Answer with the chosen edges as pairs of endpoints, all on one line separated by spaces: u1 v1 u2 v2 ... (${n - 1} pairs).`,

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, edges, best }) {
    if (pairs.length !== n - 1) return invalid(`a spanning tree has ${n - 1} edges, got ${pairs.length}`);
    const weight = new Map<number, number>();
    for (const [u, v, w] of edges) {
      weight.set(u * n + v, w);
      weight.set(v * n + u, w);
    }
    const uf = new UnionFind(n);
    let total = 0;
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`edge (${u}, ${v}) has a vertex out of range`);
      const w = weight.get(u * n + v);
      if (w === undefined) return invalid(`(${u}, ${v}) is not an edge of the graph`);
      if (!uf.union(u, v)) return invalid(`edge (${u}, ${v}) closes a cycle (or is repeated)`);
      total += w;
    }
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.map(([u, v]) => `${u} ${v}`).join(" "),

  wrongAnswers({ n, edges, witness }, rng) {
    const out: string[] = [];
    const fmt = (ps: Array<[number, number]>) => ps.map(([u, v]) => `${u} ${v}`).join(" ");
    out.push(fmt(witness.slice(1))); // one edge short
    if (witness.length >= 2) out.push(fmt([...witness.slice(0, -1), witness[0]!])); // a repeated edge
    // Swap a tree edge for a heavier non-tree edge that reconnects the two sides: sub-optimal.
    const inTree = new Set(witness.map(([u, v]) => Math.min(u, v) * n + Math.max(u, v)));
    const treeWeight = new Map(edges.map(([u, v, w]) => [Math.min(u, v) * n + Math.max(u, v), w]));
    for (const k of rng.permutation(witness.length)) {
      const drop = witness[k]!;
      const dropW = treeWeight.get(Math.min(...drop) * n + Math.max(...drop))!;
      const rest = witness.filter((_, i) => i !== k);
      const uf = new UnionFind(n);
      for (const [u, v] of rest) uf.union(u, v);
      const swap = edges.find(
        ([u, v, w]) => !inTree.has(Math.min(u, v) * n + Math.max(u, v)) && !uf.same(u, v) && w > dropW,
      );
      if (swap !== undefined) {
        out.push(fmt([...rest, [swap[0], swap[1]]]));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
