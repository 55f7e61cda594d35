// Path from 0 to N-1 minimising (largest edge weight) / (smallest edge weight). RLVE: MinimumRatioPath.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  inexact,
  invalid,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";
import { adjacency, bfsPath, randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  /** Optimal ratio as [max, min]. */
  best: [number, number];
  witness: number[];
}

const EDGE_RATIOS = Array.from({ length: 21 }, (_, i) => 1 + i / 10);

function drawGraph(n: number, rng: Rng): Instance {
  const max = (n * (n - 1)) / 2;
  const m = Math.min(max, Math.max(n - 1, Math.round(rng.pick(EDGE_RATIOS) * n)));
  // No edge joins 0 and N-1 (when some vertex is not a neighbour of 0, it takes the label N-1; else the
  // graph is redrawn, at most 32 times): a direct edge is a path of ratio 1, and "0 N-1" was right in 97%
  // of the problems at level 0.
  let raw = randomConnectedGraph(n, m, rng);
  for (let t = 0; t < 32; t++) {
    const near = new Set(raw.flatMap(([u, v]) => (u === 0 ? [v] : v === 0 ? [u] : [])));
    if (!near.has(n - 1)) break;
    const far = Array.from({ length: n - 2 }, (_, i) => i + 1).filter((x) => !near.has(x));
    if (far.length > 0) {
      const x = rng.pick(far);
      const swap = (y: number) => (y === x ? n - 1 : y === n - 1 ? x : y);
      raw = raw.map(([u, v]) => [swap(u), swap(v)] as [number, number]);
      break;
    }
    raw = randomConnectedGraph(n, Math.max(n - 1, m - t), rng);
  }
  return weigh(n, raw, rng);
}

/** The instance of a graph with new random weights. */
function weigh(n: number, raw: readonly (readonly [number, number, ...number[]])[], rng: Rng): Instance {
  const maxW = Math.max(10, 5 * n);
  const edges: WeightedEdge[] = raw.map(([u, v]) => [u, v, rng.int(1, maxW)]);
  const { best, witness } = minRatioPath(n, edges);
  return { n, edges, best, witness };
}

/**
 * Exact: for each lightest edge (in weight order), add the heavier edges in weight order until 0 and N-1
 * join; the best ratio over all starts is optimal, and a path inside its weight range is a witness.
 */
export function minRatioPath(
  n: number,
  edges: readonly WeightedEdge[],
): { best: [number, number]; witness: number[] } {
  const sorted = edges.slice().sort((a, b) => a[2] - b[2]);
  let best: [number, number] = [Number.POSITIVE_INFINITY, 1];
  let range: [number, number] = [0, 0];
  // One plain union-find reset per start (two typed arrays per start cost more than the whole walk).
  const parent = new Array<number>(n).fill(0);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  for (let i = 0; i < sorted.length; i++) {
    for (let v = 0; v < n; v++) parent[v] = v;
    for (let j = i; j < sorted.length; j++) {
      const a = find(sorted[j]![0]);
      const b = find(sorted[j]![1]);
      if (a !== b) parent[a] = b;
      if (find(0) === find(n - 1)) {
        const hi = sorted[j]![2];
        const lo = sorted[i]![2];
        if (hi * best[1] < best[0] * lo) {
          best = [hi, lo];
          range = [lo, hi];
        }
        break;
      }
    }
  }
  const sub = edges
    .filter(([, , w]) => w >= range[0] && w <= range[1])
    .map(([u, v]) => [u, v] as [number, number]);
  // the optimal window's edges connect 0 to N-1 (that is how the window was found)
  const witness = bfsPath(adjacency(n, sub), 0, n - 1)!;
  const g = gcd(best[0], best[1]);
  return { best: [best[0] / g, best[1] / g], witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-ratio-path",
  rlveId: "MinimumRatioPath",
  category: "graph algorithms",
  version: 5,
  title: "Path minimising the ratio of its largest to smallest edge weight",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // With 4 vertices a path through one middle vertex was the answer in 80% of the draws (one such path
    // won 41%): ask for a path through both middle vertices one time in two (new weights, or a new graph
    // when it has no edge 1-2; at most 16 tries).
    const wantLong = n <= 4 && rng.bool();
    let drawn = drawGraph(n, rng);
    for (let t = 0; t < 16 && n <= 4 && drawn.witness.length > 3 !== wantLong; t++) {
      if (!drawn.edges.some(([u, v]) => u + v === 3 && u !== 0 && v !== 0)) drawn = drawGraph(n, rng);
      else drawn = weigh(n, drawn.edges, rng);
    }
    return drawn;
  },

  prompt: ({ n, edges }) =>
    `A connected undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    `\n\nFind a path from vertex 0 to vertex ${n - 1} for which (the largest edge weight on the path) divided by ` +
    "(the smallest edge weight on the path) is as small as possible.\n" +
    `Answer with the vertices of the path in order, starting with 0 and ending with ${n - 1}, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(path, { n, edges, best }) {
    if (path.length < 2) return invalid("a path needs at least two vertices");
    if (path.length > 4 * n) return invalid(`a path here needs no more than ${n} vertices`);
    if (path[0] !== 0 || path[path.length - 1] !== n - 1)
      return invalid(`the path must go from 0 to ${n - 1}`);
    const weight = new Map<number, number>();
    for (const [u, v, w] of edges) {
      weight.set(u * n + v, w);
      weight.set(v * n + u, w);
    }
    let hi = 0;
    let lo = Number.POSITIVE_INFINITY;
    for (let i = 0; i + 1 < path.length; i++) {
      const u = path[i]!;
      const v = path[i + 1]!;
      if (u < 0 || u >= n || v < 0 || v >= n) return invalid(`vertex out of range in step ${i + 1}`);
      const w = weight.get(u * n + v);
      if (w === undefined) return invalid(`(${u}, ${v}) is not an edge`);
      hi = Math.max(hi, w);
      lo = Math.min(lo, w);
    }
    if (hi * best[1] === best[0] * lo) return correct(`optimal ratio ${best[0]}/${best[1]}`);
    if (hi * best[1] < best[0] * lo) throw new Error(`ratio ${hi}/${lo} beats the computed optimum`);
    return inexact(
      ((best[0] * lo) / (hi * best[1])) ** 5,
      `ratio ${hi}/${lo}, optimum ${best[0]}/${best[1]}`,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, best, witness }) {
    const out = [witness.slice(1).join(" "), [...witness.slice(0, -1), n].join(" ")];
    // A path through the lightest and the heaviest edges, when its ratio is worse.
    const p = bfsPath(
      adjacency(
        n,
        edges.map(([u, v]) => [u, v]),
      ),
      0,
      n - 1,
    )!;
    const w = new Map(edges.flatMap(([u, v, x]) => [[u * n + v, x] as const, [v * n + u, x] as const]));
    const ws = p.slice(1).map((v, i) => w.get(p[i]! * n + v)!);
    if (Math.max(...ws) * best[1] > best[0] * Math.min(...ws)) out.push(p.join(" "));
    return out;
  },

  size: ({ n }) => n,
});

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
