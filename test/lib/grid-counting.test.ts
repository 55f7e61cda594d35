import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  arrayMaxCount,
  kingPlacementCounts,
  kingPlacements,
  matrixMaxCount,
  noDoubleTripleCount,
  type RectMax,
} from "../../src/lib/grid-counting.ts";

const P = 998_244_353;

function* tuples(k: number, lo: number, hi: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (const t of tuples(k - 1, lo, hi)) for (let v = lo; v <= hi; v++) yield [...t, v];
}

describe("grid counting against enumeration", () => {
  it("matrices with rectangle maxima", () => {
    const rect = (h: number, w: number, m: number) =>
      fc
        .tuple(fc.nat(h - 1), fc.nat(h - 1), fc.nat(w - 1), fc.nat(w - 1), fc.integer({ min: 1, max: m }))
        .map(([a, b, c, d, v]) => ({
          r1: Math.min(a, b) + 1,
          r2: Math.max(a, b) + 1,
          c1: Math.min(c, d) + 1,
          c2: Math.max(c, d) + 1,
          v,
        }));
    const inst = fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
      .chain(([h, w, m]) =>
        fc.tuple(fc.constant(h), fc.constant(w), fc.constant(m), fc.array(rect(h, w, m), { maxLength: 4 })),
      );
    fc.assert(
      fc.property(inst, ([h, w, m, rects]: [number, number, number, RectMax[]]) => {
        let count = 0;
        for (const cells of tuples(h * w, 1, m)) {
          const ok = rects.every((r) => {
            let mx = 0;
            for (let i = r.r1; i <= r.r2; i++)
              for (let j = r.c1; j <= r.c2; j++) mx = Math.max(mx, cells[(i - 1) * w + j - 1]!);
            return mx === r.v;
          });
          if (ok) count++;
        }
        assert.equal(matrixMaxCount(h, w, m, rects, P), count);
      }),
      { numRuns: 120 },
    );
  });

  it("arrays with range maxima", () => {
    const inst = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 })).chain(([n, a]) =>
      fc.tuple(
        fc.constant(n),
        fc.constant(a),
        fc.array(
          fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: a })).map(([x, y, v]) => ({
            l: Math.min(x, y) + 1,
            r: Math.max(x, y) + 1,
            v,
          })),
          { maxLength: 5 },
        ),
      ),
    );
    fc.assert(
      fc.property(inst, ([n, a, cons]) => {
        let count = 0;
        for (const arr of tuples(n, 1, a)) {
          if (cons.every((c) => Math.max(...arr.slice(c.l - 1, c.r)) === c.v)) count++;
        }
        assert.equal(arrayMaxCount(n, a, cons, P), count);
      }),
      { numRuns: 150 },
    );
  });

  it("subsets without x,2x and x,3x", () => {
    for (let n = 1; n <= 18; n++) {
      let count = 0;
      for (let s = 0; s < 1 << n; s++) {
        let ok = true;
        for (let x = 1; x <= n && ok; x++) {
          if (!((s >> (x - 1)) & 1)) continue;
          for (const y of [2 * x, 3 * x]) if (y <= n && (s >> (y - 1)) & 1) ok = false;
        }
        if (ok) count++;
      }
      assert.equal(noDoubleTripleCount(n), BigInt(count), `n=${n}`);
    }
  });

  it("non-attacking kings", () => {
    for (let n = 1; n <= 4; n++) {
      const hist = new Array<number>(17).fill(0);
      for (let s = 0; s < 1 << (n * n); s++) {
        let ok = true;
        for (let c = 0; c < n * n && ok; c++) {
          if (!((s >> c) & 1)) continue;
          const [r0, c0] = [Math.floor(c / n), c % n];
          for (let d = c + 1; d < n * n; d++) {
            if ((s >> d) & 1 && Math.abs(Math.floor(d / n) - r0) <= 1 && Math.abs((d % n) - c0) <= 1)
              ok = false;
          }
        }
        if (ok) hist[pc(s)]!++;
      }
      for (let k = 0; k <= n * n; k++) assert.equal(kingPlacements(n, k), BigInt(hist[k]!), `n=${n} k=${k}`);
      assert.deepEqual(kingPlacementCounts(n, n * n), hist.slice(0, n * n + 1).map(BigInt));
    }
    assert.equal(kingPlacements(3, 2), 16n);
    // the table for every k agrees with the DP truncated at each k
    for (const n of [5, 7]) {
      const all = kingPlacementCounts(n, Math.ceil(n / 2) ** 2);
      for (let k = 0; k < all.length; k++) assert.equal(kingPlacements(n, k), all[k], `n=${n} k=${k}`);
    }
  });
});

function pc(x: number): number {
  let c = 0;
  for (let y = x; y; y &= y - 1) c++;
  return c;
}
