// Walk exactly M steps from vertex 0 in a tree visiting as many distinct vertices as possible.
// RLVE: TreeMaximumVisitedVertex.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { adjacency, type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  m: number;
  edges: Edge[];
  best: number;
  walk: number[];
}

/**
 * Every vertex off the final root-to-end path costs two steps, so the best is min(n, D + 1 + (M - D)/2) for the
 * deepest depth D (or M + 1 when M <= D): walk to a deepest vertex, detouring through the nearest side vertices.
 */
export function bestWalk(n: number, edges: readonly Edge[], m: number): { best: number; walk: number[] } {
  const adj = adjacency(n, edges);
  const { parent, order } = rootTree(adj, 0);
  const depth = new Array<number>(n).fill(0);
  for (const v of order) if (v !== 0) depth[v] = depth[parent[v]!]! + 1;
  let deep = 0;
  for (let v = 0; v < n; v++) if (depth[v]! > depth[deep]!) deep = v;
  const d = depth[deep]!;
  const path: number[] = [];
  for (let v = deep; v !== -1; v = parent[v]!) path.push(v);
  path.reverse();
  if (m <= d) return { best: m + 1, walk: path.slice(0, m + 1) };
  const extra = Math.min(n - d - 1, Math.floor((m - d) / 2));
  const onPath = new Set(path);
  const chosen = new Set<number>();
  const queue = [...path];
  for (let h = 0; h < queue.length && chosen.size < extra; h++)
    for (const w of adj[queue[h]!]!) {
      if (onPath.has(w) || chosen.has(w) || chosen.size >= extra) continue;
      chosen.add(w);
      queue.push(w);
    }
  const walk: number[] = [];
  const tour = (v: number, from: number) => {
    walk.push(v);
    for (const w of adj[v]!) {
      if (w === from || !chosen.has(w)) continue;
      tour(w, v);
      walk.push(v);
    }
  };
  for (let i = 0; i < path.length; i++) tour(path[i]!, i > 0 ? path[i - 1]! : -1);
  const end = path[path.length - 1]!;
  const back = adj[end]![0]!;
  while (walk.length < m + 1) walk.push(walk[walk.length - 1] === end ? back : end);
  return { best: d + 1 + extra, walk };
}

export default defineEnv<Params, Instance, number[]>({
  id: "tree-maximum-visited-vertex",
  rlveId: "TreeMaximumVisitedVertex",
  category: "graph algorithms",
  version: 2,
  title: "Walk M steps from vertex 0 of a tree visiting the most distinct vertices",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!] as Edge));
    const m = rng.int(1, 2 * n);
    return { n, m, edges, ...bestWalk(n, edges, m) };
  },

  prompt: ({ n, m, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    `\n\nStart at vertex 0 and make exactly ${m} moves, each along an edge to an adjacent vertex (vertices may be ` +
    "revisited). Visit as many distinct vertices as possible (the start counts as visited).\n" +
    `Answer with the ${m + 1} vertices of the walk in order, starting with 0, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(walk, { n, m, edges, best }) {
    if (walk.length !== m + 1) return invalid(`expected ${m + 1} vertices, got ${walk.length}`);
    if (walk[0] !== 0) return invalid("the walk must start at vertex 0");
    for (const v of walk) if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
    const adj = new Set(edges.flatMap(([u, v]) => [u * n + v, v * n + u]));
    for (let i = 1; i < walk.length; i++)
      if (!adj.has(walk[i - 1]! * n + walk[i]!))
        return invalid(`no edge between ${walk[i - 1]} and ${walk[i]}`);
    return maximisationRatio(new Set(walk).size, best, 3);
  },

  reference: ({ walk }) => walk.join(" "),

  wrongAnswers({ n, m, edges, best, walk }) {
    const out = [walk.slice(0, -1).join(" "), [...walk.slice(0, -1), n].join(" ")];
    const nb = edges.find(([u, v]) => u === 0 || v === 0)!;
    const other = nb[0] === 0 ? nb[1] : nb[0];
    const bounce = Array.from({ length: m + 1 }, (_, i) => (i % 2 === 0 ? 0 : other));
    if (new Set(bounce).size < best) out.push(bounce.join(" "));
    return out;
  },

  size: ({ n }) => n,
});
