// Place K bridges on a line so that the commuters' total distance, each using its best bridge, is least. RLVE: PalembangBridges.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Commuter i lives at s[i] and works at t[i]. */
  s: number[];
  t: number[];
  k: number;
  best: number;
  /** One optimal set of bridge positions (ascending; may repeat). */
  witness: number[];
}

/** Sum over the commuters of the least |P - S| + |P - T| over the bridges P (exact, in BigInt). */
export function totalOf(bridges: readonly number[], s: readonly number[], t: readonly number[]): bigint {
  // In plain numbers first: every value below 2^53 is exact and one that should be larger never comes out
  // smaller (rounding is monotone), so a sum below 2^53 is exact. (BigInt throughout: 5.7 µs a verification at
  // 15 commuters; plain numbers: 1.3 µs.)
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let least = Number.POSITIVE_INFINITY;
    for (const p of bridges) least = Math.min(least, Math.abs(p - s[i]!) + Math.abs(p - t[i]!));
    if (bridges.length > 0) sum += least;
  }
  if (Number.isSafeInteger(sum)) return BigInt(sum);
  let total = 0n;
  for (let i = 0; i < s.length; i++) {
    let least: bigint | null = null;
    for (const p of bridges) {
      const P = BigInt(p);
      const d =
        (P > BigInt(s[i]!) ? P - BigInt(s[i]!) : BigInt(s[i]!) - P) +
        (P > BigInt(t[i]!) ? P - BigInt(t[i]!) : BigInt(t[i]!) - P);
      if (least === null || d < least) least = d;
    }
    total += least ?? 0n;
  }
  return total;
}

function insertSorted(sorted: number[], x: number): void {
  let i = sorted.length;
  sorted.push(x);
  for (; i > 0 && sorted[i - 1]! > x; i--) sorted[i] = sorted[i - 1]!;
  sorted[i] = x;
}

/**
 * Exact optimum. |P - S| + |P - T| = max(|S - T|, |2P - S - T|), so every commuter is best served by the
 * bridge nearest its midpoint (S + T)/2, and with the commuters sorted by midpoint the groups served by
 * each bridge are consecutive runs. A DP over the runs (K of them: splitting a run never costs more, and
 * K <= n) with each run's bridge at a median of its 2g endpoints gives the optimum.
 */
export function solve(
  s: readonly number[],
  t: readonly number[],
  k: number,
): { best: number; witness: number[] } {
  const n = s.length;
  const order = s.map((_, i) => i).sort((a, b) => s[a]! + t[a]! - (s[b]! + t[b]!) || a - b);
  // run[i][j]: best bridge and cost for the commuters order[i..j].
  const runCost: number[][] = [];
  const runAt: number[][] = [];
  // The run's 2g endpoints are kept sorted by insertion; with the bridge at the lower median, the cost is
  // the sum of the upper g minus the sum of the lower g. (Sorting a copy per run cost 0.1 ms at 15 commuters.)
  for (let i = 0; i < n; i++) {
    runCost.push([]);
    runAt.push([]);
    const sorted: number[] = [];
    for (let j = i; j < n; j++) {
      insertSorted(sorted, s[order[j]!]!);
      insertSorted(sorted, t[order[j]!]!);
      const g = sorted.length / 2;
      let cost = 0;
      for (let x = 0; x < g; x++) cost += sorted[g + x]! - sorted[x]!;
      runAt[i]![j] = sorted[g - 1]!;
      runCost[i]![j] = cost;
    }
  }
  const INF = Number.POSITIVE_INFINITY;
  const dp = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(INF));
  const from = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(-1));
  dp[0]![0] = 0;
  for (let g = 1; g <= k; g++) {
    for (let j = g; j <= n; j++) {
      for (let i = g - 1; i < j; i++) {
        const v = dp[g - 1]![i]! + runCost[i]![j - 1]!;
        if (v < dp[g]![j]!) {
          dp[g]![j] = v;
          from[g]![j] = i;
        }
      }
    }
  }
  const witness: number[] = [];
  for (let g = k, j = n; g >= 1; j = from[g]![j]!, g--) witness.push(runAt[from[g]![j]!]![j - 1]!);
  return { best: dp[k]![n]!, witness: witness.sort((a, b) => a - b) };
}

export default defineEnv<Params, Instance, number[]>({
  id: "palembang-bridges",
  rlveId: "PalembangBridges",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Place K bridges minimising the commuters' total distance through their best bridge",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    // As in RLVE-Gym: one or two bridges, homes and workplaces in 0..N.
    const k = rng.int(1, 2);
    const s = Array.from({ length: n }, () => rng.int(0, n));
    const t = Array.from({ length: n }, () => rng.int(0, n));
    return { s, t, k, ...solve(s, t, k) };
  },

  prompt: ({ s, t, k }) =>
    `There are ${s.length} commuters; commuter i lives at position S[i] and works at position T[i] on a line:\n` +
    s.map((x, i) => `commuter ${i}: S=${x}, T=${t[i]}`).join("\n") +
    `\n\nYou must build ${k} bridge${k > 1 ? "s" : ""}, each at an integer position. A commuter going through a ` +
    "bridge at position P travels |P - S[i]| + |P - T[i]|, and uses the bridge that makes this smallest. Choose " +
    "the positions so that the total travel of all commuters is as small as possible.\n" +
    (k > 1
      ? `Answer with the ${k} bridge positions (integers, not necessarily distinct), separated by spaces.`
      : "Answer with the bridge position, an integer."),

  parse: (text) => parseIntList(text),

  score(bridges, { s, t, k, best }) {
    if (bridges.length !== k) return invalid(`expected ${k} bridge positions, got ${bridges.length}`);
    return minimisationRatio(totalOf(bridges, s, t), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ s, t, k, best, witness }) {
    const out: string[] = [];
    for (const shift of [1, -1, 10 * s.length]) {
      const moved = witness.map((p, i) => (i === 0 ? p + shift : p));
      if (totalOf(moved, s, t) > BigInt(best)) {
        out.push(moved.join(" "));
        break;
      }
    }
    out.push(new Array<number>(k).fill(-1_000_000).join(" ")); // far from everyone
    out.push([...witness, witness[0]!].join(" ")); // one bridge too many
    if (k > 1) out.push(witness.slice(1).join(" ")); // one bridge too few
    return out;
  },

  size: ({ s }) => s.length,
});
