// Fewest Fibonacci numbers, each added or subtracted, whose signed sum is K. RLVE: MinimumFibonacciRepresentation
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { minFibonacciTerms } from "../../lib/number-theory-counting.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  answer: number;
}

const maxKOf = (level: number) => afterUpdates(15, level, grow.mul1_5);
/** Up to this maxK every K is enumerated: the answer is drawn uniformly among its values, then K among those. */
const ENUMERATE = 5000;

/** For every answer, the K from 1 to limit having it, ascending (one table, computed once). */
let table: { limit: number; byAnswer: Map<number, number[]> } | null = null;
export function answersUpTo(limit: number): Map<number, number[]> {
  if (table?.limit === limit) return table.byAnswer;
  // f(K) = 1 + min(f(K - lo), f(hi - K)) for Fibonacci lo < K < hi, f(F) = 1, and both K - lo and hi - K
  // are below K (enumerating 5000 K per problem took 1.4 ms)
  const f = new Array<number>(limit + 1).fill(0);
  const byAnswer = new Map<number, number[]>();
  let lo = 1;
  let hi = 2;
  for (let k = 1; k <= limit; k++) {
    while (hi <= k) [lo, hi] = [hi, lo + hi];
    f[k] = k === lo ? 1 : 1 + Math.min(f[k - lo]!, f[hi - k]!);
    const ks = byAnswer.get(f[k]!);
    if (ks) ks.push(k);
    else byAnswer.set(f[k]!, [k]);
  }
  const sorted = new Map([...byAnswer.entries()].sort((x, y) => x[0] - y[0]));
  table = { limit, byAnswer: sorted };
  return sorted;
}

/** How many of the ascending values are at most x. */
function countAtMost(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export default defineEnv<Params, Instance, bigint>({
  id: "minimum-fibonacci-representation",
  rlveId: "MinimumFibonacciRepresentation",
  category: "number theory",
  version: 4,
  title: "Fewest signed Fibonacci terms summing to K",
  answerKind: "unique",
  // The answers concentrate on a few values (the shortcut audit: with K uniform and 8 balancing draws, "2"
  // was right in 71% of the audited problems at level 3, the rare largest answer seldom being drawn). Up to
  // ENUMERATE the generator draws the answer uniformly among the values it takes; above, 8 draws flatten it.
  balanceDraws: (level) => (maxKOf(level) <= ENUMERATE ? 1 : 8),

  params: (level) => ({ maxK: maxKOf(level) }),

  generate({ maxK }, rng) {
    if (maxK <= ENUMERATE) {
      const byAnswer = answersUpTo(ENUMERATE);
      // the values the answer takes for K up to maxK, then K uniformly among those with the drawn answer
      const answers = [...byAnswer.keys()].filter((a) => byAnswer.get(a)![0]! <= maxK);
      const ks = byAnswer.get(rng.pick(answers))!;
      const k = ks[rng.int(0, countAtMost(ks, maxK) - 1)]!;
      return { k, answer: minFibonacciTerms(k) };
    }
    const k = rng.int(1, maxK);
    return { k, answer: minFibonacciTerms(k) };
  },

  prompt: ({ k }) =>
    "The Fibonacci numbers are 1, 2, 3, 5, 8, 13, 21, ... (each is the sum of the two before). " +
    `Write ${k} as a sum of terms, each term being +F or -F for some Fibonacci number F (the same number may be used ` +
    "more than once). What is the smallest possible number of terms?\n\n" +
    "Answer with a single positive integer.",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the minimum is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((v) => v >= 0).map(String),

  size: ({ k }) => k,
});
