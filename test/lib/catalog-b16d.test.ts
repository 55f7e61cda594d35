// Brute-force cross-checks for the issue-16 batch b16d: each environment's solver against an independent
// exhaustive enumeration on many small random instances, and its reference scoring 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Environment, generate, verify } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import largestConvexPolygon, {
  inConvexPosition,
  largestConvex,
} from "../../src/envs/geometry/largest-convex-polygon.ts";
import lasLaser, { mostCrossed } from "../../src/envs/geometry/las-laser.ts";
import smallestCircle, {
  circleOf2,
  circleOf3,
  compareRadius,
  contains,
  type ExactCircle,
  smallestEnclosing,
} from "../../src/envs/geometry/smallest-circle.ts";
import squareUndamaged, { countSquares } from "../../src/envs/geometry/square-undamaged-point-counting.ts";
import visibleLine, { upperEnvelope } from "../../src/envs/geometry/visible-line.ts";
import wil, { judge as judgeWil, longestStretch } from "../../src/envs/optimization/wil.ts";
import wyr, { fewestOperations } from "../../src/envs/optimization/wyr-leveling-ground.ts";
import clearSymmetry, { smallestSize } from "../../src/envs/other/clear-symmetry.ts";
import hungryRabbit, { judge } from "../../src/envs/other/hungry-rabbit.ts";
import rangeFour, { judge as judgeRangeFour } from "../../src/envs/other/range-four-sequence-construction.ts";
import roundTable, { judge as judgeTables } from "../../src/envs/other/round-table-assignment.ts";
import { cross, type Point } from "../../src/lib/geometry.ts";

function referenceScores(env: Environment, levels: number[], seeds = 5): void {
  for (const level of levels)
    for (let seed = 1; seed <= seeds; seed++) {
      const p = generate(env, level, seed);
      const out = verify(env, p.instance, p.reference);
      assert.equal(out.accuracy, 1, `${env.id} level ${level} seed ${seed}: ${out.reason}`);
    }
}

function randomGeneral(rng: Rng, n: number, side: number): Point[] {
  const pts: Point[] = [];
  while (pts.length < n) {
    const p: Point = [rng.int(0, side), rng.int(0, side)];
    let ok = true;
    for (let i = 0; i < pts.length && ok; i++) {
      if (pts[i]![0] === p[0] && pts[i]![1] === p[1]) ok = false;
      for (let j = i + 1; j < pts.length && ok; j++) if (cross(pts[i]!, pts[j]!, p) === 0) ok = false;
    }
    if (ok) pts.push(p);
  }
  return pts;
}

/** Convex position by definition: no chosen point lies inside a triangle of three other chosen points. */
function convexByTriangles(pts: Point[]): boolean {
  const m = pts.length;
  if (m < 3) return false;
  for (let d = 0; d < m; d++)
    for (let a = 0; a < m; a++)
      for (let b = a + 1; b < m; b++)
        for (let c = b + 1; c < m; c++) {
          if (d === a || d === b || d === c) continue;
          const [A, B, C, D] = [pts[a]!, pts[b]!, pts[c]!, pts[d]!];
          const s1 = Math.sign(cross(A, B, D));
          const s2 = Math.sign(cross(B, C, D));
          const s3 = Math.sign(cross(C, A, D));
          if (s1 === s2 && s2 === s3) return false;
        }
  return true;
}

describe("LargestConvexPolygon", () => {
  it("matches every subset of the points", () => {
    const rng = Rng.from("b16d-lcp");
    for (let t = 0; t < 150; t++) {
      const n = rng.int(3, 10);
      const pts = randomGeneral(rng, n, rng.int(6, 20));
      let best = 2;
      for (let mask = 0; mask < 1 << n; mask++) {
        const sub = pts.filter((_, i) => (mask >> i) & 1);
        if (sub.length > best && convexByTriangles(sub)) best = sub.length;
        if (sub.length >= 3) assert.equal(inConvexPosition(sub), convexByTriangles(sub));
      }
      const got = largestConvex(pts);
      assert.equal(got.best, best);
      if (best >= 3) {
        assert.equal(new Set(got.witness).size, best);
        assert.ok(convexByTriangles(got.witness.map((i) => pts[i]!)));
      }
    }
  });
  it("reference scores 1", () => referenceScores(largestConvexPolygon, [0, 3, 8, 12]));
});

