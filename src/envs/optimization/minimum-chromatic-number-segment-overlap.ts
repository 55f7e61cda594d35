// Colour closed intervals so that overlapping ones differ, with as few colours as possible. RLVE: MinimumChromaticNumber_SegmentOverlap.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { colourCount } from "../../lib/colouring.ts";
import { readLabels } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Closed intervals [l, r]. */
  segments: [number, number][];
  /** The largest number of intervals sharing a point: a lower bound the witness attains. */
  best: number;
  witness: number[];
}

/**
 * Greedy by left end: each interval takes the smallest colour no earlier interval still covering its left
 * end holds. The colours used never exceed the depth at some left end, so the count is optimal (interval
 * graphs are perfect: chromatic number = maximum clique = maximum depth).
 */
export function colourIntervals(segments: readonly (readonly [number, number])[]): {
  best: number;
  colouring: number[];
} {
  const order = segments.map((_, i) => i).sort((a, b) => segments[a]![0] - segments[b]![0] || a - b);
  const colouring = new Array<number>(segments.length).fill(-1);
  /** End of the interval currently holding each colour (-Infinity: free). */
  const endOf: number[] = [];
  for (const i of order) {
    const [l, r] = segments[i]!;
    let c = endOf.findIndex((e) => e < l);
    if (c < 0) {
      c = endOf.length;
      endOf.push(r);
    } else endOf[c] = r;
    colouring[i] = c;
  }
  return { best: endOf.length, colouring };
}

/** Why two intervals with one colour overlap, or null. */
function overlapConflict(
  segments: readonly (readonly [number, number])[],
  colouring: readonly number[],
): string | null {
  const order = segments.map((_, i) => i).sort((a, b) => segments[a]![0] - segments[b]![0] || a - b);
  // Per colour, the interval of that colour reaching furthest right so far.
  const last = new Map<number, number>();
  for (const i of order) {
    const c = colouring[i]!;
    const j = last.get(c);
    if (j !== undefined && segments[j]![1] >= segments[i]![0]) {
      return `intervals ${Math.min(i, j)} and ${Math.max(i, j)} overlap but share colour ${c}`;
    }
    if (j === undefined || segments[i]![1] > segments[j]![1]) last.set(c, i);
  }
  return null;
}

export default defineEnv<Params, Instance, number[]>({
  id: "minimum-chromatic-number-segment-overlap",
  rlveId: "MinimumChromaticNumber_SegmentOverlap",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Colour intervals so that overlapping ones differ, with the fewest colours",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const span = 2 * n;
    const segments = Array.from({ length: n }, (): [number, number] => {
      const l = rng.int(1, span);
      return [l, Math.min(span, l + rng.int(0, Math.max(1, Math.floor(n / 2))))];
    });
    const { best, colouring } = colourIntervals(segments);
    return { segments, best, witness: colouring };
  },

  prompt: ({ segments }) =>
    `There are ${segments.length} closed intervals on the number line, labelled 0 to ${segments.length - 1}:\n` +
    segments.map(([l, r], i) => `interval ${i}: [${l}, ${r}]`).join("\n") +
    "\n\nTwo intervals overlap when they share at least one point (touching ends count). Give every interval a " +
    `colour, an integer from 0 to ${segments.length - 1}, so that overlapping intervals have different colours, ` +
    "using as few distinct colours as possible.\n" +
    `Answer with the ${segments.length} colours of intervals 0, 1, ..., ${segments.length - 1} in order, separated by spaces.`,
  // One colour for all when some intervals overlap (improper), else all different (too many colours).
  // Colour n is out of range, so the example is never a correct answer (and says nothing about the answer).
  answerExample: ({ segments }) => segments.map((_, i) => (i === 0 ? segments.length : 0)).join(" "),

  parse: (text) => parseIntList(text, { maxTokens: 100_000 }),

  score(answer, { segments, best }) {
    const n = segments.length;
    const colouring = readLabels(answer, n, n, "colour");
    if (typeof colouring === "string") return invalid(colouring);
    const conflict = overlapConflict(segments, colouring);
    if (conflict !== null) return invalid(conflict);
    return minimisationRatio(colourCount(colouring), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ segments, best, witness }) {
    const n = segments.length;
    const out: string[] = [];
    if (best > 1) out.push(witness.map(() => 0).join(" ")); // overlapping intervals share colour 0
    if (best < n) {
      // A colour used twice split off to a new colour: proper, one colour too many.
      const i = witness.findIndex((c, k) => witness.some((d, j) => j !== k && d === c));
      const spread = witness.slice();
      spread[i] = best;
      out.push(spread.join(" "));
    }
    out.push(witness.slice(1).join(" "));
    out.push([...witness.slice(1), n].join(" "));
    return out;
  },

  size: ({ segments }) => segments.length,
});
