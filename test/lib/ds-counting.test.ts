import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import {
  allOnesSubmatrices,
  boundedMeanCount,
  boundedSumCount,
  distinctSumPermutation,
  divisibleSubmatrices,
  hasZeroProperSubset,
  longestBoundedInterval,
  maxLexSubsequence,
  nandReachableCount,
  smallerRunTotal,
  subarraySumXor,
  subarrayXorSum,
} from "../../src/lib/ds-counting.ts";

const arr = (min: number, max: number, maxLength = 14) =>
  fc.array(fc.integer({ min, max }), { minLength: 1, maxLength });

const subarrays = (a: readonly number[]): number[][] => {
  const out: number[][] = [];
  for (let i = 0; i < a.length; i++) for (let j = i; j < a.length; j++) out.push(a.slice(i, j + 1));
  return out;
};
const sum = (a: readonly number[]) => a.reduce((s, x) => s + x, 0);

it("bounded-mean count matches enumeration", () => {
  fc.assert(
    fc.property(arr(0, 9), fc.integer({ min: 0, max: 9 }), (a, k) => {
      assert.equal(boundedMeanCount(a, k), subarrays(a).filter((s) => sum(s) >= k * s.length).length);
    }),
  );
});

it("bounded-sum count over a repeated array matches enumeration", () => {
  fc.assert(
    fc.property(arr(1, 6, 6), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 30 }), (a, m, k) => {
      const full = Array.from({ length: m }, () => a).flat();
      assert.equal(boundedSumCount(a, m, k), subarrays(full).filter((s) => sum(s) <= k).length);
    }),
  );
});

it("smaller-run total matches a direct scan", () => {
  fc.assert(
    fc.property(arr(0, 6, 20), (a) => {
      let t = 0;
      for (let i = 0; i < a.length; i++) for (let j = i + 1; j < a.length && a[j]! < a[i]!; j++) t++;
      assert.equal(smallerRunTotal(a), t);
    }),
  );
});

it("subarray XOR sum matches enumeration (and sum XOR is the direct definition)", () => {
  fc.assert(
    fc.property(arr(0, 1000, 16), (a) => {
      const subs = subarrays(a);
      assert.equal(subarrayXorSum(a), BigInt(sum(subs.map((s) => s.reduce((x, y) => x ^ y, 0)))));
      assert.equal(
        subarraySumXor(a),
        subs.map(sum).reduce((x, y) => x ^ y, 0),
      );
    }),
  );
});

it("longest interval with max - min <= k matches enumeration", () => {
  fc.assert(
    fc.property(arr(0, 10, 16), fc.integer({ min: 0, max: 6 }), (a, k) => {
      let best = 0;
      for (const s of subarrays(a)) if (Math.max(...s) - Math.min(...s) <= k) best = Math.max(best, s.length);
      const [l, r] = longestBoundedInterval(a, k);
      const s = a.slice(l, r + 1);
      assert.equal(r - l + 1, best);
      assert.ok(Math.max(...s) - Math.min(...s) <= k);
    }),
  );
});

it("greedy max-lex subsequence matches enumeration", () => {
  fc.assert(
    fc.property(arr(0, 5, 12), fc.nat(), (a, kk) => {
      const k = 1 + (kk % a.length);
      let best: number[] = [];
      for (let mask = 0; mask < 1 << a.length; mask++) {
        const s = a.filter((_, i) => (mask >> i) & 1);
        if (s.length !== k) continue;
        let cmp = best.length === 0 ? 1 : 0;
        for (let i = 0; i < k && cmp === 0; i++) cmp = s[i]! - best[i]!;
        if (cmp > 0) best = s;
      }
      assert.deepEqual(maxLexSubsequence(a, k), best);
    }),
  );
});

const grid = (max: number) =>
  fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })).chain(([n, m]) =>
    fc.array(fc.array(fc.integer({ min: 0, max }), { minLength: m, maxLength: m }), {
      minLength: n,
      maxLength: n,
    }),
  );
const submatrixSums = (g: number[][]): { s: number; ones: boolean }[] => {
  const out: { s: number; ones: boolean }[] = [];
  const n = g.length;
  const m = g[0]!.length;
  for (let a = 0; a < n; a++)
    for (let b = a; b < n; b++)
      for (let c = 0; c < m; c++)
        for (let d = c; d < m; d++) {
          let s = 0;
          let ones = true;
          for (let i = a; i <= b; i++)
            for (let j = c; j <= d; j++) {
              s += g[i]![j]!;
              if (g[i]![j] !== 1) ones = false;
            }
          out.push({ s, ones });
        }
  return out;
};

it("all-ones submatrix count matches enumeration", () => {
  fc.assert(
    fc.property(grid(1), (g) => {
      assert.equal(allOnesSubmatrices(g), submatrixSums(g).filter((x) => x.ones).length);
    }),
  );
});

it("divisible submatrix count matches enumeration", () => {
  fc.assert(
    fc.property(grid(9), fc.integer({ min: 1, max: 7 }), (g, k) => {
      assert.equal(divisibleSubmatrices(g, k), submatrixSums(g).filter((x) => x.s % k === 0).length);
    }),
  );
});

it("zero proper subset check matches enumeration, and the shifted permutation passes it", () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 10 }), (a) => {
      const b = distinctSumPermutation(a);
      assert.deepEqual(
        b.slice().sort((x, y) => x - y),
        a.slice().sort((x, y) => x - y),
      );
      const perms = [b, a.slice().reverse(), a];
      for (const p of perms) {
        const d = a.map((x, i) => p[i]! - x);
        let found = false;
        for (let mask = 1; mask < (1 << a.length) - 1; mask++) {
          if (sum(d.filter((_, i) => (mask >> i) & 1)) === 0) found = true;
        }
        assert.equal(hasZeroProperSubset(d), found);
      }
      assert.equal(hasZeroProperSubset(b.map((x, i) => x - a[i]!)), false);
    }),
  );
});

it("NAND reachable count matches the closure under NAND", () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 6 })
        .chain((k) =>
          fc.tuple(
            fc.constant(k),
            fc.array(fc.integer({ min: 0, max: (1 << k) - 1 }), { minLength: 1, maxLength: 4 }),
            fc.integer({ min: 0, max: (1 << k) - 1 }),
            fc.integer({ min: 0, max: (1 << k) - 1 }),
          ),
        ),
      ([k, nums, x, y]) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const full = (1 << k) - 1;
        const seen = new Set(nums);
        let grew = true;
        while (grew) {
          grew = false;
          const cur = [...seen];
          for (const p of cur)
            for (const q of cur) {
              const r = ~(p & q) & full;
              if (!seen.has(r)) {
                seen.add(r);
                grew = true;
              }
            }
        }
        const direct = [...seen].filter((v) => v >= lo && v <= hi).length;
        assert.equal(nandReachableCount(nums, k, lo, hi), direct);
      },
    ),
  );
});
