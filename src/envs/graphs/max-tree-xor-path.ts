// Find two vertices of a weighted tree whose path has the largest XOR of edge weights. RLVE: MaxTreeXorPath.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { xorCycleBasis } from "../../lib/undirected.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Array<[number, number, number]>;
  /** XOR of weights from vertex 0 to each vertex. */
  pot: number[];
  best: number;
  witness: [number, number];
}

/** Largest x[i] ^ x[j] with its pair (binary trie over `bits` bits). */
function maxPairXor(xs: readonly number[], bits: number): { best: number; pair: [number, number] } {
  const child: number[][] = [[-1, -1]];
  const owner: number[] = [-1];
  let best = -1;
  let pair: [number, number] = [0, 0];
  xs.forEach((x, i) => {
    if (i > 0) {
      let node = 0;
      let acc = 0;
      for (let b = bits - 1; b >= 0; b--) {
        const want = ((x >>> b) & 1) ^ 1;
        if (child[node]![want] !== -1) {
          acc |= 1 << b;
          node = child[node]![want]!;
        } else node = child[node]![want ^ 1]!;
      }
      if (acc >>> 0 > best) {
        best = acc >>> 0;
        pair = [owner[node]!, i];
      }
    }
    let node = 0;
    for (let b = bits - 1; b >= 0; b--) {
      const d = (x >>> b) & 1;
      if (child[node]![d] === -1) {
        child[node]![d] = child.length;
        child.push([-1, -1]);
        owner.push(-1);
      }
      node = child[node]![d]!;
    }
    owner[node] = i;
  });
  return { best: Math.max(best, 0), pair };
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-tree-xor-path",
  rlveId: "MaxTreeXorPath",
  category: "graph algorithms",
  version: 2,
  title: "Two tree vertices whose path has the largest XOR",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const bits = Math.max(4, Math.ceil(Math.log2(2 * n)) + 1);
    const edges = randomTree(n, rng).map(
      ([u, v]) => [u, v, rng.int(0, 2 ** bits - 1)] as [number, number, number],
    );
    const { pot } = xorCycleBasis(n, edges);
    const { best, pair } = maxPairXor(pot, bits);
    return { n, edges, pot, best, witness: pair };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    "\n\nChoose two vertices u and v so that the bitwise XOR of the weights on the path between them is as large as possible.\n" +
    "Answer with u and v separated by a space.",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([u, v], { n, pot, best }) {
    if (u! < 0 || u! >= n || v! < 0 || v! >= n) return invalid("a vertex is out of range");
    return maximisationRatio((pot[u!]! ^ pot[v!]!) >>> 0, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, pot, best, witness }) {
    const out: string[] = [`${witness[0]} ${n}`];
    for (let u = 0; u < n && out.length < 3; u++)
      for (let v = u; v < n && out.length < 3; v++)
        if ((pot[u]! ^ pot[v]!) >>> 0 < best) out.push(`${u} ${v}`);
    return out;
  },

  size: ({ n }) => n,
});
