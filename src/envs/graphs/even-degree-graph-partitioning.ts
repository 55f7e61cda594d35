// Split a graph's vertices into two groups so that each vertex has an even number of neighbours in its own group. RLVE: EvenDegreeGraphPartitioning.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { solveGf2 } from "../../lib/gf2.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  witness: number[];
}

const DENSITIES = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

/** Satisfied vertices of a 0/1 grouping. */
function satisfied(n: number, edges: readonly Edge[], group: readonly number[]): number {
  const same = new Array<number>(n).fill(0);
  for (const [u, v] of edges)
    if (group[u] === group[v]) {
      same[u]!++;
      same[v]!++;
    }
  return same.filter((s) => s % 2 === 0).length;
}

export default defineEnv<Params, Instance, number[]>({
  id: "even-degree-graph-partitioning",
  rlveId: "EvenDegreeGraphPartitioning",
  category: "graph algorithms",
  split: "held-out",
  version: 3,
  title: "Split a graph so every vertex has an even number of neighbours in its own group",
  answerKind: "any-valid",

  // The ladder starts at 4 vertices, one above the catalog's 3: with 3 vertices one grouping ("1 1 0") is
  // valid in 63% of the problems (issue 14); with 4 the best constant answer is valid in 38%.
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const edges = randomGraph(n, Math.max(1, Math.round(rng.pick(DENSITIES) * max)), rng);
    // Vertex v in group x[v]: sum over neighbours u of (1 + x[u] + x[v]) = 0, i.e. sum x[u] + deg(v) x[v] = deg(v).
    const a = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const deg = new Array<number>(n).fill(0);
    for (const [u, v] of edges) {
      a[u]![v]! ^= 1;
      a[v]![u]! ^= 1;
      deg[u]!++;
      deg[v]!++;
    }
    for (let v = 0; v < n; v++) a[v]![v] = deg[v]! % 2;
    const witness = solveGf2(
      a,
      deg.map((d) => d % 2),
    );
    if (witness === null || satisfied(n, edges, witness) !== n)
      throw new Error("no even partition found (Gallai's theorem says one exists)");
    return { n, edges, witness };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nPut every vertex into group 0 or group 1 so that each vertex has an even number (possibly zero) of neighbours " +
    "in its own group.\n" +
    `Answer with ${n} digits (0 or 1) separated by spaces: the group of vertex 0, then vertex 1, and so on.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(group, { n, edges }) {
    const bad = group.findIndex((g) => g !== 0 && g !== 1);
    if (bad >= 0) return invalid(`vertex ${bad} is put in group ${group[bad]}`);
    return fraction(satisfied(n, edges, group), n, 10, "vertices");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [];
    for (let v = 0; v < n && out.length < 2; v++) {
      const g = witness.slice();
      g[v] = 1 - g[v]!;
      if (satisfied(n, edges, g) < n) out.push(g.join(" "));
    }
    out.push(witness.map((g, i) => (i === 0 ? 2 : g)).join(" "));
    return out;
  },

  size: ({ n }) => n,
});
