// Largest XOR of edge weights over walks from vertex 0 to vertex N-1 (cycle XOR basis). RLVE: MaxXorPath.
import { afterUpdates, correct, defineEnv, grow, parseCount, type Rng, wrong } from "../../core/kit.ts";
import { randomConnectedGraph } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
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

/** `dim` independent vectors of `bits` bits (fewer only if 64 draws cannot find them). */
function randomSubspace(bits: number, dim: number, rng: Rng): number[] {
  const out: number[] = [];
  const reduced: number[] = [];
  for (let tries = 0; tries < 64 && out.length < dim; tries++) {
    const v = rng.int(1, 2 ** bits - 1);
    let x = v;
    for (const b of reduced) x = Math.min(x, x ^ b);
    if (x === 0) continue;
    reduced.push(x);
    reduced.sort((a, b) => b - a);
    out.push(v);
  }
  return out;
}

export default defineEnv<Params, Instance, bigint>({
  id: "max-xor-path",
  rlveId: "MaxXorPath",
  category: "graph algorithms",
  version: 4,
  title: "Largest XOR of a walk between two vertices",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const bits = Math.max(3, Math.ceil(Math.log2(2 * n)));
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.max(n - 1, Math.round(rng.pick(EDGE_DENSITIES) * max)));
    // Weights of bits+1 bits from a random subspace of dimension bits-1 or bits-2: with uniform weights the
    // cycles span every bit and the answer was almost always 2^bits - 1 (a constant answer).
    const span = randomSubspace(bits + 1, Math.max(2, bits - rng.int(1, 2)), rng);
    const edges = randomConnectedGraph(n, m, rng).map(
      ([u, v]) => [u, v, span.reduce((w, b) => (rng.bool() ? w ^ b : w), 0)] as [number, number, number],
    );
    const { pot, basis } = xorCycleBasis(n, edges);
    return { n, edges, best: maxXor(basis, (pot[0]! ^ pot[n - 1]!) >>> 0) };
  },

  prompt: ({ n, edges }) =>
    `A connected undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    `\n\nWalk from vertex 0 to vertex ${n - 1} along edges; vertices and edges may be repeated, and an edge's weight counts ` +
    "every time it is used. The value of a walk is the bitwise XOR of the weights of all edges used (with repetition). " +
    "What is the largest possible value?\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong("not the largest value")),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [String(best + 1), ...(best > 0 ? [String(best - 1)] : [])],

  size: ({ n }) => n,
});
