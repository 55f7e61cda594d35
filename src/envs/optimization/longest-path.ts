// Find a simple path of maximum total weight in a weighted directed graph. RLVE: LongestPath.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import type { WeightedEdge } from "../../lib/graph.ts";
import { longestSimplePath } from "../../lib/opt-small.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  arcs: WeightedEdge[];
  best: number;
  /** One optimal path (vertex sequence). */
  witness: number[];
}

/** 0.1, 0.2, ..., 1.0. */
const ARC_DENSITIES = Array.from({ length: 10 }, (_, i) => (i + 1) / 10);
/**
 * The exact solver is a 2^N·N dynamic programme: N stops growing here. RLVE-Gym reaches N = 16 at level 12;
 * measured on dense graphs (90% of arcs), the programme takes 9-21 ms of CPU at N = 14, 20-30 ms at 15 and
 * 44-53 ms at 16, the last over the 50 ms generation budget once the prompt is added. Longest simple path is
 * NP-hard and we know of no exact method that is faster on dense graphs, so the ladder stops at 14.
 */
const MAX_N = 14;

export default defineEnv<Params, Instance, number[]>({
  id: "longest-path",
  rlveId: "LongestPath",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Longest simple path in a weighted directed graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(4, level, grow.plus1)) }),

  generate({ n }, rng) {
    const pairs: Array<[number, number]> = [];
    for (let u = 0; u < n; u++) for (let v = 0; v < n; v++) if (u !== v) pairs.push([u, v]);
    const m = Math.max(1, Math.round(rng.pick(ARC_DENSITIES) * pairs.length));
    const arcs: WeightedEdge[] = rng
      .sample(pairs, m)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([u, v]) => [u, v, rng.int(1, 10)]);
    const { best, path } = longestSimplePath(n, arcs);
    return { n, arcs, best, witness: path };
  },

  prompt: ({ n, arcs }) =>
    `You are given a directed graph with ${n} vertices, labelled 0 to ${n - 1}. Each arc (u, v, w) goes from u to v ` +
    "and has weight w:\n" +
    arcs.map(([u, v, w]) => `(${u}, ${v}, ${w})`).join("\n") +
    "\n\nFind a path that follows the arcs in their direction and never visits a vertex twice, with the largest " +
    "possible total weight of its arcs.\nAnswer with the vertices of the path in order, separated by spaces.",
  // Never correct: vertex N does not exist (vertices are 0..N-1).
  answerExample: ({ n }) => `2 0 ${n}`,

  parse: (text) => parseIntList(text),

  score(path, { n, arcs, best }) {
    if (path.length === 0) return invalid("the path is empty");
    if (path.length > n) return invalid("the path repeats a vertex");
    const weight = new Map<number, number>();
    for (const [u, v, w] of arcs) weight.set(u * n + v, w);
    const seen = new Set<number>();
    let total = 0;
    for (let i = 0; i < path.length; i++) {
      const v = path[i]!;
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (seen.has(v)) return invalid(`vertex ${v} is visited twice`);
      seen.add(v);
      if (i > 0) {
        const w = weight.get(path[i - 1]! * n + v);
        if (w === undefined) return invalid(`there is no arc from ${path[i - 1]} to ${v}`);
        total += w;
      }
    }
    return maximisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const out: string[] = [witness.slice(0, -1).join(" "), [...witness, witness[0]].join(" ")];
    out.push([...witness, n].join(" "));
    out.push(`${witness[0]} ${witness[0]}`);
    return out;
  },

  size: ({ n, arcs }) => n * 1000 + arcs.length,
});
