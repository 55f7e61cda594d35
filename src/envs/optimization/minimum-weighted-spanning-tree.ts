// Choose a root and a spanning tree minimising the sum of edge weight times the depth of the lower end. RLVE: MinimumWeightedSpanningTree.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  best: number;
  /** parent[v] of one optimal tree, -1 at the root. */
  witness: number[];
}

/** The layered subset programme is O(n 3^n): at most this many vertices. */
export const MAX_VERTICES = 12;

/** 0.1, 0.2, ..., 1.0. */
const EDGE_DENSITIES = Array.from({ length: 10 }, (_, i) => (i + 1) / 10);

/**
 * The cheapest rooted spanning tree where a vertex at depth d (edges from the root) hung by an edge of
 * weight w costs w * d. Layers: f[d][S] is the least cost of a tree on S whose vertices are at depth <= d;
 * adding the set T as layer d + 1 costs (d + 1) * (sum over v in T of the lightest edge from v into S). A
 * vertex may so be charged a depth above its real one, which never undercuts the optimum, and the optimum
 * (layers = real depths) is one of the choices; the recovered tree costs at most the minimum, so exactly it.
 */
export function minimumDepthWeightedTree(
  n: number,
  edges: readonly WeightedEdge[],
): { best: number; parent: number[] } {
  if (n === 1) return { best: 0, parent: [-1] };
  const INF = Number.POSITIVE_INFINITY;
  const w = Array.from({ length: n }, () => new Array<number>(n).fill(INF));
  for (const [u, v, c] of edges) {
    w[u]![v] = Math.min(w[u]![v]!, c);
    w[v]![u] = Math.min(w[v]![u]!, c);
  }
  const size = 1 << n;
  const full = size - 1;
  // link[S * n + v]: lightest edge from v into S, via[S * n + v]: its end in S.
  const link = new Float64Array(size * n).fill(INF);
  const via = new Int8Array(size * n).fill(-1);
  for (let S = 1; S < size; S++) {
    const low = 31 - Math.clz32(S & -S);
    const rest = S & (S - 1);
    for (let v = 0; v < n; v++) {
      const c = w[low]![v]!;
      if (rest !== 0 && link[rest * n + v]! <= c) {
        link[S * n + v] = link[rest * n + v]!;
        via[S * n + v] = via[rest * n + v]!;
      } else if (c < INF) {
        link[S * n + v] = c;
        via[S * n + v] = low;
      }
    }
  }
  const f: Float64Array[] = [];
  const prev: Int32Array[] = [];
  for (let d = 0; d < n; d++) {
    f.push(new Float64Array(size).fill(INF));
    prev.push(new Int32Array(size).fill(-1));
  }
  for (let r = 0; r < n; r++) f[0]![1 << r] = 0;
  const cost = new Float64Array(size);
  for (let d = 0; d + 1 < n; d++) {
    const cur = f[d]!;
    const nxt = f[d + 1]!;
    const back = prev[d + 1]!;
    for (let S = 1; S < full; S++) {
      const base = cur[S]!;
      if (base === INF) continue;
      const C = full ^ S;
      cost[0] = 0;
      // Subsets T of C in increasing order, so T minus its lowest vertex is already priced.
      for (let T = (0 - C) & C; T !== 0; T = (T - C) & C) {
        const c = cost[T & (T - 1)]! + link[S * n + (31 - Math.clz32(T & -T))]!;
        cost[T] = c;
        const total = base + (d + 1) * c;
        if (total < nxt[S | T]!) {
          nxt[S | T] = total;
          back[S | T] = S;
        }
      }
    }
  }
  let bestDepth = 0;
  for (let d = 1; d < n; d++) if (f[d]![full]! < f[bestDepth]![full]!) bestDepth = d;
  const parent = new Array<number>(n).fill(-1);
  let S = full;
  for (let d = bestDepth; d > 0; d--) {
    const before = prev[d]![S]!;
    const T = S ^ before;
    for (let v = 0; v < n; v++) if ((T >> v) & 1) parent[v] = via[before * n + v]!;
    S = before;
  }
  return { best: f[bestDepth]![full]!, parent };
}