/** Does the ray from the origin in direction d meet segment AB? Solved as a 2×2 system with Cramer's rule. */
function rayMeets(d: Point, s: readonly [number, number, number, number]): boolean {
  const [ax, ay, bx, by] = s;
  // t·d = A + u·(B − A), t >= 0, 0 <= u <= 1.
  const ex = bx - ax;
  const ey = by - ay;
  const det = d[0] * -ey - d[1] * -ex;
  if (det === 0) {
    // Parallel: the segment lies on the ray's line only through the origin, which generation excludes.
    return false;
  }
  const tNum = ax * -ey - ay * -ex;
  const uNum = d[0] * ay - d[1] * ax;
  const sgn = Math.sign(det);
  return tNum * sgn >= 0 && uNum * sgn >= 0 && uNum * sgn <= Math.abs(det);
}

describe("LASLaser", () => {
  it("matches rays through every endpoint and between every two endpoints", () => {
    const rng = Rng.from("b16d-las");
    for (let t = 0; t < 300; t++) {
      const n = rng.int(1, 7);
      const r = rng.int(2, 6);
      const segs: [number, number, number, number][] = [];
      while (segs.length < n) {
        const s: [number, number, number, number] = [
          rng.int(-r, r),
          rng.int(-r, r),
          rng.int(-r, r),
          rng.int(-r, r),
        ];
        if (cross([0, 0], [s[0], s[1]], [s[2], s[3]]) !== 0) segs.push(s);
      }
      const dirs: Point[] = [];
      for (const s of segs) dirs.push([s[0], s[1]], [s[2], s[3]]);
      const more: Point[] = [];
      for (const a of dirs) for (const b of dirs) more.push([a[0] + b[0], a[1] + b[1]]);
      let best = 0;
      for (const d of [
        ...dirs,
        ...more,
        [1, 0] as Point,
        [0, 1] as Point,
        [-1, 0] as Point,
        [0, -1] as Point,
      ]) {
        if (d[0] === 0 && d[1] === 0) continue;
        best = Math.max(best, segs.filter((s) => rayMeets(d, s)).length);
      }
      assert.equal(mostCrossed(segs), best);
    }
  });
  it("reference scores 1", () => referenceScores(lasLaser, [0, 3, 8, 12]));
});

