// Choose four of the given points forming a (possibly rotated) rectangle of maximum area.
// RLVE: LargestRectangle_AmongPoints.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";
import { cross, type Point } from "../../lib/geometry.ts";

interface Params {
  n: number;
}

interface Instance {
  points: Point[];
  best: number;
  witness: number[];
}

/** Area of the rectangle on these four points (in any order), or 0 if they do not form one. */
export function rectangleArea(p: readonly Point[]): number {
  for (const [a, c, b, d] of [
    [0, 2, 1, 3],
    [0, 1, 2, 3],
    [0, 3, 1, 2],
  ] as const) {
    const [pa, pb, pc, pd] = [p[a]!, p[b]!, p[c]!, p[d]!];
    if (pa[0] + pc[0] !== pb[0] + pd[0] || pa[1] + pc[1] !== pb[1] + pd[1]) continue;
    const l1 = (pa[0] - pc[0]) ** 2 + (pa[1] - pc[1]) ** 2;
    const l2 = (pb[0] - pd[0]) ** 2 + (pb[1] - pd[1]) ** 2;
    if (l1 !== l2) continue;
    const area = Math.abs(cross(pa, pb, pd));
    if (area > 0) return area;
  }
  return 0;
}

export function largest(points: readonly Point[]): { best: number; witness: number[] } {
  const groups = new Map<string, [number, number][]>();
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const [a, b] = [points[i]!, points[j]!];
      const key = `${a[0] + b[0]},${a[1] + b[1]},${(a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2}`;
      const g = groups.get(key);
      if (g) g.push([i, j]);
      else groups.set(key, [[i, j]]);
    }
  let best = 0;
  let witness: number[] = [];
  for (const g of groups.values())
    for (let s = 0; s < g.length; s++)
      for (let t = s + 1; t < g.length; t++) {
        const [a, c] = g[s]!;
        const [b, d] = g[t]!;
        const area = Math.abs(cross(points[a]!, points[b]!, points[d]!));
        if (area > best) {
          best = area;
          witness = [a, b, c, d];
        }
      }
  return { best, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "largest-rectangle-among-points",
  rlveId: "LargestRectangle_AmongPoints",
  category: "geometry",
  version: 2,
  title: "The largest rectangle with vertices among given points",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const side = Math.max(12, 2 * n);
    const points: Point[] = [];
    const seen = new Set<string>();
    const add = (p: Point) => {
      seen.add(`${p[0]},${p[1]}`);
      points.push(p);
    };
    const planted = Math.min(Math.floor(n / 4), rng.int(1, 3));
    while (points.length < 4 * planted) {
      const a = rng.int(-4, 4);
      const b = rng.int(-4, 4);
      if (a === 0 && b === 0) continue;
      const t = rng.int(1, 3);
      const p: Point = [rng.int(0, side), rng.int(0, side)];
      const quad: Point[] = [
        p,
        [p[0] + a, p[1] + b],
        [p[0] + a - t * b, p[1] + b + t * a],
        [p[0] - t * b, p[1] + t * a],
      ];
      if (quad.some(([x, y]) => x < 0 || y < 0 || x > side || y > side || seen.has(`${x},${y}`))) continue;
      quad.forEach(add);
    }
    while (points.length < n) {
      const p: Point = [rng.int(0, side), rng.int(0, side)];
      if (!seen.has(`${p[0]},${p[1]}`)) add(p);
    }
    rng.shuffle(points);
    return { points, ...largest(points) };
  },

  prompt: ({ points }) =>
    `There are ${points.length} distinct points in the plane, numbered 0 to ${points.length - 1}:\n` +
    points.map(([x, y], i) => `point ${i}: (${x}, ${y})`).join("\n") +
    "\n\nChoose four of these points that are the vertices of a rectangle of positive area (its sides need " +
    "not be parallel to the axes; a square is a rectangle), making the area of the rectangle as large as " +
    "possible. Answer with the indices of the four points, separated by spaces, in any order.",

  parse: (text) => parseIntList(text, { length: 4 }),

  score(chosen, { points, best }) {
    for (const i of chosen) if (i < 0 || i >= points.length) return invalid(`point ${i} does not exist`);
    if (new Set(chosen).size !== 4) return invalid("the four indices are not distinct");
    const area = rectangleArea(chosen.map((i) => points[i]!));
    if (area === 0) return invalid("the four points do not form a rectangle");
    return maximisationRatio(area, best, 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ points, witness }) {
    const out = [
      [witness[0], witness[0], witness[1], witness[2]].join(" "),
      [...witness.slice(0, 3), points.length].join(" "),
    ];
    for (let i = 0; i < points.length; i++) {
      if (witness.includes(i)) continue;
      const quad = [...witness.slice(0, 3), i];
      if (rectangleArea(quad.map((j) => points[j]!)) === 0) {
        out.push(quad.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ points }) => points.length,
});
