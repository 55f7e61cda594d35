// A pursuit game on a tree: each round Alice blackens up to K vertices, then Bob steps to a neighbour and
// wins on reaching a white vertex; what is the smallest K with which Alice wins? RLVE: TriumphalArch.
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { type Edge, randomTreeWithHubs } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** The smallest K with which Alice wins. */
  k: number;
}

/** Children lists of the tree rooted at 0, and a top-down order. */
function rooted(n: number, edges: readonly Edge[]): { children: number[][]; order: number[] } {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const children: number[][] = Array.from({ length: n }, () => []);
  const order = [0];
  const seen = new Uint8Array(n);
  seen[0] = 1;
  for (let i = 0; i < order.length; i++) {
    for (const w of adj[order[i]!]!) {
      if (seen[w]) continue;
      seen[w] = 1;
      children[order[i]!]!.push(w);
      order.push(w);
    }
  }
  return { children, order };
}

/**
 * The smallest K with which Alice wins. Bob gains nothing by stepping back to a black vertex, so he walks
 * down; Alice wins with K iff need(0) = 0, where need(u) = max(0, sum over children c of (need(c) + 1) - K)
 * is the work she must have done in advance below u before Bob arrives there. need is monotone in K:
 * binary search.
 */
export function smallestK(n: number, edges: readonly Edge[]): number {
  const { children, order } = rooted(n, edges);
  const wins = (k: number) => {
    const need = new Array<number>(n).fill(0);
    for (let i = order.length - 1; i >= 0; i--) {
      const u = order[i]!;
      let s = 0;
      for (const c of children[u]!) s += need[c]! + 1;
      need[u] = Math.max(0, s - k);
    }
    return need[0] === 0;
  };
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (wins(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export default defineEnv<Params, Instance, bigint>({
  id: "triumphal-arch",
  rlveId: "TriumphalArch",
  category: "game theory",
  version: 4,
  title: "Blacken vertices ahead of a walker on a tree: the smallest rate that stops him",
  answerKind: "unique",

  // The fewest vertices N starts at 5 rather than the catalog's 3 (N -> N+1); the count is drawn in [N, 2N].
  // Trees under 5 vertices gave K = 2 in over half the problems without redraws (the shortcut audit).
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n: minN }, rng) {
    const n = rng.int(minN, 2 * minN);
    // The inner vertices lie among a hub count drawn per problem: few hubs make bushes (large K), many
    // make long trees (K = 1 or 2), which spreads the answers without redraws.
    const edges = randomTreeWithHubs(n, rng.int(1, rng.int(1, n - 2)), rng).map(
      ([u, v]): Edge => (rng.bool() ? [u, v] : [v, u]),
    );
    rng.shuffle(edges);
    return { n, edges, k: smallestK(n, edges) };
  },

  prompt: ({ n, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these ${n - 1} edges:\n${edgeLines(edges)}\n\n` +
    "Alice and Bob play on it. At the start vertex 0 is black, every other vertex is white, and Bob stands on " +
    "vertex 0. Each round, Alice first colours black at most K vertices of her choice, then Bob must move " +
    "along an edge to a neighbouring vertex. If Bob steps onto a white vertex he wins; once every vertex is " +
    "black, Alice wins. Both play perfectly.\n\n" +
    "What is the smallest K for which Alice wins? Answer with a single integer.",
  // K = n always wins, so n + 1 is never the smallest K, and says nothing about it.
  answerExample: ({ n }) => String(n + 1),

  parse: (text) => parseBigInt(text, 30),

  score: (answer, { k }) =>
    answer === BigInt(k) ? correct() : wrong(`${answer} is not the smallest K with which Alice wins`),

  reference: ({ k }) => String(k),

  wrongAnswers: ({ n, edges, k }) => {
    const out = countNearMisses(k);
    const rootDegree = edges.filter(([u, v]) => u === 0 || v === 0).length;
    if (rootDegree !== k) out.push(String(rootDegree)); // only the first step counted
    if (n - 1 !== k) out.push(String(n - 1));
    return out;
  },

  size: ({ n }) => n,
});
