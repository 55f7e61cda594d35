// Count vertex pairs whose tree path has XOR 0, before and after each edge deletion in a given order.
// RLVE: TreeDynamic_XORZeroPath.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { randomTree, type WeightedEdge } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  /** Edge indices in deletion order. */
  removal: number[];
  counts: number[];
}

/** Pairs in the same component with equal XOR distance from the component's root. */
function zeroPairs(n: number, edges: readonly WeightedEdge[]): number {
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  const xr = new Array<number>(n).fill(-1);
  let pairs = 0;
  for (let r = 0; r < n; r++) {
    if (xr[r] !== -1) continue;
    const freq = new Map<number, number>();
    xr[r] = 0;
    const stack = [r];
    while (stack.length > 0) {
      const u = stack.pop()!;
      const f = freq.get(xr[u]!) ?? 0;
      pairs += f;
      freq.set(xr[u]!, f + 1);
      for (const [v, w] of adj[u]!) {
        if (xr[v] !== -1) continue;
        xr[v] = xr[u]! ^ w;
        stack.push(v);
      }
    }
  }
  return pairs;
}

export default defineEnv<Params, Instance, number[]>({
  id: "tree-dynamic-xor-zero-path",
  rlveId: "TreeDynamic_XORZeroPath",
  category: "graph algorithms",
  version: 1,
  title: "Pairs with path XOR 0 in a tree, before and after each edge deletion",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const bits = rng.int(1, 3);
    const edges = rng.shuffle(
      randomTree(n, rng).map(([u, v]) => [u, v, rng.int(0, (1 << bits) - 1)] as WeightedEdge),
    );
    const removal = rng.permutation(n - 1);
    const counts = [zeroPairs(n, edges)];
    const gone = new Set<number>();
    for (const e of removal) {
      gone.add(e);
      counts.push(
        zeroPairs(
          n,
          edges.filter((_, i) => !gone.has(i)),
        ),
      );
    }
    return { n, edges, removal, counts };
  },

  prompt: ({ n, edges, removal }) =>
    `A tree has ${n} vertices, numbered 0 to ${n - 1}, and ${n - 1} edges, numbered 0 to ${n - 2}; edge i is ` +
    `given as (u, v, w) with a non-negative integer weight w:\n${edges
      .map(([u, v, w], i) => `edge ${i}: (${u}, ${v}, ${w})`)
      .join("\n")}\n\n` +
    "For a pair of distinct vertices joined by a path, the value of the pair is the bitwise XOR of the weights " +
    "on the path. The edges are deleted one at a time in this order: " +
    `${removal.join(", ")}.\n` +
    "Count the unordered pairs of vertices that are still joined by a path whose XOR value is 0: once before any " +
    `deletion and once after each deletion.\nAnswer with these ${n} counts in order, separated by spaces.`,
  answerExample: "4 3 1 0",

  parse: (text) => parseIntList(text),

  score(answer, { counts }) {
    if (answer.length !== counts.length)
      return invalid(`expected ${counts.length} counts, got ${answer.length}`);
    return fraction(answer.filter((v, i) => v === counts[i]).length, counts.length, 5, "counts");
  },

  reference: ({ counts }) => counts.join(" "),

  wrongAnswers: ({ counts }) => [
    counts.slice(1).join(" "),
    counts.map((c, i) => (i === 0 ? c + 1 : c)).join(" "),
    counts.map((c) => c + 1).join(" "),
  ],

  size: ({ n }) => n,
});
