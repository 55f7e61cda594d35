// Select as many segments as possible while each listed point lies in at most its limit of selected segments. RLVE: MaxSegmentCoverageConstraint.
import {
  afterUpdates,
  defineEnv,
  fewestOptimal,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Inclusive segments [l, r]. */
  segments: [number, number][];
  /** Points [position, limit], by position. */
  points: [number, number][];
  best: number;
  /** One largest selection (ascending). */
  witness: number[];
}

/**
 * A largest selection: start from every segment and visit the points from left to right; where a point is
 * covered more than its limit allows, drop the covering segments that reach furthest right (each removal is
 * forced, and the furthest-reaching segment is the one that would weigh on most later points).
 */
export function mostSegments(
  segments: readonly [number, number][],
  points: readonly [number, number][],
): number[] {
  const kept = new Uint8Array(segments.length).fill(1);
  for (const [p, limit] of [...points].sort((a, b) => a[0] - b[0])) {
    const covering = segments
      .map((_, i) => i)
      .filter((i) => kept[i] && segments[i]![0] <= p && p <= segments[i]![1])
      .sort((x, y) => segments[y]![1] - segments[x]![1] || y - x);
    for (let t = 0; t < covering.length - limit; t++) kept[covering[t]!] = 0;
  }
  return segments.map((_, i) => i).filter((i) => kept[i]);
}

function drawInstance(n: number, rng: Rng): Instance {
  const span = 2 * n;
  const segments = Array.from({ length: n }, (): [number, number] => {
    const a = rng.int(0, span);
    const b = rng.int(0, span);
    return [Math.min(a, b), Math.max(a, b)];
  });
  const maxLimit = Math.max(1, Math.floor(n / 3));
  const points = rng
    .distinctInts(0, span, rng.int(2, Math.max(2, Math.floor(n / 2))))
    .sort((a, b) => a - b)
    .map((p): [number, number] => [p, rng.int(1, maxLimit)]);
  const witness = mostSegments(segments, points);
  return { segments, points, best: witness.length, witness };
}

/**
 * The share of the selections of the best size that are feasible (2 when every segment fits; 0 above 10
 * segments, where it is not counted).
 */
function optimalShare({ segments, points, best }: Instance): number {
  const n = segments.length;
  if (best === n) return 2;
  if (n > 10) return 0;
  let size = 0;
  let feasible = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== best) continue;
    size++;
    const fits = points.every(
      ([p, x]) => segments.filter(([l, r], i) => mask & (1 << i) && l <= p && p <= r).length <= x,
    );
    if (fits) feasible++;
  }
  return feasible / size;
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-segment-coverage-constraint",
  rlveId: "MaxSegmentCoverageConstraint",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Most segments such that every listed point is covered at most its limit times",
  answerKind: "any-optimal",

  // Starts at 4 segments: with 3 the one optimal pair was "0 2" in 43% of 200 seeds (18% at 4).
  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    // Taking every segment must break some limit (else "all of them" would be the answer), and with few
    // segments at most a third of the selections of the optimal size may be optimal (else a fixed answer
    // would often score): up to 40 draws, else the draw closest to that.
    return fewestOptimal(() => drawInstance(n, rng), optimalShare, { tries: 40, atMost: 1 / 3 });
  },

  prompt: ({ segments, points }) =>
    `There are ${segments.length} segments on a line, numbered 0 to ${segments.length - 1} (both ends included):\n` +
    segments.map(([l, r], i) => `segment ${i}: [${l}, ${r}]`).join("\n") +
    "\n\nand these points, each with a limit:\n" +
    points
      .map(([p, x]) => `point ${p}: at most ${x} selected segment${x === 1 ? "" : "s"} may contain it`)
      .join("\n") +
    "\n\nSelect as many segments as possible while respecting every point's limit.\n" +
    "Answer with the numbers of the selected segments separated by spaces.",
  answerExample: ({ segments }) => `0 ${segments.length}`,

  parse: (text) => parseIntList(text),

  score(chosen, { segments, points, best }) {
    const set = readSubset(chosen, segments.length, "segment");
    if (typeof set === "string") return invalid(set);
    for (const [p, limit] of points) {
      const c = chosen.filter((i) => segments[i]![0] <= p && p <= segments[i]![1]).length;
      if (c > limit)
        return invalid(`point ${p} lies in ${c} selected segments, more than its limit ${limit}`);
    }
    return maximisationRatio(chosen.length, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ segments, witness }) {
    const out = [
      witness.slice(1).join(" ") || "-1",
      `${witness.join(" ")} ${segments.length}`,
      `${witness.join(" ")} ${witness[0]}`,
    ];
    const other = segments.findIndex((_, i) => !witness.includes(i));
    if (other >= 0) out.push([...witness, other].join(" ")); // breaks a limit (the witness is a largest selection)
    return out;
  },

  size: ({ segments }) => segments.length,
});
