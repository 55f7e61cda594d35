import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { answersUpTo } from "../../src/envs/number-theory/minimum-fibonacci-representation.ts";
import { chooseBig } from "../../src/lib/modcomb.ts";
import {
  addMultipleDivisibleCount,
  bezoutCoefficients,
  boxSchedule,
  coprimePairCount,
  deltaMinPopcount,
  digitProduct,
  digitSumPrefix,
  discreteLogSmallest,
  distinctFactorizationCount,
  exactGcdCounts,
  factorialTrailingZeros,
  fibonacciContainingCount,
  fixedModSelectionSum,
  gcdFibonacciProduct,
  gcdLcmPairCount,
  goldWashing,
  hackInterval,
  linearEquationPointCount,
  linearRecurrenceTerm,
  maximumDivisor,
  maxProductFixedSum,
  maxXorSubset,
  minFibonacciTerms,
  mulMod31,
  oddBinomialChainCount,
  primeGcdPairCount,
  purelyPeriodicFractionCount,
  xorExcessSum,
} from "../../src/lib/number-theory-counting.ts";
import { gcd, isPrime, modPow } from "../../src/lib/numtheory.ts";

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

  it("a + b | a*b pair count matches enumeration", () => {
    let c = 0;
    for (let n = 1; n <= 400; n++) {
      for (let a = 1; a < n; a++) if ((a * n) % (a + n) === 0) c++;
      assert.equal(addMultipleDivisibleCount(n), c, `n=${n}`);
    }
  });

  it("linear equation point count matches enumeration", () => {
    const small = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(
        small,
        small,
        fc.integer({ min: -40, max: 40 }),
        small,
        small,
        small,
        small,
        (a, b, c, p, q, r, t) => {
          const [x1, x2] = p <= q ? [p, q] : [q, p];
          const [y1, y2] = r <= t ? [r, t] : [t, r];
          let cnt = 0;
          for (let x = x1; x <= x2; x++) for (let y = y1; y <= y2; y++) if (a * x + b * y + c === 0) cnt++;
          const got = linearEquationPointCount(
            BigInt(a),
            BigInt(b),
            BigInt(c),
            BigInt(x1),
            BigInt(x2),
            BigInt(y1),
            BigInt(y2),
          );
          assert.equal(got, BigInt(cnt));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("Bezout coefficients reach the gcd", () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 8 }),
        (a) => {
          if (a.every((v) => v === 0n)) return;
          const { g, x } = bezoutCoefficients(a);
          let s = 0n;
          let gg = 0n;
          for (let i = 0; i < a.length; i++) {
            s += a[i]! * x[i]!;
            let [u, v] = [gg, a[i]! < 0n ? -a[i]! : a[i]!];
            while (v !== 0n) [u, v] = [v, u % v];
            gg = u;
          }
          assert.equal(g, gg);
          assert.equal(s, g);
        },
      ),
    );
  });

  it("box schedule matches a direct search over (Y, X)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.nat(),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 11 }),
        (n, dd, ss, cs) => {
          const d = 1 + (dd % (n - 1));
          const s = ss % n;
          const c = cs.slice(0, n - 1).map((v) => v % n);
          const used = new Set([s]);
          const expect: number[] = [];
          for (const ci of c) {
            let best: [number, number, number] | null = null;
            for (let y = 0; y <= 2 * n; y++)
              for (let x = 0; x <= 2 * n; x++) {
                const v = (ci + d * x + y) % n;
                if (used.has(v)) continue;
                if (best === null || y < best[0] || (y === best[0] && x < best[1])) best = [y, x, v];
              }
            used.add(best![2]);
            expect.push(best![2]);
          }
          assert.deepEqual(boxSchedule(n, d, s, c), expect);
        },
      ),
    );
  });

  it("purely periodic fraction count matches long division", () => {
    for (let k = 2; k <= 12; k++) {
      for (const [n, m] of [
        [1, 1],
        [7, 5],
        [13, 20],
        [25, 9],
        [30, 30],
      ] as const) {
        const seen = new Set<string>();
        for (let x = 1; x <= n; x++)
          for (let y = 1; y <= m; y++) {
            const g = gcd(x, y);
            const [p, q] = [x / g, y / g];
            const r0 = p % q;
            let r = r0;
            let periodic = r0 === 0;
            for (let step = 0; step < q + 1 && !periodic; step++) {
              r = (r * k) % q;
              if (r === r0) periodic = true;
            }
            if (periodic) seen.add(`${p}/${q}`);
          }
        assert.equal(purelyPeriodicFractionCount(n, m, k), seen.size, `n=${n} m=${m} k=${k}`);
      }
    }
  });
});

