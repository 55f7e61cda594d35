// Choose as many of the given points as possible that are the vertices of a convex polygon.
// RLVE: LargestConvexPolygon.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { convexHull, cross, type Point } from "../../lib/geometry.ts";
import { readSubset } from "../../lib/selection.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Distinct integer points, no three on one line. */
  points: Point[];
  best: number;
  /** Indices of an optimal polygon, counter-clockwise. */
  witness: number[];
}

/** Points in general position (no three collinear), drawn on a grid of the given side. */
function generalPosition(n: number, side: number, rng: import("../../core/rng.ts").Rng): Point[] {
  const points: Point[] = [];
  const seen = new Set<string>();
  // Each accepted point rules out O(n) lines; a side of at least 3n keeps the rejection rate low, and the
  // attempt bound only fires on a bug (the grid has far more free points than n).
  for (let attempt = 0; points.length < n && attempt < 1_000_000; attempt++) {
    const p: Point = [rng.int(0, side), rng.int(0, side)];
    if (seen.has(`${p[0]},${p[1]}`)) continue;
    let collinear = false;
    for (let i = 0; i < points.length && !collinear; i++)
      for (let j = i + 1; j < points.length && !collinear; j++)
        if (cross(points[i]!, points[j]!, p) === 0) collinear = true;
    if (collinear) continue;
    seen.add(`${p[0]},${p[1]}`);
    points.push(p);
  }
  if (points.length < n) throw new Error("could not place points in general position");
  return points;
}

/**
 * The most points in convex position, with a witness: for each choice of the lowest vertex p, the other
 * vertices are sorted by angle around p and a chain p → ... → j → k is extended only by left turns
 * (dp over the last edge), then closed back to p with a left turn. O(n^4) over all p; no three collinear.
 */
export function largestConvex(points: readonly Point[]): { best: number; witness: number[] } {
  const n = points.length;
  let best = Math.min(n, 2);
  let witness = Array.from({ length: best }, (_, i) => i);
  for (let p = 0; p < n; p++) {
    const P = points[p]!;
    const above = [];
    for (let i = 0; i < n; i++) {
      const Q = points[i]!;
      if (i !== p && (Q[1] > P[1] || (Q[1] === P[1] && Q[0] > P[0]))) above.push(i);
    }
    above.sort((a, b) => -cross(P, points[a]!, points[b]!));
    const m = above.length;
    // len[j][k]: most vertices of a convex chain p → ... → above[j] → above[k]; j = m stands for p itself.
    const len = Array.from({ length: m + 1 }, () => new Array<number>(m).fill(0));
    const prev = Array.from({ length: m + 1 }, () => new Array<number>(m).fill(-1));
    for (let k = 0; k < m; k++) len[m]![k] = 2;
    for (let k = 0; k < m; k++) {
      const K = points[above[k]!]!;
      for (let j = 0; j < k; j++) {
        const J = points[above[j]!]!;
        let bestLen = 0;
        let bestPrev = -1;
        for (let i = 0; i <= m; i++) {
          if (i !== m && i >= j) continue;
          const l = len[i]![j]!;
          if (l === 0) continue;
          const I = i === m ? P : points[above[i]!]!;
          if (cross(I, J, K) > 0 && l + 1 > bestLen) {
            bestLen = l + 1;
            bestPrev = i;
          }
        }
        len[j]![k] = bestLen;
        prev[j]![k] = bestPrev;
      }
    }
    for (let j = 0; j <= m; j++)
      for (let k = 0; k < m; k++) {
        const l = len[j]![k]!;
        if (l <= best || l < 3) continue;
        const J = j === m ? P : points[above[j]!]!;
        if (cross(J, points[above[k]!]!, P) <= 0) continue;
        best = l;
        const chain: number[] = [];
        let [a, b] = [j, k];
        while (a !== m) {
          chain.push(above[b]!);
          const c = prev[a]![b]!;
          [a, b] = [c, a];
        }
        chain.push(above[b]!, p);
        witness = chain.reverse();
      }
  }
  return { best, witness };
}

/** True iff the points are the vertices of a convex polygon (no three collinear assumed). */
export function inConvexPosition(pts: readonly Point[]): boolean {
  return pts.length >= 3 && convexHull(pts).length === pts.length;
}

export default defineEnv<Params, Instance, number[]>({
  id: "largest-convex-polygon",
  rlveId: "LargestConvexPolygon",
  category: "geometry",
  version: 1,
  title: "The most given points that form a convex polygon",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.62,
      reason:
        "level 0 has five points: they are all in convex position in about 60% of draws, and then all five " +
        'are the answer (the identity answer "0 1 2 3 4"); five points always hold a convex quadrilateral',
    },
  ],

  generate({ n }, rng) {
    const points = generalPosition(n, Math.max(10, 3 * n), rng);
    return { points, ...largestConvex(points) };
  },

  prompt: ({ points }) =>
    `There are ${points.length} points in the plane, numbered 0 to ${points.length - 1}; no three of them lie on one line:\n` +
    points.map(([x, y], i) => `point ${i}: (${x}, ${y})`).join("\n") +
    "\n\nChoose as many of these points as possible such that the chosen points are exactly the vertices of a " +
    "convex polygon (every chosen point is a corner of the convex hull of the chosen points; at least 3 points). " +
    "Answer with the indices of the chosen points, separated by spaces, in any order.",
  // Five points in general position always contain a convex quadrilateral, so a triangle is never optimal.
  answerExample: "0 1 2",

  parse: (text, { points }) => parseIntList(text, { maxTokens: points.length + 1 }),

  score(chosen, { points, best }) {
    const sel = readSubset(chosen, points.length, "point");
    if (typeof sel === "string") return invalid(sel);
    if (chosen.length < 3) return invalid("a polygon needs at least 3 points");
    if (!inConvexPosition(chosen.map((i) => points[i]!)))
      return wrong("some chosen point is not a corner of the convex hull of the chosen points", -0.2);
    return maximisationRatio(chosen.length, best, 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ points, witness }) {
    const out = [
      witness.slice(1).join(" "),
      [...witness, witness[0]!].join(" "),
      `${witness.join(" ")} ${points.length}`,
    ];
    for (let i = 0; i < points.length; i++) {
      if (witness.includes(i)) continue;
      out.push([...witness, i].join(" "));
      break;
    }
    return out;
  },

  size: ({ points }) => points.length,
});
