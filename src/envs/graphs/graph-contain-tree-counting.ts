// Count the bijections from a tree's vertices to a graph's vertices that send every tree edge to a graph edge. RLVE: GraphContainTreeCounting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { type Edge, randomGraph, randomTree } from "../../lib/graph.ts";
import { rootTree } from "../../lib/treedp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  tree: Edge[];
  graph: Edge[];
  count: number;
}

const EDGE_DENSITIES = Array.from({ length: 9 }, (_, i) => 0.1 + i * 0.1);
/** Inclusion-exclusion over the 2^n vertex subsets: n stays small enough to be fast and exact in doubles. */
const MAX_N = 12;

/** Bijective embeddings of the tree into the graph: inclusion-exclusion over image sets of homomorphism counts. */
export function countTreeEmbeddings(n: number, tree: readonly Edge[], graph: readonly Edge[]): number {
  const adjMask = new Int32Array(n);
  for (const [u, v] of graph) {
    adjMask[u]! |= 1 << v;
    adjMask[v]! |= 1 << u;
  }
  const { parent, order } = rootTree(n, tree);
  const children: number[][] = Array.from({ length: n }, () => []);
  for (const v of order) if (parent[v]! >= 0) children[parent[v]!]!.push(v);
  const f = Array.from({ length: n }, () => new Float64Array(n));
  const members = new Int32Array(n);
  let total = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    for (let i = 0; i < n; i++) if ((mask >> i) & 1) members[k++] = i;
    for (let t = order.length - 1; t >= 0; t--) {
      const u = order[t]!;
      const fu = f[u]!;
      for (let a = 0; a < k; a++) fu[members[a]!] = 1;
      for (const c of children[u]!) {
        const fc = f[c]!;
        for (let a = 0; a < k; a++) {
          const i = members[a]!;
          let s = 0;
          for (let bits = adjMask[i]! & mask; bits !== 0; bits &= bits - 1)
            s += fc[31 - Math.clz32(bits & -bits)]!;
          fu[i] = fu[i]! * s;
        }
      }
    }
    let hom = 0;
    for (let a = 0; a < k; a++) hom += f[order[0]!]![members[a]!]!;
    total += (n - k) % 2 === 0 ? hom : -hom;
  }
  return total;
}

export default defineEnv<Params, Instance, bigint>({
  id: "graph-contain-tree-counting",
  rlveId: "GraphContainTreeCounting",
  category: "graph algorithms",
  version: 2,
  title: "Count the ways to embed a tree bijectively into a graph",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n: wanted }, rng) {
    const n = Math.min(wanted, MAX_N);
    const tree = randomTree(n, rng);
    const max = (n * (n - 1)) / 2;
    const graph = randomGraph(n, Math.max(n - 1, Math.round(rng.pick(EDGE_DENSITIES) * max)), rng);
    return { n, tree, graph, count: countTreeEmbeddings(n, tree, graph) };
  },

  prompt: ({ n, tree, graph }) =>
    `A tree T and a graph G both have ${n} vertices, labelled 0 to ${n - 1}.\n` +
    `Edges of T:\n${tree.map(([u, v]) => `(${u}, ${v})`).join("\n")}\n` +
    `Edges of G:\n${graph.map(([u, v]) => `(${u}, ${v})`).join("\n")}\n\n` +
    "Count the bijections p from the vertices of T to the vertices of G such that for every edge (u, v) of T, " +
    "(p(u), p(v)) is an edge of G.\nAnswer with the count, a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { count }) => closeness(a, count, 10),

  reference: ({ count }) => String(count),

  wrongAnswers: ({ count }) => [
    String(count + 1),
    String(2 * count + 2),
    ...(count > 0 ? [String(count - 1)] : []),
  ],

  size: ({ n }) => n,
});
