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

/**
 * The least diameter after adding an edge of weight l, and the first pair (u, v), u < v, reaching it. For
 * each pair the vertex pairs (a, b) are met farthest first: a pair's new distance is at most its tree
 * distance, so the walk stops once the tree distance is no more than the largest new distance found, or
 * once that reaches the best diameter so far. Evaluating every (a, b) for every (u, v) cost 0.17 ms at 16
 * vertices.
 */
export function bestNewEdge(d: readonly number[][], l: number): { best: number; pair: [number, number] } {
  const n = d.length;
  const flat: number[] = [];
  for (const row of d) for (const x of row) flat.push(x);
  // (a, b), a < b, packed as d(a, b) * n² + a * n + b, farthest first.
  const nn = n * n;
  const keys: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) keys.push(flat[a * n + b]! * nn + a * n + b);
  keys.sort((x, y) => y - x);
  const far: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  for (const key of keys) {
    const dist = Math.floor(key / nn);
    const rest = key - dist * nn;
    far.push(dist);
    as.push(Math.floor(rest / n));
    bs.push(rest % n);
  }
  let best = Number.POSITIVE_INFINITY;
  let pair: [number, number] = [0, 1];
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) {
      let worst = 0;
      for (let k = 0; k < far.length && far[k]! > worst; k++) {
        const a = as[k]!;
        const b = bs[k]!;
        const x = Math.min(
          far[k]!,
          flat[a * n + u]! + l + flat[v * n + b]!,
          flat[a * n + v]! + l + flat[u * n + b]!,
        );
        if (x > worst) {
          worst = x;
          if (worst >= best) break;
        }
      }
      if (worst < best) {
        best = worst;
        pair = [u, v];
      }
    }
  return { best, pair };
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
    return { n, edges, l, ...bestNewEdge(treeAllDistances(n, edges), l) };
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