/** The cost of a parent array, or why it is not a spanning tree of the graph. */
function treeCost(
  n: number,
  weight: ReadonlyMap<number, number>,
  parent: readonly number[],
): number | string {
  if (parent.length !== n) return `expected ${n} parents, got ${parent.length}`;
  const roots = parent.flatMap((p, v) => (p === -1 ? [v] : []));
  if (roots.length !== 1) return `expected exactly one root (parent -1), got ${roots.length}`;
  for (let v = 0; v < n; v++) {
    const p = parent[v]!;
    if (p === -1) continue;
    if (!Number.isInteger(p) || p < 0 || p >= n) return `parent ${p} of vertex ${v} is not a vertex`;
    if (!weight.has(Math.min(p, v) * n + Math.max(p, v))) return `(${p}, ${v}) is not an edge of the graph`;
  }
  const depth = new Int32Array(n).fill(-1);
  depth[roots[0]!] = 0;
  let total = 0;
  for (let v = 0; v < n; v++) {
    const path: number[] = [];
    let x = v;
    while (depth[x] === -1) {
      path.push(x);
      if (path.length > n) return `following parents from vertex ${v} never reaches the root`;
      x = parent[x]!;
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const y = path[i]!;
      depth[y] = depth[parent[y]!]! + 1;
      total += weight.get(Math.min(y, parent[y]!) * n + Math.max(y, parent[y]!))! * depth[y]!;
    }
  }
  return total;
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-weighted-spanning-tree",
  rlveId: "MinimumWeightedSpanningTree",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Rooted spanning tree minimising edge weight times depth",
  answerKind: "any-optimal",
  // N: 3 -> N+1, capped at MAX_VERTICES (level 9) for the exact O(n 3^n) programme.
  maxLevel: MAX_VERTICES - 3,

  params: (level) => ({ n: Math.min(MAX_VERTICES, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(n - 1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomConnectedGraph(n, m, rng)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([u, v]): WeightedEdge => [u, v, rng.int(1, 20)]);
    const { best, parent } = minimumDepthWeightedTree(n, edges);
    return { n, edges, best, witness: parent };
  },

  prompt: ({ n, edges }) =>
    `You are given a connected undirected graph with ${n} vertices, labelled 0 to ${n - 1}. Each edge is written ` +
    "(u, v, w): it joins u and v and has weight w. The edges are:\n" +
    edgeLines(edges) +
    "\n\nChoose a root vertex and a spanning tree of the graph (using only the edges above). The depth of a vertex " +
    "is the number of tree edges on its path to the root. Every vertex v other than the root costs the weight of " +
    "the edge joining v to its parent, times the depth of v. Make the total cost as small as possible.\n" +
    `Answer with the ${n} parents of vertices 0, 1, ..., ${n - 1} in order (write -1 for the root), separated by spaces.`,
  // Every vertex a root: never a tree.
  answerExample: ({ n }) => Array.from({ length: n }, () => -1).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(parent, { n, edges, best }) {
    const weight = new Map(edges.map(([u, v, w]) => [u * n + v, w]));
    const total = treeCost(n, weight, parent);
    if (typeof total === "string") return invalid(total);
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const root = witness.indexOf(-1);
    const child = witness.findIndex((p) => p !== -1);
    const out: string[] = [];
    const two = witness.slice();
    two[child] = -1; // two roots
    out.push(two.join(" "));
    const loop = witness.slice();
    loop[root] = child; // no root, a cycle
    out.push(loop.join(" "));
    out.push(witness.slice(1).join(" "));
    out.push(witness.map((p) => (p === -1 ? -1 : n)).join(" "));
    return out;
  },

  size: ({ n }) => n,
});
