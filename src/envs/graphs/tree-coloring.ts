// Colour exactly K vertices of a weighted tree black to maximise the total pairwise distance among black
// vertices plus among white vertices. RLVE: TreeColoring.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { randomTree, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  edges: WeightedEdge[];
  best: number;
  black: number[];
}

/** Each edge is crossed by black pairs b·(K-b) and white pairs, b the black count below it. */
export function coloringValue(
  n: number,
  k: number,
  edges: readonly WeightedEdge[],
  black: ReadonlySet<number>,
): number {
  const adj: number[][] = Array.from({ length: n }, () => []);
  const weight = new Map<number, number>();
  for (const [u, v, w] of edges) {
    adj[u]!.push(v);
    adj[v]!.push(u);
    weight.set(u * n + v, w);
    weight.set(v * n + u, w);
  }
  const { parent, order } = rootTree(adj, 0);
  const size = new Array<number>(n).fill(1);
  const blk = Array.from({ length: n }, (_, v) => (black.has(v) ? 1 : 0));
  let total = 0;
  for (let i = order.length - 1; i > 0; i--) {
    const v = order[i]!;
    const p = parent[v]!;
    const b = blk[v]!;
    const s = size[v]!;
    total += weight.get(v * n + p)! * (b * (k - b) + (s - b) * (n - k - (s - b)));
    size[p]! += s;
    blk[p]! += b;
  }
  return total;
}

/** Tree knapsack over the number of black vertices in each subtree, with the choices kept to rebuild a colouring. */
export function bestColoring(
  n: number,
  k: number,
  edges: readonly WeightedEdge[],
): { best: number; black: number[] } {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  const { parent, order } = rootTree(
    adj.map((a) => a.map(([v]) => v)),
    0,
  );
  const NEG = Number.NEGATIVE_INFINITY;
  const dp: number[][] = new Array(n);
  const size = new Array<number>(n).fill(1);
  const kids: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  const choice: number[][][] = Array.from({ length: n }, () => []);
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i]!;
    let cur = [0, 0];
    let s = 1;
    for (const [c, w] of adj[v]!) {
      if (c === parent[v]) continue;
      kids[v]!.push([c, w]);
      const sc = size[c]!;
      const next = new Array<number>(Math.min(k, s + sc) + 1).fill(NEG);
      const pick = new Array<number>(next.length).fill(-1);
      for (let a = 0; a < cur.length; a++) {
        if (cur[a] === NEG) continue;
        for (let b = 0; b <= Math.min(sc, k) && a + b <= k; b++) {
          if (dp[c]![b] === NEG || dp[c]![b] === undefined) continue;
          const val = cur[a]! + dp[c]![b]! + w * (b * (k - b) + (sc - b) * (n - k - (sc - b)));
          if (val > next[a + b]!) {
            next[a + b] = val;
            pick[a + b] = b;
          }
        }
      }
      choice[v]!.push(pick);
      cur = next;
      s += sc;
    }
    size[v] = s;
    dp[v] = cur.slice(0, Math.min(k, s) + 1);
  }
  const black: number[] = [];
  const assign = (v: number, j: number) => {
    for (let i = kids[v]!.length - 1; i >= 0; i--) {
      const b = choice[v]![i]![j]!;
      assign(kids[v]![i]![0], b);
      j -= b;
    }
    if (j === 1) black.push(v);
  };
  assign(0, k);
  black.sort((a, b) => a - b);
  return { best: dp[0]![k]!, black };
}

export default defineEnv<Params, Instance, number[]>({
  id: "tree-coloring",
  rlveId: "TreeColoring",
  category: "graph algorithms",
  version: 2,
  title: "Colour K tree vertices black to maximise same-colour pairwise distances",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const label = rng.permutation(n);
    const edges = rng.shuffle(
      randomTree(n, rng).map(([u, v]) => [label[u]!, label[v]!, rng.int(1, 10)] as WeightedEdge),
    );
    const k = rng.int(1, n - 1);
    return { n, k, edges, ...bestColoring(n, k, edges) };
  },

  prompt: ({ n, k, edges }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and these weighted edges (u, v, w):\n` +
    edgeLines(edges) +
    `\n\nColour exactly ${k} vertices black and the others white. The score is the sum of the distances between ` +
    "all unordered pairs of black vertices plus the sum of the distances between all unordered pairs of white " +
    "vertices, where the distance is the total weight of the path. Maximise the score.\n" +
    `Answer with the ${k} black vertices separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(chosen, { n, k, edges, best }) {
    if (chosen.length !== k) return invalid(`expected ${k} black vertices, got ${chosen.length}`);
    const set = new Set<number>();
    for (const v of chosen) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (set.has(v)) return invalid(`vertex ${v} is listed twice`);
      set.add(v);
    }
    return maximisationRatio(coloringValue(n, k, edges, set), best, 2);
  },

  reference: ({ black }) => black.join(" "),

  wrongAnswers({ n, k, edges, best, black }) {
    const out = [
      black.slice(1).join(" ") || String(n),
      [...black.slice(1), black[0]! === 0 ? n : -1].join(" "),
    ];
    for (let v = 0; v < n; v++) {
      if (black.includes(v)) continue;
      const alt = [...black.slice(1), v];
      if (coloringValue(n, k, edges, new Set(alt)) < best) {
        out.push(alt.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
