// The most segments that one ray from the origin crosses. RLVE: LASLaser.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
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
  // Small answer ranges (1..n) would let one count win most problems: the answer is drawn flat.
  balanceDraws: () => 32,

  generate({ n }, rng) {
    const r = Math.max(6, 2 * n);
    // The longest offset between the two ends varies per instance, so short and long segments (few and many
    // crossings) both occur.
    const reach = rng.int(1, 2 * r);
    const segments: [number, number, number, number][] = [];
    while (segments.length < n) {
      const x = rng.int(-r, r);
      const y = rng.int(-r, r);
      const s: [number, number, number, number] = [
        x,
        y,
        x + rng.int(-reach, reach),
        y + rng.int(-reach, reach),
      ];
      // Neither through the origin nor along a line through it (so every segment is seen at a positive angle).
      if (cross(O, [s[0], s[1]], [s[2], s[3]]) === 0) continue;
      segments.push(s);
    }
    return { segments, answer: mostCrossed(segments) };
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
