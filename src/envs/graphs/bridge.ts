// List every bridge of an undirected graph. RLVE: Bridge.
import { afterUpdates, defineEnv, FormatError, graded, grow, invalid, parseIntList } from "../../core/kit.ts";
import { type Edge, randomConnectedGraph, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { bridges } from "../../lib/undirected.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** Indices of the bridges in `edges`. */
  bridges: number[];
}

const EDGE_DENSITIES = Array.from({ length: 15 }, (_, i) => 0.1 + i * 0.05);
const COMPONENT_DENSITIES = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4];

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "bridge",
  rlveId: "Bridge",
  category: "graph algorithms",
  version: 1,
  title: "Find every bridge of an undirected graph",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const parts = Math.max(2, Math.min(n - 1, Math.round(rng.pick(COMPONENT_DENSITIES) * n)));
    const perm = rng.permutation(n);
    const cuts = rng.distinctInts(1, n - 1, parts - 1).sort((a, b) => a - b);
    const groups: number[][] = [];
    let start = 0;
    for (const c of [...cuts, n]) {
      groups.push(perm.slice(start, c));
      start = c;
    }
    const edges: Edge[] = [];
    for (const g of groups) {
      const k = g.length;
      if (k < 2) continue;
      const max = (k * (k - 1)) / 2;
      const m = Math.max(k - 1, Math.min(max, Math.round(density * max) + 1));
      for (const [a, b] of randomConnectedGraph(k, m, rng)) edges.push([g[a]!, g[b]!]);
    }
    for (const [a, b] of randomTree(groups.length, rng)) {
      if (rng.bool(0.15)) continue;
      edges.push([rng.pick(groups[a]!), rng.pick(groups[b]!)]);
    }
    const shuffled = rng.shuffle(edges).map(([u, v]) => (rng.bool() ? [u, v] : [v, u]) as Edge);
    return { n, edges: shuffled, bridges: bridges(n, shuffled) };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and ${edges.length} edges:\n` +
    edgeLines(edges) +
    "\n\nA bridge is an edge whose removal disconnects its two endpoints. Find every bridge of the graph.\n" +
    "Answer with the bridges as pairs of endpoints, all on one line separated by spaces: u1 v1 u2 v2 ... " +
    "(any order; write nothing if there is no bridge).",
  answerExample: "0 3 2 5",

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, edges, bridges }) {
    const index = new Map<number, number>();
    edges.forEach(([u, v], i) => {
      index.set(u * n + v, i);
      index.set(v * n + u, i);
    });
    const isBridge = new Set(bridges);
    const seen = new Set<number>();
    let found = 0;
    let extra = 0;
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`(${u}, ${v}) has a vertex out of range`);
      const i = index.get(u * n + v);
      if (i === undefined) return invalid(`(${u}, ${v}) is not an edge of the graph`);
      if (seen.has(i)) return invalid(`edge (${u}, ${v}) is listed twice`);
      seen.add(i);
      if (isBridge.has(i)) found++;
      else extra++;
    }
    const all = bridges.length + extra;
    if (all === 0) return graded(1, "no bridges");
    if (found === all) return graded(1, `all ${all} bridges found`);
    return graded(
      (found / all) ** 5,
      `${found} of ${bridges.length} bridges found, ${extra} non-bridges listed`,
    );
  },

  reference: ({ edges, bridges }) => bridges.map((i) => edges[i]!.join(" ")).join(" "),

  wrongAnswers({ edges, bridges }) {
    const fmt = (ids: number[]) => ids.map((i) => edges[i]!.join(" ")).join(" ");
    const out: string[] = [];
    if (bridges.length > 0) out.push(fmt(bridges.slice(1)));
    const non = edges.findIndex((_, i) => !bridges.includes(i));
    if (non >= 0) out.push(fmt([...bridges, non]));
    if (bridges.length > 0) out.push(fmt([...bridges, bridges[0]!]));
    return out;
  },

  size: ({ n }) => n,
});
