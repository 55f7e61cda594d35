// The weight of the K-th lightest walk (at least one edge, any start and end) in a digraph with edge weights 1 to
// 3. RLVE: WYC.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import type { WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  edges: WeightedEdge[];
  answer: number;
}

/** Walks ending at each vertex by exact weight (counts saturated above k); the first weight reaching k in total. */
export function kthWalkWeight(
  n: number,
  edges: readonly WeightedEdge[],
  k: number,
  limit = 100_000,
): number | null {
  const cap = k + 1;
  const f: number[][] = [new Array<number>(n).fill(1)];
  let total = 0;
  for (let w = 1; w <= limit; w++) {
    const row = new Array<number>(n).fill(0);
    for (const [u, v, c] of edges) if (c <= w) row[v] = Math.min(cap, row[v]! + f[w - c]![u]!);
    f.push(row);
    if (w >= 4) f[w - 4] = [];
    for (const x of row) total = Math.min(cap, total + x);
    if (total >= k) return w;
  }
  return null;
}

export default defineEnv<Params, Instance, bigint>({
  id: "wyc",
  rlveId: "WYC",
  category: "graph algorithms",
  version: 5,
  title: "Weight of the K-th lightest walk in a digraph with weights 1 to 3",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 2 ? 16 : 1),

  params: (level) => ({ maxK: afterUpdates(5, level, grow.mul2) }),

  generate({ maxK }, rng) {
    const k = rng.int(1, maxK);
    const n = rng.int(3, 8);
    const order = rng.permutation(n);
    const keys = new Set<number>();
    const edges: WeightedEdge[] = [];
    const add = (u: number, v: number) => {
      if (u === v || keys.has(u * n + v)) return;
      keys.add(u * n + v);
      edges.push([u, v, rng.int(1, 3)]);
    };
    for (let i = 0; i < n; i++) add(order[i]!, order[(i + 1) % n]!);
    // For small k from n edges (the bare cycle) up: with at least n + 1 the first 10 walks almost always
    // weighed at most 3 and "2" was right in 58% of the level-1 problems (issue 14); sparser graphs spread the
    // answers. Large k keep a chord: on a bare cycle the walk count grows only polynomially with the weight.
    const m = rng.int(k <= 100 ? n : n + 1, Math.min(n * (n - 1), 3 * n));
    while (edges.length < m) add(rng.int(0, n - 1), rng.int(0, n - 1));
    rng.shuffle(edges);
    const answer = kthWalkWeight(n, edges, k);
    if (answer === null) throw new Error("wyc: the walk count grows too slowly");
    return { n, k, edges, answer };
  },

  prompt: ({ n, k, edges }) =>
    `A directed graph has ${n} vertices, numbered 0 to ${n - 1}, and these weighted directed edges (u -> v, w):\n` +
    edgeLines(edges, { directed: true }) +
    "\n\nA walk is a sequence of one or more edges, each starting where the previous one ends (it may start and " +
    "end at any vertex and may repeat vertices and edges); its weight is the sum of its edge weights. Two walks " +
    "are different if their edge sequences differ. List all walks by weight from lightest to heaviest (ties in any " +
    `order). What is the weight of walk number ${k} in this list (counting from 1)?\nAnswer with a single integer.`,

  parse: (text) => parseCount(text),

  score: (answer, { answer: want }) => closeness(answer, want, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 3].filter((x) => x > 0).map(String),

  size: ({ k }) => k,
});
