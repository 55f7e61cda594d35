// The smallest circle enclosing integer points: give its centre and radius. RLVE: SmallestCircle.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  graded,
  grow,
  invalid,
  parseDecimal,
  parseTokens,
  type Rng,
} from "../../core/kit.ts";
import type { Point } from "../../lib/geometry.ts";

interface Params {
  n: number;
}

interface Instance {
  points: Point[];
  /** The optimal radius (the square root of an exact rational, as a double). */
  radius: number;
  /** The optimal centre, as doubles of exact rationals. */
  centre: [number, number];
}

/**
 * A circle with a rational centre (cx/den, cy/den) and squared radius r2/den², all exact; den > 0.
 */
export interface ExactCircle {
  cx: bigint;
  cy: bigint;
  den: bigint;
  r2: bigint;
}

const big = (p: Point): [bigint, bigint] => [BigInt(p[0]), BigInt(p[1])];

export function contains(c: ExactCircle, p: Point): boolean {
  const [x, y] = big(p);
  const dx = x * c.den - c.cx;
  const dy = y * c.den - c.cy;
  return dx * dx + dy * dy <= c.r2;
}

function withRadius(cx: bigint, cy: bigint, den: bigint, on: Point): ExactCircle {
  const [x, y] = big(on);
  const dx = x * den - cx;
  const dy = y * den - cy;
  return { cx, cy, den, r2: dx * dx + dy * dy };
}

export function circleOf2(a: Point, b: Point): ExactCircle {
  const [ax, ay] = big(a);
  const [bx, by] = big(b);
  return withRadius(ax + bx, ay + by, 2n, a);
}

/** The circumcircle of three points, or null when they are collinear. */
export function circleOf3(a: Point, b: Point, c: Point): ExactCircle | null {
  const [ax, ay] = big(a);
  const [bx, by] = big(b);
  const [qx, qy] = big(c);
  let d = 2n * (ax * (by - qy) + bx * (qy - ay) + qx * (ay - by));
  if (d === 0n) return null;
  const sa = ax * ax + ay * ay;
  const sb = bx * bx + by * by;
  const sc = qx * qx + qy * qy;
  let ux = sa * (by - qy) + sb * (qy - ay) + sc * (ay - by);
  let uy = sa * (qx - bx) + sb * (ax - qx) + sc * (bx - ax);
  if (d < 0n) [d, ux, uy] = [-d, -ux, -uy];
  return withRadius(ux, uy, d, a);
}

