// The most segments that one ray from the origin crosses. RLVE: LASLaser.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  parseInteger,
  plantOutcome,
  range,
  wrong,
} from "../../core/kit.ts";
import { cross, type Point } from "../../lib/geometry.ts";

interface Params {
  n: number;
}

interface Instance {
  /** Segments [x1, y1, x2, y2]; none passes through the origin or lies on a line through it. */
  segments: [number, number, number, number][];
  answer: number;
}

const O: Point = [0, 0];

/**
 * The most segments one ray from the origin meets. A segment AB (origin not on its line) is met by the ray
 * of direction d iff d lies in the closed cone from A to B, which is narrower than a half-turn; the count is
 * piecewise constant between endpoint directions and the closed cones reach their maximum at an endpoint
 * direction, so those are the only directions tried. Exact integer arithmetic.
 */
export function mostCrossed(segments: readonly (readonly [number, number, number, number])[]): number {
  const cones = segments.map(([x1, y1, x2, y2]): [Point, Point] =>
    cross(O, [x1, y1], [x2, y2]) > 0
      ? [
          [x1, y1],
          [x2, y2],
        ]
      : [
          [x2, y2],
          [x1, y1],
        ],
  );
  let best = 0;
  for (const [a, b] of cones)
    for (const d of [a, b]) {
      let count = 0;
      for (const [p, q] of cones) if (cross(O, p, d) >= 0 && cross(O, d, q) >= 0) count++;
      best = Math.max(best, count);
    }
  return best;
}

export default defineEnv<Params, Instance, number>({
  id: "las-laser",
  rlveId: "LASLaser",
  category: "geometry",
  version: 1,
  title: "The most segments crossed by one ray from the origin",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.plus1) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0],
      measured: 0.54,
      reason: "level 0 has two segments, so the answer is 1 or 2 (drawn evenly); one of them wins about half",
    },
  ],

  generate({ n }, rng) {
    const r = Math.max(6, 2 * n);
    // The answer is spread evenly over 1..n: a target count is drawn, that many segments are laid across one
    // ray, the rest are short segments anywhere, and drawing repeats until the true maximum is the target
    // (after a bounded number of tries the last draw is kept; its answer is computed, never assumed).
    return plantOutcome(
      rng,
      range(1, n + 1),
      (rng, target) => {
        const d: Point = [rng.int(-3, 3), rng.int(-3, 3)];
        if (d[0] === 0 && d[1] === 0) d[0] = 1;
        const reach = rng.int(1, 3);
        const segments: [number, number, number, number][] = [];
        for (let attempt = 0; segments.length < n && attempt < 10_000; attempt++) {
          let s: [number, number, number, number];
          if (segments.length < target) {
            const k = rng.int(1, Math.max(1, Math.floor(r / Math.max(Math.abs(d[0]), Math.abs(d[1])))));
            const e: Point = [rng.int(-reach, reach), rng.int(-reach, reach)];
            const f: Point = [rng.int(-reach, reach), rng.int(-reach, reach)];
            s = [k * d[0] + e[0], k * d[1] + e[1], k * d[0] - f[0], k * d[1] - f[1]];
          } else {
            const x = rng.int(-r, r);
            const y = rng.int(-r, r);
            s = [x, y, x + rng.int(-reach, reach), y + rng.int(-reach, reach)];
          }
          // Neither through the origin nor along a line through it (every segment is seen at a positive angle).
          if (cross(O, [s[0], s[1]], [s[2], s[3]]) !== 0) segments.push(s);
        }
        while (segments.length < n) segments.push([1, 1 + segments.length, 2, 1 + segments.length]);
        rng.shuffle(segments);
        return { segments, answer: mostCrossed(segments) };
      },
      (instance) => instance.answer,
    );
  },

  prompt: ({ segments }) =>
    `There are ${segments.length} line segments in the plane:\n` +
    segments.map(([a, b, c, d], i) => `segment ${i + 1}: from (${a}, ${b}) to (${c}, ${d})`).join("\n") +
    "\n\nA laser at the origin (0, 0) fires one ray (a half-line starting at the origin) in a direction of your " +
    "choice. A segment counts as crossed when the ray has at least one point in common with it (touching an " +
    "endpoint counts). What is the largest number of segments a single ray can cross? Answer with that number.",
  answerExample: ({ segments }) => String(segments.length + 1),

  parse: (text) => parseInteger(text),

  score: (answer, { answer: expected }) =>
    answer === expected ? correct() : wrong(`${answer} is not the largest number of crossed segments`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [String(answer + 1), String(answer - 1), "0"],

  size: ({ segments }) => segments.length,
});
