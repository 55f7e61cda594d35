// Split an array into consecutive batches maximising the sum over batches of a·X² + b·X + c, X the batch sum. RLVE: QuadraticFunctionSegmentation.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { batchEndsError, batchSums } from "../../lib/batch-split.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  a: number;
  b: number;
  c: number;
  best: number;
  /** One optimal split: the 1-based position of the last element of every batch. */
  witness: number[];
}

function totalOf(sums: readonly number[], { a, b, c }: Pick<Instance, "a" | "b" | "c">): number {
  return sums.reduce((acc, x) => acc + a * x * x + b * x + c, 0);
}

/** Exact optimum by the O(n²) DP over the end of the last batch. */
function solve(
  values: readonly number[],
  abc: Pick<Instance, "a" | "b" | "c">,
): { best: number; witness: number[] } {
  const n = values.length;
  const pre = [0];
  for (const v of values) pre.push(pre[pre.length - 1]! + v);
  const dp = new Array<number>(n + 1).fill(Number.NEGATIVE_INFINITY);
  const from = new Array<number>(n + 1).fill(-1);
  dp[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j < i; j++) {
      const v = dp[j]! + totalOf([pre[i]! - pre[j]!], abc);
      if (v > dp[i]!) {
        dp[i] = v;
        from[i] = j;
      }
    }
  }
  const witness: number[] = [];
  for (let i = n; i > 0; i = from[i]!) witness.push(i);
  return { best: dp[n]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "quadratic-function-segmentation",
  rlveId: "QuadraticFunctionSegmentation",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Split an array into batches maximising the sum of a quadratic of the batch sums",
  answerKind: "any-optimal",

  // With 4-5 elements few splits are optimal: flatten the answers there.
  balanceDraws: (level) => (level <= 1 ? 3 : 1),

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // a < 0 and b = 2|a|·X* (X* = target: 8..30, at most 0.6 of the total): a batch is worth most when its sum is near X*; c = -θ|a|X*² with θ in
    // [0.55, 0.9] makes two half batches worth less than one whole (c < -|a|X*²/2) while a batch of sum X*
    // stays positive. Redrawn (at most 20 times) until the optimum is positive, so that the ratio reward
    // means something; the last resort c = 0 makes every single element worth |a|·x·(2X* - x) > 0.
    let last: Instance | null = null;
    for (let attempt = 0; attempt < 20; attempt++) {
      const values = Array.from({ length: n }, () => rng.int(1, 10));
      const a = -rng.int(1, 5);
      const total = values.reduce((x, y) => x + y, 0);
      const target = rng.int(8, Math.max(8, Math.min(30, Math.floor(0.6 * total))));
      const b = -2 * a * target;
      const c = Math.round((rng.int(55, 90) / 100) * a * target * target);
      last = { values, a, b, c, ...solve(values, { a, b, c }) };
      if (last.best > 0) return last;
    }
    const { values, a, b } = last!;
    return { values, a, b, c: 0, ...solve(values, { a, b, c: 0 }) };
  },

  prompt: ({ values, a, b, c }) =>
    `You are given an array of ${values.length} positive integers (positions 1 to ${values.length}):\n` +
    values.join(" ") +
    "\n\nSplit it into batches of consecutive elements (any number of batches; every element in exactly one " +
    `batch, every batch non-empty). A batch whose elements sum to X is worth ${a}·X² + ${b}·X ${c < 0 ? "-" : "+"} ${Math.abs(c)} (it may ` +
    "be negative). Make the total worth of the batches as large as possible.\n" +
    `Answer with the position of the last element of each batch, in increasing order (the last one is ${values.length}), ` +
    "separated by spaces.",

  parse: (text) => parseIntList(text),

  score(ends, inst) {
    const why = batchEndsError(ends, inst.values.length);
    if (why !== null) return invalid(why);
    return maximisationRatio(totalOf(batchSums(inst.values, ends), inst), inst.best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers(inst) {
    const n = inst.values.length;
    const out: string[] = [];
    const whole = [n];
    const singles = Array.from({ length: n }, (_, i) => i + 1);
    for (const ends of [whole, singles]) {
      if (totalOf(batchSums(inst.values, ends), inst) < inst.best) out.push(ends.join(" "));
    }
    out.push(inst.witness.slice(0, -1).join(" ") || "0"); // does not end at n
    out.push([...inst.witness, n].join(" ")); // an empty batch
    return out;
  },

  size: ({ values }) => values.length,
});
