// In a rooted tree, pick K more vertices to minimise the sum of weight times distance to the nearest picked ancestor. RLVE: MinimumTreeWeightedDominatingAncestor.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { randomTree } from "../../lib/graph.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** parent[v] (-1 for the root), length[v] of the edge to the parent, weight[v]. */
  parent: number[];
  length: number[];
  weight: number[];
  k: number;
  best: number;
  witness: number[];
}

/** Σ weight[v] · (distance from v to its nearest picked ancestor, itself included); the root is picked. */
function totalCost(
  parent: readonly number[],
  length: readonly number[],
  weight: readonly number[],
  picked: Uint8Array,
): number {
  const n = parent.length;
  let total = 0;
  for (let v = 0; v < n; v++) {
    let d = 0;
    for (let x = v; !picked[x] && parent[x] !== -1; x = parent[x]!) d += length[x]!;
    total += weight[v]! * d;
  }
  return total;
}

/**
 * The least cost with exactly k picked vertices besides the root, and one such choice. g[v][a] (a = depth
 * in edges of v's nearest picked strict ancestor) lists by j the cheapest subtree of v holding j picks;
 * children combine by min-plus convolution, so the whole is O(n^2 k) in the worst case.
 */
export function bestAncestors(
  parent: readonly number[],
  length: readonly number[],
  weight: readonly number[],
  k: number,
): { best: number; picked: number[] } {
  const n = parent.length;
  const INF = Number.POSITIVE_INFINITY;
  const root = parent.indexOf(-1);
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) if (v !== root) children[parent[v]!]!.push(v);
  const order: number[] = [root];
  for (let h = 0; h < order.length; h++) order.push(...children[order[h]!]!);
  const level = new Array<number>(n).fill(0);
  const dist = new Array<number>(n).fill(0);
  /** ancestors[v][i]: the ancestor of v at depth i (v itself at depth level[v]). */
  const ancestors: number[][] = Array.from({ length: n }, () => []);
  ancestors[root] = [root];
  for (const v of order.slice(1)) {
    const p = parent[v]!;
    level[v] = level[p]! + 1;
    dist[v] = dist[p]! + length[v]!;
    ancestors[v] = [...ancestors[p]!, v];
  }
  const size = new Array<number>(n).fill(1);
  for (let i = n - 1; i > 0; i--) size[parent[order[i]!]!]! += size[order[i]!]!;

  const merge = (a: readonly number[], b: readonly number[]): number[] => {
    const out = new Array<number>(Math.min(k, a.length - 1 + b.length - 1) + 1).fill(INF);
    for (let i = 0; i < a.length; i++) {
      if (a[i] === INF) continue;
      for (let j = 0; j < b.length && i + j < out.length; j++) {
        const c = a[i]! + b[j]!;
        if (c < out[i + j]!) out[i + j] = c;
      }
    }
    return out;
  };
  /** Children of v combined, each given nearest picked ancestor at depth `at`: prefix tables. */
  const combine = (v: number, at: number): number[][] => {
    const prefix: number[][] = [[0]];
    for (const c of children[v]!) prefix.push(merge(prefix[prefix.length - 1]!, g[c]![at]!));
    return prefix;
  };
  const g: number[][][] = Array.from({ length: n }, () => []);
  for (let i = n - 1; i > 0; i--) {
    const v = order[i]!;
    const picked = combine(v, level[v]!).at(-1)!;
    for (let at = 0; at < level[v]!; at++) {
      const rest = combine(v, at).at(-1)!;
      const own = weight[v]! * (dist[v]! - dist[ancestors[v]![at]!]!);
      const row = new Array<number>(Math.min(k, size[v]!) + 1).fill(INF);
      for (let j = 0; j < row.length; j++) {
        if (j < rest.length) row[j] = rest[j]! + own;
        if (j >= 1 && j - 1 < picked.length && picked[j - 1]! < row[j]!) row[j] = picked[j - 1]!;
      }
      g[v]![at] = row;
    }
  }
  const top = combine(root, 0);
  const best = top.at(-1)![k]!;
  // Recover a choice: split the picks among children from the last one back.
  const chosen: number[] = [];
  const split = (v: number, at: number, j: number, prefix: number[][]): void => {
    const kids = children[v]!;
    for (let i = kids.length - 1; i >= 0; i--) {
      const c = kids[i]!;
      const before = prefix[i]!;
      const row = g[c]![at]!;
      let found = -1;
      for (let x = 0; x < row.length && x <= j; x++) {
        if (j - x < before.length && before[j - x]! + row[x]! === prefix[i + 1]![j]) {
          found = x;
          break;
        }
      }
      descend(c, at, found);
      j -= found;
    }
  };
  const descend = (v: number, at: number, j: number): void => {
    const own = weight[v]! * (dist[v]! - dist[ancestors[v]![at]!]!);
    const rest = combine(v, at);
    const value = g[v]![at]![j]!;
    if (j < rest.at(-1)!.length && rest.at(-1)![j]! + own === value) {
      split(v, at, j, rest);
    } else {
      chosen.push(v);
      split(v, level[v]!, j - 1, combine(v, level[v]!));
    }
  };
  split(root, 0, k, top);
  return { best, picked: chosen.sort((a, b) => a - b) };
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-tree-weighted-dominating-ancestor",
  rlveId: "MinimumTreeWeightedDominatingAncestor",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Pick K tree vertices minimising weight times distance to the nearest picked ancestor",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // Root a random tree at a random vertex (a fixed root would make small levels' answers predictable).
    const adj: number[][] = Array.from({ length: n }, () => []);
    for (const [u, v] of randomTree(n, rng)) {
      adj[u]!.push(v);
      adj[v]!.push(u);
    }
    const root = rng.int(0, n - 1);
    const parent = new Array<number>(n).fill(-1);
    const queue = [root];
    const seen = new Uint8Array(n);
    seen[root] = 1;
    for (let h = 0; h < queue.length; h++) {
      for (const v of adj[queue[h]!]!) {
        if (seen[v]) continue;
        seen[v] = 1;
        parent[v] = queue[h]!;
        queue.push(v);
      }
    }
    const length = parent.map((p) => (p < 0 ? 0 : rng.int(1, 10)));
    const weight = parent.map(() => rng.int(1, 10));
    const k = rng.int(1, Math.max(1, Math.floor((n - 1) / 2)));
    const { best, picked } = bestAncestors(parent, length, weight, k);
    return { parent, length, weight, k, best, witness: picked };
  },

  prompt: ({ parent, length, weight, k }) =>
    `You are given a tree with ${parent.length} vertices, labelled 0 to ${parent.length - 1}, rooted at vertex ` +
    `${parent.indexOf(-1)}. ` +
    "For every other vertex v, its parent, the length of the edge joining v to its parent, and the weight of v are:\n" +
    parent
      .flatMap((p, v) =>
        p < 0 ? [] : [`vertex ${v}: parent ${p}, edge length ${length[v]}, weight ${weight[v]}`],
      )
      .join("\n") +
    `\n\nThe root is already picked. Pick exactly ${k} more distinct vertices (not the root). Each vertex v then ` +
    "costs its weight times the distance (sum of edge lengths) from v up to the nearest picked vertex on its path " +
    "to the root (v itself if picked, so a picked vertex costs 0). Make the total cost as small as possible.\n" +
    `Answer with the ${k} picked vertices, separated by spaces.`,
  // The root listed among the picks: refused (it is picked already).
  answerExample: ({ parent, witness }) => [...witness.slice(1), parent.indexOf(-1)].join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(set, { parent, length, weight, k, best }) {
    const picked = readSubset(set, parent.length);
    if (typeof picked === "string") return invalid(picked);
    const root = parent.indexOf(-1);
    if (picked[root]) return invalid(`the root ${root} is already picked; pick other vertices`);
    if (set.length !== k) return invalid(`expected ${k} vertices, got ${set.length}`);
    picked[root] = 1;
    return minimisationRatio(totalCost(parent, length, weight, picked), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ parent, witness }) {
    const n = parent.length;
    const out: string[] = [
      witness.slice(1).join(" "),
      [...witness, parent.indexOf(-1)].join(" "),
      [...witness.slice(1), n].join(" "),
    ];
    if (witness.length > 0) out.push([...witness.slice(1), witness[0]!, witness[0]!].join(" "));
    return out;
  },

  size: ({ parent }) => parent.length,
});