describe("SmallestCircle", () => {
  it("Welzl matches the smallest of all 2- and 3-point circles that enclose everything", () => {
    const rng = Rng.from("b16d-circle");
    for (let t = 0; t < 300; t++) {
      const n = rng.int(1, 9);
      const side = rng.int(1, 8);
      const pts: Point[] = [];
      while (pts.length < n) {
        const p: Point = [rng.int(-side, side), rng.int(-side, side)];
        if (!pts.some((q) => q[0] === p[0] && q[1] === p[1])) pts.push(p);
        else if (pts.length >= (2 * side + 1) ** 2) break;
      }
      const got = smallestEnclosing(pts, rng.fork(t));
      for (const p of pts) assert.ok(contains(got, p));
      if (pts.length === 1) {
        assert.equal(got.r2, 0n);
        continue;
      }
      let best: ExactCircle | null = null;
      const consider = (c: ExactCircle | null) => {
        if (c === null || !pts.every((p) => contains(c, p))) return;
        if (best === null || compareRadius(c, best) < 0) best = c;
      };
      for (let a = 0; a < pts.length; a++)
        for (let b = a + 1; b < pts.length; b++) {
          consider(circleOf2(pts[a]!, pts[b]!));
          for (let c = b + 1; c < pts.length; c++) consider(circleOf3(pts[a]!, pts[b]!, pts[c]!));
        }
      assert.ok(best !== null);
      assert.equal(compareRadius(got, best), 0);
    }
  });
  it("scores a larger radius below the threshold and a circle missing a point as invalid", () => {
    const p = generate(smallestCircle, 5, 3);
    const { centre, radius } = p.instance;
    const v = (s: string) => verify(smallestCircle, p.instance, `<answer>${s}</answer>`);
    assert.equal(v(`${centre[0]} ${centre[1]} ${radius * 1.001}`).accuracy, 0);
    assert.equal(v(`${centre[0]} ${centre[1]} ${radius * 1.00001}`).accuracy, 1);
    assert.equal(v(`${centre[0]} ${centre[1]} ${radius - 0.01}`).status, "invalid");
  });
  it("scores a circle missing a point 0 and a radius that is not positive -1, as RLVE-Gym (issue 33)", () => {
    const p = generate(smallestCircle, 5, 3);
    const { centre, radius } = p.instance;
    const v = (s: string) => verify(smallestCircle, p.instance, `<answer>${s}</answer>`);
    assert.deepEqual(
      [
        v(`${centre[0]} ${centre[1]} ${radius - 0.01}`).reward,
        v(`${centre[0]} ${centre[1]} ${radius / 2}`).reward,
      ],
      [0, 0],
    );
    assert.equal(v(`${centre[0]} ${centre[1]} 0`).reward, -1);
    assert.equal(v(`${centre[0]} ${centre[1]} -3`).status, "wrong_format");
  });
  it("reference scores 1", () => referenceScores(smallestCircle, [0, 3, 8, 12]));
});

describe("SquareUndamagedPointCounting", () => {
  it("matches every four undamaged points tested for being a square by distances", () => {
    const rng = Rng.from("b16d-squares");
    const d2 = (p: Point, q: Point) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
    for (let t = 0; t < 60; t++) {
      const n = rng.int(1, 4);
      const m = rng.int(1, 4);
      const all: Point[] = [];
      for (let x = 0; x <= n; x++) for (let y = 0; y <= m; y++) all.push([x, y]);
      const damaged = rng.sample(all, rng.int(0, Math.floor(all.length / 2)));
      const good = all.filter((p) => !damaged.includes(p));
      let count = 0;
      const g = good.length;
      for (let a = 0; a < g; a++)
        for (let b = a + 1; b < g; b++)
          for (let c = b + 1; c < g; c++)
            for (let e = c + 1; e < g; e++) {
              const q = [good[a]!, good[b]!, good[c]!, good[e]!];
              const ds: number[] = [];
              for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) ds.push(d2(q[i]!, q[j]!));
              ds.sort((u, v) => u - v);
              const [s0, s1, s2, s3, d0, d1] = ds as [number, number, number, number, number, number];
              if (s0 > 0 && s0 === s1 && s1 === s2 && s2 === s3 && d0 === d1 && d0 === 2 * s0) count++;
            }
      assert.equal(countSquares(n, m, damaged), count);
    }
  });
  it("reference scores 1", () => referenceScores(squareUndamaged, [0, 3, 8, 12]));
});

