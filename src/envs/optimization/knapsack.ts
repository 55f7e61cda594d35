// 0/1 knapsack: choose items within the weight limit maximising total value. RLVE: Knapsack.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { solveKnapsack } from "../../lib/knapsack.ts";

interface Params {
  n: number;
}

interface Instance {
  weights: number[];
  values: number[];
  capacity: number;
  best: number;
  /** One optimal selection (0-based indices, ascending). */
  witness: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "knapsack",
  rlveId: "Knapsack",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "0/1 knapsack: maximise the value of items within a weight limit",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const weights = Array.from({ length: n }, () => rng.int(1, 2 * n));
    const values = Array.from({ length: n }, () => rng.int(1, 3 * n));
    const total = weights.reduce((a, b) => a + b, 0);
    const capacity = rng.int(Math.max(1, Math.floor(total / 4)), Math.max(1, Math.floor((3 * total) / 4)));
    const { best, witness } = solveKnapsack(weights, values, capacity);
    return { weights, values, capacity, best, witness };
  },

  prompt: ({ weights, values, capacity }) =>
    `There are ${weights.length} items, numbered 0 to ${weights.length - 1}. Item i has weight W[i] and value V[i]:\n` +
    weights.map((w, i) => `item ${i}: W=${w}, V=${values[i]}`).join("\n") +
    `\n\nChoose a set of distinct items whose total weight is at most ${capacity} and whose total value is as large as possible.\n` +
    "Answer with the chosen item indices separated by spaces (an empty answer chooses nothing).",
  // Never correct: item N does not exist (items are 0..N-1).
  answerExample: ({ weights }) => `0 2 ${weights.length}`,

  parse: (text) => parseIntList(text),

  score(chosen, { weights, values, capacity, best }) {
    const seen = new Set<number>();
    let weight = 0;
    let value = 0;
    for (const i of chosen) {
      if (i < 0 || i >= weights.length) return invalid(`item ${i} does not exist`);
      if (seen.has(i)) return invalid(`item ${i} is chosen twice`);
      seen.add(i);
      weight += weights[i]!;
      value += values[i]!;
    }
    if (weight > capacity) return invalid(`total weight ${weight} exceeds the limit ${capacity}`);
    return maximisationRatio(value, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ weights, capacity, witness }) {
    const out: string[] = [];
    if (witness.length > 0) out.push(witness.slice(1).join(" ")); // drops a positive value: sub-optimal
    const all = weights.map((_, i) => i);
    if (weights.reduce((a, b) => a + b, 0) > capacity) out.push(all.join(" ")); // over the limit
    out.push(`${witness.join(" ")} ${weights.length}`.trim()); // an item that does not exist
    if (witness.length > 0) out.push(`${witness.join(" ")} ${witness[0]}`); // an item twice
    return out;
  },

  size: ({ weights }) => weights.length,
});
