// Longest simple path starting at a given vertex of a tournament. RLVE: Tournament_LongestPath.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  start: number;
  edges: Edge[];
  path: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "tournament-longest-path",
  rlveId: "Tournament_LongestPath",
  category: "graph algorithms",
  version: 2,
  title: "Longest simple path from a given vertex in a tournament",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    // the vertices reachable from the start are exactly a planted path; every other vertex beats all of them
    const perm = rng.permutation(n);
    const k = rng.int(2, n);
    const path = perm.slice(0, k);
    const rank = new Array<number>(n).fill(-1);
    path.forEach((v, i) => {
      rank[v] = i;
    });
    const edges: Edge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) {
        const ru = rank[u]!;
        const rv = rank[v]!;
        if (ru >= 0 && rv >= 0 && Math.abs(ru - rv) === 1) edges.push(ru < rv ? [u, v] : [v, u]);
        else if (ru >= 0 && rv < 0) edges.push([v, u]);
        else if (ru < 0 && rv >= 0) edges.push([u, v]);
        else edges.push(rng.bool() ? [u, v] : [v, u]);
      }
    rng.shuffle(edges);
    return { n, start: path[0]!, edges, path };
  },

  prompt: ({ n, start, edges }) =>
    `A tournament has ${n} vertices, numbered 0 to ${n - 1}: between every two vertices there is exactly one ` +
    `directed edge. The edges (u -> v) are:\n${edgeLines(edges, { directed: true })}\n\n` +
    `Find a longest simple path that starts at vertex ${start} and follows edge directions (no vertex may appear ` +
    "twice). Its length is its number of edges.\n" +
    `Answer with the vertices of the path in order, starting with ${start}, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(p, { n, start, edges, path }) {
    if (p.length === 0 || p[0] !== start) return invalid(`the path must start at vertex ${start}`);
    const arc = new Set(edges.map(([u, v]) => u * n + v));
    const seen = new Set<number>();
    for (const v of p) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (seen.has(v)) return invalid(`vertex ${v} appears twice`);
      seen.add(v);
    }
    for (let i = 1; i < p.length; i++)
      if (!arc.has(p[i - 1]! * n + p[i]!)) return invalid(`there is no edge ${p[i - 1]} -> ${p[i]}`);
    return maximisationRatio(p.length - 1, path.length - 1, 5);
  },

  reference: ({ path }) => path.join(" "),

  wrongAnswers({ path }) {
    const out = [path.slice(0, -1).join(" "), [...path, path[1]].join(" ")];
    if (path.length >= 3) out.push([path[0], ...path.slice(1).reverse()].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
