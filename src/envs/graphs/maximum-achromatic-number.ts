// Find a complete proper colouring (every two colours meet on an edge) with as many colours as possible. RLVE: MaximumAchromaticNumber.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  best: number;
  witness: number[];
}

const EDGE_DENSITIES = Array.from({ length: 11 }, (_, i) => 0.05 + i * 0.05);

/**
 * Instances have exactly k(k-1)/2 edges and a planted complete k-colouring (one edge between every two colour
 * classes). A complete colouring with c colours needs c(c-1)/2 edges, so k is the optimum.
 */
export default defineEnv<Params, Instance, number[]>({
  id: "maximum-achromatic-number",
  rlveId: "MaximumAchromaticNumber",
  category: "graph algorithms",
  version: 3,
  title: "Complete proper colouring with the most colours",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const target = rng.pick(EDGE_DENSITIES) * ((n * (n - 1)) / 2);
    // At least 3 colours: with 2 the graph is one edge and a constant colouring that splits the vertices in
    // two is optimal in over half of the level-0 problems (issue 14).
    let k = 3;
    while (k < n && ((k + 1) * k) / 2 <= target) k++;
    const colour = Array.from({ length: n }, (_, i) => (i < k ? i : rng.int(0, k - 1)));
    const order = rng.permutation(n);
    const witness = new Array<number>(n);
    order.forEach((v, i) => {
      witness[v] = colour[i]!;
    });
    const classes: number[][] = Array.from({ length: k }, () => []);
    witness.forEach((c, v) => {
      classes[c]!.push(v);
    });
    const edges: Edge[] = [];
    for (let a = 0; a < k; a++)
      for (let b = a + 1; b < k; b++) {
        const u = rng.pick(classes[a]!);
        const v = rng.pick(classes[b]!);
        edges.push(u < v ? [u, v] : [v, u]);
      }
    return { n, edges: rng.shuffle(edges), best: k, witness };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nGive every vertex a colour (an integer from 0 to " +
    `${n - 1}) so that (1) the two ends of every edge have different colours, and (2) for every two colours that are ` +
    "used, some edge joins a vertex of the one colour to a vertex of the other. Use as many distinct colours as possible.\n" +
    `Answer with the colours of vertices 0 to ${n - 1} on one line, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(colour, { n, edges, best }) {
    const bad = colour.findIndex((c) => c < 0 || c >= n);
    if (bad >= 0) return invalid(`vertex ${bad} has colour ${colour[bad]}, outside 0..${n - 1}`);
    const used = [...new Set(colour)];
    const met = new Set<number>();
    for (const [u, v] of edges) {
      const a = colour[u]!;
      const b = colour[v]!;
      if (a === b) return invalid(`edge (${u}, ${v}) joins two vertices of colour ${a}`);
      met.add(Math.min(a, b) * n + Math.max(a, b));
    }
    for (let i = 0; i < used.length; i++)
      for (let j = i + 1; j < used.length; j++) {
        const a = Math.min(used[i]!, used[j]!);
        const b = Math.max(used[i]!, used[j]!);
        if (!met.has(a * n + b)) return invalid(`no edge joins colours ${a} and ${b}`);
      }
    return maximisationRatio(used.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    const [u, v] = edges[0]!;
    const clash = witness.slice();
    clash[u] = witness[v]!;
    out.push(clash.join(" "));
    // Merge two colour classes: still proper only if no edge joins them, so it is either improper or sub-optimal.
    out.push(witness.map((c) => (c === 1 ? 0 : c)).join(" "));
    out.push(witness.map((c, i) => (i === 0 ? n : c)).join(" "));
    return out;
  },

  size: ({ n }) => n,
});
