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
import type { Rng } from "../../core/rng.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

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
 * A test of whether some walk from `from` to `to` has exactly 2^j edges for some j <= k: the set of walk
 * ends after t = 1, 2, ..., 2^k edges, as bit sets (one word per 32 vertices) advanced through each vertex's
 * out-set. Scoring checks only the answer's jumps this way instead of building the whole jump matrix, so it
 * costs O(jumps * 2^k * n * n/32) after an O(edges) set-up, not O(k * n^3).
 */
export function jumpTester(
  n: number,
  edges: readonly Edge[],
  k: number,
): (from: number, to: number) => boolean {
  const words = (n + 31) >>> 5;
  // Plain arrays: small typed arrays cost microseconds each to allocate.
  const out = new Array<number>(n * words).fill(0);
  for (const [u, v] of edges) out[u * words + (v >>> 5)]! |= 1 << (v & 31);
  let cur = new Array<number>(words).fill(0);
  let next = new Array<number>(words).fill(0);
  return (from, to) => {
    cur.fill(0);
    cur[from >>> 5] = 1 << (from & 31);
    for (let t = 1; t <= 2 ** k; t++) {
      next.fill(0);
      for (let w = 0; w < words; w++) {
        for (let bits = cur[w]!; bits !== 0; bits &= bits - 1) {
          const u = (w << 5) + 31 - Math.clz32(bits & -bits);
          for (let x = 0; x < words; x++) next[x]! |= out[u * words + x]!;
        }
      }
      let any = 0;
      for (let x = 0; x < words; x++) any |= next[x]!;
      if (any === 0) return false;
      if ((t & (t - 1)) === 0 && (next[to >>> 5]! >>> (to & 31)) & 1) return true;
      const swap = cur;
      cur = next;
      next = swap;
    }
    return false;
  };
}

/** Whether some walk from `from` to `to` has exactly 2^j edges for some j <= k (one question of jumpTester). */
export function canJump(n: number, edges: readonly Edge[], k: number, from: number, to: number): boolean {
  return jumpTester(n, edges, k)(from, to);
}

const DRAWS = 8;

/**
 * A digraph on a hidden order of the vertices (0 first, N-1 last): the path through the order, forward edges
 * that skip at most `span - 1` vertices, and a few short backward edges that close cycles. Walks advance at
 * most `span` places of the order per edge, so reaching N-1 takes several jumps on a long graph.
 */
function localGraph(n: number, k: number, rng: Rng): { edges: Edge[]; best: number; route: number[] } {
  const order = [0, ...rng.shuffle(Array.from({ length: n - 2 }, (_, i) => i + 1)), n - 1];
  const span = rng.pick([2, 3]);
  const forward = rng.pick([0.2, 0.35, 0.5]);
  const backward = rng.pick([0.05, 0.1, 0.2]);
  const keys = new Set<number>();
  const edges: Edge[] = [];
  const add = (i: number, j: number) => {
    const key = order[i]! * n + order[j]!;
    if (keys.has(key)) return;
    keys.add(key);
    edges.push([order[i]!, order[j]!]);
  };
  for (let i = 0; i + 1 < n; i++) add(i, i + 1);
  for (let i = 0; i < n; i++) {
    for (let d = 2; d <= span && i + d < n; d++) if (rng.bool(forward)) add(i, i + d);
    for (let d = 1; d <= 2 && i - d >= 0; d++) if (rng.bool(backward)) add(i, i - d);
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
  return { edges, best: route.length - 1, route };
}

export default defineEnv<Params, Instance, number[]>({
  id: "power-shortcut",
  rlveId: "PowerShortcut",
  category: "graph algorithms",
  version: 3,
  title: "Fewest power-of-two walk jumps from 0 to N-1 in a digraph",
  answerKind: "any-optimal",

  // The ladder starts at 6 vertices: with 4 or 5 the direct jump "0 N-1" is possible in most graphs.
  params: (level) => ({ n: afterUpdates(6, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // The jump bound stays below the length of the graph so that the direct jump "0 N-1" is usually not
    // possible (with dense random edges it was right in up to 100% of problems, the shortcut audit).
    const most = Math.max(1, Math.min(4, Math.floor(Math.log2((n - 1) / 2))));
    const k = rng.int(1, most);
    // A few graphs are drawn and one is kept from a uniformly chosen fewest-jumps count, so the counts are
    // spread out; the number of draws is fixed, so generation terminates.
    const byBest = new Map<number, Array<Omit<Instance, "n" | "k">>>();
    for (let d = 0; d < DRAWS; d++) {
      const drawn = localGraph(n, k, rng);
      const group = byBest.get(drawn.best) ?? [];
      group.push(drawn);
      byBest.set(drawn.best, group);
    }
    const bests = [...byBest.keys()].sort((a, b) => a - b);
    const chosen = rng.pick(byBest.get(rng.pick(bests))!);
    return { n, k, ...chosen };
  },

  prompt: ({ n, k, edges }) =>
    `A directed graph has ${n} vertices, numbered 0 to ${n - 1}, and these directed edges (u -> v):\n` +
    edgeLines(edges, { directed: true }) +
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
    const matrix = (seq.length - 1) * 2 ** k * n > k * n ** 2 * 32 ? jumps(n, edges, k) : undefined;
    const can = matrix ? (u: number, v: number) => matrix[u]![v]! : jumpTester(n, edges, k);
    for (let i = 1; i < seq.length; i++)
      if (!can(seq[i - 1]!, seq[i]!)) return invalid(`no allowed jump from ${seq[i - 1]} to ${seq[i]}`);
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
});
