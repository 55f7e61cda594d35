// Order N (a, b) pairs after a fixed first pair to minimise the largest (product of the a's before a pair) // its b. RLVE: KingSorting.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** pairs[0] is fixed in front; pairs 1..n are to be ordered. */
  a: number[];
  b: number[];
  best: string;
  /** One optimal order of 1..n. */
  witness: number[];
}

/** The largest reward (product of the a's in front) // b over the pairs in this order. */
export function largestReward(order: readonly number[], a: readonly number[], b: readonly number[]): bigint {
  let product = BigInt(a[0]!);
  let worst = 0n;
  for (const i of order) {
    const r = product / BigInt(b[i]!);
    if (r > worst) worst = r;
    product *= BigInt(a[i]!);
  }
  return worst;
}

export default defineEnv<Params, Instance, number[]>({
  id: "king-sorting",
  rlveId: "KingSorting",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Order pairs after a fixed first one to minimise the largest prefix-product quotient",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n + 1 }, () => rng.int(1, 4 * n));
    const b = Array.from({ length: n + 1 }, () => rng.int(1, 4 * n));
    // Ascending a·b is optimal: swapping two neighbours out of that order never lowers the larger of their
    // two quotients (the classic exchange argument), and the others do not change.
    const witness = Array.from({ length: n }, (_, i) => i + 1).sort(
      (x, y) => a[x]! * b[x]! - a[y]! * b[y]! || x - y,
    );
    return { a, b, best: largestReward(witness, a, b).toString(), witness };
  },

  prompt: ({ a, b }) =>
    `There are ${a.length} pairs of positive integers (a, b), numbered 0 to ${a.length - 1}:\n` +
    a.map((x, i) => `pair ${i}: a=${x}, b=${b[i]}`).join("\n") +
    `\n\nPair 0 always stands first. Put pairs 1 to ${a.length - 1} after it in an order of your choice. ` +
    "Each of those pairs receives floor(P / b), where P is the product of the a values of all pairs standing before it (pair 0 included) and b is its own b value. " +
    "Choose the order so that the largest amount received is as small as possible.\n" +
    `Answer with the order of pairs 1 to ${a.length - 1}: their numbers separated by spaces.`,
  answerExample: ({ a }) => Array.from({ length: a.length - 1 }, () => 0).join(" "),

  parse: (text) => parseIntList(text),

  score(order, { a, b, best }) {
    const pos = readPermutation(order, a.length - 1, 1);
    if (typeof pos === "string") return invalid(pos);
    return minimisationRatio(largestReward(order, a, b), BigInt(best));
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, best, witness }) {
    const out = [
      witness.slice(1).join(" ") || "0",
      [...witness.slice(1), witness[0]! === 1 ? 2 : 1].join(" "),
    ];
    const candidates = [[...witness].reverse()];
    for (let i = 0; i + 1 < witness.length; i++) {
      const p = [...witness];
      [p[i], p[i + 1]] = [p[i + 1]!, p[i]!];
      candidates.push(p);
    }
    const worse = candidates.find((p) => largestReward(p, a, b) > BigInt(best));
    if (worse) out.push(worse.join(" "));
    return out;
  },

  size: ({ a }) => a.length - 1,
});
