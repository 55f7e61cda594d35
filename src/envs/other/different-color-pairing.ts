// Pair up pearls of given colour counts so that every pair has two different colours. RLVE: DifferentColorPairing
import {
  afterUpdates,
  defineEnv,
  FormatError,
  fraction,
  grow,
  invalid,
  parseIntRows,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  counts: number[];
  witness: [number, number][];
}

export default defineEnv<Params, Instance, number[][]>({
  id: "different-color-pairing",
  rlveId: "DifferentColorPairing",
  category: "other",
  version: 4,
  title: "Pair pearls of different colours",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(6, level, grow.plus2) }),

  generate({ n }, rng) {
    // At least three colours once there are three pairs: with two, every pair is "1 2" and that constant
    // answer was right in half the problems of level 0 (the shortcut audit).
    const colours = rng.int(Math.min(3, n / 2), Math.max(2, n / 2));
    const witness: [number, number][] = [];
    const counts = new Array<number>(colours).fill(0);
    for (let i = 0; i < n / 2; i++) {
      const [x, y] = rng.sample(
        Array.from({ length: colours }, (_, c) => c + 1),
        2,
      );
      witness.push([x!, y!]);
      counts[x! - 1]!++;
      counts[y! - 1]!++;
    }
    return { counts, witness };
  },

  prompt: ({ counts }) => {
    const n = counts.reduce((s, c) => s + c, 0);
    return (
      `There are ${n} pearls in ${counts.length} colours, numbered 1 to ${counts.length}:\n` +
      counts.map((c, i) => `colour ${i + 1}: ${c} pearls`).join("\n") +
      `\n\nSplit all pearls into ${n / 2} pairs so that the two pearls of every pair have different colours. ` +
      `Answer with ${n / 2} lines, one per pair, each holding the two colours of the pair separated by a space.`
    );
  },

  parse(text, { counts }) {
    const rows = parseIntRows(text);
    if (rows.length > counts.reduce((s, c) => s + c, 0)) throw new FormatError("too many lines");
    for (const [i, r] of rows.entries())
      if (r.length !== 2) throw new FormatError(`line ${i + 1} must hold two colours`);
    return rows;
  },

  score(pairs, { counts }) {
    const n = counts.reduce((s, c) => s + c, 0);
    if (pairs.length !== n / 2) return invalid(`expected ${n / 2} pairs, got ${pairs.length}`);
    const used = new Array<number>(counts.length).fill(0);
    for (const [x, y] of pairs) {
      for (const c of [x!, y!]) {
        if (c < 1 || c > counts.length) return invalid(`colour ${c} does not exist`);
        used[c - 1]!++;
      }
    }
    const off = used.findIndex((u, i) => u !== counts[i]);
    if (off >= 0)
      return invalid(`colour ${off + 1} is used ${used[off]} times, it has ${counts[off]} pearls`);
    return fraction(pairs.filter(([x, y]) => x !== y).length, n / 2, 10, "pairs");
  },

  reference: ({ witness }) => witness.map((p) => p.join(" ")).join("\n"),

  wrongAnswers({ counts, witness }) {
    const out = [witness.slice(1), witness.map(([x, y], i) => (i === 0 ? [x, x] : [x, y]))];
    const pearls = counts.flatMap((c, i) => new Array<number>(c).fill(i + 1));
    const sorted = Array.from({ length: pearls.length / 2 }, (_, i) => [pearls[2 * i]!, pearls[2 * i + 1]!]);
    if (sorted.some(([x, y]) => x === y)) out.push(sorted);
    return out.map((ps) => ps.map((p) => p.join(" ")).join("\n"));
  },

  size: ({ counts }) => counts.reduce((s, c) => s + c, 0),
});
