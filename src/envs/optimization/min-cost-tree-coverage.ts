// Choose vertices of a tree, each with a price and watching every vertex within distance D, so that every required vertex is watched at the least total price. RLVE: MinCostTreeCoverage.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { readSubset } from "../../lib/selection.ts";
import { edgeLines, weightLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/treedp.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  price: number[];
  d: number;
  /** The vertices that must be watched (ascending). */
  required: number[];
  best: number;
  /** One cheapest choice (ascending). */
  witness: number[];
}

/**
 * At most 16 vertices are required (the catalog's choice; the subset DP below, now the tree DP's cross-check,
 * is exponential in it).
 */
const MAX_REQUIRED = 16;

/**
 * The cheapest set of vertices watching every required one: best[mask] = least price watching the required
 * vertices in mask, extended from each reachable mask by the vertices that watch its first unwatched one.
 */
export function cheapestWatch(
  dist: readonly (readonly number[])[],
  price: readonly number[],
  d: number,
  required: readonly number[],
): { best: number; chosen: number[] } {
  const n = price.length;
  const full = (1 << required.length) - 1;
  const watches = price.map((_, v) =>
    required.reduce((m, u, i) => (dist[v]![u]! <= d ? m | (1 << i) : m), 0),
  );
  const best = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  const via = new Int32Array(full + 1).fill(-1);
  const from = new Int32Array(full + 1).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    if (best[mask] === Number.POSITIVE_INFINITY) continue;
    const first = 31 - Math.clz32(~mask & (mask + 1));
    for (let v = 0; v < n; v++) {
      if (!((watches[v]! >> first) & 1)) continue;
      const next = mask | watches[v]!;
      if (best[mask]! + price[v]! < best[next]!) {
        best[next] = best[mask]! + price[v]!;
        via[next] = v;
        from[next] = mask;
      }
    }
  }
  const chosen: number[] = [];
  for (let mask = full; mask !== 0; mask = from[mask]!) chosen.push(via[mask]!);
  return { best: best[full]!, chosen: [...new Set(chosen)].sort((a, b) => a - b) };
}

interface Stage {
  /** f[i]: every required vertex seen so far is watched, and a guard watches i more levels above v (0..d). */
  f: number[];
  /** h[k]: k = 0 all watched; k >= 1 the unwatched required ones lie at most k - 1 below v (1..d+1). */
  h: number[];
  rf: number[];
  rh: number[];
}

/**
 * The same optimum by a tree DP in O(n·d): each vertex merges its children one by one, keeping for every
 * depth the cheapest cost of a subtree that is fully watched with a guard reaching i levels up (f), or that
 * leaves required vertices at most k - 1 deep for a guard above to watch (h). Deeper leftovers than d cannot
 * be watched from above and are dropped. A witness is read back through the stages. The subset DP above
 * (cheapestWatch) checks it in test/lib/min-cost-tree-coverage.test.ts.
 */
