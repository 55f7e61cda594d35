// Find a vertex r of a weighted tree minimising the sum of C[i]·dist(i, r). RLVE: TreeCenter.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseInteger } from "../../core/kit.ts";
import { randomTree, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  c: number[];
  costs: number[];
  best: number;
}

export default defineEnv<Params, Instance, number>({
  id: "tree-center",
  rlveId: "TreeCenter",
  category: "graph algorithms",
  version: 2,
  title: "Weighted median of a tree: minimise the weighted sum of distances",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(
      randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!, rng.int(1, 10)] as WeightedEdge),
    );
    const c = Array.from({ length: n }, () => rng.int(1, 20));
    const d = treeAllDistances(n, edges);
    const costs = d.map((row) => row.reduce((s, x, i) => s + c[i]! * x, 0));
    return { n, edges, c, costs, best: Math.min(...costs) };
  },

  prompt: ({ n, edges, c }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these weighted edges (u, v, w):\n` +
    edgeLines(edges) +
    `\n\nEach vertex i has a weight C[i]: ${c.map((x, i) => `C[${i}]=${x}`).join(", ")}.\n` +
    "Find a vertex r that minimises the sum over all vertices i of C[i] times dist(i, r), where dist is the total " +
    "weight of the path between them.\nAnswer with the vertex r.",

  parse: (text) => parseInteger(text),

  score(r, { n, costs, best }) {
    if (r < 0 || r >= n) return invalid(`vertex ${r} does not exist`);
    return minimisationRatio(costs[r]!, best, 8);
  },

  reference: ({ costs, best }) => String(costs.indexOf(best)),

  wrongAnswers({ n, costs, best }) {
    const worst = costs.indexOf(Math.max(...costs));
    const out = [String(n), String(-1)];
    if (costs[worst]! > best) out.push(String(worst));
    return out;
  },

  size: ({ n }) => n,
});
