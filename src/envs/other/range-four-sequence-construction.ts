// Build a sequence over {0, 1, 2, 3} avoiding forbidden adjacent pairs, in which the listed groups of
// positions hold pairwise different values. RLVE: RangeFourSequenceConstruction.
import {
  afterUpdates,
  defineEnv,
  fraction,
  grow,
  invalid,
  parseIntList,
  type Verdict,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Ordered pairs [a, b]: b may not directly follow a. */
  forbidden: [number, number][];
  /** Groups of 1-based positions whose values must be pairwise different. */
  groups: number[][];
  witness: number[];
}

export function judge(seq: readonly number[], { n, forbidden, groups }: Instance): Verdict {
  if (seq.length !== n) return invalid(`expected ${n} values, got ${seq.length}`);
  for (const v of seq) if (v < 0 || v > 3) return invalid(`${v} is not one of 0, 1, 2, 3`);
  const banned = new Set(forbidden.map(([a, b]) => 4 * a + b));
  let ok = 0;
  for (let i = 0; i + 1 < n; i++) if (!banned.has(4 * seq[i]! + seq[i + 1]!)) ok++;
  for (const g of groups) if (new Set(g.map((p) => seq[p - 1])).size === g.length) ok++;
  return fraction(ok, n - 1 + groups.length, 5, "rules");
}

export default defineEnv<Params, Instance, number[]>({
  id: "range-four-sequence-construction",
  rlveId: "RangeFourSequenceConstruction",
  category: "other",
  version: 1,
  title: "A sequence over 0..3 avoiding forbidden neighbours with distinct groups",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const witness = Array.from({ length: n }, () => rng.int(0, 3));
    const used = new Set<number>();
    for (let i = 0; i + 1 < n; i++) used.add(4 * witness[i]! + witness[i + 1]!);
    const unused: [number, number][] = [];
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) if (!used.has(4 * a + b)) unused.push([a, b]);
    const forbidden = rng
      .sample(unused, rng.int(Math.min(2, unused.length), unused.length))
      .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    // Groups: a random set of positions, thinned to one position per value so the witness keeps them distinct.
    const groups: number[][] = [];
    const want = rng.int(1, Math.max(1, Math.ceil(n / 2)));
    for (let tries = 0; groups.length < want && tries < 100; tries++) {
      const byValue = new Map<number, number>();
      for (const p of rng.sample(
        Array.from({ length: n }, (_, i) => i + 1),
        Math.min(n, rng.int(2, 6)),
      ))
        if (!byValue.has(witness[p - 1]!)) byValue.set(witness[p - 1]!, p);
      const g = [...byValue.values()].sort((a, b) => a - b);
      if (g.length >= 2 && !groups.some((h) => h.join() === g.join())) groups.push(g);
    }
    return { n, forbidden, groups, witness };
  },

  prompt: ({ n, forbidden, groups }) =>
    `Build a sequence of ${n} values a_1, ..., a_${n}, each one of 0, 1, 2, 3, such that:\n` +
    `- no two neighbours a_i, a_(i+1) form one of these forbidden ordered pairs (first value, then the next): ` +
    `${forbidden.map(([a, b]) => `(${a}, ${b})`).join(", ")};\n` +
    "- within each of these groups of positions, the values are pairwise different:\n" +
    groups.map((g) => `  positions ${g.join(", ")}`).join("\n") +
    (groups.length === 0 ? "  (none)" : "") +
    `\n\nAnswer with the ${n} values separated by spaces.`,
  answerExample: (inst) => {
    const plain = Array.from({ length: inst.n }, () => 0);
    return judge(plain, inst).reward < 1 ? plain.join(" ") : [...plain.slice(1), 4].join(" ");
  },

  parse: (text, { n }) => parseIntList(text, { maxTokens: n + 1 }),

  score: (seq, inst) => judge(seq, inst),

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, forbidden, groups, witness }) {
    const out = [witness.slice(1).join(" "), [...witness.slice(1), 4].join(" ")];
    const g = groups[0];
    if (g) {
      const w = [...witness];
      w[g[1]! - 1] = w[g[0]! - 1]!;
      out.push(w.join(" "));
    }
    if (n >= 2 && forbidden.length > 0) {
      const w = [...witness];
      [w[0], w[1]] = forbidden[0]!;
      out.push(w.join(" "));
    }
    return out;
  },

  size: ({ n }) => n,
});