describe("VisibleLine", () => {
  it("matches the strictly highest line at a point inside every gap between crossings", () => {
    const rng = Rng.from("b16d-lines");
    for (let t = 0; t < 400; t++) {
      const n = rng.int(1, 8);
      const r = rng.int(1, 4);
      const lines: [number, number][] = [];
      for (let tries = 0; lines.length < n && tries < 200; tries++) {
        const l: [number, number] = [rng.int(-r, r), rng.int(-r, r)];
        if (!lines.some((q) => q[0] === l[0] && q[1] === l[1])) lines.push(l);
      }
      // Crossing abscissas as fractions p/q (q > 0); sample x = p/q between and beyond them, exactly.
      const xs: [number, number][] = [];
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const [a1, b1] = lines[i]!;
          const [a2, b2] = lines[j]!;
          if (a1 === a2) continue;
          const q = a1 - a2;
          xs.push(q > 0 ? [b2 - b1, q] : [b1 - b2, -q]);
        }
      xs.sort((u, v) => u[0] * v[1] - v[0] * u[1]);
      const samples: [number, number][] = [];
      if (xs.length === 0) samples.push([0, 1]);
      else {
        samples.push([xs[0]![0] - xs[0]![1], xs[0]![1]]);
        const last = xs[xs.length - 1]!;
        samples.push([last[0] + last[1], last[1]]);
        for (let i = 0; i + 1 < xs.length; i++) {
          const [p1, q1] = xs[i]!;
          const [p2, q2] = xs[i + 1]!;
          samples.push([p1 * q2 + p2 * q1, 2 * q1 * q2]);
        }
      }
      const seen = new Set<number>();
      for (const [p, q] of samples) {
        const vals = lines.map(([a, b]) => a * p + b * q);
        const top = Math.max(...vals);
        const at = vals.flatMap((v, i) => (v === top ? [i + 1] : []));
        if (at.length === 1) seen.add(at[0]!);
      }
      assert.deepEqual(
        upperEnvelope(lines),
        [...seen].sort((u, v) => u - v),
      );
    }
  });
  it("reference scores 1", () => referenceScores(visibleLine, [0, 3, 8, 12]));
});

/** Totals of ones of clear n×n matrices symmetric under both reflections, by rows of the full matrix. */
function clearSymmetricTotals(n: number): Set<number> {
  const h = Math.ceil(n / 2);
  // A full row is its first h cells mirrored; it must have no two adjacent ones.
  const rows: { mask: number; ones: number }[] = [];
  for (let mask = 0; mask < 1 << h; mask++) {
    const full = Array.from({ length: n }, (_, j) => (mask >> Math.min(j, n - 1 - j)) & 1);
    if (full.some((v, j) => v === 1 && full[j + 1] === 1)) continue;
    rows.push({ mask, ones: full.reduce((s, v) => s + v, 0) });
  }
  // Rows 0..h-1 (the lower half mirrors them): consecutive rows share no column of ones; the middle row
  // counts once when n is odd, and for even n the middle row meets its own mirror image.
  let layer = new Map<number, Set<number>>([[-1, new Set([0])]]);
  for (let i = 0; i < h; i++) {
    const next = new Map<number, Set<number>>();
    const weight = n % 2 === 1 && i === h - 1 ? 1 : 2;
    for (const [prev, sums] of layer)
      for (const r of rows) {
        if (prev >= 0 && (prev & r.mask) !== 0) continue;
        if (n % 2 === 0 && i === h - 1 && r.mask !== 0) continue;
        const set = next.get(r.mask) ?? new Set<number>();
        for (const s of sums) set.add(s + weight * r.ones);
        next.set(r.mask, set);
      }
    layer = next;
  }
  const all = new Set<number>();
  for (const sums of layer.values()) for (const s of sums) all.add(s);
  return all;
}

describe("ClearSymmetry", () => {
  it("the row DP agrees with every matrix for n <= 4", () => {
    for (let n = 1; n <= 4; n++) {
      const totals = new Set<number>();
      for (let m = 0; m < 2 ** (n * n); m++) {
        const at = (i: number, j: number) => (m >> (i * n + j)) & 1;
        let ok = true;
        for (let i = 0; i < n && ok; i++)
          for (let j = 0; j < n && ok; j++) {
            if (at(i, j) !== at(n - 1 - i, j) || at(i, j) !== at(i, n - 1 - j)) ok = false;
            if (at(i, j) && ((i + 1 < n && at(i + 1, j)) || (j + 1 < n && at(i, j + 1)))) ok = false;
          }
        if (!ok) continue;
        let ones = 0;
        for (let k = 0; k < n * n; k++) ones += (m >> k) & 1;
        totals.add(ones);
      }
      assert.deepEqual(
        [...clearSymmetricTotals(n)].sort((a, b) => a - b),
        [...totals].sort((a, b) => a - b),
      );
    }
  });
  it("smallestSize matches the smallest n whose totals contain x, for every n <= 12", () => {
    const totals = Array.from({ length: 13 }, (_, n) =>
      n === 0 ? new Set<number>() : clearSymmetricTotals(n),
    );
    // n = 11 reaches every total up to 61; x up to 61 has its smallest size among n <= 11.
    for (let x = 1; x <= 61; x++) {
      const n = totals.findIndex((s) => s.has(x));
      assert.equal(smallestSize(x), n, `x = ${x}`);
    }
  });
  it("reference scores 1", () => referenceScores(clearSymmetry, [0, 3, 8, 12]));
});