/** r2/den² compared: negative when a is smaller. */
export function compareRadius(a: ExactCircle, b: ExactCircle): number {
  const l = a.r2 * b.den * b.den;
  const r = b.r2 * a.den * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Welzl's minimum enclosing circle in its iterative form, on a shuffled order (expected linear time), with
 * exact rational arithmetic so that every containment test is decided correctly.
 */
export function smallestEnclosing(points: readonly Point[], rng: Rng): ExactCircle {
  if (points.length === 0) throw new Error("no points");
  const p = rng.shuffle([...points]);
  let c = withRadius(BigInt(p[0]![0]), BigInt(p[0]![1]), 1n, p[0]!);
  for (let i = 1; i < p.length; i++) {
    if (contains(c, p[i]!)) continue;
    c = withRadius(BigInt(p[i]![0]), BigInt(p[i]![1]), 1n, p[i]!);
    for (let j = 0; j < i; j++) {
      if (contains(c, p[j]!)) continue;
      c = circleOf2(p[i]!, p[j]!);
      for (let k = 0; k < j; k++) {
        if (contains(c, p[k]!)) continue;
        const t = circleOf3(p[i]!, p[j]!, p[k]!);
        // With p[i] and p[j] on the boundary of the optimum, a point outside their diameter circle is never
        // collinear with them; exact arithmetic keeps that true.
        if (t === null) throw new Error("collinear support points in the enclosing-circle search");
        c = t;
      }
    }
  }
  return c;
}

/** Absolute slack on each point's distance: a point within radius + TOLERANCE of the centre is enclosed. */
export const TOLERANCE = 1e-3;
const LIMIT = 1e9;
/** The reward at or above which an answer is correct (the statement says so). */
const PASS = 0.999;

function decimals(v: number): string {
  return v.toFixed(6);
}

export default defineEnv<Params, Instance, [number, number, number]>({
  id: "smallest-circle",
  rlveId: "SmallestCircle",
  category: "geometry",
  version: 3,
  title: "The smallest circle enclosing given points",
  answerKind: "any-optimal",
  // A radius within 0.01% of the optimum passes: (r*/r)^10 >= 0.999.
  passingThreshold: PASS,

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const side = Math.max(10, 2 * n);
    const points: Point[] = [];
    const seen = new Set<string>();
    while (points.length < n) {
      const p: Point = [rng.int(-side, side), rng.int(-side, side)];
      if (seen.has(`${p[0]},${p[1]}`)) continue;
      seen.add(`${p[0]},${p[1]}`);
      points.push(p);
    }
    const c = smallestEnclosing(points, rng.fork("welzl"));
    const den = Number(c.den);
    return {
      points,
      radius: Math.sqrt(Number(c.r2)) / den,
      centre: [Number(c.cx) / den, Number(c.cy) / den],
    };
  },

  prompt: ({ points }) =>
    `There are ${points.length} points in the plane:\n` +
    points.map(([x, y]) => `(${x}, ${y})`).join("\n") +
    "\n\nFind the circle of smallest radius that contains all of these points (inside or on the circle). " +
    "Answer with three decimal numbers separated by spaces: the x coordinate of the centre, the y coordinate " +
    `of the centre and the radius. A point counts as contained when its distance to your centre is at most ` +
    `your radius + ${TOLERANCE}; every point must be contained. The reward is min(1, (R/r)^10), where r is ` +
    `your radius and R the smallest possible radius; the answer counts as correct when every point is ` +
    `contained and the reward is at least ${PASS} (r at most about 1.0001·R), so give at least 5 decimals.`,
  answerExample: ({ centre, radius }) =>
    `${decimals(centre[0] + 1)} ${decimals(centre[1])} ${decimals(radius / 2)}`,

  parse(text) {
    const tokens = parseTokens(text, 4);
    if (tokens.length !== 3) throw new FormatError(`expected 3 numbers (x, y, radius), got ${tokens.length}`);
    const [x, y, r] = tokens.map(parseDecimal) as [number, number, number];
    for (const v of [x, y, r]) if (Math.abs(v) > LIMIT) throw new FormatError(`${v} is out of range`);
    // As in RLVE-Gym, a radius that is not positive is a format error (-1).
    if (!(r > 0)) throw new FormatError("the radius must be positive");
    return [x, y, r];
  },

  score([x, y, r], { points, radius }) {
    // A circle missing a point scores 0, as in RLVE-Gym.
    for (const [px, py] of points) {
      if (Math.hypot(px - x, py - y) > r + TOLERANCE)
        return invalid(`point (${px}, ${py}) is outside the circle`, 0);
    }
    if (r <= radius) return graded(1, "an enclosing circle of the smallest radius");
    return graded((radius / r) ** 10, `radius ${r}, the smallest is ${radius}`);
  },

  // The radius rounded down: the rounding is far inside the containment tolerance.
  reference: ({ centre, radius }) =>
    `${decimals(centre[0])} ${decimals(centre[1])} ${(Math.floor(radius * 1e6) / 1e6).toFixed(6)}`,

  wrongAnswers: ({ centre, radius }) => [
    `${decimals(centre[0])} ${decimals(centre[1])} ${decimals(radius * 1.01)}`,
    `${decimals(centre[0])} ${decimals(centre[1])} ${decimals(radius * 0.9)}`,
    `${decimals(centre[0])} ${decimals(centre[1])}`,
    `${decimals(centre[0])} ${decimals(centre[1])} 0`,
  ],

  size: ({ points }) => points.length,
});