describe("number theory counting, part 2", () => {
  it("odd binomial chains match enumeration of subsequences", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 31 }), { maxLength: 12 }), (a) => {
        let cnt = 0n;
        for (let mask = 0; mask < 1 << a.length; mask++) {
          const seq = a.filter((_, i) => (mask >> i) & 1);
          if (seq.length < 2) continue;
          let odd = true;
          for (let j = 0; j + 1 < seq.length; j++) {
            const [u, v] = [seq[j]!, seq[j + 1]!];
            if (chooseBig(u, v) % 2n !== 1n) odd = false;
          }
          if (odd) cnt++;
        }
        assert.equal(oddBinomialChainCount(a), cnt);
      }),
    );
  });

  it("digit sum prefix and hack interval", () => {
    let s = 0n;
    for (let n = 0; n <= 5000; n++) {
      s += BigInt([...String(n)].reduce((u, c) => u + Number(c), 0));
      assert.equal(digitSumPrefix(BigInt(n)), s);
    }
    for (let mod = 1n; mod <= 3000n; mod++) {
      const [l, r] = hackInterval(mod);
      assert.ok(l >= 1n && l <= r && r <= 10n * mod, `mod=${mod}`);
      assert.equal((digitSumPrefix(r) - digitSumPrefix(l - 1n)) % mod, 0n);
    }
    for (const mod of [10n ** 17n + 3n, 999999999999n, 123456789012345n]) {
      const [l, r] = hackInterval(mod);
      assert.ok(l >= 1n && l <= r && r <= 10n * mod);
      assert.equal((digitSumPrefix(r) - digitSumPrefix(l - 1n)) % mod, 0n);
    }
  });

  it("delta min popcount matches a search over n", () => {
    const pop = (v: number) => v.toString(2).replace(/0/g, "").length;
    for (let d = 1; d < 1 << 10; d++) {
      let best = Number.POSITIVE_INFINITY;
      for (let n = 0; n < 1 << 12; n++) best = Math.min(best, pop(n ^ (n + d)));
      assert.equal(deltaMinPopcount(d.toString(2)), best, `d=${d}`);
    }
  });

  it("discrete log is the least exponent", () => {
    for (let z = 2; z <= 60; z++)
      for (let x = 0; x < z; x++)
        for (let y0 = 0; y0 <= 2 * z; y0 += 3) {
          const k = Number(modPow(BigInt(x), BigInt(y0), BigInt(z)));
          const y = discreteLogSmallest(x, k, z);
          assert.ok(y >= 0 && y <= y0);
          assert.equal(Number(modPow(BigInt(x), BigInt(y), BigInt(z))), k);
          for (let w = 0; w < y; w++) assert.notEqual(Number(modPow(BigInt(x), BigInt(w), BigInt(z))), k);
        }
  });

  it("discrete log stays exact for moduli above 2^26.5, where v * x passes 2^53 (issue 33 search)", () => {
    for (const [x, y0, z] of [
      [123_456_789, 5, 218_034_389],
      [190_000_001, 17, 199_999_999],
      [3, 1000, 150_000_001],
    ] as const) {
      const k = Number(modPow(BigInt(x), BigInt(y0), BigInt(z)));
      const y = discreteLogSmallest(x, k, z);
      assert.ok(y >= 0 && y <= y0, `z ${z}: ${y}`);
      assert.equal(Number(modPow(BigInt(x), BigInt(y), BigInt(z))), k);
    }
  });

  it("xor excess sum matches enumeration", () => {
    fc.assert(
      fc.property(fc.nat({ max: 70 }), fc.nat({ max: 70 }), fc.nat({ max: 140 }), (n, m, k) => {
        let s = 0n;
        for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) s += BigInt(Math.max((i ^ j) - k, 0));
        assert.equal(xorExcessSum(BigInt(n), BigInt(m), BigInt(k)), s);
      }),
      { numRuns: 500 },
    );
  });

  it("factorial trailing zeros match the exact factorial", () => {
    let f = 1n;
    for (let n = 1; n <= 60; n++) {
      f *= BigInt(n);
      for (let k = 2; k <= 40; k++) {
        let z = 0;
        let v = f;
        while (v % BigInt(k) === 0n) {
          v /= BigInt(k);
          z++;
        }
        assert.equal(factorialTrailingZeros(n, k), z, `n=${n} k=${k}`);
      }
    }
  });
});

