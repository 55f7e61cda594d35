/**
 * The hidden permutation p of 1..n, queried by remainders: a query (i, j), i != j, is told p_i mod p_j.
 * Reference: keep one position c whose value is unknown; for each next position j ask (c, j) and (j, c).
 * If p_c < p_j then p_c mod p_j = p_c while p_j mod p_c < p_c, and symmetrically, so the larger of the two
 * replies is the smaller of the two values and settles its position; the other position becomes c. After
 * 2 (n - 1) queries only c is left, and it holds n. Budget 2 (n - 1).
 */
import { bad, interactive, type LogEntry, ok, parseInts } from "./kit.js";

interface H {
  p: number[];
}

function replies(log: readonly LogEntry[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const { q, r } of log) {
    const [i, j] = q
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    m.set(`${i} ${j}`, Number(r));
  }
  return m;
}

export const permutationMod = interactive<H, null, [number, number], number[]>({
  id: "permutation-mod",
  title: "A hidden permutation from remainder queries",
  category: "search",
  version: 1,
  maxLevel: 60,
  levels: "n = 3 + 2 level; budget 2 (n - 1) queries",
  generate(level, rng) {
    return { p: rng.permutation(3 + 2 * level).map((x) => x + 1) };
  },
  budget: (h) => 2 * (h.p.length - 1),
  initial: () => null,
  rules: (h) =>
    `I hold a permutation p of the numbers 1 to ${h.p.length} (each once), at positions 1 to ${h.p.length}. A query is two different positions i j; I reply with the remainder of p_i divided by p_j (p_i mod p_j). The final answer is the permutation: p_1 to p_${h.p.length} separated by spaces.`,
  parseQuery(text, h) {
    const v = parseInts(text, 1, h.p.length, 2);
    if (!v.ok) return v;
    if (v.value.length !== 2) return bad("two positions are expected");
    const [i, j] = v.value as [number, number];
    if (i === j) return bad("the two positions must differ");
    return ok([i, j]);
  },
  queryText: ([i, j]) => `${i} ${j}`,
  reply: (h, mem, [i, j]) => ({ text: String(h.p[i - 1]! % h.p[j - 1]!), mem }),
  parseAnswer(text, h) {
    const n = h.p.length;
    const v = parseInts(text, 1, n, n);
    if (!v.ok) return v;
    if (v.value.length !== n) return bad(`${n} numbers are expected`);
    if (new Set(v.value).size !== n) return bad("not a permutation: a number repeats");
    return ok(v.value);
  },
  judge: (h, _m, a) => a.every((x, i) => x === h.p[i]),
  reference(h, _m, log) {
    const n = h.p.length;
    const known = replies(log);
    const value = new Array<number>(n + 1).fill(0);
    let c = 1;
    for (let j = 2; j <= n; j++) {
      const a = known.get(`${c} ${j}`);
      if (a === undefined) return { query: `${c} ${j}` };
      const b = known.get(`${j} ${c}`);
      if (b === undefined) return { query: `${j} ${c}` };
      if (a > b) {
        value[c] = a;
        c = j;
      } else value[j] = b;
    }
    value[c] = n;
    return { answer: value.slice(1).join(" ") };
  },
  secret: (h) => h.p.join(" "),
  probes(h) {
    const n = h.p.length;
    const id = Array.from({ length: n }, (_, i) => i + 1);
    const same = Array.from({ length: 2 * (n - 1) }, () => ({ query: "1 2" }));
    return [
      [{ answer: id.join(" ") }],
      [{ answer: id.reverse().join(" ") }],
      [...same, { answer: id.join(" ") }],
    ];
  },
});
