import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  coprimePairCount,
  exactGcdCounts,
  gcdFibonacciProduct,
  gcdLcmPairCount,
  linearRecurrenceTerm,
  mulMod31,
  primeGcdPairCount,
} from "../../src/lib/number-theory-counting.ts";
import { gcd, isPrime } from "../../src/lib/numtheory.ts";

describe("number theory counting", () => {
  it("mulMod31 is exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), fc.nat(), (m, a, b) => {
        const x = a % m;
        const y = b % m;
        assert.equal(mulMod31(x, y, m), Number((BigInt(x) * BigInt(y)) % BigInt(m)));
      }),
    );
  });

  it("linear recurrence by matrix power matches iteration", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 50 }),
        fc.nat({ max: 9 }),
        fc.nat({ max: 9 }),
        fc.integer({ min: 2, max: 10000 }),
        fc.nat(),
        fc.nat(),
        (n, p, q, m, a, b) => {
          const a0 = a % m;
          const a1 = b % m;
          const seq = [a0, a1];
          for (let i = 2; i <= n; i++) seq.push((p * seq[i - 1]! + q * seq[i - 2]!) % m);
          assert.equal(linearRecurrenceTerm(a0, a1, p, q, n, m), seq[n]);
        },
      ),
    );
  });

  it("gcd/lcm pair count matches enumeration", () => {
    for (let l = 1; l <= 120; l++) {
      for (let g = 1; g <= l; g++) {
        if (l % g !== 0) continue;
        let c = 0;
        for (let p = 1; p <= l; p++)
          for (let q = 1; q <= l; q++) if (gcd(p, q) === g && (p * q) / g === l) c++;
        assert.equal(gcdLcmPairCount(g, l), c, `g=${g} l=${l}`);
      }
    }
  });

  it("gcd pair counts match enumeration", () => {
    for (let n = 1; n <= 30; n++) {
      for (let m = 1; m <= 30; m++) {
        const cnt = new Map<number, number>();
        for (let x = 1; x <= n; x++)
          for (let y = 1; y <= m; y++) cnt.set(gcd(x, y), (cnt.get(gcd(x, y)) ?? 0) + 1);
        const exact = exactGcdCounts(n, m);
        for (let d = 1; d <= Math.min(n, m); d++) assert.equal(exact[d], cnt.get(d) ?? 0);
        assert.equal(coprimePairCount(n, m), cnt.get(1) ?? 0);
        let primeGcd = 0;
        for (const [d, c] of cnt) if (isPrime(d)) primeGcd += c;
        assert.equal(primeGcdPairCount(n, m), primeGcd);
        const p = 1000000007;
        const fib = [0, 1];
        for (let i = 2; i <= 40; i++) fib.push((fib[i - 1]! + fib[i - 2]!) % p);
        let prod = 1n;
        for (let x = 1; x <= n; x++)
          for (let y = 1; y <= m; y++) prod = (prod * BigInt(fib[gcd(x, y)]!)) % BigInt(p);
        assert.equal(gcdFibonacciProduct(n, m, p), Number(prod));
      }
    }
  });
});
