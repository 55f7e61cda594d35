import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { chooseBig } from "../../src/lib/modcomb.ts";
import {
  monochromeTower,
  noAdjacentGirlCount,
  PrimePowerBinomials,
  pairMoreOneCount,
  pairMoreOneExact,
  partitionsIntoExactly,
  partitionsWithPartsAtMost,
} from "../../src/lib/partition-counting.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

describe("partition counting", () => {
  it("partitions into exactly k parts by enumeration and by the simple recurrence", () => {
    const count = (n: number, k: number, maxPart: number): number => {
      if (k === 0) return n === 0 ? 1 : 0;
      let c = 0;
      for (let part = 1; part <= Math.min(n, maxPart); part++) c += count(n - part, k - 1, part);
      return c;
    };
    for (let n = 0; n <= 22; n++)
      for (let k = 0; k <= n; k++) assert.equal(partitionsIntoExactly(n, k), BigInt(count(n, k, n)));
    const N = 160;
    const dp = Array.from({ length: N + 1 }, () => new Array<bigint>(N + 1).fill(0n));
    dp[0]![0] = 1n;
    for (let n = 1; n <= N; n++) for (let k = 1; k <= n; k++) dp[n]![k] = dp[n - 1]![k - 1]! + dp[n - k]![k]!;
    for (let n = 1; n <= N; n++)
      for (let k = 1; k <= n; k++) assert.equal(partitionsIntoExactly(n, k), dp[n]![k], `n=${n} k=${k}`);
    for (let m = 0; m <= 60; m++)
      for (let k = 0; k <= 70; k++) {
        let s = 0n;
        for (let j = 0; j <= k; j++) s += dp[m]?.[j] ?? 0n;
        assert.equal(partitionsWithPartsAtMost(m, k), m === 0 ? 1n : s);
      }
  });

  it("monochrome towers by enumeration", () => {
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        let best = 0;
        let ways = 1n;
        for (let h = 1; (h * (h + 1)) / 2 <= a + b; h++) {
          let w = 0n;
          for (let s = 0; s < 1 << h; s++) {
            let black = 0;
            for (let i = 1; i <= h; i++) if ((s >> (i - 1)) & 1) black += i;
            if (black <= a && (h * (h + 1)) / 2 - black <= b) w++;
          }
          if (w > 0n) {
            best = h;
            ways = w;
          }
        }
        const got = monochromeTower(a, b);
        assert.equal(got.height, best, `a=${a} b=${b}`);
        assert.equal(got.ways, ways, `a=${a} b=${b}`);
      }
    }
  });

  it("line-ups with no adjacent girls and teachers apart", () => {
    for (let n = 0; n <= 4; n++) {
      for (let m = 0; m <= 4; m++) {
        const size = n + m + 2;
        const kind = (x: number) => (x < n ? "B" : x < n + m ? "G" : "T");
        let count = 0;
        for (const p of permutations(size)) {
          let ok = true;
          for (let i = 0; i + 1 < size; i++) {
            const a = kind(p[i]!);
            const b = kind(p[i + 1]!);
            if ((a === "G" && b === "G") || (a === "T" && b === "T")) ok = false;
          }
          if (ok) count++;
        }
        assert.equal(noAdjacentGirlCount(n, m), BigInt(count), `n=${n} m=${m}`);
      }
    }
  });

  it("binomials modulo prime powers", () => {
    for (const [p, e] of [
      [2, 1],
      [2, 5],
      [3, 3],
      [5, 2],
      [5, 4],
      [7, 2],
    ] as const) {
      const bin = new PrimePowerBinomials(p, e);
      for (let n = 0; n <= 140; n += 3)
        for (let r = 0; r <= n; r += 2)
          assert.equal(BigInt(bin.choose(n, r)), chooseBig(n, r) % BigInt(p ** e));
    }
  });

  it("pairs with more ones, by enumeration and modulo 10^k", () => {
    for (let m = 0; m <= 5; m++) {
      for (let d = 0; d <= 4; d++) {
        let c = 0;
        for (let s = 0; s < 1 << (m + d); s++) for (let t = 0; t < 1 << m; t++) if (pc(s) > pc(t)) c++;
        assert.equal(pairMoreOneExact(m, d), BigInt(c));
      }
    }
    for (let m = 1; m <= 120; m += 7) {
      for (let d = 0; d <= 9; d += 2) {
        for (let k = 1; k <= 9; k += 4) {
          assert.equal(
            BigInt(pairMoreOneCount(m, d, k)),
            pairMoreOneExact(m, d) % 10n ** BigInt(k),
            `m=${m} d=${d} k=${k}`,
          );
        }
      }
    }
  });
});

function pc(x: number): number {
  let c = 0;
  for (let y = x; y; y &= y - 1) c++;
  return c;
}
