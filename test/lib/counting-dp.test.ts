import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  almostCompleteCycles,
  andOrSequenceCount,
  applyOperations,
  type BitExpr,
  bitAndZeroPathCount,
  bitExprCounts,
  evalBitExpr,
  operationSequenceCount,
  supersetPathCount,
} from "../../src/lib/counting-dp.ts";

function bruteCycles(n: number): number {
  const adj = (u: number, v: number) => u !== v && !((u === 0 && v === n - 1) || (u === n - 1 && v === 0));
  let count = 0;
  const used = new Array<boolean>(n).fill(false);
  const dfs = (start: number, cur: number, len: number) => {
    for (let v = start + 1; v < n; v++) {
      if (used[v] || !adj(cur, v)) continue;
      used[v] = true;
      if (len + 1 >= 3 && adj(v, start)) count++;
      dfs(start, v, len + 1);
      used[v] = false;
    }
  };
  for (let s = 0; s < n; s++) dfs(s, s, 1);
  return count / 2;
}

describe("counting dp", () => {
  it("cycles of the almost complete graph", () => {
    for (let n = 1; n <= 9; n++) {
      for (const mod of [1000, 997, 1_000_000_007])
        assert.equal(almostCompleteCycles(n, mod), bruteCycles(n) % mod);
    }
  });

  it("and/or sequences", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (m, raw) => {
          const a = raw.map((x) => x % (1 << m));
          const size = 1 << m;
          let count = 0n;
          const total = size ** a.length;
          for (let code = 0; code < total; code++) {
            const b: number[] = [];
            let c = code;
            for (let i = 0; i < a.length; i++) {
              b.push(c % size);
              c = Math.floor(c / size);
            }
            let ok = true;
            for (let i = 1; i < a.length; i++) {
              if ((a[i]! & b[i]!) < (a[i - 1]! & b[i - 1]!)) ok = false;
              if ((a[i]! | b[i]!) > (a[i - 1]! | b[i - 1]!)) ok = false;
            }
            if (ok) count++;
          }
          assert.equal(andOrSequenceCount(a, m), count);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("superset paths avoiding forbidden points", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        fc.constantFrom(1000, 1_000_000_007, 97),
        (target, forbidden, mod) => {
          const bad = new Set(forbidden.map((p) => p.join(",")));
          const key = (p: number[]) => p.join(",");
          const memo = new Map<string, bigint>();
          const count = (p: number[]): bigint => {
            if (bad.has(key(p))) return 0n;
            if (p.every((v) => v === 0)) return 1n;
            const k = key(p);
            const hit = memo.get(k);
            if (hit !== undefined) return hit;
            let s = 0n;
            for (let i = 0; i < 3; i++) {
              if (p[i] === 0) continue;
              for (let sub = (p[i]! - 1) & p[i]!; ; sub = (sub - 1) & p[i]!) {
                const q = p.slice();
                q[i] = sub;
                s += count(q);
                if (sub === 0) break;
              }
            }
            memo.set(k, s);
            return s;
          };
          assert.equal(supersetPathCount(target, forbidden, mod), Number(count(target) % BigInt(mod)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("bit-and-zero paths", () => {
    for (let t = 1; t < 200; t++) {
      for (let s = 0; s < t; s++) {
        const f = new Array<bigint>(t + 1).fill(0n);
        f[s] = 1n;
        for (let y = s + 1; y <= t; y++) for (let x = s; x < y; x++) if ((x & y) === 0) f[y]! += f[x]!;
        assert.equal(bitAndZeroPathCount(BigInt(s), BigInt(t)), f[t], `${s} -> ${t}`);
      }
    }
  });

  it("bit expressions", () => {
    const gen = (n: number, seed: number[]): BitExpr => {
      let next = 0;
      const build = (lo: number, hi: number): BitExpr => {
        if (lo === hi) return lo;
        const r = seed[next++ % seed.length]!;
        const mid = lo + (r % (hi - lo));
        return { op: (["&", "|", "^"] as const)[r % 3]!, l: build(lo, mid), r: build(mid + 1, hi) };
      };
      return build(0, n - 1);
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.nat(), { minLength: 1 }), (n, seed) => {
        const e = gen(n, seed);
        let ones = 0n;
        for (let mask = 0; mask < 1 << n; mask++) {
          const x = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (evalBitExpr(e, x) === 1) ones++;
        }
        assert.equal(bitExprCounts(e)[1], ones);
      }),
    );
  });

  it("operation sequences", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (n, m, bits, tb) => {
          const a = Array.from({ length: n + 1 }, (_, i) =>
            Array.from({ length: m }, (_, j) => (bits[(i * m + j) % 60] ? "1" : "0")).join(""),
          );
          const target = tb
            .slice(0, m)
            .map((b) => (b ? "1" : "0"))
            .join("");
          let count = 0n;
          for (let mask = 0; mask < 1 << n; mask++) {
            const ors = Array.from({ length: n }, (_, i) => ((mask >> i) & 1) === 1);
            if (applyOperations(a, ors) === target) count++;
          }
          assert.equal(operationSequenceCount(a, target), count);
        },
      ),
    );
  });
});
