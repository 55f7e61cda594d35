// Find a spanning tree of a 0/1-weighted graph with exactly K edges of weight 1. RLVE: FixedOneEdgeNum_SpanningTree.
import {
  afterUpdates,
  correct,
  defineEnv,
  FormatError,
  grow,
  invalid,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  k: number;
  witness: Array<[number, number]>;
}

const EDGE_RATIOS = Array.from({ length: 21 }, (_, i) => 1 + i / 10);

function greedyTree(
  n: number,
  edges: readonly WeightedEdge[],
  first: readonly WeightedEdge[],
): WeightedEdge[] {
  const uf = new UnionFind(n);
  const out: WeightedEdge[] = [];
  for (const e of [...first, ...edges]) if (uf.union(e[0], e[1])) out.push(e);
  return out;
}

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "fixed-one-edge-num-spanning-tree",
  rlveId: "FixedOneEdgeNum_SpanningTree",
  category: "graph algorithms",
  version: 5,
  title: "Spanning tree with exactly K edges of weight 1",
  answerKind: "any-valid",
  // No answer flattening: the best constant tree is valid in 28% of the level-0 problems without redraws
  // (37% with them, which cost 0.037 ms a problem).

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // Only the edge ratios whose edge count fits the graph are drawn (as in RLVE-Gym): clamping the larger ones
    // made 4 of 5 level-0 graphs complete, where one constant tree was a valid answer in 33% of the problems.
    const max = (n * (n - 1)) / 2;
    let fit = 1;
    while (fit < EDGE_RATIOS.length && Math.round(EDGE_RATIOS[fit]! * n) <= max) fit++;
    const m = Math.max(n - 1, Math.round(EDGE_RATIOS[rng.int(0, fit - 1)]! * n));
    const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng).map(([u, v]) => [u, v, rng.int(0, 1)]);
    const zeros = edges.filter((e) => e[2] === 0);
    const ones = edges.filter((e) => e[2] === 1);
    const necessary = greedyTree(n, ones, zeros).filter((e) => e[2] === 1);
    const hi = greedyTree(n, zeros, ones).filter((e) => e[2] === 1).length;
    const k = rng.int(necessary.length, hi);
    const uf = new UnionFind(n);
    const tree: WeightedEdge[] = [];
    let count = 0;
    for (const e of [...necessary, ...ones]) {
      if (count < k && uf.union(e[0], e[1])) {
        tree.push(e);
        count++;
      }
    }
    for (const e of zeros) if (uf.union(e[0], e[1])) tree.push(e);
    if (count !== k || tree.length !== n - 1) throw new Error("spanning tree construction failed");
    return { n, edges, k, witness: tree.map(([u, v]) => [u, v]) };
  },

  prompt: ({ n, edges, k }) =>
    `A connected undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w, which is 0 or 1:\n` +
    edgeLines(edges) +
    `\n\nChoose ${n - 1} of these edges forming a spanning tree (connecting all vertices without a cycle) that contains exactly ${k} edges of weight 1.\n` +
    `Answer with the chosen edges as pairs of endpoints, all on one line separated by spaces: u1 v1 u2 v2 ... (${n - 1} pairs).`,

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, edges, k }) {
    if (pairs.length !== n - 1) return invalid(`a spanning tree has ${n - 1} edges, got ${pairs.length}`);
    const weight = new Map<number, number>();
    for (const [u, v, w] of edges) weight.set(Math.min(u, v) * n + Math.max(u, v), w);
    const uf = new UnionFind(n);
    let ones = 0;
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`edge (${u}, ${v}) has a vertex out of range`);
      const w = weight.get(Math.min(u, v) * n + Math.max(u, v));
      if (w === undefined) return invalid(`(${u}, ${v}) is not an edge`);
      if (!uf.union(u, v)) return invalid(`edge (${u}, ${v}) closes a cycle (or is repeated)`);
      ones += w;
    }
    return ones === k ? correct() : wrong(`the tree has ${ones} edges of weight 1, not ${k}`);
  },

  reference: ({ witness }) => witness.map(([u, v]) => `${u} ${v}`).join(" "),

  wrongAnswers({ n, edges, k, witness }) {
    const fmt = (ps: Array<[number, number]>) => ps.map(([u, v]) => `${u} ${v}`).join(" ");
    const out = [fmt(witness.slice(1)), fmt([...witness.slice(1), witness[1] ?? witness[0]!])];
    const zeros = edges.filter((e) => e[2] === 0);
    const ones = edges.filter((e) => e[2] === 1);
    for (const order of [
      [...zeros, ...ones],
      [...ones, ...zeros],
    ]) {
      const t = greedyTree(n, [], order);
      if (t.filter((e) => e[2] === 1).length !== k) out.push(fmt(t.map(([u, v]) => [u, v])));
    }
    return out;
  },

  size: ({ n }) => n,
});