export function cheapestWatchTree(
  n: number,
  edges: readonly Edge[],
  price: readonly number[],
  d: number,
  required: readonly number[],
): { best: number; chosen: number[] } {
  const INF = Number.POSITIVE_INFINITY;
  const { parent, order } = rootTree(n, edges);
  const needed = new Array<boolean>(n).fill(false);
  for (const u of required) needed[u] = true;
  const kids: number[][] = Array.from({ length: n }, () => []);
  for (const v of order) if (parent[v]! >= 0) kids[parent[v]!]!.push(v);
  const close = (rf: number[], rh: number[]): Stage => {
    const f = rf.slice();
    for (let i = d - 1; i >= 0; i--) f[i] = Math.min(f[i]!, f[i + 1]!);
    const h = rh.slice();
    h[0] = Math.min(h[0]!, f[0]!);
    for (let k = 1; k <= d + 1; k++) h[k] = Math.min(h[k]!, h[k - 1]!);
    return { f, h, rf, rh };
  };
  // A child's arrays seen from its parent: its guard reaches one level less, its leftovers lie one deeper.
  const upF = (c: Stage, i: number) => (i < d ? c.f[i + 1]! : INF);
  const upH = (c: Stage, k: number) => (k === 0 ? c.h[0]! : c.h[k - 1]!);
  const stages: Stage[][] = new Array(n);
  for (let idx = n - 1; idx >= 0; idx--) {
    const v = order[idx]!;
    const rf = new Array<number>(d + 1).fill(INF);
    rf[d] = price[v]!;
    const rh = new Array<number>(d + 2).fill(INF);
    rh[needed[v] ? 1 : 0] = 0;
    let st = close(rf, rh);
    const list = [st];
    for (const c of kids[v]!) {
      const cs = stages[c]![stages[c]!.length - 1]!;
      const nf = new Array<number>(d + 1);
      for (let i = 0; i <= d; i++) nf[i] = Math.min(st.f[i]! + upH(cs, i + 1), upF(cs, i) + st.h[i + 1]!);
      const nh = new Array<number>(d + 2);
      for (let k = 0; k <= d + 1; k++) nh[k] = st.h[k]! + upH(cs, k);
      st = close(nf, nh);
      list.push(st);
    }
    stages[v] = list;
  }
  const root = order[0]!;
  const rootStages = stages[root]!;
  const best = rootStages[rootStages.length - 1]!.h[0]!;
  const chosen: number[] = [];
  // Read a witness back: each task is (vertex, stage, f or h, index).
  const tasks: Array<[number, number, boolean, number]> = [[root, rootStages.length - 1, false, 0]];
  while (tasks.length > 0) {
    const [v, s, isF, at] = tasks.pop()!;
    const st = stages[v]![s]!;
    const want = isF ? st.f[at]! : st.h[at]!;
    if (isF) {
      let i = at;
      while (st.rf[i] !== want) i++;
      if (s === 0) {
        chosen.push(v);
        continue;
      }
      const prev = stages[v]![s - 1]!;
      const c = kids[v]![s - 1]!;
      const cs = stages[c]!.length - 1;
      if (prev.f[i]! + upH(stages[c]![cs]!, i + 1) === want) {
        tasks.push([v, s - 1, true, i], [c, cs, false, i]); // upH(·, i + 1) is the child's h[i]
      } else {
        tasks.push([c, cs, true, i + 1], [v, s - 1, false, i + 1]);
      }
    } else {
      let k = at;
      while (k >= 0 && st.rh[k] !== want) k--;
      if (k < 0) {
        tasks.push([v, s, true, 0]);
        continue;
      }
      if (s === 0) continue;
      const c = kids[v]![s - 1]!;
      tasks.push([v, s - 1, false, k], [c, stages[c]!.length - 1, false, k === 0 ? 0 : k - 1]);
    }
  }
  return { best, chosen: chosen.sort((a, b) => a - b) };
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-cost-tree-coverage",
  rlveId: "MinCostTreeCoverage",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Cheapest tree vertices watching every required vertex within distance D",
  answerKind: "any-optimal",

  // Level 0 uses 4 vertices (as level 1 does), not the catalog's 3: on a 3-vertex path the cheapest guard was
  // one of three answers and took 16 redraws per problem; from 4 up no redraws are needed (best constant 25%).
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
    rng.shuffle(edges);
    const price = Array.from({ length: n }, () => rng.int(1, 20));
    const d = rng.int(1, 3);
    const all = Array.from({ length: n }, (_, v) => v);
    const required = rng
      .sample(all, rng.int(Math.min(2, n), Math.min(n, MAX_REQUIRED)))
      .sort((a, b) => a - b);
    const { best, chosen } = cheapestWatchTree(n, edges, price, d, required);
    return { n, edges, price, d, required, best, witness: chosen };
  },

  prompt: ({ n, edges, price, d, required }) =>
    `You are given a tree with ${n} vertices, labelled 0 to ${n - 1}; every edge has length 1. The edges are:\n` +
    edgeLines(edges) +
    "\n\nPlacing a guard on a vertex has a price:\n" +
    weightLines(price) +
    `\n\nA guard on vertex v watches every vertex at distance at most ${d} from v (v included). These vertices must ` +
    `all be watched: ${required.join(" ")}.\n` +
    "Choose distinct vertices for guards so that every one of them is watched, with the smallest total price.\n" +
    "Answer with the chosen vertices, separated by spaces.",
  answerExample: ({ n }) => `0 ${n}`,

  parse: (text) => parseIntList(text),

  score(chosen, { n, edges, price, d, required, best }) {
    const set = readSubset(chosen, n);
    if (typeof set === "string") return invalid(set);
    const dist = treeAllDistances(n, edges);
    const missed = required.filter((u) => !chosen.some((v) => dist[v]![u]! <= d));
    if (missed.length > 0) return wrong(`vertices ${missed.join(", ")} are not watched`, -0.2);
    return minimisationRatio(
      chosen.reduce((a, v) => a + price[v]!, 0),
      best,
      3,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, witness }) {
    const out: string[] = [];
    // One more guard than a cheapest choice: still watching everything, dearer (prices are positive).
    const extra = Array.from({ length: n }, (_, v) => v).find((v) => !witness.includes(v));
    if (extra !== undefined) out.push([...witness, extra].join(" "));
    out.push([...witness, witness[0]!].join(" ")); // a vertex twice
    out.push([...witness, n].join(" ")); // a vertex that does not exist
    return out;
  },

  size: ({ n }) => n,
});
