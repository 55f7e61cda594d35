// Longest subarray whose maximum minus minimum is at most K. RLVE: LongestMaxDiffBoundedInterval
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { longestBoundedInterval } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  best: [number, number];
}

export default defineEnv<Params, Instance, number[]>({
  id: "longest-max-diff-bounded-interval",
  rlveId: "LongestMaxDiffBoundedInterval",
  category: "data structures",
  version: 2,
  title: "Longest subarray with max - min at most K",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, 2 * n));
    const k = rng.int(0, n);
    const [l, r] = longestBoundedInterval(a, k);
    return { a, k, best: [l + 1, r + 1] };
  },

  prompt: ({ a, k }) =>
    `Array A (${a.length} integers, positions 1 to ${a.length}): ${a.join(" ")}\n\n` +
    `Find a contiguous subarray A[l..r] (1 <= l <= r <= ${a.length}) in which the largest element minus the ` +
    `smallest element is at most ${k}, and which is as long as possible.\n\n` +
    "Answer with l and r separated by a space.",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([l, r], { a, k, best }) {
    if (l! < 1 || r! > a.length || l! > r!) return invalid(`[${l}, ${r}] is not a range of positions`);
    const s = a.slice(l! - 1, r!);
    const diff = Math.max(...s) - Math.min(...s);
    if (diff > k) return wrong(`max - min is ${diff} > ${k}`, -0.2);
    return maximisationRatio(r! - l! + 1, best[1] - best[0] + 1, 5);
  },

  reference: ({ best }) => best.join(" "),

  wrongAnswers({ a, best: [l, r] }) {
    const out = [`0 ${r}`, `${l} ${a.length + 1}`];
    if (r > l) out.push(`${l} ${r - 1}`);
    if (r < a.length) out.push(`${l} ${a.length}`);
    return out;
  },

  size: ({ a }) => a.length,
});
