/**
 * Sorting by comparisons: n items with hidden distinct weights; a query compares two items. Reference:
 * binary insertion sort, inserting items 1..n in turn, each by binary search over the sorted prefix,
 * using a known comparison from the log before asking; it needs at most sum_{k=2..n} ceil(log2 k)
 * comparisons, which is the budget (within n of the information bound log2 n!).
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  w: number[];
}

export function insertionBound(n: number): number {
  let t = 0;
  for (let k = 2; k <= n; k++) t += Math.ceil(Math.log2(k) - 1e-12);
  return t;
}

function lessMap(log: readonly LogEntry[]): Map<string, boolean> {
  const m = new Map<string, boolean>();
  for (const { q, r } of log) {
    const [i, j] = q
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const lt = r === "lighter";
    m.set(`${i} ${j}`, lt);
    m.set(`${j} ${i}`, !lt);
  }
  return m;
}

export const comparisonSort = interactive<H, null, [number, number], number[]>({
  id: "comparison-sort",
  title: "Sort hidden weights by comparisons",
  category: "sorting",
  version: 1,
  maxLevel: 60,
  levels: "n = 3 + level items; budget sum_{k=2..n} ceil(log2 k) comparisons",
  generate(level, rng) {
    const n = 3 + level;
    return { w: rng.permutation(n) };
  },
  budget: (h) => insertionBound(h.w.length),
  initial: () => null,
  rules: (h) =>
    `There are ${h.w.length} items numbered 1 to ${h.w.length}, with different hidden weights. A query is two different item numbers i j; I reply "lighter" if item i is lighter than item j and "heavier" otherwise. The final answer is the item numbers from the lightest to the heaviest, separated by spaces.`,
  parseQuery(text, h) {
    const v = parseInts(text, 1, h.w.length, 2);
    if (!v.ok) return v;
    if (v.value.length !== 2) return bad("two item numbers are expected");
    const [i, j] = v.value as [number, number];
    if (i === j) return bad("the two items must differ");
    return ok([i, j]);
  },
  queryText: ([i, j]) => `${i} ${j}`,
  reply: (h, mem, [i, j]) => ({ text: h.w[i - 1]! < h.w[j - 1]! ? "lighter" : "heavier", mem }),
  parseAnswer(text, h) {
    const n = h.w.length;
    const v = parseInts(text, 1, n, n);
    if (!v.ok) return v;
    if (v.value.length !== n || new Set(v.value).size !== n)
      return bad(`each of the ${n} items once is expected`);
    return ok(v.value);
  },
  judge: (h, _m, a) => a.every((x, k) => k === 0 || h.w[a[k - 1]! - 1]! < h.w[x - 1]!),
  reference(h, _m, log) {
    const lt = lessMap(log);
    const sorted: number[] = [1];
    for (let x = 2; x <= h.w.length; x++) {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const key = `${x} ${sorted[mid]}`;
        const r = lt.get(key);
        if (r === undefined) return { query: key };
        if (r) hi = mid;
        else lo = mid + 1;
      }
      sorted.splice(lo, 0, x);
    }
    return { answer: sorted.join(" ") };
  },
  secret(h) {
    return h.w
      .map((w, i) => [w, i + 1] as const)
      .sort((a, b) => a[0] - b[0])
      .map((p) => p[1])
      .join(" ");
  },
  probes(h) {
    const n = h.w.length;
    const id = Array.from({ length: n }, (_, i) => i + 1);
    const pairs = Array.from({ length: insertionBound(n) }, (_, k) => ({
      query: `${(k % (n - 1)) + 1} ${(k % (n - 1)) + 2}`,
    }));
    return [[{ answer: id.join(" ") }], [...pairs, { answer: id.slice().reverse().join(" ") }]];
  },
});
