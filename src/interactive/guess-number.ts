/**
 * Guess the number: a hidden integer x in 1..N, N = 2^(level+3); a query k is told "higher" (x > k),
 * "lower" (x < k) or "equal". Reference: binary search on the interval left open, answering once one
 * value is left (or on "equal"); it never needs more than log2 N queries, which is optimal in the worst
 * case (each query has at most two replies that leave values open). Budget log2 N + 1.
 */
import { bad, interactive, type LogEntry, ok, type Parsed } from "./kit.js";

interface H {
  n: string;
  x: string;
  level: number;
}

function parseBig(text: string, n: bigint): Parsed<bigint> {
  const t = text.trim();
  if (!/^\d{1,40}$/.test(t)) return bad("a whole number is expected");
  const v = BigInt(t);
  if (v < 1n || v > n) return bad(`the number must be between 1 and ${n}`);
  return ok(v);
}

/** The interval [lo, hi] left open by the log, and whether "equal" was heard (then lo = hi = it). */
function interval(n: bigint, log: readonly LogEntry[]): [bigint, bigint] {
  let lo = 1n;
  let hi = n;
  for (const { q, r } of log) {
    const k = BigInt(q.trim());
    if (r === "higher" && k + 1n > lo) lo = k + 1n;
    else if (r === "lower" && k - 1n < hi) hi = k - 1n;
    else if (r === "equal") return [k, k];
  }
  return [lo, hi];
}

export const guessNumber = interactive<H, null, bigint, bigint>({
  id: "guess-number",
  title: "Guess the number (higher / lower)",
  category: "search",
  version: 1,
  maxLevel: 120,
  levels: "N = 2^(level+3) values; budget log2 N + 1 queries",
  generate(level, rng) {
    const n = 1n << BigInt(level + 3);
    return { n: String(n), x: String(rng.bigint(1n, n)), level };
  },
  budget: (h) => h.level + 4,
  initial: () => null,
  rules: (h) =>
    `I have chosen a whole number between 1 and ${h.n}. A query is a number k between 1 and ${h.n}; I reply "higher" if my number is greater than k, "lower" if it is smaller, "equal" if it is k. The final answer is my number.`,
  parseQuery: (text, h) => parseBig(text, BigInt(h.n)),
  queryText: (k) => String(k),
  reply(h, mem, k) {
    const x = BigInt(h.x);
    return { text: x > k ? "higher" : x < k ? "lower" : "equal", mem };
  },
  parseAnswer: (text, h) => parseBig(text, BigInt(h.n)),
  judge: (h, _m, a) => a === BigInt(h.x),
  reference(h, _m, log) {
    const [lo, hi] = interval(BigInt(h.n), log);
    if (lo >= hi) return { answer: String(lo) };
    return { query: String((lo + hi) / 2n) };
  },
  secret: (h) => h.x,
  probes(h) {
    const n = BigInt(h.n);
    const mid = String((n + 1n) / 2n);
    const scan = Array.from({ length: h.level + 4 }, (_, i) => ({ query: String(i + 1) }));
    return [
      [{ answer: "1" }],
      [{ answer: mid }],
      [{ query: mid }, { answer: mid }],
      [...scan, { answer: String(h.level + 5) }],
    ];
  },
});
