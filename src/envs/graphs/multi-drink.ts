// Order the vertices of a tree so that consecutive vertices are at distance at most 2. RLVE: MultiDrink.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { perInstance } from "../../lib/memo.ts";
import { edgeLines } from "../../lib/statement.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  order: number[];
}

/** The tree's distances, computed once for all the verifications of an instance. */
const distancesOf = perInstance(({ n, edges }: Instance) => treeAllDistances(n, edges));

function goodSteps(order: readonly number[], dist: readonly number[][]): number {
  let ok = 0;
  for (let i = 1; i < order.length; i++) if (dist[order[i - 1]!]![order[i]!]! <= 2) ok++;
  return ok;
}

export default defineEnv<Params, Instance, number[]>({
  id: "multi-drink",
  rlveId: "MultiDrink",
  category: "graph algorithms",
  version: 5,
  title: "Order a tree's vertices so consecutive vertices are at distance at most 2",
  answerKind: "any-valid",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  // The ladder starts at 5 vertices, one above the catalog's 4, and the spine has at least 3 vertices: on 4
  // vertices, or around a star, almost every order is valid and one constant order was valid in 71% of the
  // level-0 problems (issue 14).
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    // a caterpillar: leaves of each spine vertex, then the spine vertex, spine vertex by spine vertex
    const label = rng.permutation(n);
    const spine = rng.int(Math.min(n, Math.max(3, Math.floor(n / 3))), n);
    const edges: Edge[] = [];
    const hang: number[][] = Array.from({ length: spine }, () => []);
    for (let i = 1; i < spine; i++) edges.push([label[i - 1]!, label[i]!]);
    for (let v = spine; v < n; v++) {
      const s = rng.int(0, spine - 1);
      hang[s]!.push(v);
      edges.push([label[s]!, label[v]!]);
    }
    const order: number[] = [];
    for (let s = 0; s < spine; s++) order.push(...hang[s]!.map((v) => label[v]!), label[s]!);
    const edgesOut = rng.shuffle(edges.map(([u, v]) => (rng.bool() ? [u, v] : [v, u]) as Edge));
    return { n, edges: edgesOut, order };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these edges:\n` +
    edgeLines(edges) +
    "\n\nList all vertices in an order (each exactly once) such that every two consecutive vertices in the list " +
    "are at distance at most 2 in the tree (adjacent, or with one vertex between them).\n" +
    `Answer with the ${n} vertices in your order, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(order, instance) {
    const { n } = instance;
    if (order.length !== n) return invalid(`expected ${n} vertices, got ${order.length}`);
    const seen = new Set<number>();
    for (const v of order) {
      if (v < 0 || v >= n || seen.has(v)) return invalid(`not a permutation of 0..${n - 1}`);
      seen.add(v);
    }
    return fraction(goodSteps(order, distancesOf(instance)), n - 1, 5, "steps");
  },

  reference: ({ order }) => order.join(" "),

  wrongAnswers({ n, edges, order }, rng) {
    const out = [order.slice(1).join(" "), [...order.slice(0, -1), order[0]].join(" ")];
    const dist = treeAllDistances(n, edges);
    for (let t = 0; t < 20; t++) {
      const p = rng.shuffle(order.slice());
      if (goodSteps(p, dist) < n - 1) {
        out.push(p.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
