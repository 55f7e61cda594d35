// Pick K of M intervals, each adding A to its range of an array, so that the array's minimum is as large as possible. RLVE: MaxMinimum_AfterIntervalAddition.
import {
  afterUpdates,
  defineEnv,
  fewestOptimal,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  /** Upper bound of N (array length) and M (intervals). */
  maxNM: number;
}

interface Instance {
  values: number[];
  /** Inclusive ranges [l, r]. */
  intervals: [number, number][];
  k: number;
  add: number;
  best: number;
  /** K intervals reaching the best minimum (ascending). */
  witness: number[];
}

/** The array's minimum after adding `add` on each chosen interval. */
export function minimumAfter(
  values: readonly number[],
  intervals: readonly [number, number][],
  chosen: readonly number[],
  add: number,
): number {
  const diff = new Array<number>(values.length + 1).fill(0);
  for (const i of chosen) {
    diff[intervals[i]![0]]! += add;
    diff[intervals[i]![1] + 1]! -= add;
  }
  let run = 0;
  let low = Number.POSITIVE_INFINITY;
  values.forEach((v, p) => {
    run += diff[p]!;
    low = Math.min(low, v + run);
  });
  return low;
}

/**
 * At most k intervals lifting every entry to at least `goal`, or null. Sweeping left to right, an entry still
 * below the goal takes, among the unused intervals that started at or before it, those reaching furthest
 * right (any interval that could help it is no better for every later entry).
 */
function reach(
  values: readonly number[],
  intervals: readonly [number, number][],
  k: number,
  add: number,
  goal: number,
): number[] | null {
  const byStart = intervals.map((_, i) => i).sort((x, y) => intervals[x]![0] - intervals[y]![0]);
  const open: number[] = []; // candidates, kept sorted by right end ascending (small sizes)
  const ends = new Array<number>(values.length + 1).fill(0);
  const chosen: number[] = [];
  let next = 0;
  let run = 0;
  for (let p = 0; p < values.length; p++) {
    while (next < byStart.length && intervals[byStart[next]!]![0] <= p) {
      const i = byStart[next++]!;
      let at = open.length;
      while (at > 0 && intervals[open[at - 1]!]![1] > intervals[i]![1]) at--;
      open.splice(at, 0, i);
    }
    run -= ends[p]!;
    while (values[p]! + run < goal) {
      const i = open.pop();
      if (i === undefined || intervals[i]![1] < p || chosen.length === k) return null;
      chosen.push(i);
      run += add;
      ends[intervals[i]![1] + 1]! += add;
    }
  }
  return chosen;
}

/** K intervals maximising the minimum: binary search on the minimum, each step the greedy above. */
export function bestLift(
  values: readonly number[],
  intervals: readonly [number, number][],
  k: number,
  add: number,
): number[] {
  let lo = Math.min(...values);
  let hi = lo + k * add;
  let found = reach(values, intervals, k, add, lo)!;
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    const got = reach(values, intervals, k, add, mid);
    if (got === null) hi = mid - 1;
    else {
      lo = mid;
      found = got;
    }
  }
  // Extra intervals never lower the minimum: fill up to exactly k.
  const used = new Set(found);
  for (let i = 0; i < intervals.length && used.size < k; i++) used.add(i);
  return [...used].sort((x, y) => x - y);
}

function drawInstance({ maxNM }: Params, rng: Rng): Instance {
  const n = rng.int(Math.max(2, Math.ceil(maxNM / 2)), maxNM);
  const m = rng.int(Math.max(2, Math.ceil(maxNM / 2)), maxNM);
  const add = rng.int(1, 5);
  const values = Array.from({ length: n }, () => rng.int(0, 4 * add));
  const intervals = Array.from({ length: m }, (): [number, number] => {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    return [Math.min(a, b), Math.max(a, b)];
  });
  const k = rng.int(1, m - 1);
  const witness = bestLift(values, intervals, k, add);
  return { values, intervals, k, add, best: minimumAfter(values, intervals, witness, add), witness };
}

/**
 * Binomial coefficients C(a, b) by Pascal's rule, rows added as larger a are asked for (M reaches the level + 3).
 * Exact while below 2^53; larger ones are only compared with the 2000-subset limit, and every product the
 * share sums is at most C(M, K) <= 2000 once that test has passed.
 */
const BINOMIAL: number[][] = [[1]];
function choose(a: number, b: number): number {
  if (b < 0 || b > a) return 0;
  while (BINOMIAL.length <= a) {
    const prev = BINOMIAL[BINOMIAL.length - 1]!;
    BINOMIAL.push(Array.from({ length: prev.length + 1 }, (_, j) => (prev[j - 1] ?? 0) + (prev[j] ?? 0)));
  }
  return BINOMIAL[a]![b]!;
}

