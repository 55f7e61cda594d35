import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  dyadicOf,
  interpolate,
  polyAdd,
  polyDivMod,
  polyEval,
  polyEvalDyadicScaled,
  polyEvalRational,
  polyFromRoots,
  polyMul,
  trim,
} from "../../src/lib/poly.ts";
import { Rational } from "../../src/lib/rational.ts";

const coeffs = fc.array(fc.bigInt({ min: -9n, max: 9n }), { minLength: 1, maxLength: 8 });

describe("poly", () => {
  it("from roots vanishes exactly at the roots", () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: -6n, max: 6n }), { minLength: 1, maxLength: 7 }), (roots) => {
        const p = polyFromRoots(roots);
        for (const r of roots) assert.equal(polyEval(p, r), 0n);
        assert.equal(p.length, roots.length + 1);
      }),
    );
  });

  it("division: a = b·q + r with deg r < deg b, and remainder of b·s + r is r", () => {
    fc.assert(
      fc.property(coeffs, coeffs, coeffs, (b0, s, r0) => {
        const b = trim(b0);
        if (b.length < 2) return;
        const r = trim(r0.slice(0, b.length - 1));
        const a = polyAdd(polyMul(b, s), r);
        const { r: rem } = polyDivMod(a, b);
        rem.forEach((c, i) => {
          assert.ok(c.equals(new Rational(r[i] ?? 0n)));
        });
      }),
    );
  });

  it("interpolation recovers the coefficients", () => {
    fc.assert(
      fc.property(coeffs, (c) => {
        const xs = c.map((_, i) => BigInt(i) - 3n);
        const pts: Array<[bigint, bigint]> = xs.map((x) => [x, polyEval(c, x)]);
        interpolate(pts).forEach((v, i) => {
          assert.ok(v.equals(new Rational(c[i]!)));
        });
      }),
    );
  });

  it("rational and dyadic evaluation agree with each other", () => {
    fc.assert(
      fc.property(coeffs, fc.double({ min: -50, max: 50, noNaN: true }), (c, x) => {
        const { n, k } = dyadicOf(x);
        const exact = polyEvalRational(c, new Rational(n, 1n << BigInt(k)));
        const scaled = polyEvalDyadicScaled(c, n, k);
        assert.ok(exact.equals(new Rational(scaled, (1n << BigInt(k)) ** BigInt(c.length - 1))));
      }),
    );
  });
});
