// Fewest jumps from 0 to N-1 in a digraph when one jump follows a walk of exactly 2^k edges (k <= K).
// RLVE: PowerShortcut.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: Edge[];
  best: number;
  route: number[];
}

/** jump[u][v]: some walk from u to v has exactly 2^j edges for some j <= k. */
export function jumps(n: number, edges: readonly Edge[], k: number): boolean[][] {
  let r: boolean[][] = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (const [u, v] of edges) r[u]![v] = true;
  const any = r.map((row) => row.slice());
  for (let j = 1; j <= k; j++) {
    const next = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
    for (let u = 0; u < n; u++)
      for (let w = 0; w < n; w++) {
        if (!r[u]![w]) continue;
        const row = r[w]!;
        const out = next[u]!;
        for (let v = 0; v < n; v++) if (row[v]) out[v] = true;
      }
    r = next;
    for (let u = 0; u < n; u++) for (let v = 0; v < n; v++) if (r[u]![v]) any[u]![v] = true;
  }
  return any;
}

/**
 * Whether some walk from `from` to `to` has exactly 2^j edges for some j <= k: the set of walk ends after
 * t = 1, 2, ..., 2^k edges, one pass over the edges per step. Scoring checks only the answer's jumps this
 * way instead of building the whole jump matrix, so it costs O(jumps * 2^k * edges), not O(k * n^3).
 */
export function canJump(n: number, edges: readonly Edge[], k: number, from: number, to: number): boolean {
  let cur = new Uint8Array(n);
  cur[from] = 1;
  for (let t = 1; t <= 2 ** k; t++) {
    const next = new Uint8Array(n);
    let any = false;
    for (const [u, v] of edges)
      if (cur[u]) {
        next[v] = 1;
        any = true;
      }
    if (!any) return false;
    if ((t & (t - 1)) === 0 && next[to]) return true;
    cur = next;
  }
  return false;
}

export default defineEnv<Params, Instance, number[]>({
  id: "power-shortcut",
  rlveId: "PowerShortcut",
  category: "graph algorithms",
  version: 2,
  title: "Fewest power-of-two walk jumps from 0 to N-1 in a digraph",
  answerKind: "any-optimal",
  // The answers concentrate on a few values at most levels (the shortcut audit): flatten them.
  balanceDraws: () => 8,

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const k = rng.pick([2, 3, 4]);
    const density = rng.pick([0.05, 0.1, 0.2]);
    const order = [0, ...rng.shuffle(Array.from({ length: n - 2 }, (_, i) => i + 1)), n - 1];
    const keys = new Set<number>();
    const edges: Edge[] = [];
    for (let i = 1; i < n; i++) {
      keys.add(order[i - 1]! * n + order[i]!);
      edges.push([order[i - 1]!, order[i]!]);
    }
    for (let u = 0; u < n; u++)
      for (let v = 0; v < n; v++)
        if (u !== v && !keys.has(u * n + v) && rng.bool(density)) {
          keys.add(u * n + v);
          edges.push([u, v]);
        }
    rng.shuffle(edges);
    const jump = jumps(n, edges, k);
    const prev = new Array<number>(n).fill(-2);
    prev[0] = -1;
    const queue = [0];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h]!;
      for (let v = 0; v < n; v++)
        if (jump[u]![v] && prev[v] === -2) {
          prev[v] = u;
          queue.push(v);
        }
    }
    const route: number[] = [];
    for (let v = n - 1; v !== -1; v = prev[v]!) route.push(v);
    route.reverse();
    return { n, k, edges, best: route.length - 1, route };
  },

  prompt: ({ n, k, edges }) =>
    `A directed graph has ${n} vertices, numbered 0 to ${n - 1}, and these directed edges (u -> v):\n` +
    edges.map(([u, v]) => `${u} -> ${v}`).join("\n") +
    `\n\nIn one jump you may move from a vertex u to a vertex v if there is a walk from u to v (following edge ` +
    `directions, vertices and edges may repeat) with exactly 2^j edges for some integer j with 0 <= j <= ${k}, ` +
    `that is ${Array.from({ length: k + 1 }, (_, j) => 2 ** j).join(", ")} edges. Go from vertex 0 to vertex ` +
    `${n - 1} with as few jumps as possible.\n` +
    `Answer with the sequence of vertices where you land, starting with 0 and ending with ${n - 1}, separated by spaces.`,
  answerExample: "0 5 3",

  parse(text, { n }) {
    const seq = parseIntList(text);
    if (seq.length > 4 * n + 4) throw new FormatError("the sequence is far too long");
    return seq;
  },

  score(seq, { n, k, edges, best }) {
    if (seq.length < 2 || seq[0] !== 0 || seq[seq.length - 1] !== n - 1)
      return invalid(`the sequence must start at 0 and end at ${n - 1}`);
    for (const v of seq) if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
    // A long answer is checked against the whole jump matrix, whichever is cheaper.
    const matrix = (seq.length - 1) * 2 ** k * edges.length > k * n ** 3 ? jumps(n, edges, k) : undefined;
    for (let i = 1; i < seq.length; i++)
      if (!(matrix ? matrix[seq[i - 1]!]![seq[i]!] : canJump(n, edges, k, seq[i - 1]!, seq[i]!)))
        return invalid(`no allowed jump from ${seq[i - 1]} to ${seq[i]}`);
    return minimisationRatio(seq.length - 1, best, 5);
  },

  reference: ({ route }) => route.join(" "),

  wrongAnswers({ n, route, edges }) {
    const out = [route.slice(1).join(" ") || "1", [...route.slice(0, -1), n - 2].join(" ")];
    const longer = [0, edges.find((e) => e[0] === 0)![1], ...route.slice(1)];
    out.push(longer.join(" "));
    return out;
  },

  size: ({ n }) => n,

  auditExceptions: [
    {
      check: "constant",
      levels: [0, 1, 5, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      measured: 1,
      reason:
        'not fixed yet (issue 14): at level 1 (parameters {n:5}) the answer "0 4" is right in 100% of the audited problems (24 seeds up to level 10, 12 above); the generator needs a wider spread of answers there',
    },
  ],
});
