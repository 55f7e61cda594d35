// Replace one edge of a tree by another (the result must be a tree) to make the diameter as large or as small
// as possible. RLVE: TreeChangeOneEdgeDiameter.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  maximisationRatio,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  goal: "maximise" | "minimise";
  best: number;
  change: [number, number, number, number];
}

function diameter(n: number, edges: readonly Edge[]): number {
  const d = treeAllDistances(n, edges);
  return Math.max(...d.map((row) => Math.max(...row)));
}

/** Best change: for each removed edge, join the two parts at their ends (max) or their centres (min). */
function bestChange(n: number, edges: readonly Edge[], goal: Instance["goal"]) {
  const d = treeAllDistances(n, edges);
  let best = goal === "maximise" ? -1 : Number.POSITIVE_INFINITY;
  let change: [number, number, number, number] = [edges[0]![0], edges[0]![1], edges[0]![0], edges[0]![1]];
  const side = new Uint8Array(n);
  const ecc = new Int32Array(n);
  const better = (x: number, y: number) => (goal === "maximise" ? x > y : x < y);
  for (let i = 0; i < edges.length; i++) {
    const uf = new UnionFind(n);
    edges.forEach(([u, v], j) => {
      if (j !== i) uf.union(u, v);
    });
    const [a, b] = edges[i]!;
    const rootA = uf.find(a);
    for (let v = 0; v < n; v++) side[v] = uf.find(v) === rootA ? 1 : 0;
    // Eccentricity of each vertex within its own part; the part's diameter; the part's first vertex (in
    // ascending order) of largest (max) or smallest (min) eccentricity.
    let diamA = 0;
    let diamB = 0;
    let pickA = -1;
    let pickB = -1;
    for (let x = 0; x < n; x++) {
      const row = d[x]!;
      let e = 0;
      for (let y = 0; y < n; y++) if (side[y] === side[x] && row[y]! > e) e = row[y]!;
      ecc[x] = e;
      if (side[x]) {
        diamA = Math.max(diamA, e);
        if (pickA < 0 || better(e, ecc[pickA]!)) pickA = x;
      } else {
        diamB = Math.max(diamB, e);
        if (pickB < 0 || better(e, ecc[pickB]!)) pickB = x;
      }
    }
    const value = Math.max(diamA, diamB, ecc[pickA]! + 1 + ecc[pickB]!);
    if (goal === "maximise" ? value > best : value < best) {
      best = value;
      change = [a, b, pickA, pickB];
    }
  }
  return { best, change };
}

export default defineEnv<Params, Instance, number[]>({
  id: "tree-change-one-edge-diameter",
  rlveId: "TreeChangeOneEdgeDiameter",
  category: "graph algorithms",
  version: 2,
  title: "Swap one tree edge for another to maximise or minimise the diameter",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!] as Edge));
    const goal = rng.bool() ? "maximise" : "minimise";
    return { n, edges, goal, ...bestChange(n, edges, goal) };
  },

  prompt: ({ n, edges, goal }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges, each of length 1:\n` +
    edgeLines(edges) +
    "\n\nRemove one edge (u1, v1) of the tree and add one edge (u2, v2) between two distinct vertices so that the " +
    "result is again a tree (the added edge may be the removed one). The diameter of a tree is the largest number " +
    `of edges on a path between two vertices. ${goal === "maximise" ? "Maximise" : "Minimise"} the diameter of ` +
    "the resulting tree.\nAnswer with four integers: u1 v1 u2 v2.",

  parse(text) {
    const p = parseIntList(text);
    if (p.length !== 4) throw new FormatError("expected four integers u1 v1 u2 v2");
    return p;
  },

  score([u1, v1, u2, v2], { n, edges, goal, best }) {
    for (const x of [u1!, v1!, u2!, v2!]) if (x < 0 || x >= n) return invalid(`vertex ${x} does not exist`);
    const i = edges.findIndex(([a, b]) => (a === u1 && b === v1) || (a === v1 && b === u1));
    if (i < 0) return invalid(`(${u1}, ${v1}) is not an edge of the tree`);
    if (u2 === v2) return invalid("the added edge must join two distinct vertices");
    const next = edges.filter((_, j) => j !== i);
    const uf = new UnionFind(n);
    for (const [a, b] of next) uf.union(a, b);
    if (!uf.union(u2!, v2!)) return invalid("the result is not a tree");
    next.push([u2!, v2!]);
    const value = diameter(n, next);
    return goal === "maximise" ? maximisationRatio(value, best, 5) : minimisationRatio(value, best, 5);
  },

  reference: ({ change }) => change.join(" "),

  wrongAnswers({ n, edges, best, change }) {
    const [a, b] = change;
    const out = [`${a} ${b} ${a} ${a}`, `${a} ${b} ${a} ${n}`];
    const current = diameter(n, edges);
    if (current !== best) out.push(`${a} ${b} ${a} ${b}`);
    return out;
  },

  size: ({ n }) => n,
});
