import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  individualSumBoundedCount,
  inversionCount,
  kiddingMeCount,
  kthBinaryTree,
  landformSequenceCount,
  lds2Count,
} from "../../src/lib/sequence-counting.ts";

const P = 1_000_000_007;

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  }
  return out;
}

/** Every tuple of length k over [lo, hi]. */
function* tuples(k: number, lo: number, hi: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (const t of tuples(k - 1, lo, hi)) for (let v = lo; v <= hi; v++) yield [...t, v];
}

describe("sequence counting against enumeration", () => {
  it("individual sum bounded sequences", () => {
    for (let k = 1; k <= 4; k++) {
      for (let m = 1; m <= 4; m++) {
        for (let n = m * (k - 1) + 1; n <= m * (k - 1) + 6; n++) {
          let count = 0;
          for (const t of tuples(k - 1, 1, m)) {
            const s = t.reduce((a, b) => a + b, 0);
            count += Math.max(0, n - s);
          }
          assert.equal(individualSumBoundedCount(n, m, k, P), count % P, `n=${n} m=${m} k=${k}`);
        }
      }
    }
  });

  it("permutations by inversions", () => {
    for (let n = 0; n <= 7; n++) {
      const hist = new Array<number>(30).fill(0);
      for (const p of permutations(n)) {
        let inv = 0;
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (p[i]! > p[j]!) inv++;
        hist[inv]!++;
      }
      for (let k = 0; k < 30; k++) assert.equal(inversionCount(n, k, P), hist[k]);
    }
    assert.equal(inversionCount(5, 3, 7), 15 % 7);
  });

  it("kidding-me matrices", () => {
    for (let n = 1; n <= 3; n++) {
      for (let m = 1; m <= 3; m++) {
        const rows = [...tuples(m, 0, m)].filter((r) => r.every((v, j) => j === 0 || r[j - 1]! < v));
        let count = 0;
        for (const mat of tuples(n, 0, rows.length - 1)) {
          const ok = mat.every(
            (ri, i) => i === 0 || rows[ri]!.every((v, j) => j + 1 >= m || v < rows[mat[i - 1]!]![j + 1]!),
          );
          if (ok) count++;
        }
        assert.equal(kiddingMeCount(n, m, P), count, `n=${n} m=${m}`);
      }
    }
  });

  it("binary trees in order", () => {
    type T = null | [T, T];
    const trees: T[][] = [[null]];
    for (let n = 1; n <= 6; n++) {
      const list: T[] = [];
      for (let l = 0; l < n; l++)
        for (const L of trees[l]!) for (const R of trees[n - 1 - l]!) list.push([L, R]);
      trees.push(list);
    }
    const show = (t: T): string =>
      t === null ? "" : `${t[0] ? `(${show(t[0])})` : ""}X${t[1] ? `(${show(t[1])})` : ""}`;
    const all = trees.slice(1).flat().map(show);
    for (const [i, s] of all.entries()) assert.equal(kthBinaryTree(i + 1), s);
    assert.equal(kthBinaryTree(1), "X");
    assert.equal(kthBinaryTree(2), "X(X)");
    assert.equal(kthBinaryTree(3), "(X)X");
  });

  it("landform height sequences", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), (n, seed) => {
        let s = seed;
        const rnd = (k: number) => {
          s = (s * 1103515245 + 12345) % 2147483648;
          return s % k;
        };
        const h = Array.from({ length: n }, () => rnd(3) + 1);
        const c = Array.from({ length: n }, () => rnd(n) + 1);
        const seen = new Set<string>();
        for (const p of permutations(n)) {
          const ok = p.every(
            (item, pos) => p.slice(0, pos).filter((o) => h[o]! > h[item]!).length < c[item]!,
          );
          if (ok) seen.add(p.map((i) => h[i]).join(","));
        }
        assert.equal(landformSequenceCount(h, c, P), seen.size, `h=${h} c=${c}`);
      }),
      { numRuns: 150 },
    );
  });

  it("321-avoiding permutations with a fixed value", () => {
    for (let n = 1; n <= 7; n++) {
      const perms = permutations(n).filter((p) => {
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++)
            for (let k = j + 1; k < n; k++) if (p[i]! > p[j]! && p[j]! > p[k]!) return false;
        return true;
      });
      for (let x = 1; x <= n; x++) {
        for (let y = 1; y <= n; y++) {
          const want = perms.filter((p) => p[x - 1] === y - 1).length;
          assert.equal(lds2Count(n, x, y), BigInt(want), `n=${n} x=${x} y=${y}`);
        }
      }
    }
  });
});
