import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import {
  independentSetCount,
  primitiveLegPairs,
  primitivePythagoreanPair,
} from "../../src/lib/independent-sets.ts";
import {
  blockSwapSortCount,
  distinctProductSum,
  increasingChoiceCount,
  individualSumBoundedCount,
  inversionCount,
  kiddingMeCount,
  kthBinaryTree,
  landformSequenceCount,
  lds2Count,
  noJumpSequenceCount,
  palindromicNumberCount,
  quadMagicRoles,
  sameAdjacencyCount,
  segmentMinLengthCount,
  transmissionDelayCount,
  treeOrderCount,
  xorTupleCount,
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

  it("321-avoiding permutations with a fixed value: the closed form equals the left-to-right DP", () => {
    for (let n = 1; n <= 16; n++)
      for (let x = 1; x <= n; x++)
        for (let y = 1; y <= n; y++)
          assert.equal(lds2Count(n, x, y), lds2CountByDp(n, x, y), `n=${n} x=${x} y=${y}`);
    const rng = Rng.from("lds2", 1);
    for (let k = 0; k < 40; k++) {
      const n = rng.int(17, 45);
      const x = rng.int(1, n);
      const y = rng.int(1, n);
      assert.equal(lds2Count(n, x, y), lds2CountByDp(n, x, y), `n=${n} x=${x} y=${y}`);
    }
  });

  it("numbers with a palindromic substring", () => {
    const has = (x: number) => {
      const d = String(x);
      for (let i = 0; i + 1 < d.length; i++)
        if (d[i] === d[i + 1] || (i + 2 < d.length && d[i] === d[i + 2])) return true;
      return false;
    };
    const prefix = [0];
    for (let x = 1; x <= 3000; x++) prefix.push(prefix[x - 1]! + (has(x) ? 1 : 0));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (a, b) => {
        const [l, r] = a <= b ? [a, b] : [b, a];
        assert.equal(palindromicNumberCount(l, r), prefix[r]! - prefix[l - 1]!);
      }),
    );
    assert.equal(
      palindromicNumberCount(1, 100000),
      [...Array(100000).keys()].filter((x) => has(x + 1)).length,
    );
  });

  it("independent sets and Pythagorean legs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 20 }),
        (n, raw) => {
          const edges = raw.filter(([u, v]) => u < n && v < n && u !== v) as Array<[number, number]>;
          let count = 0;
          for (let s = 0; s < 1 << n; s++)
            if (edges.every(([u, v]) => !((s >> u) & 1 && (s >> v) & 1))) count++;
          assert.equal(independentSetCount(n, edges, P), count);
        },
      ),
    );
    const pairs = new Set(primitiveLegPairs(200).map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`));
    for (let a = 1; a <= 200; a++)
      for (let b = a + 1; b <= 200; b++)
        assert.equal(primitivePythagoreanPair(a, b), pairs.has(`${a},${b}`), `${a},${b}`);
  });

  it("magic formation roles", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 16 }), (xs) => {
        const want = xs.map(() => [0, 0, 0, 0]);
        const n = xs.length;
        for (let a = 0; a < n; a++)
          for (let b = 0; b < n; b++)
            for (let c = 0; c < n; c++)
              for (let d = 0; d < n; d++) {
                const [xa, xb, xc, xd] = [xs[a]!, xs[b]!, xs[c]!, xs[d]!];
                if (!(xa < xb && xb < xc && xc < xd)) continue;
                if (xb - xa !== 2 * (xd - xc) || !(3 * (xb - xa) < xc - xb)) continue;
                want[a]![0]!++;
                want[b]![1]!++;
                want[c]![2]!++;
                want[d]![3]!++;
              }
        assert.deepEqual(quadMagicRoles(xs), want);
      }),
    );
  });

  it("increasing choices from ranges", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (rs) => {
          const lo = rs.map(([a]) => a);
          const hi = rs.map(([a, w]) => a + w);
          let count = 0;
          const rec = (i: number, last: number, any: boolean): void => {
            if (i === lo.length) {
              if (any) count++;
              return;
            }
            rec(i + 1, last, any);
            for (let v = Math.max(lo[i]!, last + 1); v <= hi[i]!; v++) rec(i + 1, v, true);
          };
          rec(0, 0, false);
          assert.equal(increasingChoiceCount(lo, hi, P), count);
        },
      ),
    );
  });

  it("same adjacency, min-length pieces and distinct products", () => {
    for (let n = 1; n <= 6; n++) {
      for (let m = 1; m <= 4; m++) {
        const want = [...tuples(n, 1, m)].filter((t) => t.some((v, i) => i > 0 && t[i - 1] === v)).length;
        assert.equal(sameAdjacencyCount(n, m, P), want);
      }
    }
    for (let n = 1; n <= 6; n++) {
      for (let mask = 1; mask < 1 << n; mask++) {
        const s = [...Array(n).keys()].map((i) => i + 1).filter((v) => (mask >> (v - 1)) & 1);
        let want = 0;
        for (const arr of tuples(n, 0, s.length - 1)) {
          const a = arr.map((i) => s[i]!);
          const ok = [true];
          for (let i = 1; i <= n; i++) {
            ok.push(false);
            for (let L = 1; L <= i; L++) if (ok[i - L] && Math.min(...a.slice(i - L, i)) === L) ok[i] = true;
          }
          if (ok[n]) want++;
        }
        assert.equal(segmentMinLengthCount(n, s, P), want, `n=${n} s=${s}`);
      }
    }
    for (let k = 1; k <= 6; k++) {
      for (let n = 1; n <= k; n++) {
        let want = 0;
        for (const t of tuples(n, 1, k)) if (new Set(t).size === n) want += t.reduce((x, y) => x * y, 1);
        assert.equal(distinctProductSum(n, k, P), want % P);
      }
    }
  });

  it("transmission delay", () => {
    for (let n = 1; n <= 7; n++) {
      const perms = permutations(n);
      for (let mask = 0; mask < 1 << n; mask++) {
        const s = [...Array(n).keys()].map((i) => ((mask >> i) & 1 ? "1" : "0")).join("");
        for (let d = 0; d <= n; d++) {
          const seen = new Set<string>();
          for (const p of perms)
            if (p.every((to, from) => Math.abs(to - from) <= d)) {
              const t = new Array<string>(n);
              p.forEach((to, from) => {
                t[to] = s[from]!;
              });
              seen.add(t.join(""));
            }
          assert.equal(transmissionDelayCount(s, d), BigInt(seen.size), `s=${s} d=${d}`);
        }
      }
    }
  });

  it("tree order constraints", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 7, maxLength: 7 }),
        (n, raw) => {
          const edges = [...Array(n - 1).keys()].map((i) => ({
            u: raw[i]![0] % (i + 1),
            v: i + 1,
            less: raw[i]![1],
          }));
          const want = permutations(n).filter((p) => edges.every((e) => p[e.u]! < p[e.v]! === e.less)).length;
          assert.equal(treeOrderCount(n, edges, P), want);
        },
      ),
    );
  });

  it("xor tuples", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(15), fc.nat(15), fc.nat(15), (n, a, b, k) => {
        const [l, r] = a <= b ? [a, b] : [b, a];
        let want = 0;
        for (const t of tuples(n, l, r)) if (t.reduce((x, y) => x ^ y, 0) === k) want++;
        assert.equal(xorTupleCount(n, l, r, k, 4, P), want, `n=${n} l=${l} r=${r} k=${k}`);
        assert.equal(xorTupleCount(n, l, r, k, 6, 7), want % 7);
      }),
      { numRuns: 300 },
    );
  });

  it("sequences that stay on the same side of earlier values", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }), (r) => {
        let want = 0;
        const a: number[] = [];
        const rec = (i: number): void => {
          if (i === r.length) {
            want++;
            return;
          }
          for (let y = 1; y <= r[i]!; y++) {
            if (i >= 1) {
              const x = a[i - 1]!;
              if (a.slice(0, i - 1).some((v) => (v <= x && v > y) || (v >= x && v < y))) continue;
            }
            a.push(y);
            rec(i + 1);
            a.pop();
          }
        };
        rec(0);
        assert.equal(noJumpSequenceCount(r, P), want, `r=${r}`);
      }),
      { numRuns: 200 },
    );
  });

  it("block swap sorting sequences", () => {
    const brute = (start: number[]): number => {
      const n = Math.log2(start.length);
      let count = 0;
      const rec = (a: number[], used: number) => {
        if (a.every((v, i) => v === i)) count++;
        for (let lvl = 1; lvl <= n; lvl++) {
          if ((used >> lvl) & 1) continue;
          const size = 2 ** (lvl - 1);
          const blocks = a.length / size;
          for (let x = 0; x < blocks; x++) {
            for (let y = x + 1; y < blocks; y++) {
              const b = a.slice();
              for (let j = 0; j < size; j++)
                [b[x * size + j], b[y * size + j]] = [a[y * size + j]!, a[x * size + j]!];
              rec(b, used | (1 << lvl));
            }
          }
        }
      };
      rec(start, 0);
      return count;
    };
    for (const n of [1, 2])
      for (const p of permutations(2 ** n)) assert.equal(blockSwapSortCount(p), BigInt(brute(p)), `${p}`);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (ops, shuffle) => {
          let a = [...Array(8).keys()];
          ops.forEach(([x, y], i) => {
            const size = 2 ** i;
            const blocks = 8 / size;
            const bx = x % blocks;
            const by = y % blocks;
            const b = a.slice();
            for (let j = 0; j < size; j++)
              [b[bx * size + j], b[by * size + j]] = [a[by * size + j]!, a[bx * size + j]!];
            a = b;
          });
          if (shuffle) a = [a[1]!, a[0]!, ...a.slice(2)];
          assert.equal(blockSwapSortCount(a), BigInt(brute(a)), `${a}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});

