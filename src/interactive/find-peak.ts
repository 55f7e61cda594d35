/**
 * Find a peak: a hidden array a[1..n] of integers with few local maxima (an entry greater than its
 * neighbours; outside the array counts as lower); a query reads one entry; the answer is the position of
 * any peak (checked against the array: every peak is accepted). Reference: binary search on the slope:
 * with lo..hi holding a peak (a[lo-1] < a[lo] and a[hi] > a[hi+1]), read a[m] and a[m+1] for the middle m
 * and keep the rising side; at most 2 ceil(log2 n) reads. Budget 2 ceil(log2 n) + 2.
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  a: number[];
  budget: number;
}

function reads(log: readonly LogEntry[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const { q, r } of log) m.set(Number(q.trim()), Number(r));
  return m;
}

const isPeak = (a: readonly number[], i: number) =>
  (i === 0 || a[i]! > a[i - 1]!) && (i === a.length - 1 || a[i]! > a[i + 1]!);

export const findPeak = interactive<H, null, number, number>({
  id: "find-peak",
  title: "Find a peak of a hidden array",
  category: "search",
  version: 1,
  maxLevel: 200,
  levels: "n = 8 + 8 level entries with 1 + floor(level / 4) peaks; budget 2 ceil(log2 n) + 2 reads",
  generate(level, rng) {
    const n = 8 + 8 * level;
    const k = 1 + Math.floor(level / 4);
    // k peaks at distinct positions, a valley between each two; rising towards a peak, falling after it.
    const peaks = rng.distinctInts(0, n - 1, Math.min(k, Math.ceil(n / 4))).sort((x, y) => x - y);
    const up = new Array<boolean>(n).fill(false);
    let from = 0;
    for (let j = 0; j < peaks.length; j++) {
      const p = peaks[j]!;
      const next = peaks[j + 1];
      for (let i = from; i <= p; i++) up[i] = true;
      const valley = next === undefined ? n : rng.int(p + 1, next);
      from = valley;
      for (let i = p + 1; i < valley && i < n; i++) up[i] = false;
    }
    const a: number[] = [];
    let v = rng.int(-1000, 1000);
    for (let i = 0; i < n; i++) {
      // a[i] > a[i-1] when rising at i; after a peak the values fall until the next valley.
      v = i === 0 ? v : up[i] ? v + rng.int(1, 50) : v - rng.int(1, 50);
      a.push(v);
    }
    let lg = 0;
    while (1 << lg < n) lg++;
    return { a, budget: 2 * lg + 2 };
  },
  budget: (h) => h.budget,
  initial: () => null,
  rules: (h) =>
    `There is a hidden list of ${h.a.length} integers at positions 1 to ${h.a.length}. A peak is a position whose value is greater than the value at each neighbouring position (a position at an end has one neighbour). A query is a position; I reply with its value. The final answer is the position of any peak.`,
  parseQuery(text, h) {
    const v = parseInts(text, 1, h.a.length, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one position is expected");
    return ok(v.value[0]!);
  },
  queryText: (i) => String(i),
  reply: (h, mem, i) => ({ text: String(h.a[i - 1]), mem }),
  parseAnswer(text, h) {
    const v = parseInts(text, 1, h.a.length, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one position is expected");
    return ok(v.value[0]!);
  },
  judge: (h, _m, i) => isPeak(h.a, i - 1),
  reference(h, _m, log) {
    const known = reads(log);
    let lo = 1;
    let hi = h.a.length;
    while (lo < hi) {
      const m = Math.floor((lo + hi) / 2);
      const am = known.get(m);
      if (am === undefined) return { query: String(m) };
      const an = known.get(m + 1);
      if (an === undefined) return { query: String(m + 1) };
      if (am < an) lo = m + 1;
      else hi = m;
    }
    return { answer: String(lo) };
  },
  probes(h) {
    const n = h.a.length;
    const scan = Array.from({ length: h.budget }, (_, i) => ({ query: String(i + 1) }));
    return [
      [{ answer: "1" }],
      [{ answer: String(n) }],
      [{ answer: String(Math.ceil(n / 2)) }],
      [...scan, { answer: "2" }],
    ];
  },
});