describe("HungryRabbit", () => {
  it("the scorer counts the rules an independent check counts, on random schedules", () => {
    const rng = Rng.from("b16d-rabbit");
    for (let t = 0; t < 300; t++) {
      const p = generate(hungryRabbit, rng.int(0, 6), t + 1);
      const inst = p.instance;
      const m = inst.forbidden.length;
      // Witness: every rule holds.
      for (let d = 0; d < m; d++) {
        assert.equal(inst.witness[d]!.length, inst.k);
        assert.equal(new Set(inst.witness[d]).size, inst.k);
        for (const v of inst.forbidden[d]!) assert.ok(!inst.witness[d]!.includes(v));
        if (d + 1 < m)
          assert.ok(inst.witness[d]!.filter((v) => !inst.witness[d + 1]!.includes(v)).length <= inst.l);
      }
      // A random schedule (sets of size k from 1..n): the fraction of rules kept, counted directly.
      const days = inst.forbidden.map(() =>
        rng.sample(
          Array.from({ length: inst.n }, (_, i) => i + 1),
          inst.k,
        ),
      );
      let ok = 0;
      days.forEach((s, d) => {
        if (!s.some((v) => inst.forbidden[d]!.includes(v))) ok++;
        if (d + 1 < m && s.filter((v) => !days[d + 1]!.includes(v)).length <= inst.l) ok++;
      });
      const expected = ok === 2 * m - 1 ? 1 : Math.min(0.999, (ok / (2 * m - 1)) ** 10);
      assert.ok(Math.abs(judge(days, inst).reward - expected) < 1e-12);
    }
  });
  it("reference scores 1", () => referenceScores(hungryRabbit, [0, 3, 8, 12]));
});

describe("RangeFourSequenceConstruction", () => {
  it("the witness keeps every rule and the scorer counts rules as a direct check does", () => {
    const rng = Rng.from("b16d-range4");
    for (let t = 0; t < 300; t++) {
      const inst = generate(rangeFour, rng.int(0, 8), t + 1).instance;
      const count = (s: number[]) => {
        let ok = 0;
        for (let i = 0; i + 1 < s.length; i++)
          if (!inst.forbidden.some(([a, b]) => a === s[i] && b === s[i + 1])) ok++;
        for (const g of inst.groups) {
          let distinct = true;
          for (const p of g) for (const q of g) if (p < q && s[p - 1] === s[q - 1]) distinct = false;
          if (distinct) ok++;
        }
        return ok;
      };
      const all = inst.n - 1 + inst.groups.length;
      assert.equal(count(inst.witness), all);
      const s = Array.from({ length: inst.n }, () => rng.int(0, 3));
      const ok = count(s);
      const expected = ok === all ? 1 : Math.min(0.999, (ok / all) ** 5);
      assert.ok(Math.abs(judgeRangeFour(s, inst).reward - expected) < 1e-12);
    }
  });
  it("reference scores 1", () => referenceScores(rangeFour, [0, 3, 8, 12]));
});

