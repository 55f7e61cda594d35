// Add K (1 or 2) edges to a tree; the shortest closed walk from vertex 0 using every tree edge at least once and
// every added edge exactly once, with the added edges chosen best; report its length. RLVE: Patrol.
import { afterUpdates, correct, defineEnv, grow, parseCount, type Rng, wrong } from "../../core/kit.ts";
import { adjacency, type Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: Edge[];
  answer: number;
}

/** Heaviest path (at least one vertex, weight 0) with edge weights given by weight(u, v). */
function heaviestPath(adj: number[][], weight: (u: number, v: number) => number): number {
  const { parent, order } = rootTree(adj, 0);
  const down = new Array<number>(adj.length).fill(0);
  let best = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    let t1 = 0;
    let t2 = 0;
    for (const c of adj[v]!) {
      if (c === parent[v]) continue;
      const d = Math.max(0, down[c]! + weight(v, c));
      if (d > t1) [t1, t2] = [d, t1];
      else if (d > t2) t2 = d;
    }
    down[v] = t1;
    best = Math.max(best, t1 + t2);
  }
  return best;
}

/** Each added edge closing a path of length L saves L - 1; the second one pays again on edges both paths use. */
export function patrolLength(n: number, edges: readonly Edge[], k: number): number {
  const adj = adjacency(n, edges);
  const far = (s: number) => {
    const { parent, order } = rootTree(adj, s);
    const depth = new Array<number>(n).fill(0);
    for (const v of order) if (parent[v] !== -1) depth[v] = depth[parent[v]!]! + 1;
    let best = s;
    for (let v = 0; v < n; v++) if (depth[v]! > depth[best]!) best = v;
    return { v: best, d: depth[best]!, parent };
  };
  const a = far(0).v;
  const { v: b, d: l1, parent } = far(a);
  let total = 2 * (n - 1) - l1 + 1;
  if (k === 1) return total;
  const onDiam = new Set<number>();
  for (let v = b; parent[v] !== -1; v = parent[v]!)
    onDiam.add(Math.min(v, parent[v]!) * n + Math.max(v, parent[v]!));
  const l2 = heaviestPath(adj, (u, v) => (onDiam.has(Math.min(u, v) * n + Math.max(u, v)) ? -1 : 1));
  total += -l2 + 1;
  return total;
}

/**
 * A random tree with a diameter drawn uniformly from 2..n-1: a path of d edges, then every other vertex
 * hangs from a random vertex that keeps the diameter (a vertex at height h over path position i takes
 * children while h + 1 <= min(i, d - i)). The answer is 2(n-1) - d + 1 for one added edge, so it spreads
 * over all its values by construction: no redraws are needed (with the earlier window trees one answer
 * was right in 52% of the level-0 draws).
 */
export function treeWithDiameter(n: number, d: number, rng: Rng): Edge[] {
  if (n < 3 || d < 2 || d > n - 1) throw new RangeError(`treeWithDiameter: n=${n}, d=${d}`);
  const edges: Edge[] = [];
  const pos: number[] = [];
  const height: number[] = [];
  const open: number[] = [];
  for (let v = 0; v <= d; v++) {
    if (v > 0) edges.push([v - 1, v]);
    pos.push(v);
    height.push(0);
    if (Math.min(v, d - v) > 0) open.push(v);
  }
  for (let v = d + 1; v < n; v++) {
    const k = rng.int(0, open.length - 1);
    const p = open[k]!;
    edges.push([p, v]);
    pos.push(pos[p]!);
    height.push(height[p]! + 1);
    if (height[v]! + 1 <= Math.min(pos[v]!, d - pos[v]!)) open.push(v);
  }
  return edges;
}

export default defineEnv<Params, Instance, bigint>({
  id: "patrol",
  rlveId: "Patrol",
  category: "graph algorithms",
  version: 6,
  title: "Shortest patrol of a tree after adding K shortcut edges",
  answerKind: "unique",

  // The ladder starts at 7 vertices, not the catalog's 4: on 4 to 6 vertices nearly every tree has one of 2 or 3
  // answers (a constant answer was right in 63% of the level-1 problems, issue 14); on 7, 4 answers spread.
  params: (level) => ({ n: afterUpdates(7, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const tree = treeWithDiameter(n, rng.int(2, n - 1), rng);
    const edges = rng.shuffle(tree.map(([u, v]) => [label[u]!, label[v]!] as Edge));
    const k = rng.int(1, 2);
    return { n, k, edges, answer: patrolLength(n, edges, k) };
  },

  prompt: ({ n, k, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges, each of length 1:\n` +
    edgeLines(edges) +
    `\n\nYou must add exactly ${k} new edge${k > 1 ? "s" : ""}, each of length 1; a new edge may join any two ` +
    "vertices (even two already adjacent vertices, or a vertex to itself). Then a patrol starts at vertex 0, must " +
    "traverse every original edge at least once and every new edge exactly once, and must return to vertex 0. " +
    "Choosing the new edges as well as possible, what is the smallest possible total length of the patrol?\n" +
    "Answer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: best }) =>
    answer === BigInt(best) ? correct() : wrong(`answer ${answer} is not the minimum`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, n }) =>
    [answer + 1, answer - 1, 2 * (n - 1)].filter((x) => x !== answer).map(String),

  size: ({ n }) => n,
});
