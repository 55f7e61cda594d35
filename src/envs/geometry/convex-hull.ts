// Twice the area of the convex hull of integer points in general position. RLVE: ConvexHull.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { convexHull, cross, type Point, twiceArea } from "../../lib/geometry.ts";

interface Params {
  n: number;
}

interface Instance {
  points: Point[];
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "convex-hull",
  rlveId: "ConvexHull",
  category: "geometry",
  split: "held-out",
  version: 2,
  title: "Twice the area of the convex hull of integer points",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const side = Math.max(10, 3 * n);
    const points: Point[] = [];
    const seen = new Set<string>();
    while (points.length < n) {
      const p: Point = [rng.int(0, side), rng.int(0, side)];
      if (seen.has(`${p[0]},${p[1]}`)) continue;
      let collinear = false;
      for (let i = 0; i < points.length && !collinear; i++) {
        for (let j = i + 1; j < points.length; j++) {
          if (cross(points[i]!, points[j]!, p) === 0) {
            collinear = true;
            break;
          }
        }
      }
      if (collinear) continue;
      seen.add(`${p[0]},${p[1]}`);
      points.push(p);
    }
    return { points, answer: twiceArea(convexHull(points)) };
  },

  prompt: ({ points }) =>
    `There are ${points.length} points in the plane, no three of them on one line:\n` +
    points.map(([x, y]) => `(${x}, ${y})`).join("\n") +
    "\n\nLet A be the area of their convex hull (the smallest convex polygon containing all of them). " +
    "Answer with 2·A, which is an integer, as a single number.",
  // Never correct: no three points are collinear, so the hull has a positive area.
  answerExample: "0",

  parse: (text) => parseCount(text, 30),

  score: (answer, { answer: expected }) => closeness(answer, expected, 5),

  reference: ({ answer }) => String(answer),

  wrongAnswers({ answer }) {
    const out = [String(answer + 1), String(answer - 1), String(answer * 2)];
    if (answer % 2 === 0) out.push(String(answer / 2));
    return out;
  },

  size: ({ points }) => points.length,
});
