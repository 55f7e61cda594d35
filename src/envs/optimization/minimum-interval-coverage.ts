// Hire copies of costed intervals so that every point i is covered at least NEED[i] times, at the least total cost. RLVE: MinimumIntervalCoverage.
import {
  afterUpdates,
  defineEnv,
  formatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";

interface Params {
  n: number;
  /** RLVE-Gym's interval counts, floor(k * N) for its 33 multipliers k; one is drawn per problem. */
  m: number[];
}

const M_MULTIPLES = [
  0.7, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9,
  3.0, 3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7, 3.8, 3.9, 4.0,
];

interface Instance {
  need: number[];
  /** [left, right, cost], 0-based inclusive ends. */
  intervals: [number, number, number][];
  best: number;
  /** One optimal multiplicity per interval. */
  witness: number[];
}

/**
 * Exact optimum by min-cost flow (the interval matrix is totally unimodular). With surplus s[i] >= 0,
 * coverage(i) - s[i] = need[i] for every point; subtracting the equation of point i-1 from that of point i
 * (need[-1] = need[n] = 0) leaves one conservation law per node 0..n in which every variable appears once
 * with each sign: interval [l, r] is an arc r+1 -> l with its cost, surplus s[i] an arc i -> i+1 of cost 0,
 * and node i has supply need[i-1] - need[i].
 */
function solve(
  need: readonly number[],
  intervals: Instance["intervals"],
): { best: number; witness: number[] } {
  const n = need.length;
  const source = n + 1;
  const sink = n + 2;
  const net = new FlowNetwork(n + 3);
  const total = need.reduce((a, b) => a + b, 0);
  const arcs = intervals.map(([l, r, c]) => net.addArc(r + 1, l, total, c));
  for (let i = 0; i < n; i++) net.addArc(i, i + 1, total, 0);
  let demand = 0;
  for (let i = 0; i <= n; i++) {
    const supply = (i > 0 ? need[i - 1]! : 0) - (i < n ? need[i]! : 0);
    if (supply > 0) {
      net.addArc(source, i, supply, 0);
      demand += supply;
    } else if (supply < 0) net.addArc(i, sink, -supply, 0);
  }
  const { flow, cost } = net.minCostMaxFlow(source, sink);
  if (flow !== demand) throw new Error("minimum-interval-coverage: some need cannot be covered");
  return { best: cost, witness: arcs.map((id) => net.flowOf(id)) };
}

/** The total cost of the multiplicities, or why they are not a covering. */
function costOf(counts: readonly number[], { need, intervals }: Instance): bigint | string {
  if (counts.length !== intervals.length) {
    return `expected ${intervals.length} multiplicities (one per interval), got ${counts.length}`;
  }
  const cover = new Array<number>(need.length).fill(0);
  let cost = 0n;
  for (let j = 0; j < counts.length; j++) {
    const x = counts[j]!;
    if (x < 0) return `interval ${j} has a negative multiplicity ${x}`;
    const [l, r, c] = intervals[j]!;
    for (let i = l; i <= r; i++) cover[i]! += x;
    cost += BigInt(x) * BigInt(c);
  }
  const short = cover.findIndex((k, i) => k < need[i]!);
  if (short >= 0) return `point ${short} is covered ${cover[short]} times but needs ${need[short]}`;
  return cost;
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-interval-coverage",
  rlveId: "MinimumIntervalCoverage",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Cover every point at least NEED[i] times with copies of costed intervals, at the least cost",
  answerKind: "any-optimal",

  params: (level) => {
    const n = afterUpdates(3, level, grow.mul1_1plus1);
    return { n, m: M_MULTIPLES.map((k) => Math.floor(k * n)) };
  },

  // As RLVE-Gym: M intervals with uniform ends and a cost in 1..3 * length; a point no interval covers
  // needs 0, every other point 0..N.
  generate({ n, m }, rng) {
    const count = rng.pick(m);
    const intervals: Instance["intervals"] = Array.from({ length: count }, () => {
      const a = rng.int(0, n - 1);
      const b = rng.int(0, n - 1);
      const [l, r] = a <= b ? [a, b] : [b, a];
      return [l, r, rng.int(1, 3 * (r - l + 1))];
    });
    const need = Array.from({ length: n }, (_, i) =>
      intervals.some(([l, r]) => l <= i && i <= r) ? rng.int(0, n) : 0,
    );
    return { need, intervals, ...solve(need, intervals) };
  },

  prompt: ({ need, intervals }) =>
    `There are ${need.length} points, numbered 0 to ${need.length - 1}; point i must be covered at least NEED[i] times:\n` +
    need.map((k, i) => `NEED[${i}] = ${k}`).join("\n") +
    `\n\nThere are ${intervals.length} kinds of intervals; interval j covers the points L..R (both included) and ` +
    "each copy of it costs C:\n" +
    intervals.map(([l, r, c], j) => `interval ${j}: L=${l}, R=${r}, C=${c}`).join("\n") +
    "\n\nChoose how many copies of each interval to take (any non-negative integer) so that every point i lies in " +
    "at least NEED[i] of the copies taken, with the smallest possible total cost.\n" +
    `Answer with ${intervals.length} non-negative integers separated by spaces: the number of copies of interval 0, ` +
    `1, ..., ${intervals.length - 1}.`,

  parse: (text) => parseIntList(text),

  score(counts, inst) {
    // RLVE-Gym scores a list of the wrong length as a format error.
    if (counts.length !== inst.intervals.length) {
      return formatError(
        `expected ${inst.intervals.length} multiplicities (one per interval), got ${counts.length}`,
      );
    }
    const cost = costOf(counts, inst);
    if (typeof cost === "string") return invalid(cost);
    return minimisationRatio(cost, inst.best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers(inst) {
    const { need, intervals, witness } = inst;
    const out: string[] = [];
    // One more copy of an interval: still a covering, and dearer (every cost is positive).
    out.push(witness.map((x, j) => (j === 0 ? x + 1 : x)).join(" "));
    // One copy fewer of a used interval: some point loses a needed cover only if it was tight; check.
    const used = witness.findIndex((x) => x > 0);
    if (used >= 0) {
      const fewer = witness.map((x, j) => (j === used ? x - 1 : x));
      const cost = costOf(fewer, inst);
      if (typeof cost === "string" || cost > BigInt(inst.best)) out.push(fewer.join(" "));
    }
    out.push(witness.slice(1).join(" ")); // one multiplicity missing
    out.push(witness.map((x, j) => (j === 0 ? -1 : x)).join(" ")); // a negative count
    if (need.some((k) => k > 0)) out.push(intervals.map(() => 0).join(" ")); // covers nothing
    return out;
  },

  size: ({ need }) => need.length,
});
