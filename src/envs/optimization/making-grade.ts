// Find a monotone sequence B (non-decreasing or non-increasing) minimising Σ|A[i] - B[i]|. RLVE: MakingGrade.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  best: number;
  /** One optimal B. */
  witness: number[];
}

/** Σ|A[i] - B[i]| as a bigint (B comes from the answer and may be huge). */
export function gradeCost(a: readonly number[], b: readonly number[]): bigint {
  let cost = 0n;
  for (let i = 0; i < a.length; i++) {
    const d = BigInt(a[i]!) - BigInt(b[i]!);
    cost += d < 0n ? -d : d;
  }
  return cost;
}

/**
 * The cheapest non-decreasing B, by a DP over B[i] among the sorted values of A (some optimum uses only
 * values of A: between two consecutive values of A the cost of a block of equal B values is linear, so it
 * is minimised at an end). O(n·m) with prefix minima.
 */
function cheapestNonDecreasing(a: readonly number[]): { cost: number; b: number[] } {
  const values = [...new Set(a)].sort((x, y) => x - y);
  const n = a.length;
  const m = values.length;
  const choice = Array.from({ length: n }, () => new Array<number>(m).fill(0)); // best u <= v for row i-1
  let prev = values.map((v) => Math.abs(a[0]! - v));
  for (let i = 1; i < n; i++) {
    const cur = new Array<number>(m);
    let bestU = 0;
    for (let v = 0; v < m; v++) {
      if (prev[v]! < prev[bestU]!) bestU = v;
      choice[i]![v] = bestU;
      cur[v] = prev[bestU]! + Math.abs(a[i]! - values[v]!);
    }
    prev = cur;
  }
  let v = 0;
  for (let u = 1; u < m; u++) if (prev[u]! < prev[v]!) v = u;
  const cost = prev[v]!;
  const b = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    b[i] = values[v]!;
    v = choice[i]![v]!;
  }
  return { cost, b };
}

export function bestGrade(a: readonly number[]): { best: number; witness: number[] } {
  const up = cheapestNonDecreasing(a);
  const down = cheapestNonDecreasing([...a].reverse());
  return up.cost <= down.cost
    ? { best: up.cost, witness: up.b }
    : { best: down.cost, witness: down.b.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "making-grade",
  rlveId: "MakingGrade",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 1,
  title: "Closest monotone sequence in total absolute difference",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // Redraw (a bounded number of times) while A is already monotone, so the answer is not A itself.
    for (let attempt = 0; ; attempt++) {
      const a = Array.from({ length: n }, () => rng.int(0, 2 * n));
      const solved = bestGrade(a);
      if (solved.best > 0 || attempt === 20) return { a, ...solved };
    }
  },

  prompt: ({ a }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    `Find integers B[0], ..., B[${a.length - 1}] that are monotone, either B[0] <= B[1] <= ... or B[0] >= B[1] >= ..., ` +
    "minimising |A[0] - B[0]| + |A[1] - B[1]| + ... .\n" +
    `Answer with the ${a.length} values of B in order, separated by spaces.`,
  answerExample: ({ a }) => a.map((_, i) => (i % 2 === 0 ? 1 : 3)).join(" "), // not monotone: never valid

  parse: (text, { a }) => parseIntList(text, { length: a.length }),

  score(b, { a, best }) {
    const up = b.every((v, i) => i === 0 || b[i - 1]! <= v);
    const down = b.every((v, i) => i === 0 || b[i - 1]! >= v);
    if (!up && !down) return invalid("B is neither non-decreasing nor non-increasing");
    return minimisationRatio(gradeCost(a, b), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, best, witness }) {
    const out = [witness.slice(1).join(" "), [...witness, 0].join(" ")];
    const flat = a.map(() => a[0]!);
    if (gradeCost(a, flat) > BigInt(best)) out.push(flat.join(" "));
    const moved = witness.map((v) => v + 1);
    if (gradeCost(a, moved) > BigInt(best)) out.push(moved.join(" "));
    if (best > 0) out.push(a.join(" ")); // A itself is not monotone when the optimum is above 0
    return out;
  },

  size: ({ a }) => a.length,
});
