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

/** floor(log2(k)) for 1 <= k < 2^53, exactly (Math.log2 rounds 2^h - 1 up to h from h = 49). */
export function topBit(k: number): number {
  let h = 0;
  while (2 ** (h + 1) <= k) h++;
  return h;
}

/**
 * Vertices 1 (source) and 2 (target); layers 1..h of two vertices, consecutive layers completely joined, so a
 * layer-i vertex has 2^(i-1) shortest paths; an express chain e_1..e_h into the target collects bit i from
 * layer i (bit 0 from the source), and the last layer gives the top bit. Returned as the matrix text.
 */
export function countGraphText(k: number): string {
  const h = topBit(k);
  const edges: number[] = []; // pairs a, b
  if (h === 0) return matrixText(2, [1, 2]);
  let next = 3;
  const layer: number[][] = [[1]];
  for (let i = 1; i <= h; i++) layer.push([next++, next++]);
  for (let i = 1; i <= h; i++) for (const a of layer[i - 1]!) for (const b of layer[i]!) edges.push(a, b);
  for (const a of layer[h]!) edges.push(a, 2);
  // Bits by division: K reaches 2^52, past the 32 bits that >> and & see (version 1 built wrong graphs there).
  const bit = (i: number) => Math.floor(k / 2 ** i) % 2 === 1;
  let first = 0;
  while (first < h && !bit(first)) first++;
  if (first < h) {
    // Chain vertex j (first + 1 <= j <= h) is next + j - first - 1.
    const chain = (j: number) => next + j - first - 1;
    for (let j = first + 2; j <= h; j++) edges.push(chain(j - 1), chain(j));
    edges.push(chain(h), 2);
    for (let i = first; i < h; i++) if (bit(i)) for (const a of layer[i]!) edges.push(a, chain(i + 1));
    next += h - first;
  }
  return matrixText(next - 1, edges);
}

/** The adjacency matrix rows of countGraphText. */
export function countGraph(k: number): string[] {
  return countGraphText(k).split("\n");
}

// The matrix text is written as bytes into a reused buffer: joining n rows of n one-character strings cost
// about 20 us at 34 vertices, the bytes about 1 us.
let scratch = new Uint8Array(1024);
const latin1 = new TextDecoder("latin1");
const [N, Y, NEWLINE] = [78, 89, 10];

function matrixText(n: number, edges: readonly number[]): string {
  const width = n + 1;
  const length = width * n - 1;
  if (scratch.length < length) scratch = new Uint8Array(length);
  scratch.fill(N, 0, length);
  for (let i = 1; i < n; i++) scratch[i * width - 1] = NEWLINE;
  for (let e = 0; e < edges.length; e += 2) {
    const a = edges[e]! - 1;
    const b = edges[e + 1]! - 1;
    scratch[a * width + b] = scratch[b * width + a] = Y;
  }
  return latin1.decode(scratch.subarray(0, length));
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
  version: 2,
  title: "Construct a small graph with exactly K shortest paths between vertices 1 and 2",
  answerKind: "any-valid",

  params: (level) => ({ maxK: afterUpdates(12, level, grow.mul1_5) }),

  generate({ maxK }, rng) {
    const k = rng.int(2, maxK);
    return { k, maxVertices: 3 * topBit(k) + 4 };
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

  reference: ({ k }) => countGraphText(k),

  wrongAnswers({ k }) {
    const out = [countGraphText(k + 1), countGraphText(k - 1)];
    const rows = countGraph(k);
    rows[0] = `N${"Y".repeat(rows.length - 1)}`;
    out.push(rows.join("\n"));
    return out;
  },

  size: ({ k }) => k,
});
