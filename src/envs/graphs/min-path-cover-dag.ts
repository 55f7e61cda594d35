// Traverse every edge of a weighted DAG with paths that all start at vertex 0, minimising the total
// weight. RLVE: MinPathCover_DAG.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  parseLines,
  wrong,
} from "../../core/kit.ts";
import { minimumEdgeCoverByPaths } from "../../lib/dag-cover.ts";
import type { WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  best: number;
  paths: number[][];
}

export default defineEnv<Params, Instance, number[][]>({
  id: "min-path-cover-dag",
  rlveId: "MinPathCover_DAG",
  category: "graph algorithms",
  version: 3,
  title: "Cover every edge of a DAG with paths from vertex 0 of least total weight",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  // RLVE-Gym's draw: vertex t >= 1 gets edges from randint(1, t) distinct earlier vertices, weights uniform in
  // [1, N(N - 1)], the edges listed in random order. RLVE-Gym shuffles a copy of its vertex order, so the
  // order stays 0, 1, ..., N - 1 (every edge goes from a smaller vertex to a larger one), as here.
  generate({ n }, rng) {
    const edges: WeightedEdge[] = [];
    for (let t = 1; t < n; t++) {
      for (const s of rng.distinctInts(0, t - 1, rng.int(1, t))) edges.push([s, t, rng.int(1, n * (n - 1))]);
    }
    rng.shuffle(edges);
    const { weight, paths } = minimumEdgeCoverByPaths(n, edges, 0);
    return { n, edges, best: weight, paths };
  },

  prompt: ({ n, edges }) =>
    `A directed acyclic graph has ${n} vertices, numbered 0 to ${n - 1}. Its directed edges are given as (u, v, w): ` +
    `an edge from u to v of weight w:\n${edgeLines(edges)}\n\n` +
    "Choose some paths, each starting at vertex 0 and following edges in their direction (a path may end at any " +
    "vertex), so that every edge is used by at least one path. The cost of a path is the sum of the weights of its " +
    "edges (an edge used by several paths is paid each time). Minimise the total cost of all paths.\n" +
    "Answer with one path per line, each path given as its vertices in order, separated by spaces.",

  parse(text) {
    const lines = parseLines(text, 2000);
    if (lines.length === 0) throw new FormatError("no paths given");
    return lines.map((l) => parseIntList(l, { maxTokens: 2000 }));
  },

  score(paths, { n, edges, best }) {
    const index = new Map<number, number>();
    for (let i = 0; i < edges.length; i++) index.set(edges[i]![0] * n + edges[i]![1], i);
    const covered = new Uint8Array(edges.length);
    let total = 0;
    for (const path of paths) {
      if (path.length === 0 || path[0] !== 0) return invalid("every path must start at vertex 0");
      for (const v of path) if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      for (let i = 1; i < path.length; i++) {
        const e = index.get(path[i - 1]! * n + path[i]!);
        if (e === undefined) return invalid(`there is no edge from ${path[i - 1]} to ${path[i]}`);
        covered[e] = 1;
        total += edges[e]![2];
      }
    }
    const missed = edges.length - covered.reduce((a, b) => a + b, 0);
    if (missed > 0) return wrong(`${missed} edges are not used by any path`, -0.2);
    return minimisationRatio(total, best, 5);
  },

  reference: ({ paths }) => paths.map((p) => p.join(" ")).join("\n"),

  wrongAnswers({ paths, edges }) {
    const lines = paths.map((p) => p.join(" "));
    const out = [[...lines, lines[0]!].join("\n")];
    if (lines.length > 1) out.push(lines.slice(1).join("\n"));
    else out.push(paths[0]!.slice(0, -1).join(" ") || "0");
    const [u, v] = edges[0]!;
    out.push([...lines, `0 ${v} ${u}`].join("\n"));
    return out;
  },

  size: ({ n }) => n,
});
