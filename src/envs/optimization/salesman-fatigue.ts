// For every k, the largest fatigue a salesman can collect visiting k houses of a dead-end street: twice the
// farthest distance walked plus the fatigue of each visited house. RLVE: SalesmanFatigue.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Distances from the street's entrance, non-decreasing. */
  s: number[];
  /** Fatigue of selling at each house. */
  a: number[];
  /** best[k - 1]: the answer for k houses. */
  best: number[];
}

/**
 * Exact: a chosen set's farthest house j (the last one in street order) gives 2*S[j] + A[j], the others are
 * any k-1 houses before j, best the k-1 largest fatigues there. Maximise over j.
 */
export function fatigueByCount(s: readonly number[], a: readonly number[]): number[] {
  const n = s.length;
  const best = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) {
    const before = a.slice(0, j).sort((x, y) => y - x);
    let sum = 2 * s[j]! + a[j]!;
    best[0] = Math.max(best[0]!, sum);
    before.forEach((v, i) => {
      sum += v;
      best[i + 1] = Math.max(best[i + 1]!, sum);
    });
  }
  return best;
}

export default defineEnv<Params, Instance, number[]>({
  id: "salesman-fatigue",
  rlveId: "SalesmanFatigue",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Most fatigue a salesman can collect visiting k houses, for every k",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const s = Array.from({ length: n }, () => rng.int(1, 10 * n)).sort((x, y) => x - y);
    const a = Array.from({ length: n }, () => rng.int(1, 10 * n));
    return { s, a, best: fatigueByCount(s, a) };
  },

  prompt: ({ s, a }) =>
    `A dead-end street has ${s.length} houses, numbered 0 to ${s.length - 1}. House i stands at distance S[i] ` +
    "from the entrance and selling there costs fatigue A[i]:\n" +
    s.map((d, i) => `house ${i}: S=${d}, A=${a[i]}`).join("\n") +
    "\n\nA salesman enters the street, visits a set of houses and walks back out. Visiting a set X costs " +
    "2 x (the largest S[i] in X) + (the sum of A[i] over X).\n" +
    `For every k from 1 to ${s.length}, find the largest cost of a set of exactly k distinct houses.\n` +
    `Answer with the ${s.length} values for k = 1, 2, ..., ${s.length}, separated by spaces.`,
  // Every value is at least 3 (S, A >= 1): zeros are never an answer, and say nothing about it.
  answerExample: ({ s }) => s.map(() => 0).join(" "),

  parse: (text) => parseIntList(text),

  score(values, { best }) {
    if (values.length !== best.length) return invalid(`expected ${best.length} values, got ${values.length}`);
    const right = values.filter((v, i) => v === best[i]).length;
    return fraction(right, best.length, 5, "values");
  },

  reference: ({ best }) => best.join(" "),

  wrongAnswers({ s, a, best }) {
    const n = s.length;
    const out: string[] = [];
    const off = best.slice();
    off[n - 1] = off[n - 1]! - 1;
    out.push(off.join(" ")); // the last value off by one
    // Forgetting the walk back: S counted once.
    const once = fatigueByCount(
      s.map((d) => d / 2),
      a,
    ).map((v) => Math.floor(v));
    if (once.some((v, i) => v !== best[i])) out.push(once.join(" "));
    out.push(best.slice(1).join(" ")); // a value missing
    out.push(best.map((v) => -v).join(" "));
    return out;
  },

  size: ({ s }) => s.length,
});
