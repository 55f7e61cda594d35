// Split a graph's vertices into K non-empty parts so that as few edges as possible join different parts. RLVE: Minimum_CrossingEdges_GraphPartition.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";
import { readLabels } from "../../lib/selection.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: Edge[];
  best: number;
  /** One optimal partition: the part (0..k-1) of each vertex. */
  witness: number[];
}

/**
 * The exact optimum is a subset DP over 3^n states: N stops growing at 15 (level 12) and K is at most 4, which
 * keeps a generation near 50 ms.
 */
const MAX_N = 15;
const MAX_K = 4;

/** 0.05, 0.10, ..., 0.55: the edge densities a problem draws from. */
const EDGE_DENSITIES = Array.from({ length: 11 }, (_, i) => (i + 1) / 20);

/**
 * The fewest crossing edges of a partition into k non-empty parts, as the number of edges minus the most edges kept inside parts:
 * most[j - 1][mask] = most edges inside a partition of mask into j parts, the part holding mask's lowest vertex
 * chosen first.
 */
export function fewestCrossingEdges(
  n: number,
  edges: readonly Edge[],
  k: number,
): { best: number; parts: number[] } {
  const size = 1 << n;
  const adj = new Int32Array(n);
  for (const [u, v] of edges) {
    adj[u]! |= 1 << v;
    adj[v]! |= 1 << u;
  }
  const inside = new Int32Array(size);
  for (let mask = 1; mask < size; mask++) {
    const v = 31 - Math.clz32(mask & -mask);
    const rest = mask & (mask - 1);
    inside[mask] = inside[rest]! + popcount(adj[v]! & rest);
  }
  const most: Int32Array[] = [inside];
  const split = (mask: number, prev: Int32Array): { value: number; part: number } => {
    const low = mask & -mask;
    const rest = mask ^ low;
    let value = -1;
    let part = 0;
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      const other = rest ^ sub;
      if (other !== 0 && prev[other]! >= 0) {
        const here = inside[sub | low]! + prev[other]!;
        if (here > value) {
          value = here;
          part = sub | low;
        }
      }
      if (sub === 0) break;
    }
    return { value, part };
  };
  for (let j = 2; j < k; j++) {
    const prev = most[j - 2]!;
    const cur = new Int32Array(size).fill(-1);
    // Only masks without vertex 0 are ever asked for (the whole set's first part holds vertex 0, so every remainder lacks it).
    for (let mask = 2; mask < size; mask += 2) if (popcount(mask) >= j) cur[mask] = split(mask, prev).value;
    most.push(cur);
  }
  const parts = new Array<number>(n).fill(0);
  let mask = size - 1;
  let kept = -1;
  for (let j = k; j >= 2; j--) {
    const { value, part } = split(mask, most[j - 2]!);
    if (j === k) kept = value;
    for (let v = 0; v < n; v++) if ((part >> v) & 1) parts[v] = k - j;
    mask ^= part;
  }
  for (let v = 0; v < n; v++) if ((mask >> v) & 1) parts[v] = k - 1;
  return { best: edges.length - kept, parts };
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
}

function crossing(edges: readonly Edge[], parts: readonly number[]): number {
  return edges.filter(([u, v]) => parts[u] !== parts[v]).length;
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-crossing-edges-graph-partition",
  rlveId: "Minimum_CrossingEdges_GraphPartition",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Partition a graph into K non-empty parts with the fewest edges between parts",
  answerKind: "any-optimal",
  maxLevel: MAX_N - 3,

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    const density = rng.pick(EDGE_DENSITIES);
    const m = Math.max(1, Math.round((density * n * (n - 1)) / 2));
    const edges = randomGraph(n, m, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
    edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const k = rng.int(2, Math.min(MAX_K, n - 1));
    const { best, parts } = fewestCrossingEdges(n, edges, k);
    return { n, k, edges, best, witness: parts };
  },

  prompt: ({ n, k, edges }) =>
    `You are given an undirected graph with ${n} vertices, labelled 0 to ${n - 1}. The edges are:\n` +
    edgeLines(edges) +
    `\n\nSplit the vertices into ${k} non-empty parts, numbered 0 to ${k - 1}, so that as few edges as possible ` +
    "join two vertices in different parts.\n" +
    `Answer with the part of each vertex: ${n} integers separated by spaces, the i-th being the part of vertex i.`,
  answerExample: ({ n, k }) => Array.from({ length: n }, (_, i) => (i === 0 ? k : 0)).join(" "),

  parse: (text) => parseIntList(text),

  score(answer, { n, k, edges, best }) {
    const parts = readLabels(answer, n, k, "part");
    if (typeof parts === "string") return invalid(parts);
    const used = new Set(parts);
    if (used.size < k) return invalid(`only ${used.size} of the ${k} parts are non-empty`);
    return minimisationRatio(crossing(edges, parts), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, k, edges, best, witness }) {
    const out: string[] = [];
    // Move one vertex to another part: still a partition (when its part keeps a vertex) and kept when worse.
    for (let v = 0; v < n && out.length === 0; v++) {
      if (witness.filter((p) => p === witness[v]).length < 2) continue;
      for (let p = 0; p < k; p++) {
        const moved = witness.slice();
        moved[v] = p;
        if (p !== witness[v] && crossing(edges, moved) > best) {
          out.push(moved.join(" "));
          break;
        }
      }
    }
    out.push(new Array<number>(n).fill(0).join(" ")); // one part only
    out.push([...witness.slice(0, -1), k].join(" ")); // a part that does not exist
    out.push(witness.slice(1).join(" ") || "0"); // a vertex missing
    return out;
  },

  size: ({ n }) => n,
});
