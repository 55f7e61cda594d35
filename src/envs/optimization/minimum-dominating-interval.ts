// Choose K points on a line so that the intervals containing at least one chosen point cost as little as possible. RLVE: Minimum_DominatingInterval.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { randomCoveringIntervals } from "../../lib/intervals.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  k: number;
  /** [left, right, cost], 0-based inclusive ends. */
  intervals: [number, number, number][];
  best: number;
  /** One optimal set of k points (ascending). */
  witness: number[];
}

/** The share of the points to choose, drawn per problem. */
const K_DENSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];

/** Total cost of the intervals that contain at least one of the points. */
function costOf(points: readonly number[], intervals: Instance["intervals"]): number {
  let total = 0;
  for (const [l, r, c] of intervals) if (points.some((p) => l <= p && p <= r)) total += c;
  return total;
}

/**
 * Exact optimum by a DP over the chosen points in increasing order: an interval is paid at the first
 * chosen point inside it, i.e. at point i when the previous chosen point p lies left of its start.
 * add[p + 1][i] = cost of the intervals with p < left <= i <= right (p = -1: no previous point).
 */
function solve(n: number, k: number, intervals: Instance["intervals"]): { best: number; witness: number[] } {
  const add: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const byLeft = new Array<number>(n + 1).fill(0);
    for (const [l, r, c] of intervals) if (l <= i && i <= r) byLeft[l]! += c;
    // add[p + 1][i] = sum of byLeft[l] for l in (p, i].
    let suffix = 0;
    for (let p = i - 1; p >= -1; p--) {
      suffix += byLeft[p + 1]!;
      add[p + 1]![i] = suffix;
    }
  }
  const INF = Number.POSITIVE_INFINITY;
  // dp[j][i]: least cost with j points chosen, the last at i.
  const dp = Array.from({ length: k + 1 }, () => new Array<number>(n).fill(INF));
  const from = Array.from({ length: k + 1 }, () => new Array<number>(n).fill(-1));
  for (let i = 0; i < n; i++) dp[1]![i] = add[0]![i]!;
  for (let j = 2; j <= k; j++) {
    for (let i = 0; i < n; i++) {
      for (let p = 0; p < i; p++) {
        const v = dp[j - 1]![p]! + add[p + 1]![i]!;
        if (v < dp[j]![i]!) {
          dp[j]![i] = v;
          from[j]![i] = p;
        }
      }
    }
  }
  let last = 0;
  for (let i = 1; i < n; i++) if (dp[k]![i]! < dp[k]![last]!) last = i;
  const witness: number[] = [];
  for (let j = k, i = last; j >= 1; i = from[j]![i]!, j--) witness.push(i);
  return { best: dp[k]![last]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-dominating-interval",
  rlveId: "Minimum_DominatingInterval",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 1,
  title: "Choose K points so that the intervals touching them cost as little as possible",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const k = Math.max(1, Math.min(n - 1, Math.round(rng.pick(K_DENSITIES) * n)));
    const m = rng.int(n, 2 * n);
    // Every point lies in some interval, so no choice is free.
    const intervals: Instance["intervals"] = randomCoveringIntervals(n, m, rng);
    const { best, witness } = solve(n, k, intervals);
    return { n, k, intervals, best, witness };
  },

  prompt: ({ n, k, intervals }) =>
    `There are ${n} points on a line, numbered 0 to ${n - 1}, and ${intervals.length} intervals; interval i covers ` +
    "the points L..R (both included) and has cost C:\n" +
    intervals.map(([l, r, c], i) => `interval ${i}: L=${l}, R=${r}, C=${c}`).join("\n") +
    `\n\nChoose ${k > 1 ? `exactly ${k} distinct points` : "exactly one point"}. You pay the cost of every interval that covers at least one chosen ` +
    "point (once per interval). Make the total cost as small as possible.\n" +
    (k > 1 ? `Answer with the ${k} chosen points, separated by spaces.` : "Answer with the chosen point."),

  parse: (text) => parseIntList(text),

  score(points, { n, k, intervals, best }) {
    const chosen = readSubset(points, n, "point");
    if (typeof chosen === "string") return invalid(chosen);
    if (points.length !== k) return invalid(`expected ${k} points, got ${points.length}`);
    return minimisationRatio(costOf(points, intervals), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, k, intervals, best, witness }, rng) {
    const out: string[] = [];
    for (let t = 0; t < 8; t++) {
      const pick = rng.distinctInts(0, n - 1, k);
      if (costOf(pick, intervals) > best) {
        out.push(pick.join(" "));
        break;
      }
    }
    if (k > 1) out.push(witness.slice(1).join(" ")); // too few points
    const outside = Array.from({ length: n }, (_, p) => p).find((p) => !witness.includes(p));
    if (outside !== undefined) out.push([...witness, outside].join(" ")); // too many points
    out.push([...witness.slice(1), n].join(" ")); // a point that does not exist
    if (k > 1) out.push([...witness.slice(1), witness[1]!].join(" ")); // a point twice
    return out;
  },

  size: ({ n }) => n,
});
