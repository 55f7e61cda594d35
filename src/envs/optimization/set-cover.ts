// Exact cover: choose some of the given sets so that every item lies in exactly one chosen set. RLVE: SetCover.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  sets: number[][];
  /** Indices of a planted exact cover (ascending). */
  witness: number[];
}

function coverCounts(n: number, sets: readonly number[][], chosen: readonly number[]): number[] {
  const cnt = new Array<number>(n).fill(0);
  for (const i of chosen) for (const e of sets[i]!) cnt[e]!++;
  return cnt;
}

export default defineEnv<Params, Instance, number[]>({
  id: "set-cover",
  rlveId: "SetCover",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Exact cover: choose sets covering every item exactly once",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const all = Array.from({ length: n }, (_, i) => i);
    const order = rng.shuffle(all.slice());
    const planted: number[][] = [];
    for (let i = 0; i < n; ) {
      const len = rng.int(1, Math.min(n - i, Math.max(2, Math.ceil(n / 3))));
      planted.push(order.slice(i, i + len).sort((a, b) => a - b));
      i += len;
    }
    const extra = rng.int(Math.max(1, Math.floor(n / 2)), n);
    const decoys: number[][] = [];
    for (let j = 0; j < extra; j++)
      decoys.push(rng.sample(all, rng.int(1, Math.max(1, Math.ceil(n / 2)))).sort((a, b) => a - b));
    const tagged = [...planted.map((s) => [s, 1] as const), ...decoys.map((s) => [s, 0] as const)];
    rng.shuffle(tagged);
    const sets = tagged.map(([s]) => s);
    const witness = tagged.flatMap(([, p], i) => (p ? [i] : []));
    return { n, sets, witness };
  },

  prompt: ({ n, sets }) =>
    `There are ${n} items, numbered 0 to ${n - 1}, and ${sets.length} sets of items, numbered 0 to ${sets.length - 1}:\n` +
    sets.map((s, i) => `set ${i}: {${s.join(", ")}}`).join("\n") +
    "\n\nChoose some of the sets so that every item belongs to exactly one chosen set.\n" +
    "Answer with the indices of the chosen sets separated by spaces.",

  parse: (text) => parseIntList(text),

  score(chosen, { n, sets }) {
    const seen = new Set<number>();
    for (const i of chosen) {
      if (i < 0 || i >= sets.length) return invalid(`set ${i} does not exist`);
      if (seen.has(i)) return invalid(`set ${i} is chosen twice`);
      seen.add(i);
    }
    const once = coverCounts(n, sets, chosen).filter((c) => c === 1).length;
    return fraction(once, n, 10, "items covered exactly once");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, sets, witness }) {
    const out = [
      witness.slice(1).join(" "),
      [...witness, sets.length].join(" "),
      [...witness, witness[0]].join(" "),
    ];
    const extra = sets.findIndex((s, i) => !witness.includes(i) && s.length > 0);
    if (extra >= 0 && coverCounts(n, sets, [...witness, extra]).some((c) => c !== 1))
      out.push([...witness, extra].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
