// Two-colour the elements so that none of the listed subsets is monochromatic. RLVE: SetSplitting.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList, type Rng } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  subsets: number[][];
  /** A planted colouring (0/1 per element). */
  witness: number[];
}

/** 2.0, 2.1, ..., 4.0 subsets per element. */
const MULTIPLES = Array.from({ length: 21 }, (_, i) => 2 + i / 10);

function split(subset: readonly number[], colour: readonly number[]): boolean {
  return subset.some((e) => colour[e] !== colour[subset[0]!]);
}

/**
 * Up to this many elements the instance is made to have a single valid colouring up to swapping the
 * colours (the witness): with n = 3 and 6-12 random subsets a constant colouring such as "0 1 1" was valid
 * in 58% of the audited problems (then level 0), because the subsets often left several colourings valid.
 */
const UNIQUE_UP_TO = 5;

/**
 * Adds subsets until only the witness and its complement split every subset: for each other colouring c
 * that is still valid, a pair {i, j} with w[i] != w[j] and c[i] = c[j] is split by w and not by c (it exists:
 * c agrees with w on some i and differs on some j, and the witness uses both colours, so some such i and j
 * have w[i] != w[j]). At most 2^n pairs are added.
 */
function forceUnique(subsets: number[][], witness: readonly number[], rng: Rng): void {
  const n = witness.length;
  for (const mask of rng.shuffle(Array.from({ length: 1 << n }, (_, m) => m))) {
    const c = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
    const d = c.map((v, i) => v ^ witness[i]!);
    if (d.every((v) => v === d[0])) continue; // the witness or its complement
    if (!subsets.every((s) => split(s, c))) continue;
    const pairs: number[][] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) if (witness[i] !== witness[j] && c[i] === c[j]) pairs.push([i, j]);
    const pair = rng.pick(pairs);
    subsets.splice(rng.int(0, subsets.length), 0, pair);
  }
}

export default defineEnv<Params, Instance, number[]>({
  id: "set-splitting",
  rlveId: "SetSplitting",
  category: "optimization/NP-hard construction",
  split: "held-out",
  version: 6,
  title: "Set splitting: two-colour elements so that no listed subset is monochromatic",
  answerKind: "any-valid",
  // Starts at 4 elements (7 colourings up to swapping instead of 3), so no answer flattening is needed.
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const witness = Array.from({ length: n }, () => rng.int(0, 1));
    witness[rng.int(0, n - 1)] = 0;
    const ones = witness.map((c, i) => (c === 1 ? i : -1)).filter((i) => i >= 0);
    if (ones.length === 0) witness[witness.indexOf(0) === 0 ? n - 1 : 0] = 1;
    const m = Math.max(1, Math.round(n * rng.pick(MULTIPLES)));
    const all = Array.from({ length: n }, (_, i) => i);
    const subsets: number[][] = [];
    while (subsets.length < m) {
      const s = rng.sample(all, rng.int(2, Math.min(n, 5))).sort((a, b) => a - b);
      if (split(s, witness)) subsets.push(s);
    }
    if (n <= UNIQUE_UP_TO) forceUnique(subsets, witness, rng);
    return { n, subsets, witness };
  },

  prompt: ({ n, subsets }) =>
    `There are ${n} elements, numbered 0 to ${n - 1}, and ${subsets.length} subsets of them:\n` +
    subsets.map((s, i) => `S${i} = {${s.join(", ")}}`).join("\n") +
    "\n\nColour every element with colour 0 or colour 1 so that no subset has all its elements of the same colour.\n" +
    `Answer with ${n} values (0 or 1) separated by spaces: the colours of elements 0, 1, ..., ${n - 1}.`,

  parse: (text) => parseIntList(text),

  score(colour, { n, subsets }) {
    if (colour.length !== n) return invalid(`${colour.length} colours for ${n} elements`);
    const bad = colour.find((c) => c !== 0 && c !== 1);
    if (bad !== undefined) return invalid(`${bad} is not a colour`);
    return fraction(subsets.filter((s) => split(s, colour)).length, subsets.length, 10, "subsets split");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, subsets, witness }) {
    const out = [witness.map(() => 0).join(" "), witness.map((c, i) => (i === 0 ? 2 : c)).join(" ")];
    for (let i = 0; i < n; i++) {
      const flipped = witness.map((c, j) => (j === i ? 1 - c : c));
      if (subsets.some((s) => !split(s, flipped))) {
        out.push(flipped.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