describe("RoundTableAssignment", () => {
  it("the witness keeps every rule and the scorer agrees with a direct check on random seatings", () => {
    const rng = Rng.from("b16d-tables");
    for (let t = 0; t < 300; t++) {
      const inst = generate(roundTable, rng.int(0, 8), t + 1).instance;
      const owner: number[] = inst.groups.flatMap((size, g) => Array.from({ length: size }, () => g));
      const check = (seat: number[]): number | "invalid" => {
        for (let table = 1; table <= inst.capacity.length; table++)
          if (seat.filter((x) => x === table).length > inst.capacity[table - 1]!) return "invalid";
        let ok = 0;
        for (let g = 0; g < inst.groups.length; g++) {
          const tables = seat.filter((_, p) => owner[p] === g);
          if (new Set(tables).size === tables.length) ok++;
        }
        return ok;
      };
      assert.equal(check(inst.witness), inst.groups.length);
      const seat = inst.witness.map(() => rng.int(1, inst.capacity.length));
      const ok = check(seat);
      const got = judgeTables(seat, inst);
      if (ok === "invalid") assert.equal(got.status, "invalid");
      else {
        const all = inst.groups.length;
        const expected = ok === all ? 1 : Math.min(0.999, (ok / all) ** 5);
        assert.ok(Math.abs(got.reward - expected) < 1e-12);
      }
    }
  });
  it("reference scores 1", () => referenceScores(roundTable, [0, 3, 8, 12]));
});

describe("WIL", () => {
  it("matches every window and every stretch", () => {
    const rng = Rng.from("b16d-wil");
    for (let t = 0; t < 400; t++) {
      const n = rng.int(1, 9);
      const a = Array.from({ length: n }, () => rng.int(1, 9));
      const d = rng.int(1, n);
      const p = rng.int(
        0,
        a.reduce((s, v) => s + v, 0),
      );
      let best = 0;
      for (let l1 = 0; l1 < n; l1++)
        for (let r1 = l1; r1 < n && r1 - l1 < d; r1++)
          for (let l2 = 0; l2 < n; l2++)
            for (let r2 = l2; r2 < n; r2++) {
              let sum = 0;
              for (let i = l2; i <= r2; i++) if (i < l1 || i > r1) sum += a[i]!;
              if (sum <= p) best = Math.max(best, r2 - l2 + 1);
            }
      const got = longestStretch(a, d, p);
      assert.equal(got.best, best);
      assert.equal(judgeWil(got.witness, { a, d, p, best, witness: got.witness }).status, "correct");
    }
  });
  it("reference scores 1", () => referenceScores(wil, [0, 3, 8, 12]));
});

describe("WYRLevelingGround", () => {
  it("matches a breadth-first search over operation sequences", () => {
    const rng = Rng.from("b16d-wyr");
    for (let t = 0; t < 150; t++) {
      const n = rng.int(1, 3);
      const a = rng.int(1, 5);
      const b = rng.int(1, 5);
      const ops: [number, number, number][] = [];
      for (let l = 0; l < n; l++)
        for (let r = l; r < n; r++) for (const c of [a, -a, b, -b]) ops.push([l, r, c]);
      const h = new Array<number>(n).fill(0);
      const planted = rng.int(0, 3);
      for (let k = 0; k < planted; k++) {
        const [l, r, c] = rng.pick(ops);
        for (let i = l; i <= r; i++) h[i]! += c;
      }
      // Operations commute, so the fewest is the first depth whose reachable set holds the zero vector.
      const zero = new Array<number>(n).fill(0).join();
      let frontier = new Set([h.join()]);
      let depth = 0;
      const seen = new Set(frontier);
      while (!frontier.has(zero)) {
        const next = new Set<string>();
        for (const s of frontier) {
          const v = s.split(",").map(Number);
          for (const [l, r, c] of ops) {
            const w = [...v];
            for (let i = l; i <= r; i++) w[i]! += c;
            const key = w.join();
            if (!seen.has(key)) {
              seen.add(key);
              next.add(key);
            }
          }
        }
        frontier = next;
        depth++;
      }
      assert.equal(fewestOperations(h, a, b), depth, `h=${h} a=${a} b=${b}`);
    }
  });
  it("says -1 when a difference is not a multiple of gcd(A, B)", () => {
    assert.equal(fewestOperations([1, 1], 2, 4), -1);
    assert.equal(fewestOperations([2, 4], 2, 4), 2);
  });
  it("reference scores 1", () => referenceScores(wyr, [0, 3, 8, 12]));
});
