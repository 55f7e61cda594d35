// Build a small simple graph in which vertices 1 and 2 are joined by exactly K shortest paths.
// RLVE: ShortestPathCountConstruction.
import {
  afterUpdates,
  closeness,
  defineEnv,
  FormatError,
  grow,
  invalid,
  parseLines,
  wrong,
} from "../../core/kit.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  maxVertices: number;
}

/**
 * Vertices 1 (source) and 2 (target); layers 1..h of two vertices, consecutive layers completely joined, so a
 * layer-i vertex has 2^(i-1) shortest paths; an express chain e_1..e_h into the target collects bit i from
 * layer i (bit 0 from the source), and the last layer gives the top bit.
 */
export function countGraph(k: number): string[] {
  const h = Math.floor(Math.log2(k));
  const edges: Array<[number, number]> = [];
  if (h === 0) return matrix(2, [[1, 2]]);
  let next = 3;
  const layer: number[][] = [[1]];
  for (let i = 1; i <= h; i++) layer.push([next++, next++]);
  for (let i = 1; i <= h; i++) for (const a of layer[i - 1]!) for (const b of layer[i]!) edges.push([a, b]);
  for (const a of layer[h]!) edges.push([a, 2]);
  const low = Array.from({ length: h }, (_, i) => i).filter((i) => (k >> i) & 1);
  if (low.length > 0) {
    const first = low[0]! + 1;
    const chain: number[] = [];
    for (let j = first; j <= h; j++) chain[j] = next++;
    for (let j = first + 1; j <= h; j++) edges.push([chain[j - 1]!, chain[j]!]);
    edges.push([chain[h]!, 2]);
    for (const i of low) for (const a of layer[i]!) edges.push([a, chain[i + 1]!]);
  }
  return matrix(next - 1, edges);
}

function matrix(n: number, edges: ReadonlyArray<readonly [number, number]>): string[] {
  const rows = Array.from({ length: n }, () => new Array<string>(n).fill("N"));
  for (const [a, b] of edges) rows[a - 1]![b - 1] = rows[b - 1]![a - 1] = "Y";
  return rows.map((r) => r.join(""));
}

/** Number of shortest paths from vertex 1 to vertex 2 (1-based rows), 0 if unreachable. */
export function shortestPathCount(rows: readonly string[]): bigint {
  const n = rows.length;
  const dist = new Array<number>(n).fill(-1);
  const ways = new Array<bigint>(n).fill(0n);
  dist[0] = 0;
  ways[0] = 1n;
  const queue = [0];
  for (let h = 0; h < queue.length; h++) {
    const u = queue[h]!;
    for (let v = 0; v < n; v++) {
      if (rows[u]![v] !== "Y") continue;
      if (dist[v] === -1) {
        dist[v] = dist[u]! + 1;
        queue.push(v);
      }
      if (dist[v] === dist[u]! + 1) ways[v] = ways[v]! + ways[u]!;
    }
  }
  return ways[1]!;
}

export default defineEnv<Params, Instance, string[]>({
  id: "shortest-path-count-construction",
  rlveId: "ShortestPathCountConstruction",
  category: "graph algorithms",
  version: 1,
  title: "Construct a small graph with exactly K shortest paths between vertices 1 and 2",
  answerKind: "any-valid",

  params: (level) => ({ maxK: afterUpdates(12, level, grow.mul1_5) }),

  generate({ maxK }, rng) {
    const k = rng.int(2, maxK);
    return { k, maxVertices: 3 * Math.floor(Math.log2(k)) + 4 };
  },

  prompt: ({ k, maxVertices }) =>
    `Construct a simple undirected graph with N vertices, numbered 1 to N, where 2 <= N <= ${maxVertices}, such ` +
    `that there are exactly ${k} distinct shortest paths between vertex 1 and vertex 2.\n` +
    "Answer with the adjacency matrix: N lines of N characters each, where the j-th character of line i is Y if " +
    "vertices i and j are joined by an edge and N otherwise. The matrix must be symmetric with N on the diagonal.",
  answerExample: "NNY\nNNY\nYYN",

  parse(text, { maxVertices }) {
    const lines = parseLines(text, Math.max(400, maxVertices + 1)).map((l) =>
      l.replace(/[\s,]+/g, "").toUpperCase(),
    );
    const n = lines.length;
    if (n < 2) throw new FormatError("the matrix needs at least two lines");
    for (const l of lines) {
      if (l.length !== n) throw new FormatError(`every line must have ${n} characters`);
      if (!/^[YN]+$/.test(l)) throw new FormatError("the matrix may only contain Y and N");
    }
    return lines;
  },

  score(rows, { k, maxVertices }) {
    const n = rows.length;
    if (n > maxVertices) return invalid(`the graph has ${n} vertices, more than ${maxVertices}`);
    for (let i = 0; i < n; i++) {
      if (rows[i]![i] !== "N") return invalid(`vertex ${i + 1} has a loop`);
      for (let j = 0; j < n; j++)
        if (rows[i]![j] !== rows[j]![i])
          return invalid(`the matrix is not symmetric at (${i + 1}, ${j + 1})`);
    }
    const count = shortestPathCount(rows);
    if (count === 0n) return wrong("vertex 2 cannot be reached from vertex 1");
    return closeness(count, k, 10);
  },

  reference: ({ k }) => countGraph(k).join("\n"),

  wrongAnswers({ k }) {
    const out = [countGraph(k + 1).join("\n"), countGraph(k - 1).join("\n")];
    const rows = countGraph(k);
    rows[0] = `N${"Y".repeat(rows.length - 1)}`;
    out.push(rows.join("\n"));
    return out;
  },

  size: ({ k }) => k,
});
