// Delete elements, each with a cost, so that the longest non-decreasing subsequence becomes shorter, at the
// least total cost. RLVE: MinCostReducingLNDS.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  costs: number[];
  /** The longest non-decreasing length before deleting. */
  longest: number;
  best: number;
  /** One optimal set of deleted indices (0-based, ascending). */
  witness: number[];
}

/** For each index, the longest non-decreasing subsequence ending there (O(n^2)). */
function endingAt(values: readonly number[]): number[] {
  const f = values.map(() => 1);
  for (let i = 0; i < values.length; i++)
    for (let j = 0; j < i; j++) if (values[j]! <= values[i]!) f[i] = Math.max(f[i]!, f[j]! + 1);
  return f;
}

/** Longest non-decreasing subsequence of the values not deleted. */
export function lndsWithout(values: readonly number[], deleted: Uint8Array): number {
  return Math.max(0, ...endingAt(values.filter((_, i) => !deleted[i])));
}

/**
 * The cheapest set of elements meeting every longest non-decreasing subsequence: a minimum vertex cut in the
 * layered graph of longest chains (each element split into in -> out with its cost; source to elements that
 * start a longest chain, elements that end one to the sink, i -> j when j can follow i in a longest chain).
 * The cut is read from the residual graph: elements whose in-node is reachable from the source and whose
 * out-node is not.
 */
export function cheapestReduction(
  values: readonly number[],
  costs: readonly number[],
): { longest: number; best: number; witness: number[] } {
  const n = values.length;
  const f = endingAt(values);
  const g = endingAt([...values].reverse().map((v) => -v)).reverse();
  const longest = Math.max(...f);
  const onChain = (i: number) => f[i]! + g[i]! - 1 === longest;
  const s = 2 * n;
  const t = 2 * n + 1;
  const net = new FlowNetwork(2 * n + 2);
  const big = costs.reduce((a, b) => a + b, 0) + 1;
  for (let i = 0; i < n; i++) {
    if (!onChain(i)) continue;
    net.addArc(2 * i, 2 * i + 1, costs[i]!);
    if (f[i] === 1) net.addArc(s, 2 * i, big);
    if (f[i] === longest) net.addArc(2 * i + 1, t, big);
    for (let j = i + 1; j < n; j++)
      if (onChain(j) && values[i]! <= values[j]! && f[j] === f[i]! + 1) net.addArc(2 * i + 1, 2 * j, big);
  }
  const best = net.maxFlow(s, t);
  const reach = new Uint8Array(2 * n + 2);
  reach[s] = 1;
  const queue = [s];
  for (let q = 0; q < queue.length; q++) {
    for (let e = net.head[queue[q]!]!; e !== -1; e = net.next[e]!) {
      const v = net.to[e]!;
      if (net.cap[e]! > 0 && !reach[v]) {
        reach[v] = 1;
        queue.push(v);
      }
    }
  }
  const witness: number[] = [];
  for (let i = 0; i < n; i++) if (onChain(i) && reach[2 * i] && !reach[2 * i + 1]) witness.push(i);
  return { longest, best, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-cost-reducing-lnds",
  rlveId: "MinCostReducingLNDS",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Cheapest deletions that shorten the longest non-decreasing subsequence",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const hi = rng.int(2, n + 2);
    const values = Array.from({ length: n }, () => rng.int(1, hi));
    const costs = Array.from({ length: n }, () => rng.int(1, 2 * n + 5));
    return { values, costs, ...cheapestReduction(values, costs) };
  },

  prompt: ({ values, costs }) =>
    `An array A of ${values.length} integers (indices 0 to ${values.length - 1}):\n${values.join(" ")}\n` +
    `Deleting element i costs C[i]; the costs are:\n${costs.join(" ")}\n\n` +
    "Delete some elements so that the longest non-decreasing subsequence of the remaining array (elements in " +
    "their original order, each at least the one before) is strictly shorter than the longest non-decreasing " +
    "subsequence of A, with the smallest possible total cost.\n" +
    "Answer with the indices of the deleted elements, separated by spaces.",
  answerExample: ({ values }) => String(values.length),

  parse: (text) => parseIntList(text),

  score(indices, { values, costs, longest, best }) {
    const deleted = readSubset(indices, values.length, "index");
    if (typeof deleted === "string") return invalid(deleted);
    const after = lndsWithout(values, deleted);
    if (after >= longest)
      return invalid(`the longest non-decreasing subsequence is still ${after} long`, -0.2);
    const cost = indices.reduce((a, i) => a + costs[i]!, 0);
    return minimisationRatio(cost, best, 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, costs, witness }) {
    const n = values.length;
    const out = [`${witness.join(" ")} ${n}`.trim(), `${witness.join(" ")} ${witness[0] ?? 0}`.trim()];
    if (witness.length > 1) out.push(witness.slice(1).join(" ")); // one deletion short: a chain survives
    // The witness plus the cheapest other element: still reducing, but dearer.
    const extra = costs.map((c, i) => [c, i] as const).filter(([, i]) => !witness.includes(i));
    if (extra.length > 0) {
      extra.sort((p, q) => p[0] - q[0]);
      out.push([...witness, extra[0]![1]].join(" "));
    }
    return out;
  },

  size: ({ values }) => values.length,
});
