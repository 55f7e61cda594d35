// Choose edges of a graph that form a spanning tree with prescribed vertex degrees. RLVE: DegreeFixed_SpanningTree.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  fraction,
  grow,
  invalid,
  parseIntList,
} from "../../core/kit.ts";
import { type Edge, randomConnectedGraph, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  degrees: number[];
  witness: Edge[];
}

const EDGE_DENSITIES = [0.2, 0.3, 0.4, 0.5, 0.6];

export default defineEnv<Params, Instance, Edge[]>({
  id: "degree-fixed-spanning-tree",
  rlveId: "DegreeFixed_SpanningTree",
  category: "graph algorithms",
  version: 2,
  title: "Find a spanning tree with prescribed vertex degrees",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const tree = randomTree(n, rng);
    const degrees = new Array<number>(n).fill(0);
    for (const [u, v] of tree) {
      degrees[u]!++;
      degrees[v]!++;
    }
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.max(n, Math.round(rng.pick(EDGE_DENSITIES) * max)));
    const key = (u: number, v: number) => Math.min(u, v) * n + Math.max(u, v);
    const have = new Set(tree.map(([u, v]) => key(u, v)));
    const edges: Edge[] = tree.slice();
    for (const [u, v] of randomConnectedGraph(n, m, rng)) {
      if (edges.length >= m) break;
      if (!have.has(key(u, v))) {
        have.add(key(u, v));
        edges.push([u, v]);
      }
    }
    return { n, edges: rng.shuffle(edges), degrees, witness: tree };
  },

  prompt: ({ n, edges, degrees }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    `\n\nChoose ${n - 1} of these edges forming a spanning tree (connecting all vertices without a cycle) in which ` +
    "each vertex i has exactly the degree d[i] below (the number of chosen edges touching it):\n" +
    degrees.map((d, i) => `d[${i}] = ${d}`).join("\n") +
    `\n\nAnswer with the chosen edges as pairs of endpoints, all on one line separated by spaces: u1 v1 u2 v2 ... (${n - 1} pairs).`,

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Edge[] = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, edges, degrees }) {
    if (pairs.length !== n - 1) return invalid(`a spanning tree has ${n - 1} edges, got ${pairs.length}`);
    const exists = new Set(edges.map(([u, v]) => Math.min(u, v) * n + Math.max(u, v)));
    const uf = new UnionFind(n);
    const deg = new Array<number>(n).fill(0);
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`edge (${u}, ${v}) has a vertex out of range`);
      if (!exists.has(Math.min(u, v) * n + Math.max(u, v))) return invalid(`(${u}, ${v}) is not an edge`);
      if (!uf.union(u, v)) return invalid(`edge (${u}, ${v}) closes a cycle (or is repeated)`);
      deg[u]!++;
      deg[v]!++;
    }
    const ok = deg.filter((d, i) => d === degrees[i]).length;
    return fraction(ok, n, 5, "degrees");
  },

  reference: ({ witness }) => witness.map(([u, v]) => `${u} ${v}`).join(" "),

  wrongAnswers({ n, edges, witness, degrees }) {
    const fmt = (ps: Edge[]) => ps.map(([u, v]) => `${u} ${v}`).join(" ");
    const out = [fmt(witness.slice(1))];
    // Another spanning tree: swap a tree edge for a non-tree edge reconnecting the two sides (degrees change).
    const inTree = new Set(witness.map(([u, v]) => Math.min(u, v) * n + Math.max(u, v)));
    for (let k = 0; k < witness.length && out.length < 3; k++) {
      const rest = witness.filter((_, i) => i !== k);
      const uf = new UnionFind(n);
      for (const [u, v] of rest) uf.union(u, v);
      const [a, b] = witness[k]!;
      const swap = edges.find(
        ([u, v]) =>
          !inTree.has(Math.min(u, v) * n + Math.max(u, v)) &&
          !uf.same(u, v) &&
          [u, v].sort().join() !== [a, b].sort().join(),
      );
      if (swap === undefined) continue;
      const deg = new Array<number>(n).fill(0);
      for (const [u, v] of [...rest, swap]) {
        deg[u]!++;
        deg[v]!++;
      }
      if (deg.some((d, i) => d !== degrees[i])) out.push(fmt([...rest, swap]));
    }
    return out;
  },

  size: ({ n }) => n,
});
