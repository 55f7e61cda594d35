// Split a sequence of +1/-1 weights into M consecutive batches minimising the largest absolute batch sum; among those splits, the one whose end labels (a permutation) are lexicographically smallest. RLVE: Minimum_MaxAbsSlicer.
import { afterUpdates, correct, defineEnv, grow, inexact, invalid, parseIntList } from "../../core/kit.ts";
import { batchEndsError, batchSums } from "../../lib/batch-split.ts";

interface Params {
  n: number;
}

interface Instance {
  weights: number[];
  /** A permutation of 1..n: labels[i] is the label of position i + 1. */
  labels: number[];
  m: number;
  /** The least possible largest |batch sum|. */
  best: number;
  /** The optimal batch ends (1-based, the last one n) whose labels are lexicographically smallest. */
  witness: number[];
}

/**
 * fits[j][i] says the suffix from element i (0-based) splits into j batches of |sum| <= bound. A batch from
 * i ending at e fits when the prefix sum at e lies within bound of the one at i, so each row is filled from
 * the right with a Fenwick tree counting the fitting ends by prefix sum.
 */
function fitsTable(pre: readonly number[], m: number, bound: number): Uint8Array[] {
  const n = pre.length - 1;
  const fits = Array.from({ length: m + 1 }, () => new Uint8Array(n + 1));
  fits[0]![n] = 1;
  const size = 2 * n + 1; // prefix sums lie in -n..n
  for (let j = 1; j <= m; j++) {
    const tree = new Int32Array(size + 1);
    const add = (v: number) => {
      for (let x = v + n + 1; x <= size; x += x & -x) tree[x]!++;
    };
    const below = (v: number) => {
      let total = 0;
      for (let x = Math.min(size, Math.max(0, v + n + 1)); x > 0; x -= x & -x) total += tree[x]!;
      return total;
    };
    for (let i = n - 1; i >= 0; i--) {
      if (fits[j - 1]![i + 1]) add(pre[i + 1]!);
      if (below(pre[i]! + bound) - below(pre[i]! - bound - 1) > 0) fits[j]![i] = 1;
    }
  }
  return fits;
}

/**
 * The optimum by binary search on the bound (bound n always fits, as m <= n), then the split whose labels at
 * the ends are lexicographically smallest: labels are distinct, so batch by batch the fitting end (one whose
 * rest still splits) with the smallest label.
 */
export function solve(weights: readonly number[], labels: readonly number[], m: number) {
  const n = weights.length;
  const pre = [0];
  for (const w of weights) pre.push(pre[pre.length - 1]! + w);
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fitsTable(pre, m, mid)[m]![0]) hi = mid;
    else lo = mid + 1;
  }
  const fits = fitsTable(pre, m, lo);
  const witness: number[] = [];
  let start = 0;
  for (let j = m; j >= 1; j--) {
    let pick = -1;
    for (let e = start + 1; e <= n; e++) {
      if (!fits[j - 1]![e] || Math.abs(pre[e]! - pre[start]!) > lo) continue;
      if (pick < 0 || labels[e - 1]! < labels[pick - 1]!) pick = e;
    }
    witness.push(pick);
    start = pick;
  }
  return { best: lo, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-max-abs-slicer",
  rlveId: "Minimum_MaxAbsSlicer",
  category: "optimization/NP-hard construction",
  version: 2,
  title:
    "Split +1/-1 weights into M batches minimising the largest |batch sum|; the labels at the batch ends lexicographically smallest",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // As in RLVE-Gym: M from 3, labels a random permutation, and a +1 share drawn per problem (so the total,
    // and with it the optimum, ranges from 0 to about n / M).
    const m = rng.int(3, n - 1);
    const labels = rng.permutation(n).map((x) => x + 1);
    const plus = rng.float();
    const weights = Array.from({ length: n }, () => (rng.bool(plus) ? 1 : -1));
    return { weights, labels, m, ...solve(weights, labels, m) };
  },

  prompt: ({ weights, labels, m }) =>
    `You are given a sequence of ${weights.length} elements (positions 1 to ${weights.length}); each has a weight, +1 or -1, ` +
    `and a label, the labels being a permutation of 1..${weights.length}. One line per element, as position: weight label:\n` +
    weights.map((w, i) => `${i + 1}: ${w > 0 ? "+1" : "-1"} ${labels[i]}`).join("\n") +
    `\n\nSplit the sequence into exactly ${m} batches of consecutive elements (every element in exactly one batch, every ` +
    "batch non-empty) so that the largest absolute value of a batch sum of weights is as small as possible. Among all " +
    "such optimal splits, give the one whose list of labels of the batches' last elements (in batch order) is " +
    "lexicographically smallest.\n" +
    `Answer with the labels of the last element of each batch, in batch order (${m} numbers; the last one is the label ` +
    `of position ${weights.length}), separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(answer, { weights, labels, m, best, witness }) {
    const n = weights.length;
    const at = new Map(labels.map((label, i) => [label, i + 1]));
    const ends: number[] = [];
    for (const label of answer) {
      const end = at.get(label);
      if (end === undefined) return invalid(`${label} is not a label (labels are 1..${n})`);
      ends.push(end);
    }
    const why = batchEndsError(ends, n, m);
    if (why !== null) return invalid(`the labels' positions, read as batch ends: ${why}`);
    const value = Math.max(...batchSums(weights, ends).map(Math.abs));
    if (value < best) throw new Error(`split with largest |sum| ${value} beats the computed optimum ${best}`);
    const same = ends.filter((e, i) => e === witness[i]).length;
    if (same === m) return correct();
    // As in RLVE-Gym, agreement with the expected labels earns credit only once the split is optimal.
    if (value > best)
      return inexact(0.5 * (best / value) ** 5, `largest |batch sum| ${value}; the optimum is ${best}`);
    return inexact(
      0.5 + 0.5 * (same / m) ** 5,
      `optimal largest |batch sum| ${value}; ${same} of ${m} labels agree with the lexicographically smallest split`,
    );
  },

  reference: ({ witness, labels }) => witness.map((e) => labels[e - 1]).join(" "),

  wrongAnswers({ weights, labels, m, witness }) {
    const n = weights.length;
    const show = (ends: number[]) => ends.map((e) => labels[e - 1]).join(" ");
    const out: string[] = [];
    // Another split: the first end moved (same count, other ends kept when they still increase).
    const moved = witness[0]! + 1 < witness[1]! ? [witness[0]! + 1, ...witness.slice(1)] : null;
    if (moved) out.push(show(moved));
    const lopsided = [...Array.from({ length: m - 1 }, (_, i) => n - m + 1 + i), n];
    if (show(lopsided) !== show(witness)) out.push(show(lopsided));
    out.push(show(witness.slice(1))); // one batch too few
    out.push(show(witness.slice(0, -1))); // does not end at n
    if (witness.join(" ") !== show(witness)) out.push(witness.join(" ")); // positions instead of labels
    return out;
  },

  size: ({ weights }) => weights.length,
});
