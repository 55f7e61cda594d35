import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { instanceOf } from "../../src/core/kit.ts";
import polynomialFactorization from "../../src/envs/calculus/polynomial-factorization.ts";
import polynomialInterpolation from "../../src/envs/calculus/polynomial-interpolation.ts";
import polynomialRemainder from "../../src/envs/calculus/polynomial-remainder.ts";
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

describe("polynomial env instances", () => {
  it("remainder and interpolation answers match division and Lagrange interpolation", () => {
    for (let level = 0; level <= 12; level++) {
      for (let seed = 0; seed < 4; seed++) {
        const rem = instanceOf(polynomialRemainder, level, seed).instance;
        const { r } = polyDivMod(rem.p.map(BigInt), rem.q.map(BigInt));
        assert.deepEqual(
          r.map((c) => c.toString()),
          rem.remainder.map(String),
        );
        const interp = instanceOf(polynomialInterpolation, level, seed).instance;
        const coeffs = interpolate(interp.points.map(([x, y]) => [BigInt(x), BigInt(y)]));
        assert.deepEqual(
          coeffs.map((c) => c.toString()),
          interp.coefficients.map(String),
        );
        const fac = instanceOf(polynomialFactorization, level, seed).instance;
        for (const root of fac.roots) assert.equal(polyEval(fac.coefficients.map(BigInt), BigInt(root)), 0n);
      }
    }
  });
});
