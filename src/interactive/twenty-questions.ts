/**
 * Twenty questions over a table: n objects, each with a known set of m yes/no properties (all rows
 * differ); one object is hidden and a query asks whether it has a property. Reference: the greedy
 * question, the property that splits the objects still possible most evenly (the first such), until one is
 * left. Budget m: asking every property always identifies the object.
 */
import { bad, interactive, type LogEntry, ok } from "./kit.js";

interface H {
  rows: boolean[][];
  m: number;
  hidden: number;
}

function possible(h: H, log: readonly LogEntry[]): number[] {
  let s = h.rows.map((_, i) => i);
  for (const { q, r } of log) {
    const p = Number(q.trim().slice(1)) - 1;
    s = s.filter((i) => h.rows[i]![p] === (r === "yes"));
  }
  return s;
}

function parseName(text: string, prefix: string, count: number): number | null {
  const m = new RegExp(`^${prefix}(\\d{1,6})$`, "i").exec(text.trim());
  if (m === null) return null;
  const v = Number(m[1]);
  return v >= 1 && v <= count ? v - 1 : null;
}

export const twentyQuestions = interactive<H, null, number, number>({
  id: "twenty-questions",
  title: "Twenty questions over a table of properties",
  category: "search",
  version: 1,
  maxLevel: 60,
  levels: "n = 4 + 3 level objects, m = ceil(log2 n) + 3 properties; budget m questions",
  generate(level, rng) {
    const n = 4 + 3 * level;
    const m = Math.ceil(Math.log2(n)) + 3;
    const seen = new Set<string>();
    const rows: boolean[][] = [];
    // 2^m >= 8n distinct rows exist; draw until n differ (each draw is new with probability >= 7/8).
    while (rows.length < n) {
      const row = Array.from({ length: m }, () => rng.bool());
      const key = row.map(Number).join("");
      if (!seen.has(key)) {
        seen.add(key);
        rows.push(row);
      }
    }
    return { rows, m, hidden: rng.int(0, n - 1) };
  },
  budget: (h) => h.m,
  initial: () => null,
  rules(h) {
    const table = h.rows.map(
      (r, i) =>
        `O${i + 1}: ${
          r
            .map((b, p) => (b ? `P${p + 1}` : ""))
            .filter(Boolean)
            .join(" ") || "(none)"
        }`,
    );
    return [
      `I have chosen one of ${h.rows.length} objects O1 to O${h.rows.length}. Each has some of the properties P1 to P${h.m}, as listed:`,
      ...table,
      `A query is one property name, such as P1; I reply "yes" if my object has it and "no" otherwise. The final answer is the object's name, such as O1.`,
    ].join("\n");
  },
  parseQuery(text, h) {
    const p = parseName(text, "P", h.m);
    return p === null ? bad(`a property name P1 to P${h.m} is expected`) : ok(p);
  },
  queryText: (p) => `P${p + 1}`,
  reply: (h, mem, p) => ({ text: h.rows[h.hidden]![p] ? "yes" : "no", mem }),
  parseAnswer(text, h) {
    const o = parseName(text, "O", h.rows.length);
    return o === null ? bad(`an object name O1 to O${h.rows.length} is expected`) : ok(o);
  },
  judge: (h, _m, o) => o === h.hidden,
  reference(h, _m, log) {
    const s = possible(h, log);
    if (s.length <= 1) return { answer: `O${(s[0] ?? 0) + 1}` };
    let best = 0;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let p = 0; p < h.m; p++) {
      const yes = s.filter((i) => h.rows[i]![p]).length;
      const gap = Math.abs(2 * yes - s.length);
      if (gap < bestGap) {
        bestGap = gap;
        best = p;
      }
    }
    return { query: `P${best + 1}` };
  },
  secret: (h) => `O${h.hidden + 1}`,
  probes(h) {
    const all = Array.from({ length: h.m }, (_, p) => ({ query: `P${p + 1}` }));
    return [
      [{ answer: "O1" }],
      [...all, { answer: `O${h.rows.length}` }],
      [{ query: "P1" }, { answer: "O2" }],
    ];
  },
});
