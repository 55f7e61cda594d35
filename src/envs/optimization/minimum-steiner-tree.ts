// Choose a minimum-weight set of edges that connects all the given terminal vertices (a Steiner tree). RLVE: MinimumSteinerTree.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { minimumSteinerTree } from "../../lib/steiner.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  terminals: number[];
  best: number;
  /** The edges of one minimum Steiner tree, as [u, v] pairs. */
  witness: [number, number][];
}

/** At most this many terminals: the Dreyfus-Wagner programme is exponential in them only. */
export const MAX_TERMINALS = 8;

/** 0.1, 0.2, ..., 1.0. */
const EDGE_DENSITIES = Array.from({ length: 10 }, (_, i) => (i + 1) / 10);

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-steiner-tree",
  rlveId: "MinimumSteinerTree",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Minimum-weight edge set connecting the terminal vertices (Steiner tree)",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(n - 1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomConnectedGraph(n, m, rng)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([u, v]): WeightedEdge => [u, v, rng.int(1, 20)]);
    const k = rng.int(2, Math.min(n, MAX_TERMINALS));
    const terminals = rng.sample(
      Array.from({ length: n }, (_, v) => v),
      k,
    );
    terminals.sort((a, b) => a - b);
    const tree = minimumSteinerTree(n, edges, terminals);
    return { n, edges, terminals, best: tree.weight, witness: tree.edges.map(([u, v]) => [u, v]) };
  },

  prompt: ({ n, edges, terminals }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. Each edge is written (u, v, w): ` +
    "it joins u and v and has weight w. The edges are:\n" +
    edgeLines(edges) +
    `\n\nThe terminal vertices are: ${terminals.join(" ")}.\n` +
    "Choose a set of distinct edges such that every two terminal vertices are joined by a path using only the " +
    "chosen edges, with the smallest possible total weight.\n" +
    "Answer with the chosen edges, each written as its two endpoints u v, all separated by spaces or new lines.",
  // A witness edge left out: every edge of a minimum Steiner tree is needed (its leaves are terminals).
  answerExample: ({ witness, terminals }) =>
    witness.length > 1
      ? witness
          .slice(1)
          .map((e) => e.join(" "))
          .join("\n")
      : `${terminals[0]} ${terminals[0]}`,

  parse(text) {
    const numbers = parseIntList(text, { maxTokens: 200_000 });
    if (numbers.length % 2 !== 0)
      throw new FormatError(`expected pairs of endpoints, got ${numbers.length} numbers`);
    return numbers;
  },

  score(numbers, { n, edges, terminals, best }) {
    const weightOf = new Map<number, number>();
    for (const [u, v, w] of edges) weightOf.set(u * n + v, w);
    const seen = new Set<number>();
    const uf = new UnionFind(n);
    let total = 0;
    for (let i = 0; i < numbers.length; i += 2) {
      const [a, b] = [numbers[i]!, numbers[i + 1]!];
      const [u, v] = a < b ? [a, b] : [b, a];
      const w = u >= 0 && v < n ? weightOf.get(u * n + v) : undefined;
      if (w === undefined) return invalid(`(${a}, ${b}) is not an edge of the graph`);
      if (seen.has(u * n + v)) return invalid(`edge (${u}, ${v}) is listed twice`);
      seen.add(u * n + v);
      uf.union(u, v);
      total += w;
    }
    const apart = terminals.find((t) => !uf.same(t, terminals[0]!));
    if (apart !== undefined) return invalid(`terminals ${terminals[0]} and ${apart} are not connected`);
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.map((e) => e.join(" ")).join("\n"),

  wrongAnswers({ n, edges, witness }) {
    const pairs = (list: readonly (readonly number[])[]) => list.map((e) => `${e[0]} ${e[1]}`).join("\n");
    const out: string[] = [pairs(witness.slice(1))]; // a terminal cut off
    const inTree = new Set(witness.map(([u, v]) => u * n + v));
    const extra = edges.find(([u, v]) => !inTree.has(u * n + v));
    if (extra !== undefined) out.push(pairs([...witness, extra])); // connected, heavier
    out.push(pairs([...witness, witness[0]!])); // an edge twice
    out.push(`${pairs(witness)}\n0 ${n}`); // not an edge
    return out;
  },

  size: ({ n }) => n,
});
