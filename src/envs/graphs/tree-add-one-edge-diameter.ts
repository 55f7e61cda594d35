// Add one edge of weight L to a weighted tree so that the diameter (largest shortest-path distance) of the
// result is as small as possible. RLVE: TreeAddOneEdgeDiameter.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { randomTree, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  l: number;
  best: number;
  pair: [number, number];
}

function diameterWith(d: readonly number[][], u: number, v: number, l: number): number {
  const n = d.length;
  let worst = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const x = Math.min(d[a]![b]!, d[a]![u]! + l + d[v]![b]!, d[a]![v]! + l + d[u]![b]!);
      if (x > worst) worst = x;
    }
  return worst;
}

export default defineEnv<Params, Instance, number[]>({
  id: "tree-add-one-edge-diameter",
  rlveId: "TreeAddOneEdgeDiameter",
  category: "graph algorithms",
  version: 2,
  title: "Add one edge of weight L to a weighted tree to minimise the diameter",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(
      randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!, rng.int(1, 10)] as WeightedEdge),
    );
    const l = rng.int(1, 10);
    const d = treeAllDistances(n, edges);
    let best = Number.POSITIVE_INFINITY;
    let pair: [number, number] = [0, 1];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) {
        const x = diameterWith(d, u, v, l);
        if (x < best) {
          best = x;
          pair = [u, v];
        }
      }
    return { n, edges, l, best, pair };
  },

  prompt: ({ n, edges, l }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these weighted edges (u, v, w):\n` +
    edgeLines(edges) +
    `\n\nAdd exactly one new edge of weight ${l} between two distinct vertices u and v (it may run parallel to an ` +
    "existing edge). The diameter of the resulting graph is the largest shortest-path distance between any two " +
    "vertices. Choose u and v so that the diameter is as small as possible.\nAnswer with u and v separated by a space.",

  parse(text) {
    const p = parseIntList(text);
    if (p.length !== 2) throw new FormatError("expected two vertices");
    return p;
  },

  score([u, v], { n, edges, l, best }) {
    if (u! < 0 || u! >= n || v! < 0 || v! >= n) return invalid("a vertex does not exist");
    if (u === v) return invalid("the two endpoints must differ");
    return minimisationRatio(diameterWith(treeAllDistances(n, edges), u!, v!, l), best, 5);
  },

  reference: ({ pair }) => pair.join(" "),

  wrongAnswers({ n, edges, l, best, pair }) {
    const out = [`${pair[0]} ${pair[0]}`, `${pair[0]} ${n}`];
    const d = treeAllDistances(n, edges);
    search: for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++)
        if (diameterWith(d, u, v, l) > best) {
          out.push(`${u} ${v}`);
          break search;
        }
    return out;
  },

  size: ({ n }) => n,
});
