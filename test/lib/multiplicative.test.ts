import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import {
  countCoprimeSetPairs,
  divisorCountBig,
  gcdSumWithN,
  minWithKDivisors,
  powerCycleLength,
  powerTowerOfTwoMod,
  prefixConcatenationMod,
  pseudoEuclideanSteps,
  smallestBinaryMultiple,
  sumDivisorCount,
  sumGcdPow,
  sumLcm,
  sumManhattanCurved,
  sumModProducts,
  sumNonCoprimeInterval,
  sumProductDivisorNum,
  sumPseudoEuclidean,
  sumXorDivisorNum,
} from "../../src/lib/multiplicative.ts";
import { gcd, modPow } from "../../src/lib/numtheory.ts";

const d = (n: number) => {
  let c = 0;
  for (let i = 1; i <= n; i++) if (n % i === 0) c++;
  return c;
};
const phiBrute = (n: number) => {
  let c = 0;
  for (let i = 1; i <= n; i++) if (gcd(i, n) === 1) c++;
  return c;
};
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

describe("multiplicative sums against brute force", () => {
  it("divisor counts over intervals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 300 }), (l, w) => {
        let s = 0;
        for (let i = l; i <= l + w; i++) s += d(i);
        assert.equal(sumDivisorCount(l, l + w), s);
      }),
    );
  });

  it("gcd sums, gcd powers, lcm sums, divisor counts of products, mod products", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 4 }),
        (n, m, k) => {
          let g = 0;
          for (let i = 1; i <= n; i++) g += gcd(i, n);
          assert.equal(gcdSumWithN(n), g);
          let gp = 0n;
          let l = 0n;
          let pd = 0;
          let md = 0n;
          for (let i = 1; i <= n; i++)
            for (let j = 1; j <= m; j++) {
              gp += BigInt(gcd(i, j)) ** BigInt(k);
              l += BigInt(lcm(i, j));
              pd += d(i * j);
              if (i !== j) md += BigInt((n % i) * (m % j));
            }
          assert.equal(sumGcdPow(n, m, k), gp);
          assert.equal(sumLcm(n, m), l);
          assert.equal(sumProductDivisorNum(n, m), pd);
          assert.equal(sumModProducts(n, m), md);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("curved-surface Manhattan sums", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 20 }), (a, w) => {
        const b = a + w;
        let s = 0n;
        for (let k = a; k <= b; k++)
          for (let x = -k; x <= k; x++)
            for (let y = -k; y <= k; y++) {
              if (x === 0 || y === 0 || k % (x * y) !== 0) continue;
              const z = k / (x * y);
              const t = Math.abs(x) + Math.abs(y) + Math.abs(z);
              s += BigInt(t * t);
            }
        assert.equal(sumManhattanCurved(a, b), s);
      }),
      { numRuns: 40 },
    );
  });

  it("x − φ(x) over intervals, also far out", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 30 }), (l, w) => {
        let s = 0;
        for (let x = l; x <= l + w; x++) s += x - phiBrute(x);
        assert.equal(sumNonCoprimeInterval(l, l + w), s);
      }),
    );
    const big = 999_999_999_989; // prime
    assert.equal(sumNonCoprimeInterval(big, big), 1);
    assert.equal(sumNonCoprimeInterval(2 ** 39, 2 ** 39), 2 ** 38);
  });

  it("pseudo-Euclidean sums against simulation", () => {
    for (let n = 1; n <= 60; n++) {
      let s = 0;
      for (let i = 1; i <= n; i++) for (let j = 1; j <= n; j++) s += pseudoEuclideanSteps(i, j);
      assert.equal(sumPseudoEuclidean(n), s, `n=${n}`);
    }
  });

  it("xor divisor sums", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 63 }),
        (n, m, x) => {
          let s = 0;
          for (let i = 0; i <= n; i++) for (let j = 0; j <= m; j++) s += d(i ^ j ^ x);
          assert.equal(sumXorDivisorNum(n, m, x), BigInt(s));
        },
      ),
    );
  });

  it("xor divisor sums at the sizes of level 12, against a sieve", () => {
    const dv = new Array<number>(2048).fill(0);
    for (let i = 1; i < 2048; i++) for (let j = i; j < 2048; j += i) dv[j]!++;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 1023 }),
        (n, m, x) => {
          let s = 0;
          for (let i = 0; i <= n; i++) for (let j = 0; j <= m; j++) s += dv[i ^ j ^ x]!;
          assert.equal(sumXorDivisorNum(n, m, x), BigInt(s));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("xor divisor sums past 2^53 (full blocks: every value below 2^k equally often)", () => {
    // n + 1 = 2^25, m + 1 = 2^k and x < 2^25: i XOR j XOR x runs over [0, 2^25) exactly 2^k times each.
    const full = 2n ** 25n;
    let dSum = 0n;
    for (let i = 1n; i < full; ) {
      const q = (full - 1n) / i;
      const j = (full - 1n) / q;
      dSum += q * (j - i + 1n);
      i = j + 1n;
    }
    for (const k of [25, 24, 3]) {
      for (const x of [0, 12345, 2 ** 25 - 1]) {
        assert.equal(sumXorDivisorNum(2 ** 25 - 1, 2 ** k - 1, x), 2n ** BigInt(k) * dSum);
        assert.equal(sumXorDivisorNum(2 ** k - 1, 2 ** 25 - 1, x), 2n ** BigInt(k) * dSum);
      }
    }
    assert.throws(() => sumXorDivisorNum(2 ** 30, 0, 0), RangeError);
  });

  it("coprime set pairs", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 9 }), (vs) => {
        let count = 0n;
        const total = 3 ** vs.length;
        for (let code = 0; code < total; code++) {
          const side: number[] = [];
          let c = code;
          for (let i = 0; i < vs.length; i++) {
            side.push(c % 3);
            c = Math.floor(c / 3);
          }
          let ok = true;
          for (let i = 0; i < vs.length && ok; i++)
            for (let j = 0; j < vs.length && ok; j++)
              if (side[i] === 1 && side[j] === 2 && gcd(vs[i]!, vs[j]!) !== 1) ok = false;
          if (ok) count++;
        }
        assert.equal(countCoprimeSetPairs(vs), count);
      }),
      { numRuns: 150 },
    );
  });

  it("smallest number with k divisors", () => {
    const first = new Map<number, number>();
    const counts = new Int32Array(50001);
    for (let i = 1; i <= 50000; i++) for (let j = i; j <= 50000; j += i) counts[j]!++;
    for (let x = 1; x <= 50000; x++) {
      const k = counts[x]!;
      if (!first.has(k)) first.set(k, x);
    }
    for (const [k, x] of first) assert.equal(minWithKDivisors(k), BigInt(x), `k=${k}`);
    assert.equal(minWithKDivisors(7), 64n);
    assert.equal(minWithKDivisors(1024) > 0n, true);
    assert.equal(divisorCountBig(minWithKDivisors(1000)), 1000);
    assert.equal(divisorCountBig(2n * 1_000_000_007n ** 2n), 6);
  });

  it("power cycle lengths against simulation", () => {
    for (let n = 1; n <= 300; n++) {
      for (let k = 1; k <= 3; k++) {
        const m = 10n ** BigInt(k);
        const want = (() => {
          const first = BigInt(n) % m;
          let x = (BigInt(n) * BigInt(n)) % m;
          for (let l = 1; l <= 2000; l++) {
            if (x === first) return BigInt(l);
            x = (x * BigInt(n)) % m;
          }
          return null;
        })();
        assert.equal(powerCycleLength(BigInt(n), k), want, `n=${n} k=${k}`);
      }
    }
  });

  it("power cycle lengths are periods with no shorter period dividing them (k up to 40)", () => {
    const rng = Rng.from("power-cycle-certificate");
    for (let t = 0; t < 300; t++) {
      const k = rng.int(1, 40);
      const m = 10n ** BigInt(k);
      let n = rng.bigint(1n, 10n ** BigInt(rng.int(1, 45)));
      if (n % 2n === 0n || n % 5n === 0n) n = n * 10n + 7n;
      const l = powerCycleLength(n, k);
      assert.ok(l !== null && l > 0n, `n=${n} k=${k}`);
      assert.equal(modPow(n, 1n + l, m), n % m, `n=${n} k=${k}`);
      for (const q of [2n, 5n]) {
        if (l % q === 0n) assert.notEqual(modPow(n, 1n + l / q, m), n % m, `n=${n} k=${k} q=${q}`);
      }
      assert.equal((4n * m) % l, 0n, "L divides 4 * 10^k");
    }
  });

  it("power tower of twos against the period of 2^k mod m", () => {
    const T = 2n ** 65536n; // a tower of five 2s, exact
    const tower = (above: number, m: number): number => {
      if (m === 1) return 0;
      if (above === 0) return Number(T % BigInt(m));
      const seen = new Map<number, number>();
      let x = 1 % m;
      let k = 0;
      while (!seen.has(x)) {
        seen.set(x, k);
        x = (x * 2) % m;
        k++;
      }
      const mu = seen.get(x)!;
      const lambda = k - mu;
      let e = tower(above - 1, lambda);
      while (e < mu) e += lambda;
      return Number(modPow(2n, BigInt(e), BigInt(m)));
    };
    for (let m = 1; m <= 400; m++) assert.equal(powerTowerOfTwoMod(m), tower(5, m), `m=${m}`);
  });

  it("prefix concatenation", () => {
    for (let n = 1; n <= 150; n++) {
      const s = Array.from({ length: n }, (_, i) => String(i + 1)).join("");
      for (const m of [7n, 1000n, 999_999_937n]) {
        assert.equal(prefixConcatenationMod(n, m), BigInt(s) % m, `n=${n}`);
      }
    }
  });

  it("smallest binary multiple", () => {
    for (let a = 1; a <= 120; a++) {
      let i = 1;
      while (BigInt(i.toString(2)) % BigInt(a) !== 0n) i++;
      assert.equal(smallestBinaryMultiple(a), BigInt(i.toString(2)) / BigInt(a), `a=${a}`);
    }
  });
});

describe("divisor counts of big numbers", () => {
  it("factor semiprimes and prime powers by Pollard rho", () => {
    assert.equal(divisorCountBig(4503599627370497n), 8);
    assert.equal(divisorCountBig(1_000_003n * 1_000_033n * 1_000_037n), 8);
    assert.equal(divisorCountBig(1_000_003n ** 3n * 12n), 24);
    assert.equal(divisorCountBig(2n ** 64n + 1n), 4);
  });
});
