// Minimum-weight spanning arborescence of a weighted directed graph from a given root. RLVE: MinimumDirectedSpanningTree.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { minimumArborescence } from "../../lib/arborescence.ts";
import { randomTree } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  root: number;
  arcs: Array<[number, number, number]>;
  best: number;
  witness: Array<[number, number]>;
}

const EDGE_DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

export default defineEnv<Params, Instance, Array<[number, number]>>({
  id: "minimum-directed-spanning-tree",
  rlveId: "MinimumDirectedSpanningTree",
  category: "graph algorithms",
  version: 2,
  title: "Minimum spanning arborescence of a directed graph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const root = rng.int(0, n - 1);
    const seen = new Set<number>();
    const pairs: Array<[number, number]> = [];
    const add = (u: number, v: number) => {
      if (u === v || seen.has(u * n + v)) return;
      seen.add(u * n + v);
      pairs.push([u, v]);
    };
    // A tree directed away from the root guarantees an arborescence.
    const tree = randomTree(n, rng);
    const adj: number[][] = Array.from({ length: n }, () => []);
    for (const [u, v] of tree) {
      adj[u]!.push(v);
      adj[v]!.push(u);
    }
    const order = [root];
    const done = new Set([root]);
    for (let i = 0; i < order.length; i++)
      for (const v of adj[order[i]!]!)
        if (!done.has(v)) {
          done.add(v);
          add(order[i]!, v);
          order.push(v);
        }
    const m = Math.max(n - 1, Math.round(rng.pick(EDGE_DENSITIES) * n * (n - 1)));
    for (let t = 0; t < 3 * m && pairs.length < m; t++) add(rng.int(0, n - 1), rng.int(0, n - 1));
    const maxW = Math.max(10, 2 * n);
    const arcs = rng.shuffle(pairs).map(([u, v]) => [u, v, rng.int(1, maxW)] as [number, number, number]);
    const chosen = minimumArborescence(n, arcs, root)!;
    return {
      n,
      root,
      arcs,
      best: chosen.reduce((s, i) => s + arcs[i]![2], 0),
      witness: chosen.map((i) => [arcs[i]![0], arcs[i]![1]]),
    };
  },

  prompt: ({ n, root, arcs }) =>
    `A directed graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) goes from u to v and has weight w:\n` +
    arcs.map(([u, v, w]) => `(${u}, ${v}, ${w})`).join("\n") +
    `\n\nChoose ${n - 1} edges forming a spanning arborescence rooted at vertex ${root}: every vertex other than ${root} ` +
    `has exactly one chosen incoming edge and can be reached from ${root} along chosen edges. Make the total weight as small as possible.\n` +
    `Answer with the chosen edges as pairs u v (from u to v), all on one line separated by spaces: u1 v1 u2 v2 ... (${n - 1} pairs).`,
  // Never correct: the last pair names vertex N, which does not exist (vertices are 0..N-1).
  answerExample: ({ n }) => Array.from({ length: n - 1 }, (_, i) => `${i} ${i + 2}`).join(" "),

  parse(text) {
    const xs = parseIntList(text);
    if (xs.length % 2 !== 0) throw new FormatError("expected pairs of vertices (an even number of integers)");
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < xs.length; i += 2) pairs.push([xs[i]!, xs[i + 1]!]);
    return pairs;
  },

  score(pairs, { n, root, arcs, best }) {
    if (pairs.length !== n - 1) return invalid(`an arborescence has ${n - 1} edges, got ${pairs.length}`);
    const weight = new Map(arcs.map(([u, v, w]) => [u * n + v, w]));
    const parent = new Array<number>(n).fill(-1);
    let total = 0;
    for (const [u, v] of pairs) {
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`edge (${u}, ${v}) has a vertex out of range`);
      const w = weight.get(u * n + v);
      if (w === undefined) return invalid(`(${u}, ${v}) is not an edge`);
      if (v === root) return invalid(`the root ${root} must not have an incoming edge`);
      if (parent[v] !== -1) return invalid(`vertex ${v} has two incoming edges`);
      parent[v] = u;
      total += w;
    }
    for (let v = 0; v < n; v++) {
      let x = v;
      for (let steps = 0; x !== root; steps++) {
        if (steps > n) return invalid(`vertex ${v} cannot be reached from the root (a cycle)`);
        x = parent[x]!;
      }
    }
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.map(([u, v]) => `${u} ${v}`).join(" "),

  wrongAnswers({ n, root, arcs, witness }) {
    const fmt = (ps: Array<[number, number]>) => ps.map(([u, v]) => `${u} ${v}`).join(" ");
    const out = [fmt(witness.slice(1))];
    // Replace one chosen incoming arc by a heavier one that keeps an arborescence.
    const parent = new Array<number>(n).fill(-1);
    for (const [u, v] of witness) parent[v] = u;
    const w = new Map(arcs.map(([u, v, x]) => [u * n + v, x]));
    for (const [u, v, x] of arcs) {
      if (v === root || parent[v] === u || x <= w.get(parent[v]! * n + v)!) continue;
      let y = u;
      let ok = true;
      while (y !== root) {
        if (y === v) {
          ok = false;
          break;
        }
        y = parent[y]!;
      }
      if (!ok) continue;
      out.push(fmt(witness.map(([a, b]) => (b === v ? [u, v] : [a, b]) as [number, number])));
      break;
    }
    return out;
  },

  size: ({ n }) => n,
});
