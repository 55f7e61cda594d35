// Count the distinct values an expression can take under all ways of fully parenthesising it. RLVE: Expression_AddingParenthese_Counting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";

interface Params {
  operands: number;
}

interface Instance {
  nums: number[];
  ops: string[];
  count: number;
}

/** Interval DP over the sets of values of every sub-expression. */
export function distinctValues(nums: readonly number[], ops: readonly string[]): Set<number> {
  const n = nums.length;
  const sets: Set<number>[][] = Array.from({ length: n }, () => new Array<Set<number>>(n));
  for (let i = 0; i < n; i++) sets[i]![i] = new Set([nums[i]!]);
  for (let len = 2; len <= n; len++) {
    for (let i = 0; i + len - 1 < n; i++) {
      const j = i + len - 1;
      const out = new Set<number>();
      for (let k = i; k < j; k++) {
        const op = ops[k]!;
        for (const a of sets[i]![k]!)
          for (const b of sets[k + 1]![j]!) out.add(op === "+" ? a + b : op === "-" ? a - b : a * b);
      }
      sets[i]![j] = out;
    }
  }
  return sets[0]![n - 1]!;
}

const MAX_TIMES = 2;

export default defineEnv<Params, Instance, bigint>({
  id: "expression-adding-parenthese-counting",
  rlveId: "Expression_AddingParenthese_Counting",
  category: "sorting/arithmetic",
  split: "held-out",
  version: 7,
  title: "Distinct values of an expression under all parenthesisations",
  answerKind: "unique",
  // The ladder starts at 4 operands: with 3 the count is 1 or 2 only, and "1" wins most problems (the shortcut audit).
  params: (level) => ({ operands: afterUpdates(4, level, grow.plus1) }),

  generate({ operands }, rng) {
    const nums = Array.from({ length: operands }, () => rng.int(1, 9));
    const ops = Array.from({ length: operands - 1 }, () => rng.pick(["+", "-"]));
    // Products drawn from 0 (0 or 1 at 4 operands): with 1 or 2 of them "3" was the count of 48% of the
    // problems at 4 operands (16 redraws flattened it); with 0 or 1 the commonest count has 31%.
    const times = rng.int(0, Math.min(MAX_TIMES, operands - 3));
    for (const k of rng.sample(
      ops.map((_, i) => i),
      times,
    ))
      ops[k] = "*";
    return { nums, ops, count: distinctValues(nums, ops).size };
  },

  prompt: ({ nums, ops }) =>
    `Consider the expression\n${nums.map((v, i) => (i === 0 ? `${v}` : `${ops[i - 1]} ${v}`)).join(" ")}\n\n` +
    "Insert parentheses so that it is fully parenthesised (every operator combines exactly two " +
    "sub-expressions), without reordering the numbers or operators. Different parenthesisations may give " +
    "different values (for example 2 - 3 - 1 gives (2 - 3) - 1 = -2 or 2 - (3 - 1) = 0).\n\n" +
    "How many distinct values can the expression take?\n\nAnswer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { count }) => closeness(answer, count, 10),

  reference: ({ count }) => String(count),

  wrongAnswers: ({ count }) => [String(count + 1), ...(count > 1 ? [String(count - 1)] : [])],

  size: ({ nums }) => nums.length,
});