/** The generator keeps a draw once at most this share of the K-subsets is optimal. */
const OPTIMAL_AT_MOST = 0.5;

/**
 * The share of the K-subsets that reach the best minimum, or 0 when there are more than 2000 of them. A subset
 * reaches it when every entry p below the best is covered by at least need(p) = ceil((best - value) / A) chosen
 * intervals. When the share of subsets meeting this for a single entry (a hypergeometric tail) is already at
 * most OPTIMAL_AT_MOST, that bound is returned (fewestOptimal then keeps the draw, as with the exact share);
 * otherwise the exact share, counted by a search that stops at the first prefix covering every need.
 */
export function optimalShare({ values, intervals, k, add, best }: Instance): number {
  const m = intervals.length;
  const count = choose(m, k);
  if (count > 2000) return 0;
  const n = values.length;
  const cover = new Array<number>(n + 1).fill(0);
  for (const [l, r] of intervals) {
    cover[l]!++;
    cover[r + 1]!--;
  }
  const rem = new Array<number>(n);
  let short = 0;
  let bound = 1;
  let run = 0;
  for (let p = 0; p < n; p++) {
    run += cover[p]!;
    const need = best > values[p]! ? Math.ceil((best - values[p]!) / add) : 0;
    rem[p] = need;
    if (need === 0) continue;
    short++;
    // Share of K-subsets with at least `need` of the `run` intervals covering p.
    let below = 0;
    for (let j = 0; j < need; j++) below += choose(run, j) * choose(m - run, k - j);
    bound = Math.min(bound, (count - below) / count);
  }
  if (bound <= OPTIMAL_AT_MOST) return bound;
  let hits = 0;
  const rec = (start: number, left: number): void => {
    if (short === 0) {
      hits += choose(m - start, left);
      return;
    }
    for (let i = start; i <= m - left; i++) {
      const [l, r] = intervals[i]!;
      for (let p = l; p <= r; p++) if (rem[p]!-- === 1) short--;
      if (left > 1 || short === 0) rec(i + 1, left - 1);
      for (let p = l; p <= r; p++) if (++rem[p]! === 1) short++;
    }
  };
  rec(0, k);
  return hits / count;
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-minimum-after-interval-addition",
  rlveId: "MaxMinimum_AfterIntervalAddition",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Choose K intervals to add to so that the array's minimum is largest",
  answerKind: "any-optimal",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate(params, rng) {
    // With few intervals many choices are often optimal (a fixed answer would then usually score): while the
    // choices are few enough to count (at most 2000), draw up to 30 instances and keep the first where at most
    // half of them are optimal, else the one with the fewest optimal choices.
    return fewestOptimal(() => drawInstance(params, rng), optimalShare, {
      tries: 30,
      atMost: OPTIMAL_AT_MOST,
    });
  },

  prompt: ({ values, intervals, k, add }) =>
    `You are given an array of ${values.length} integers (indices 0 to ${values.length - 1}): ${values.join(" ")}\n` +
    `and ${intervals.length} intervals, numbered 0 to ${intervals.length - 1} (both ends included):\n` +
    intervals.map(([l, r], i) => `interval ${i}: [${l}, ${r}]`).join("\n") +
    // "K distinct intervals" read as distinct ranges changed or removed the answer in 175 of 1,050 problems
    // (issue 33): what must differ is the number.
    (k === 1
      ? "\n\nChoose exactly one interval number."
      : `\n\nChoose exactly ${k} different interval numbers (two intervals with the same range but different numbers may both be chosen).`) +
    ` For each chosen interval, ${add} is added to every array entry inside it. ` +
    "Make the smallest entry of the resulting array as large as possible.\n" +
    "Answer with the numbers of the chosen intervals separated by spaces.",
  answerExample: ({ intervals, k }) => Array.from({ length: k }, () => intervals.length).join(" "),

  parse: (text) => parseIntList(text),

  score(chosen, { values, intervals, k, add, best }) {
    const set = readSubset(chosen, intervals.length, "interval");
    if (typeof set === "string") return invalid(set);
    if (chosen.length !== k) return invalid(`expected ${k} intervals, got ${chosen.length}`);
    return maximisationRatio(minimumAfter(values, intervals, chosen, add), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, intervals, add, best, witness }) {
    const out = [
      witness.slice(1).join(" ") || "-1",
      `${witness.join(" ")} ${witness[0]}`,
      `${intervals.length}`,
    ];
    // Swap one chosen interval for an unused one, kept when the minimum drops.
    for (let j = 0; j < intervals.length; j++) {
      if (witness.includes(j)) continue;
      const other = [...witness.slice(1), j];
      if (minimumAfter(values, intervals, other, add) < best) {
        out.push(other.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ values, intervals }) => values.length + intervals.length,
});
