// Zero one window of at most D consecutive elements, then take the longest stretch whose sum is at most P.
// RLVE: WIL.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  type Verdict,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  d: number;
  p: number;
  best: number;
  /** [l1, r1, l2, r2], 1-based and inclusive: the zeroed window and an optimal stretch. */
  witness: [number, number, number, number];
}

/**
 * The longest stretch [l, r] whose sum, after zeroing at most D consecutive elements, is at most P. The
 * elements are positive, so the best window for a stretch lies inside it with length min(D, r − l + 1) and
 * is its largest such window sum. O(n² · D) over all stretches.
 */
export function longestStretch(
  a: readonly number[],
  d: number,
  p: number,
): { best: number; witness: [number, number, number, number] } {
  const n = a.length;
  const pre = [0];
  for (const v of a) pre.push(pre[pre.length - 1]! + v);
  let best = 0;
  let witness: [number, number, number, number] = [1, 1, 1, 1];
  for (let l = 0; l < n; l++)
    for (let r = l; r < n; r++) {
      const len = r - l + 1;
      if (len <= best) continue;
      const w = Math.min(d, len);
      let top = -1;
      let at = l;
      for (let s = l; s + w - 1 <= r; s++) {
        const sum = pre[s + w]! - pre[s]!;
        if (sum > top) {
          top = sum;
          at = s;
        }
      }
      if (pre[r + 1]! - pre[l]! - top <= p) {
        best = len;
        witness = [at + 1, at + w, l + 1, r + 1];
      }
    }
  return { best, witness };
}

export function judge([l1, r1, l2, r2]: readonly number[], { a, d, p, best }: Instance): Verdict {
  const n = a.length;
  if (!(1 <= l1! && l1! <= r1! && r1! <= n))
    return invalid(`the window [${l1}, ${r1}] is not inside 1..${n}`);
  if (r1! - l1! + 1 > d) return invalid(`the window has ${r1! - l1! + 1} elements, at most ${d} are allowed`);
  if (!(1 <= l2! && l2! <= r2! && r2! <= n))
    return invalid(`the stretch [${l2}, ${r2}] is not inside 1..${n}`);
  let sum = 0;
  for (let i = l2!; i <= r2!; i++) if (i < l1! || i > r1!) sum += a[i - 1]!;
  if (sum > p) return invalid(`the stretch sums to ${sum} after zeroing, more than ${p}`);
  return maximisationRatio(r2! - l2! + 1, best, 5);
}

export default defineEnv<Params, Instance, number[]>({
  id: "wil",
  rlveId: "WIL",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Zero a short window, then find the longest stretch with a bounded sum",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(1, 2 * n));
    const d = rng.int(1, Math.max(1, Math.floor(n / 2)));
    const total = a.reduce((s, v) => s + v, 0);
    const p = rng.int(0, Math.floor((2 * total) / 3));
    return { a, d, p, ...longestStretch(a, d, p) };
  },

  prompt: ({ a, d, p }) =>
    `You are given a sequence of ${a.length} positive integers a_1, ..., a_${a.length}:\n${a.join(" ")}\n\n` +
    `First choose a window of consecutive positions [l1, r1] with 1 <= l1 <= r1 <= ${a.length} and at most ${d} ` +
    `positions (r1 − l1 + 1 <= ${d}); every element in the window becomes 0. Then choose a stretch of ` +
    `consecutive positions [l2, r2] whose sum (after the zeroing) is at most ${p}. Make the stretch as long as ` +
    "possible. Answer with four integers l1 r1 l2 r2 (1-based, inclusive), separated by spaces.",
  answerExample: ({ best }) => (best > 1 ? "1 1 1 1" : "2 1 1 1"),

  parse: (text) => parseIntList(text, { length: 4 }),

  score: (answer, inst) => judge(answer, inst),

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, d, witness }) {
    const [l1, r1, l2, r2] = witness;
    const out = [[l1, r1, l2, r2 + 1].join(" "), [r1, l1 - 1, l2, r2].join(" ")];
    if (r2 > l2) out.push([l1, r1, l2 + 1, r2].join(" "));
    if (r1 - l1 + 1 === d && r1 < a.length) out.push([l1, r1 + 1, l2, r2].join(" "));
    return out;
  },

  size: ({ a }) => a.length,
});
