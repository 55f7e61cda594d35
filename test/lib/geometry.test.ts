import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { convexHull, cross, type Point, twiceArea } from "../../src/lib/geometry.ts";

/** Twice the hull area by brute force: the largest polygon area equals the hull's, and every hull edge
 * keeps all points on one side. */
function bruteHullEdges(points: Point[]): Set<string> {
  const edges = new Set<string>();
  for (const a of points)
    for (const b of points) {
      if (a === b || (a[0] === b[0] && a[1] === b[1])) continue;
      if (points.every((p) => cross(a, b, p) >= 0)) {
        const between = points.filter(
          (p) =>
            cross(a, b, p) === 0 &&
            (p[0] - a[0]) * (b[0] - p[0]) >= 0 &&
            (p[1] - a[1]) * (b[1] - p[1]) >= 0 &&
            !(p[0] === a[0] && p[1] === a[1]) &&
            !(p[0] === b[0] && p[1] === b[1]),
        );
        const collinearOutside = points.some(
          (p) =>
            cross(a, b, p) === 0 &&
            !between.includes(p) &&
            !(p[0] === a[0] && p[1] === a[1]) &&
            !(p[0] === b[0] && p[1] === b[1]),
        );
        if (!collinearOutside) edges.add(`${a}|${b}`);
      }
    }
  return edges;
}

it("monotone-chain hull edges match the brute-force supporting edges, and the area is the hull's", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), {
        minLength: 3,
        maxLength: 12,
      }),
      (raw) => {
        const pts = [...new Map(raw.map((p) => [`${p}`, p as Point])).values()];
        const hull = convexHull(pts);
        if (hull.length < 3) return;
        const edges = new Set(hull.map((p, i) => `${p}|${hull[(i + 1) % hull.length]}`));
        assert.deepEqual([...edges].sort(), [...bruteHullEdges(pts)].sort());
        for (const p of pts)
          for (let i = 0; i < hull.length; i++)
            assert.ok(cross(hull[i]!, hull[(i + 1) % hull.length]!, p) >= 0);
        assert.ok(twiceArea(hull) > 0);
      },
    ),
  );
});

it("min-sum-chebyshev-distance: the rotated medians match a scan of the grid", async () => {
  const { minChebyshevPoint } = await import("../../src/envs/geometry/min-sum-chebyshev-distance.ts");
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 14 }),
      fc.array(fc.tuple(fc.nat(14), fc.nat(14), fc.integer({ min: 1, max: 9 })), {
        minLength: 1,
        maxLength: 9,
      }),
      (side, raw) => {
        const points = raw.map(([x, y]): [number, number] => [x % (side + 1), y % (side + 1)]);
        const weights = raw.map(([, , w]) => w);
        const cost = (x: number, y: number) =>
          points.reduce(
            (s, [px, py], i) => s + weights[i]! * Math.max(Math.abs(x - px), Math.abs(y - py)),
            0,
          );
        let best = Number.POSITIVE_INFINITY;
        for (let x = 0; x <= side; x++) for (let y = 0; y <= side; y++) best = Math.min(best, cost(x, y));
        const got = minChebyshevPoint(points, weights, side);
        assert.equal(got.best, best);
        assert.equal(cost(got.witness[0], got.witness[1]), best);
        assert.ok(got.witness.every((c) => Number.isInteger(c) && c >= 0 && c <= side));
      },
    ),
    { numRuns: 400, seed: 19 },
  );
});
