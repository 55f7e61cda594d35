import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Binomials, chooseBig } from "../../src/lib/modcomb.ts";
import {
  crt,
  divisors,
  extGcd,
  factorize,
  gcd,
  isPrime,
  modInverse,
  modPow,
  mulMod,
  phi,
  primesUpTo,
} from "../../src/lib/numtheory.ts";
import { Rational } from "../../src/lib/rational.ts";

describe("number theory", () => {
  it("gcd and extended Euclid", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        (a, b) => {
          const [g, x, y] = extGcd(a, b);
          assert.equal(a * x + b * y, g);
          assert.ok(g >= 0n);
          if (g !== 0n) assert.equal(a % g, 0n);
        },
      ),
    );
    assert.equal(gcd(12, -18), 6);
  });
  it("primes, factorisation, phi, divisors against brute force", () => {
    const ps = primesUpTo(1000);
    for (let n = 1; n <= 1000; n++) {
      const brute = n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);
      assert.equal(isPrime(n), brute, `isPrime(${n})`);
      assert.equal(ps.includes(n), brute);
      assert.equal(
        factorize(n).reduce((acc, [p, e]) => acc * p ** e, 1),
        n,
      );
      const ds = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
      assert.deepEqual(divisors(n), ds);
      assert.equal(phi(n), Array.from({ length: n }, (_, i) => i + 1).filter((k) => gcd(k, n) === 1).length);
    }
    assert.ok(isPrime(2n ** 127n - 1n));
    assert.ok(!isPrime(2n ** 127n + 1n));
  });
  it("modPow, modInverse, CRT", () => {
    assert.equal(modPow(3n, 200n, 1000000007n), 3n ** 200n % 1000000007n);
    assert.equal(modInverse(4n, 8n), null);
    assert.equal((modInverse(3n, 7n)! * 3n) % 7n, 1n);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 12 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (sys) => {
          const res = crt(
            sys.map((s) => BigInt(s[0])),
            sys.map((s) => BigInt(s[1])),
          );
          let brute: number | null = null;
          const L = sys.reduce((a, s) => a * s[1], 1);
          for (let x = 0; x < L; x++) {
            if (sys.every(([r, m]) => x % m === r % m)) {
              brute = x;
              break;
            }
          }
          assert.equal(res === null ? null : Number(res.x), brute);
        },
      ),
    );
  });
  it("mulMod is exact for large moduli", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2 ** 32 }), fc.nat(), fc.nat(), (m, a0, b0) => {
        const a = a0 % m;
        const b = b0 % m;
        return BigInt(mulMod(a, b, m)) === (BigInt(a) * BigInt(b)) % BigInt(m);
      }),
      { numRuns: 2000 },
    );
    assert.equal(
      mulMod(2 ** 40 + 3, 2 ** 40 + 5, 2 ** 45 + 7),
      Number(((2n ** 40n + 3n) * (2n ** 40n + 5n)) % (2n ** 45n + 7n)),
    );
  });
  it("binomials mod p and exact", () => {
    const b = new Binomials(60, 1000000007);
    for (let n = 0; n <= 60; n++)
      for (let k = 0; k <= n; k++) assert.equal(BigInt(b.choose(n, k)), chooseBig(n, k) % 1000000007n);
  });
  it("rationals", () => {
    const x = new Rational(6, -4);
    assert.equal(x.toString(), "-3/2");
    assert.equal(x.add(new Rational(3, 2)).toString(), "0");
    assert.equal(new Rational(1, 3).mul(new Rational(3)).toString(), "1");
  });
});
