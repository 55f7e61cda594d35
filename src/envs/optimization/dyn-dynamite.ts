// Light M fuses among a tree's vertices so that the last key vertex (a charge) catches fire as early as possible: minimise the largest distance from a key vertex to its nearest chosen vertex. RLVE: DynDynamite.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { type Edge, randomTree } from "../../lib/graph.ts";
import { readSubset } from "../../lib/selection.ts";
import { edgeLines } from "../../lib/statement.ts";
import { rootTree } from "../../lib/treedp.ts";
import { treeAllDistances } from "../../lib/trees.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** The key vertices (ascending). */
  keys: number[];
  m: number;
  best: number;
  /** m distinct vertices reaching the optimum (ascending). */
  witness: number[];
}

/**
 * Fewest centres covering every key vertex within distance r, greedily from the leaves up: a vertex becomes a
 * centre only when the farthest uncovered key below it is exactly r away (waiting longer would lose it).
 */
export function centresWithin(
  n: number,
  edges: readonly Edge[],
  keys: readonly number[],
  r: number,
): number[] {
  const { parent, order } = rootTree(n, edges);
  const isKey = new Uint8Array(n);
  for (const k of keys) isKey[k] = 1;
  const far = new Array<number>(n).fill(Number.NEGATIVE_INFINITY);
  const near = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const centres: number[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const v = order[i]!;
    if (isKey[v]) far[v] = Math.max(far[v]!, 0);
    if (far[v]! + near[v]! <= r) far[v] = Number.NEGATIVE_INFINITY;
    else if (far[v] === r || (v === order[0] && far[v]! >= 0)) {
      centres.push(v);
      near[v] = 0;
      far[v] = Number.NEGATIVE_INFINITY;
    }
    const p = parent[v]!;
    if (p >= 0) {
      far[p] = Math.max(far[p]!, far[v]! + 1);
      near[p] = Math.min(near[p]!, near[v]! + 1);
    }
  }
  return centres;
}

/** The smallest radius m centres can achieve, with m distinct centres achieving it. */
export function bestFuses(
  n: number,
  edges: readonly Edge[],
  keys: readonly number[],
  m: number,
): { best: number; centres: number[] } {
  for (let r = 0; ; r++) {
    const found = centresWithin(n, edges, keys, r);
    if (found.length <= m) {
      const centres = [...found];
      for (let v = 0; v < n && centres.length < m; v++) if (!centres.includes(v)) centres.push(v);
      return { best: r, centres: centres.sort((a, b) => a - b) };
    }
  }
}

/** The largest distance from a key vertex to its nearest chosen vertex. */
function radiusOf(dist: readonly number[][], keys: readonly number[], chosen: readonly number[]): number {
  let worst = 0;
  for (const k of keys) worst = Math.max(worst, Math.min(...chosen.map((c) => dist[k]![c]!)));
  return worst;
}

export default defineEnv<Params, Instance, number[]>({
  id: "dyn-dynamite",
  rlveId: "DynDynamite",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 2,
  title: "Choose M vertices of a tree minimising the farthest key vertex's distance to them",
  answerKind: "any-optimal",

  // The ladder starts at 5 vertices, not the catalog's 3: on 3 vertices the answer is always the path's
  // centre (a third of the problems each, 8 redraws per problem) and on 4 one pair won 33% of them.
  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const edges = randomTree(n, rng).map(([u, v]) => (u < v ? [u, v] : [v, u]) as Edge);
    rng.shuffle(edges);
    const all = Array.from({ length: n }, (_, v) => v);
    const keys = rng.sample(all, rng.int(Math.min(3, n), n)).sort((a, b) => a - b);
    const m = rng.int(1, Math.max(1, Math.min(keys.length - 1, Math.ceil(n / 3))));
    const { best, centres } = bestFuses(n, edges, keys, m);
    return { n, edges, keys, m, best, witness: centres };
  },

  prompt: ({ n, edges, keys, m }) =>
    `You are given a tree with ${n} vertices, labelled 0 to ${n - 1}; every edge has length 1. The edges are:\n` +
    edgeLines(edges) +
    `\n\nThe key vertices are: ${keys.join(" ")}.\n` +
    `Choose exactly ${m} distinct vertices (any vertices, key or not). For each key vertex take its distance to the ` +
    "nearest chosen vertex; make the largest of these distances as small as possible.\n" +
    `Answer with the ${m} chosen vertices, separated by spaces.`,
  answerExample: ({ n, m }) => Array.from({ length: m + 1 }, (_, i) => i % n).join(" "),

  parse: (text) => parseIntList(text),

  score(chosen, { n, edges, keys, m, best }) {
    const set = readSubset(chosen, n);
    if (typeof set === "string") return invalid(set);
    if (chosen.length !== m) return invalid(`expected ${m} vertices, got ${chosen.length}`);
    return minimisationRatio(radiusOf(treeAllDistances(n, edges), keys, chosen), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, keys, m, best, witness }) {
    const out: string[] = [];
    const dist = treeAllDistances(n, edges);
    // A set of m vertices doing worse than the optimum, when one exists among a few simple choices.
    const tries = [Array.from({ length: m }, (_, i) => i), Array.from({ length: m }, (_, i) => n - 1 - i)];
    for (const t of tries) if (radiusOf(dist, keys, t) > best) out.push(t.join(" "));
    out.push([...witness, n].join(" ")); // a vertex that does not exist
    if (m > 1) out.push([...witness.slice(1), witness[0]!, witness[0]!].join(" ")); // one vertex twice
    out.push(witness.slice(1).join(" ") || "-1"); // one vertex short
    return out;
  },

  size: ({ n }) => n,
});
