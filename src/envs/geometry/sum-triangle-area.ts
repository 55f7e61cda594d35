// Twice the total area of all triangles whose vertices are three of the given points. RLVE: SumTriangleArea.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { cross, type Point } from "../../lib/geometry.ts";

interface Params {
  n: number;
}

interface Instance {
  points: Point[];
  /** Decimal string of the sum of twice the areas. */
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-triangle-area",
  rlveId: "SumTriangleArea",
  category: "geometry",
  version: 1,
  title: "Total area of all triangles on given points",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const side = Math.max(10, 2 * n);
    const points: Point[] = [];
    const seen = new Set<string>();
    while (points.length < n) {
      const p: Point = [rng.int(0, side), rng.int(0, side)];
      if (seen.has(`${p[0]},${p[1]}`)) continue;
      seen.add(`${p[0]},${p[1]}`);
      points.push(p);
    }
    let sum = 0n;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++) sum += BigInt(Math.abs(cross(points[i]!, points[j]!, points[k]!)));
    return { points, answer: sum.toString() };
  },

  prompt: ({ points }) =>
    `There are ${points.length} distinct points in the plane:\n` +
    points.map(([x, y]) => `(${x}, ${y})`).join("\n") +
    "\n\nConsider every way to choose three of these points, and the triangle they form (three points on one " +
    "line form a triangle of area 0). Let S be the sum of the areas of all these triangles. " +
    "Answer with 2·S, which is an integer, as a single number.",
  answerExample: "1234",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: expected }) => closeness(answer, BigInt(expected), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const a = BigInt(answer);
    const out = [String(a + 1n), String(a * 2n)];
    if (a > 0n) out.push(String(a - 1n));
    if (a % 2n === 0n && a > 0n) out.push(String(a / 2n));
    return out;
  },

  size: ({ points }) => points.length,
});