describe("number theory counting, part 3", () => {
  it("Fibonacci-containing pairs match simulation", () => {
    for (let k = 1; k <= 150; k++) {
      let cnt = 0;
      for (let a = 1; a <= k; a++)
        for (let b = 1; b <= k; b++) {
          let [x, y] = [a, b];
          let hit = false;
          while (x + y <= k) {
            [x, y] = [y, x + y];
            if (y === k) hit = true;
          }
          if (hit) cnt++;
        }
      assert.equal(fibonacciContainingCount(k), cnt, `k=${k}`);
    }
  });

  it("fixed-mod binomial sums match exact binomials", () => {
    for (let n = 1; n <= 9; n++)
      for (let k = 1; k <= 7; k++)
        for (let r = 0; r < k; r++)
          for (const p of [2, 97, 1000000007, 2147483647, 1234567]) {
            let s = 0n;
            for (let i = 0; i * k + r <= n * k; i++) s += chooseBig(n * k, i * k + r);
            assert.equal(fixedModSelectionSum(n, k, r, p), Number(s % BigInt(p)), `${n} ${k} ${r} ${p}`);
          }
  });

  it("gold washing matches the grid simulation", () => {
    for (let n = 1; n <= 60; n++) {
      const grid = new Map<string, number>();
      for (let x = 1; x <= n; x++)
        for (let y = 1; y <= n; y++) {
          const [a, b] = [digitProduct(x), digitProduct(y)];
          if (a >= 1 && a <= n && b >= 1 && b <= n) grid.set(`${a},${b}`, (grid.get(`${a},${b}`) ?? 0) + 1);
        }
      const cells = [...grid.values()].sort((u, v) => v - u);
      for (const k of [1, 2, 5, 17, n * n]) {
        const expect = cells.slice(0, k).reduce((u, v) => u + v, 0);
        assert.equal(goldWashing(n, k), expect, `n=${n} k=${k}`);
      }
    }
  });

  it("distinct factorizations match recursive enumeration", () => {
    const sets = (n: number, minF: number): number => {
      let c = n >= minF ? 1 : 0;
      for (let f = minF; f * f <= n; f++) if (n % f === 0) c += sets(n / f, f + 1);
      return c;
    };
    for (let n = 1; n <= 3000; n++) {
      const expect = n > 1 ? sets(n, 2) - 1 : 0;
      assert.equal(distinctFactorizationCount(n), BigInt(expect), `n=${n}`);
    }
  });

  it("maximum divisor is the largest feasible L", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (a, kk) => {
          const k = 1 + (kk % a.reduce((u, v) => u + v, 0));
          let best = 0;
          for (let l = 1; l <= 60; l++) if (a.reduce((s, v) => s + Math.floor(v / l), 0) >= k) best = l;
          assert.equal(maximumDivisor(a, k), best);
        },
      ),
    );
  });

  it("max product with fixed sum matches DP", () => {
    const dp = [0n, 1n];
    for (let n = 2; n <= 80; n++) {
      let best = BigInt(n);
      for (let i = 1; i < n; i++) if (BigInt(i) * dp[n - i]! > best) best = BigInt(i) * dp[n - i]!;
      dp.push(best);
    }
    for (let n = 1; n <= 80; n++) {
      assert.equal(maxProductFixedSum(n), dp[n]);
      assert.equal(maxProductFixedSum(n, 1000000007n), dp[n]! % 1000000007n);
    }
  });

  it("max xor subset matches enumeration", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 255 }), { minLength: 1, maxLength: 10 }), (vals) => {
        let best = 0;
        for (let mask = 1; mask < 1 << vals.length; mask++) {
          let x = 0;
          for (let i = 0; i < vals.length; i++) if ((mask >> i) & 1) x ^= vals[i]!;
          best = Math.max(best, x);
        }
        const r = maxXorSubset(vals);
        assert.equal(r.best, best);
        assert.equal(
          r.indices.reduce((x, i) => x ^ vals[i]!, 0),
          best,
        );
      }),
    );
  });

  it("min signed Fibonacci terms match a breadth-first search", () => {
    const limit = 2000;
    const fib = [1, 2];
    while (fib[fib.length - 1]! < 4 * limit) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    const dist = new Map<number, number>([[0, 0]]);
    let frontier = [0];
    for (let d = 1; frontier.length > 0 && d < 20; d++) {
      const next: number[] = [];
      for (const v of frontier)
        for (const f of fib)
          for (const w of [v + f, v - f]) {
            if (Math.abs(w) > 4 * limit || dist.has(w)) continue;
            dist.set(w, d);
            next.push(w);
          }
      frontier = next;
    }
    for (let k = 0; k <= limit; k++) assert.equal(minFibonacciTerms(k), dist.get(k), `k=${k}`);
  });
});

describe("minimum-fibonacci-representation answer table", () => {
  it("lists every K up to the limit once, ascending, under its minFibonacciTerms value", () => {
    const limit = 5000;
    const seen: number[] = [];
    for (const [answer, ks] of answersUpTo(limit)) {
      for (let i = 0; i < ks.length; i++) {
        assert.equal(minFibonacciTerms(ks[i]!), answer, `K=${ks[i]}`);
        if (i > 0) assert.ok(ks[i]! > ks[i - 1]!);
      }
      seen.push(...ks);
    }
    assert.deepEqual(
      seen.sort((x, y) => x - y),
      Array.from({ length: limit }, (_, i) => i + 1),
    );
  });
});
