// Order N weighted items so that every "x before y" rule holds (the rules form a forest) and the sum of weight times position is as large as possible. RLVE: Max_TreeConstrainedPermutation_Weight.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  weights: number[];
  /** before[y] = x: item x must come before item y; -1 when y has no rule. Each item has at most one. */
  before: number[];
  best: number;
  /** One optimal order. */
  witness: number[];
}

/**
 * The best order (a permutation maximising sum of w * position, positions from 1). Greedy on blocks: the
 * block of smallest average weight goes right after the block holding its required predecessor (an exchange
 * argument shows some optimal order does so), and the two merge into one; blocks without a predecessor
 * merge into a virtual first block the same way.
 */
export function bestConstrainedOrder(
  weights: readonly number[],
  before: readonly number[],
): { best: number; order: number[] } {
  const n = weights.length;
  // Block ids are the items; n is the virtual root.
  const seq: number[][] = weights.map((_, i) => [i]);
  seq.push([]);
  const sum = [...weights, 0];
  const size = [...weights.map(() => 1), 0];
  const owner = Array.from({ length: n + 1 }, (_, i) => i);
  const find = (x: number): number => {
    while (owner[x] !== x) {
      owner[x] = owner[owner[x]!]!;
      x = owner[x]!;
    }
    return x;
  };
  const alive = new Set(weights.map((_, i) => i));
  while (alive.size > 0) {
    let pick = -1;
    for (const b of alive) if (pick < 0 || sum[b]! * size[pick]! < sum[pick]! * size[b]!) pick = b;
    alive.delete(pick);
    const into = before[pick]! < 0 ? n : find(before[pick]!);
    seq[into]!.push(...seq[pick]!);
    sum[into]! += sum[pick]!;
    size[into]! += size[pick]!;
    owner[pick] = into;
  }
  const order = seq[n]!;
  return { best: weightedSum(weights, order), order };
}

function weightedSum(weights: readonly number[], order: readonly number[]): number {
  return order.reduce((acc, item, i) => acc + weights[item]! * (i + 1), 0);
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-tree-constrained-permutation-weight",
  rlveId: "Max_TreeConstrainedPermutation_Weight",
  category: "optimization/NP-hard construction",
  version: 1,
  title:
    "Order weighted items under forest-shaped precedence rules maximising the sum of weight times position",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // A random forest grown in a hidden order, then relabelled so that labels say nothing about the order.
    const label = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    const before = new Array<number>(n).fill(-1);
    for (let i = 1; i < n; i++) if (rng.bool(0.8)) before[label[i]!] = label[rng.int(0, i - 1)]!;
    const weights = Array.from({ length: n }, () => rng.int(1, 20));
    const { best, order } = bestConstrainedOrder(weights, before);
    return { weights, before, best, witness: order };
  },

  prompt: ({ weights, before }) => {
    const rules = before.flatMap((x, y) => (x >= 0 ? [`${x} before ${y}`] : []));
    return (
      `There are ${weights.length} items, numbered 0 to ${weights.length - 1}, with weights W:\n` +
      weights.map((w, i) => `item ${i}: W=${w}`).join("\n") +
      `\n\nArrange all items in a sequence P[1], ..., P[${weights.length}] (each item exactly once) such that every ` +
      `rule "x before y" below holds (item x appears somewhere before item y):\n${rules.length > 0 ? rules.join("\n") : "(no rules)"}\n\n` +
      "Make the sum W[P[1]]·1 + W[P[2]]·2 + ... + " +
      `W[P[${weights.length}]]·${weights.length} as large as possible.\n` +
      "Answer with the sequence P[1] ... P[N], separated by spaces."
    );
  },
  answerExample: ({ weights }) => Array.from({ length: weights.length + 1 }, (_, i) => i).join(" "),

  parse: (text) => parseIntList(text),

  score(order, { weights, before, best }) {
    const pos = readPermutation(order, weights.length);
    if (typeof pos === "string") return invalid(pos);
    for (let y = 0; y < weights.length; y++) {
      const x = before[y]!;
      if (x >= 0 && pos[x]! > pos[y]!) return invalid(`item ${x} must come before item ${y}`);
    }
    return maximisationRatio(weightedSum(weights, order), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ weights, before, best, witness }) {
    const out: string[] = [];
    // The first adjacent swap that keeps the rules and loses value, if any.
    for (let i = 0; i + 1 < witness.length; i++) {
      const swapped = witness.slice();
      [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
      if (before[swapped[i]!] !== swapped[i + 1] && weightedSum(weights, swapped) < best) {
        out.push(swapped.join(" "));
        break;
      }
    }
    const y = before.findIndex((x) => x >= 0);
    if (y >= 0) out.push([y, ...witness.filter((v) => v !== y)].join(" ")); // y ahead of its rule
    out.push([...witness, witness[0]!].join(" ")); // an item twice
    out.push(witness.slice(1).join(" ") || "-1"); // an item missing
    return out;
  },

  size: ({ weights }) => weights.length,
});
