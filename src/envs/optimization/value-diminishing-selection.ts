// Pick items one after another, each worth its value minus the reductions of all items picked before it,
// maximising the total. RLVE: ValueDiminishingSelection.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  value: number[];
  reduction: number[];
  best: number;
  /** One optimal pick order. */
  witness: number[];
}

/** The total of a pick order. */
export function totalOf(
  value: readonly number[],
  reduction: readonly number[],
  order: readonly number[],
): number {
  let lost = 0;
  let total = 0;
  for (const i of order) {
    total += value[i]! - lost;
    lost += reduction[i]!;
  }
  return total;
}

/**
 * Exact: for a fixed set, each pair loses the reduction of the one picked first, so smaller reductions go
 * first. A DP over the items by decreasing reduction (building the order from its end) keeps the best total
 * for each number of items placed after: an item placed before c of them adds value - c * reduction.
 */
export function bestSelection(
  value: readonly number[],
  reduction: readonly number[],
): { best: number; witness: number[] } {
  const n = value.length;
  const items = value.map((_, i) => i).sort((a, b) => reduction[b]! - reduction[a]! || a - b);
  const NEG = Number.NEGATIVE_INFINITY;
  // dp[t][c]: best total using the first t items of `items` with c of them chosen.
  const dp: number[][] = [[0, ...new Array<number>(n).fill(NEG)]];
  for (let t = 0; t < n; t++) {
    const i = items[t]!;
    const prev = dp[t]!;
    const row = prev.slice();
    for (let c = 0; c < n; c++) {
      if (prev[c] === NEG) continue;
      const v = prev[c]! + value[i]! - c * reduction[i]!;
      if (v > row[c + 1]!) row[c + 1] = v;
    }
    dp.push(row);
  }
  let c = 0;
  for (let k = 1; k <= n; k++) if (dp[n]![k]! > dp[n]![c]!) c = k;
  const best = dp[n]![c]!;
  const witness: number[] = [];
  for (let t = n; t > 0 && c > 0; t--) {
    if (dp[t]![c] === dp[t - 1]![c]) continue;
    const i = items[t - 1]!;
    witness.push(i);
    c--;
  }
  return { best, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "value-diminishing-selection",
  rlveId: "ValueDiminishingSelection",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Order picks whose values shrink by the reductions of earlier picks, maximising the total",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const value = Array.from({ length: n }, () => rng.int(1, 10 * n));
    const reduction = Array.from({ length: n }, () => rng.int(1, 10));
    return { value, reduction, ...bestSelection(value, reduction) };
  },

  prompt: ({ value, reduction }) =>
    `There are ${value.length} items, numbered 0 to ${value.length - 1}, each with a value V[i] and a reduction R[i]:\n` +
    value.map((v, i) => `item ${i}: V=${v}, R=${reduction[i]}`).join("\n") +
    "\n\nYou pick distinct items one after another (as many as you like). An item is worth its value minus " +
    "the sum of the reductions of all items picked before it (this may be negative). Make the total worth of " +
    "the picked items as large as possible.\n" +
    "Answer with the picked items in the order you pick them, separated by spaces.",
  // An item twice: never an answer. An example chosen by the optimum would tell which one it is.
  answerExample: "0 0",

  parse: (text) => parseIntList(text),

  score(order, { value, reduction, best }) {
    const chosen = readSubset(order, value.length, "item");
    if (typeof chosen === "string") return invalid(chosen);
    return maximisationRatio(totalOf(value, reduction, order), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ value, reduction, best, witness }) {
    const out: string[] = [];
    const reversed = witness.slice().reverse(); // larger reductions first
    if (totalOf(value, reduction, reversed) !== best) out.push(reversed.join(" "));
    const all = value.map((_, i) => i);
    if (totalOf(value, reduction, all) !== best) out.push(all.join(" "));
    out.push([...witness, witness[0]].join(" ")); // an item twice
    out.push([...witness, value.length].join(" ")); // an item that does not exist
    return out;
  },

  size: ({ value }) => value.length,
});
