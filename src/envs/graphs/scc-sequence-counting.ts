// For each E, count the distinct sequences "number of strongly connected components after each insertion" that
// can arise while adding E distinct directed edges one at a time to N isolated vertices, modulo a prime.
// RLVE: SCC_Sequence_Counting.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { drawPrimeModulus } from "../../lib/count-answer.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  mod: number;
  /** The asked E values are from..to (1-based, inclusive). */
  from: number;
  to: number;
  /** The counts for E = from..to. */
  counts: number[];
}

/**
 * A sequence is decided by the states (c, p): c components and p the most merges one new edge can make. Best
 * play keeps one large component at the end of a single path of components and spends non-merging edges on
 * extending that path (p + 1, at most c - 1) before filling; merging d <= p components drops to (c - d, p - d).
 * A stay at step i needs i <= F(c), the most edges a digraph with c components can have (one large component and
 * c - 1 single vertices). The model matches an exact enumeration (subset automaton over reachability preorders,
 * see test/audit/scc-sequence-counting.test.ts) for N <= 9.
 */
export function sccSequenceCounts(n: number, mod: number): number[] {
  const most = (c: number) => n * (n - 1) - ((n - c + 1) * (c - 1) + ((c - 1) * (c - 2)) / 2);
  let ways = Array.from({ length: n + 1 }, () => new Array<number>(n).fill(0));
  ways[n]![0] = 1;
  const out: number[] = [];
  for (let i = 1; i <= n * (n - 1); i++) {
    const next = Array.from({ length: n + 1 }, () => new Array<number>(n).fill(0));
    let total = 0;
    for (let c = 1; c <= n; c++)
      for (let p = 0; p < c; p++) {
        const w = ways[c]![p]!;
        if (w === 0) continue;
        if (i <= most(c)) {
          const q = Math.min(p + 1, c - 1);
          next[c]![q] = (next[c]![q]! + w) % mod;
        }
        for (let d = 1; d <= p; d++) next[c - d]![p - d] = (next[c - d]![p - d]! + w) % mod;
      }
    for (const row of next) for (const x of row) total = (total + x) % mod;
    out.push(total);
    ways = next;
  }
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "scc-sequence-counting",
  rlveId: "SCC_Sequence_Counting",
  category: "graph algorithms",
  version: 2,
  title: "Count the possible sequences of SCC counts while inserting directed edges",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  // N is drawn from {n-1, n} (at least 3) and the asked E values are a random window of at least 3 of the
  // N(N-1) possible ones, modulo a drawn prime: with N fixed and every E asked, every seed of a level was the
  // same problem (and level 0's full answer was the format example).
  generate({ n: top }, rng) {
    const n = rng.int(Math.max(3, top - 1), top);
    const mod = drawPrimeModulus(rng);
    const total = n * (n - 1);
    const len = rng.int(3, Math.min(total, 3 + top));
    const from = rng.int(1, total - len + 1);
    const to = from + len - 1;
    return { n, mod, from, to, counts: sccSequenceCounts(n, mod).slice(from - 1, to) };
  },

  prompt: ({ n, mod, from, to }) =>
    `Start with ${n} vertices and no edges. Add directed edges one at a time; every edge goes from one vertex to a ` +
    "different vertex, and the same ordered pair may not be added twice (so at most " +
    `${n * (n - 1)} edges can be added). After each insertion, write down the number of strongly connected ` +
    "components of the graph so far. For a number E of insertions, consider all sequences of E numbers that can " +
    "be written down this way, over all possible choices and orders of the inserted edges.\n" +
    `For every E from ${from} to ${to}, how many distinct sequences of length E are possible? Give each count ` +
    `modulo ${mod}.\nAnswer with the ${to - from + 1} counts in order of E, separated by spaces.`,
  // Never right in practice: every count is at least 1 (a sequence of every length E <= N(N-1) exists), so
  // three zeros need three consecutive counts that are multiples of a prime above 10^8.
  answerExample: "0 0 0",

  parse: (text) => parseIntList(text),

  score(answer, { mod, counts }) {
    if (answer.length !== counts.length)
      return invalid(`expected ${counts.length} counts, got ${answer.length}`);
    if (answer.some((x) => x < 0 || x >= mod)) return invalid(`every count must be in [0, ${mod - 1}]`);
    return fraction(answer.filter((x, i) => x === counts[i]).length, counts.length, 10, "counts");
  },

  reference: ({ counts }) => counts.join(" "),

  wrongAnswers: ({ counts, mod }) => [
    counts.slice(1).join(" "),
    counts.map((x, i) => (i === counts.length - 1 ? (x + 1) % mod : x)).join(" "),
    counts.map((x) => (x + 1) % mod).join(" "),
  ],

  size: ({ n }) => n,
});
