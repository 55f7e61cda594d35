/**
 * Egg drop: a building of n floors, e eggs, and a hidden highest safe floor s in 0..n (an egg dropped from
 * floor f breaks iff f > s; a broken egg is gone). A query drops an egg from a floor. With e eggs and d
 * drops one can tell apart F(e, d) + 1 values of s, F(e, d) = sum_{i=1..e} C(d, i), and no strategy does
 * better; the budget is the least d with F(e, d) >= n. Reference: the classic optimal strategy, dropping
 * at lo + F(e - 1, d - 1) + 1 (lo the highest floor known safe, d the drops left), which keeps the
 * floors still open within what the remaining eggs and drops can settle.
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  n: number;
  eggs: number;
  safe: number;
  budget: number;
}

/** Floors settled by e eggs and d drops (capped, it is only compared with n <= 10^4). */
function reach(e: number, d: number): number {
  let total = 0;
  let c = 1;
  for (let i = 1; i <= e && i <= d; i++) {
    c = (c * (d - i + 1)) / i;
    total += c;
    if (total > 1e9) return 1e9;
  }
  return total;
}

function known(n: number, eggs: number, log: readonly LogEntry[]): { lo: number; hi: number; eggs: number } {
  let lo = 0;
  let hi = n;
  let e = eggs;
  for (const { q, r } of log) {
    const f = Number(q.trim());
    if (r === "breaks") {
      e--;
      hi = Math.min(hi, f - 1);
    } else lo = Math.max(lo, f);
  }
  return { lo, hi, eggs: e };
}

export const eggDrop = interactive<H, { eggs: number }, number, number>({
  id: "egg-drop",
  title: "Egg drop: the highest safe floor with few eggs",
  category: "search",
  version: 1,
  maxLevel: 200,
  levels: "n = 10 + 10 level floors, 2 + floor(level / 8) eggs (at most 4); budget the optimal worst case",
  generate(level, rng) {
    const n = 10 + 10 * level;
    const eggs = Math.min(4, 2 + Math.floor(level / 8));
    let budget = 1;
    while (reach(eggs, budget) < n) budget++;
    return { n, eggs, safe: rng.int(0, n), budget };
  },
  budget: (h) => h.budget,
  initial: (h) => ({ eggs: h.eggs }),
  rules: (h) =>
    `A building has floors 1 to ${h.n}. There is a highest floor from which an egg can be dropped without breaking: some number between 0 and ${h.n} (0: an egg breaks from every floor). An egg breaks when dropped from any floor above it and survives from it or below. You have ${h.eggs} eggs; a broken egg cannot be used again, a surviving one can. A query is a floor between 1 and ${h.n} to drop an egg from; I reply "breaks" or "survives". The final answer is the highest safe floor.`,
  parseQuery(text, h, mem) {
    if (mem.eggs <= 0) return bad("no eggs are left: give your answer");
    const v = parseInts(text, 1, h.n, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one floor number is expected");
    return ok(v.value[0]!);
  },
  queryText: (f) => String(f),
  reply(h, mem, f) {
    return f > h.safe ? { text: "breaks", mem: { eggs: mem.eggs - 1 } } : { text: "survives", mem };
  },
  parseAnswer(text, h) {
    const v = parseInts(text, 0, h.n, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one floor number is expected");
    return ok(v.value[0]!);
  },
  judge: (h, _m, a) => a === h.safe,
  reference(h, _m, log) {
    const k = known(h.n, h.eggs, log);
    if (k.lo >= k.hi) return { answer: String(k.lo) };
    const left = h.budget - log.length;
    const f = Math.min(k.hi, k.lo + reach(k.eggs - 1, left - 1) + 1);
    return { query: String(f) };
  },
  secret: (h) => String(h.safe),
  probes(h) {
    const scan = Array.from({ length: h.budget }, (_, i) => ({ query: String(i + 1) }));
    return [
      [{ answer: "0" }],
      [{ answer: String(h.n) }],
      [...scan, { answer: String(h.budget) }],
      [{ query: String(Math.ceil(h.n / 2)) }, { answer: String(Math.ceil(h.n / 2)) }],
    ];
  },
});
