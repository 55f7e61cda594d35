/**
 * The counterfeit coin: n coins, one of them heavier; a query puts two disjoint groups of the same size on
 * a balance and is told which side is heavier or that it balances. Reference: split the coins still
 * suspect in three groups of sizes a, a, k - 2a with a = ceil(k/3); ceil(log3 n) weighings, optimal in the
 * worst case since each weighing has three outcomes. Budget ceil(log3 n) + 1.
 */
import { bad, interactive, type LogEntry, ok, type Parsed, parseInts } from "./kit.js";

interface H {
  n: number;
  fake: number;
}
interface Weigh {
  left: number[];
  right: number[];
}

function parseWeigh(text: string, n: number): Parsed<Weigh> {
  const sides = text.split(/\bvs\b/i);
  if (sides.length !== 2) return bad('write two groups separated by "vs", for example 1 2 vs 3 4');
  const l = parseInts(sides[0]!, 1, n, n);
  const r = parseInts(sides[1]!, 1, n, n);
  if (!l.ok) return l;
  if (!r.ok) return r;
  const seen = new Set<number>();
  for (const c of [...l.value, ...r.value]) {
    if (seen.has(c)) return bad(`coin ${c} is used twice`);
    seen.add(c);
  }
  if (l.value.length === 0 || l.value.length !== r.value.length) {
    return bad("both groups must hold the same number of coins, at least one");
  }
  return ok({ left: l.value, right: r.value });
}

const lg3 = (n: number): number => {
  let k = 0;
  for (let p = 1; p < n; p *= 3) k++;
  return k;
};

function suspects(n: number, log: readonly LogEntry[]): number[] {
  let s = Array.from({ length: n }, (_, i) => i + 1);
  for (const { q, r } of log) {
    const w = parseWeigh(q, n);
    if (!w.ok) continue;
    const l = new Set(w.value.left);
    const rr = new Set(w.value.right);
    if (r === "left is heavier") s = s.filter((c) => l.has(c));
    else if (r === "right is heavier") s = s.filter((c) => rr.has(c));
    else s = s.filter((c) => !l.has(c) && !rr.has(c));
  }
  return s;
}

export const counterfeitCoin = interactive<H, null, Weigh, number>({
  id: "counterfeit-coin",
  title: "Find the heavier coin with a balance",
  category: "search",
  version: 1,
  maxLevel: 100,
  levels: "n = 6 + 3 level coins; budget ceil(log3 n) + 1 weighings",
  generate(level, rng) {
    const n = 6 + 3 * level;
    return { n, fake: rng.int(1, n) };
  },
  budget: (h) => lg3(h.n) + 1,
  initial: () => null,
  rules: (h) =>
    `There are ${h.n} coins numbered 1 to ${h.n}. All weigh the same except one, which is heavier. A query weighs two disjoint groups of the same size, written as the coins of the left pan, "vs", the coins of the right pan (for example 1 2 vs 3 4); I reply "left is heavier", "right is heavier" or "balanced". The final answer is the number of the heavier coin.`,
  parseQuery: (text, h) => parseWeigh(text, h.n),
  queryText: (w) => `${w.left.join(" ")} vs ${w.right.join(" ")}`,
  reply(h, mem, w) {
    const text = w.left.includes(h.fake)
      ? "left is heavier"
      : w.right.includes(h.fake)
        ? "right is heavier"
        : "balanced";
    return { text, mem };
  },
  parseAnswer(text, h) {
    const v = parseInts(text, 1, h.n, 1);
    if (!v.ok) return v;
    if (v.value.length !== 1) return bad("one coin number is expected");
    return ok(v.value[0]!);
  },
  judge: (h, _m, a) => a === h.fake,
  reference(h, _m, log) {
    const s = suspects(h.n, log);
    if (s.length <= 1) return { answer: String(s[0] ?? 1) };
    const a = Math.ceil(s.length / 3);
    return { query: `${s.slice(0, a).join(" ")} vs ${s.slice(a, 2 * a).join(" ")}` };
  },
  secret: (h) => String(h.fake),
  probes(h) {
    const same = Array.from({ length: lg3(h.n) + 1 }, () => ({ query: "1 vs 2" }));
    return [[{ answer: "1" }], [...same, { answer: "3" }], [{ query: "1 vs 2" }, { answer: String(h.n) }]];
  },
});
