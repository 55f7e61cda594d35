// Largest XOR of edge weights over walks from vertex 0 to vertex N-1 (cycle XOR basis). RLVE: MaxXorPath.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { randomConnectedGraph } from "../../lib/graph.ts";
import { maxXor, xorCycleBasis } from "../../lib/undirected.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Array<[number, number, number]>;
  best: number;
}

const EDGE_DENSITIES = Array.from({ length: 9 }, (_, i) => 0.1 + i * 0.1);

export default defineEnv<Params, Instance, bigint>({
  id: "max-xor-path",
  rlveId: "MaxXorPath",
  category: "graph algorithms",
  version: 3,
  title: "Largest XOR of a walk between two vertices",
  answerKind: "unique",
  // The answers concentrate on a few values at most levels (the shortcut audit): flatten them.
  balanceDraws: () => 8,

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const bits = Math.max(3, Math.ceil(Math.log2(2 * n)));
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.max(n - 1, Math.round(rng.pick(EDGE_DENSITIES) * max)));
    const edges = randomConnectedGraph(n, m, rng).map(
      ([u, v]) => [u, v, rng.int(0, 2 ** bits - 1)] as [number, number, number],
    );
    const { pot, basis } = xorCycleBasis(n, edges);
    return { n, edges, best: maxXor(basis, (pot[0]! ^ pot[n - 1]!) >>> 0) };
  },

  prompt: ({ n, edges }) =>
    `A connected undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edges.map(([u, v, w]) => `(${u}, ${v}, ${w})`).join("\n") +
    `\n\nWalk from vertex 0 to vertex ${n - 1} along edges; vertices and edges may be repeated, and an edge's weight counts ` +
    "every time it is used. The value of a walk is the bitwise XOR of the weights of all edges used (with repetition). " +
    "What is the largest possible value?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong(`the largest value is ${best}`)),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [String(best + 1), ...(best > 0 ? [String(best - 1)] : [])],

  size: ({ n }) => n,
});
