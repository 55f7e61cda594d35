// Order 0..N-1 respecting "a before b" constraints, with 0 as early as possible, then 1, and so on.
// RLVE: TopologicalSort_MinimalLexicographicalOrder.
import { afterUpdates, correct, defineEnv, grow, inexact, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  constraints: Edge[];
  order: number[];
}

/** Reverse graph, always emit the largest available vertex, then reverse: the smallest labels come earliest. */
export function smallestLabelsFirst(n: number, constraints: readonly Edge[]): number[] {
  const out: number[][] = Array.from({ length: n }, () => []);
  const deg = new Array<number>(n).fill(0);
  for (const [a, b] of constraints) {
    out[b]!.push(a);
    deg[a]!++;
  }
  const ready = new Set<number>();
  for (let v = 0; v < n; v++) if (deg[v] === 0) ready.add(v);
  const rev: number[] = [];
  while (ready.size > 0) {
    const v = Math.max(...ready);
    ready.delete(v);
    rev.push(v);
    for (const a of out[v]!) if (--deg[a]! === 0) ready.add(a);
  }
  if (rev.length !== n) throw new Error("constraints have a cycle");
  return rev.reverse();
}

export default defineEnv<Params, Instance, number[]>({
  id: "topological-sort-minimal-lexicographical-order",
  rlveId: "TopologicalSort_MinimalLexicographicalOrder",
  category: "graph algorithms",
  split: "held-out",
  version: 3,
  title: "Topological order placing 0 as early as possible, then 1, and so on",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const hidden = rng.permutation(n);
    const max = (n * (n - 1)) / 2;
    const m = rng.int(Math.min(max, n - 1), Math.min(max, 2 * n));
    const keys = new Set<number>();
    const constraints: Edge[] = [];
    while (constraints.length < m) {
      const i = rng.int(0, n - 1);
      const j = rng.int(0, n - 1);
      if (i >= j || keys.has(i * n + j)) continue;
      keys.add(i * n + j);
      constraints.push([hidden[i]!, hidden[j]!]);
    }
    return { n, constraints, order: smallestLabelsFirst(n, constraints) };
  },

  prompt: ({ n, constraints }) =>
    `Arrange the integers 0 to ${n - 1} in an order (each exactly once) such that for every pair (a, b) below, a ` +
    `comes before b:\n${constraints.map(([a, b]) => `(${a}, ${b})`).join("\n")}\n\n` +
    "Among all such orders, choose the one in which 0 is as early as possible; among those, 1 is as early as " +
    "possible; then 2, and so on.\n" +
    `Answer with the ${n} integers in that order, separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(answer, { n, constraints, order }) {
    if (answer.length !== n) return invalid(`expected a permutation of 0..${n - 1}`);
    const pos = new Array<number>(n).fill(-1);
    for (let i = 0; i < n; i++) {
      const v = answer[i]!;
      if (v < 0 || v >= n || pos[v] !== -1) return invalid(`not a permutation of 0..${n - 1}`);
      pos[v] = i;
    }
    const held = constraints.filter(([a, b]) => pos[a]! < pos[b]!).length;
    const same = answer.filter((v, i) => v === order[i]).length;
    if (held === constraints.length && same === n) return correct();
    // As in RLVE-Gym, agreement with the smallest order earns credit only once every constraint holds.
    const reward =
      0.5 * (held / constraints.length) ** 5 + (held === constraints.length ? 0.5 * (same / n) ** 5 : 0);
    return inexact(
      reward,
      `${held} of ${constraints.length} constraints held, ${same} of ${n} positions right`,
    );
  },

  reference: ({ order }) => order.join(" "),

  wrongAnswers({ n, order }) {
    const sw = order.slice();
    [sw[0], sw[n - 1]] = [sw[n - 1]!, sw[0]!];
    return [sw.join(" "), order.slice(1).join(" "), [...order.slice(0, -1), order[0]].join(" ")];
  },

  size: ({ n }) => n,
});
