// Lower entries of a sequence (at most M in total, one entry down to 0) to make the largest difference of neighbours least; report that least difference. RLVE: STUWell.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  x: number[];
  m: number;
  answer: number;
}

/**
 * Least total lowering that makes every neighbour difference at most z with entry k lowered to 0: the
 * largest such sequence below x is y[j] = min over i of (x'[i] + |i - j|·z), x' = x with x'[k] = 0, computed
 * by one pass each way; any other valid sequence lies below it, so it lowers least.
 */
function lowering(x: readonly number[], z: number, k: number): number {
  const y = x.slice();
  y[k] = 0;
  for (let j = 1; j < y.length; j++) y[j] = Math.min(y[j]!, y[j - 1]! + z);
  for (let j = y.length - 2; j >= 0; j--) y[j] = Math.min(y[j]!, y[j + 1]! + z);
  return x.reduce((acc, v, j) => acc + v - y[j]!, 0);
}

/**
 * The least achievable largest neighbour difference with at most m lowered in total. Feasibility only
 * improves as z grows, and z = max(x) is feasible when m >= min(x) (lower a smallest entry to 0), so a
 * binary search over 0..max(x) finds it.
 */
export function leastDifference(x: readonly number[], m: number): number {
  const feasible = (z: number) => x.some((_, k) => lowering(x, z, k) <= m);
  let lo = 0;
  let hi = Math.max(...x);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (feasible(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export default defineEnv<Params, Instance, bigint>({
  id: "stu-well",
  rlveId: "STUWell",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Lower entries within a budget (one down to 0) to minimise the largest neighbour difference",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const x = Array.from({ length: n }, () => rng.int(0, 10 * n));
    const total = x.reduce((a, b) => a + b, 0);
    const m = Math.min(...x) + rng.int(0, Math.floor(total / 2));
    return { x, m, answer: leastDifference(x, m) };
  },

  prompt: ({ x, m }) =>
    `You are given a sequence of ${x.length} non-negative integers:\n${x.join(" ")}\n\n` +
    `You may lower entries by integer amounts, by at most ${m} in total over all entries (entries stay ` +
    "non-negative), and at least one entry must end up equal to 0. Make the largest absolute difference between " +
    "two neighbouring entries as small as possible.\n" +
    "Answer with that smallest possible largest difference, a single integer.",

  parse: (text) => parseCount(text),

  score: (value, { answer }) =>
    value === BigInt(answer) ? correct() : wrong(`${value} is not the least largest difference`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ x, answer }) => [
    String(answer + 1),
    String(Math.max(...x) + 1),
    answer > 0 ? String(answer - 1) : "100000",
  ],

  size: ({ x }) => x.length,
});