// The left-to-right DP lds2Count used before its closed form: an independent second method.
/** Completions of a 321-avoiding permutation of 1..n: g[i][m] from i placed with maximum m. */
function avoid321Completions(n: number): bigint[][] {
  const g = Array.from({ length: n + 1 }, () => new Array<bigint>(n + 2).fill(0n));
  g[n]![n] = 1n;
  for (let i = n - 1; i >= 0; i--) {
    let suffix = 0n;
    for (let m = n; m >= i; m--) {
      g[i]![m] = suffix + (m > i ? g[i + 1]![m]! : 0n);
      suffix += g[i + 1]![m]!;
    }
  }
  return g;
}

/**
 * Permutations A of 1..n with A[x] = y and no decreasing subsequence of length 3. Left to right, a value is
 * either a new maximum or the smallest unused value; before position x the state also counts the used values
 * below y (y itself still unused).
 */
function lds2CountByDp(n: number, x: number, y: number): bigint {
  const g = avoid321Completions(n);
  // cur[a][m]: i values placed, maximum m, a of them below y, y unused.
  let cur = Array.from({ length: y }, () => new Array<bigint>(n + 2).fill(0n));
  cur[0]![0] = 1n;
  for (let i = 0; i < x - 1; i++) {
    const diff = Array.from({ length: y }, () => new Array<bigint>(n + 3).fill(0n));
    const direct = Array.from({ length: y }, () => new Array<bigint>(n + 2).fill(0n));
    for (let a = 0; a < y; a++) {
      for (let m = 0; m <= n; m++) {
        const v = cur[a]![m]!;
        if (v === 0n) continue;
        if (a + 1 < y && m + 1 <= y - 1) {
          diff[a + 1]![m + 1]! += v;
          diff[a + 1]![y]! -= v;
        }
        const lo = Math.max(m, y) + 1;
        if (lo <= n) {
          diff[a]![lo]! += v;
          diff[a]![n + 1]! -= v;
        }
        if (m > i && a < y - 1) direct[a + 1]![m]! += v;
      }
    }
    cur = diff.map((row, a) => {
      let run = 0n;
      return row.slice(0, n + 2).map((d, m) => {
        run += d;
        return run + direct[a]![m]!;
      });
    });
  }
  let total = 0n;
  for (let a = 0; a < y; a++) {
    for (let m = 0; m <= n; m++) {
      const v = cur[a]![m]!;
      if (v === 0n) continue;
      if (y > m) total += v * g[x]![y]!;
      else if (a === y - 1) total += v * g[x]![m]!;
    }
  }
  return total;
}
