import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  almostCompleteCycles,
  andOrByBitSplits,
  andOrByValues,
  andOrSequenceCount,
  applyOperations,
  type BitExpr,
  bitAndZeroPathCount,
  bitExprCounts,
  boundedDifferencePermutations,
  boundedDifferencePermutationsByExclusion,
  boundedIntersectionSubsets,
  boundedStepTerm,
  bubbleLowerBoundGreater,
  burnsideColourings,
  canonCount,
  catalan,
  colourPlacementCount,
  concatenationPartitionSum,
  digitLis,
  digitLisCount,
  doubleCrossCount,
  edgeColouringsUpToIsomorphism,
  evalBitExpr,
  exactLocalMinimaCount,
  fixedPointPermutations,
  gradeRankingCount,
  gridLocalMinima,
  halvingChains,
  heapPermutations,
  increasingDigitNumbers,
  inversions,
  listColourings,
  multisetRank,
  operationSequenceCount,
  runScore,
  runScoreSum,
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
          assert.equal(andOrByBitSplits(a, m), count);
          assert.equal(andOrByValues(a, m), count);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("and/or sequences: the bit-split and value DPs agree on larger arrays", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        (m, raw) => {
          const a = raw.map((x) => x % (1 << m));
          assert.equal(andOrByBitSplits(a, m), andOrByValues(a, m));
        },
      ),
      { numRuns: 100 },
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

  it("bounded interval intersections", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })), {
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 6 }),
        (raw, k) => {
          const iv = raw.map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]);
          let count = 0n;
          for (let mask = 1; mask < 1 << iv.length; mask++) {
            let lo = -Infinity;
            let hi = Infinity;
            iv.forEach(([l, r], i) => {
              if ((mask >> i) & 1) {
                lo = Math.max(lo, l);
                hi = Math.min(hi, r);
              }
            });
            if (hi - lo >= k) count++;
          }
          assert.equal(boundedIntersectionSubsets(iv, k), count);
        },
      ),
    );
  });

  const permutations = (n: number): number[][] => {
    if (n === 0) return [[]];
    const out: number[][] = [];
    for (const p of permutations(n - 1))
      for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n, ...p.slice(i)]);
    return out;
  };

  it("bubble sort lower bound permutations", () => {
    for (let n = 1; n <= 7; n++) {
      const all = permutations(n);
      const good = all.filter(
        (q) => 2 * inversions(q) === q.reduce((s, v, i) => s + Math.abs(v - (i + 1)), 0),
      );
      const key = (q: number[]) => q.map((v) => String.fromCharCode(65 + v)).join("");
      for (const p of all.filter((_, i) => i % 7 === 0 || n < 6)) {
        const want = good.filter((q) => key(q) > key(p)).length;
        assert.equal(bubbleLowerBoundGreater(p), BigInt(want), p.join(" "));
      }
    }
  });

  it("canon sequences", () => {
    for (let n = 1; n <= 4; n++) {
      const s = (1 << n) - 1;
      for (let m = 1; m <= 4; m++) {
        let count = 0n;
        const rec = (seq: number[], x: number) => {
          if (seq.length === m) {
            if (x === 0) count++;
            return;
          }
          for (let v = 1; v <= s; v++) if (!seq.includes(v)) rec([...seq, v], x ^ v);
        };
        rec([], 0);
        assert.equal(canonCount(n, m), count, `${n} ${m}`);
      }
    }
  });

  it("multiset rank", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 7 }), (a) => {
        const seen = new Set<string>();
        const rec = (left: number[], cur: number[]) => {
          if (left.length === 0) seen.add(cur.join(","));
          for (let i = 0; i < left.length; i++)
            rec([...left.slice(0, i), ...left.slice(i + 1)], [...cur, left[i]!]);
        };
        rec(a, []);
        const less = [...seen].filter((s) => {
          const q = s.split(",").map(Number);
          for (let i = 0; i < q.length; i++) if (q[i] !== a[i]) return q[i]! < a[i]!;
          return false;
        }).length;
        assert.equal(multisetRank(a), BigInt(less));
      }),
    );
  });

  it("run score sums", () => {
    assert.equal(runScore(1122333), 1n * 4n + 2n * 4n + 3n * 9n);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (l, d) => {
        let want = 0n;
        for (let x = l; x <= l + d; x++) want += runScore(x);
        assert.equal(runScoreSum(BigInt(l), BigInt(l + d)), want);
      }),
      { numRuns: 50 },
    );
    // spans over 4,096 take the digit DP, shorter ones a loop over the numbers: both against the definition,
    // also with 13-digit numbers
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 3000, max: 6000 }),
        fc.boolean(),
        (big, d, small) => {
          const l = small ? big % 100_000 : big;
          let want = 0n;
          for (let x = l; x <= l + d; x++) want += runScore(x);
          assert.equal(runScoreSum(BigInt(l), BigInt(l + d)), want);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("burnside colourings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        (n, raw, x, y) => {
          const perm = Array.from({ length: n }, (_, i) => i);
          for (let i = n - 1; i > 0; i--) {
            const j = raw[i]! % (i + 1);
            [perm[i], perm[j]] = [perm[j]!, perm[i]!];
          }
          const group: number[][] = [];
          let g = perm.map((_, i) => i);
          do {
            group.push(g);
            g = g.map((v) => perm[v]!);
          } while (g.some((v, i) => v !== i));
          const r = x % (n + 1);
          const gr = y % (n - r + 1);
          const canon = new Set<string>();
          for (let code = 0; code < 3 ** n; code++) {
            const col = Array.from({ length: n }, (_, i) => Math.floor(code / 3 ** i) % 3);
            if (col.filter((c) => c === 0).length !== r || col.filter((c) => c === 1).length !== gr) continue;
            const images = group.map((h) => {
              const img = new Array<number>(n);
              for (let i = 0; i < n; i++) img[h[i]!] = col[i]!;
              return img.join("");
            });
            canon.add(images.sort()[0]!);
          }
          assert.equal(burnsideColourings(group, [r, gr]), BigInt(canon.size));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("catalan numbers count 2 x n tableaux", () => {
    for (let n = 1; n <= 4; n++) {
      const want = permutations(2 * n).filter((a) => {
        for (let i = 0; i < n; i++) {
          if (a[2 * i]! > a[2 * i + 1]!) return false;
          if (i > 0 && (a[2 * i]! < a[2 * i - 2]! || a[2 * i + 1]! < a[2 * i - 1]!)) return false;
        }
        return true;
      }).length;
      assert.equal(catalan(n), BigInt(want));
    }
    assert.equal(catalan(10), 16796n);
  });

  it("concatenation partition sums", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(1000, 1_000_000_007, 999_999_937),
        (ds, m, mod) => {
          const digits = ds.join("");
          let want = 0;
          for (let mask = 0; mask < 1 << (digits.length - 1); mask++) {
            let sum = 0;
            let cur = digits[0]!;
            for (let i = 1; i < digits.length; i++) {
              if ((mask >> (i - 1)) & 1) {
                sum += Number(cur);
                cur = digits[i]!;
              } else cur += digits[i]!;
            }
            sum += Number(cur);
            want = (want + boundedStepTerm(sum, m, mod)) % mod;
          }
          assert.equal(concatenationPartitionSum(digits, m, mod), want);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("increasing base-2^k digit numbers", () => {
    for (let k = 1; k <= 3; k++) {
      for (let w = 1; w <= 11; w++) {
        let want = 0n;
        for (let x = 0; x < 2 ** w; x++) {
          const d: number[] = [];
          for (let y = x; y > 0; y = Math.floor(y / 2 ** k)) d.unshift(y % 2 ** k);
          if (d.length >= 2 && d.every((v, i) => i === 0 || v > d[i - 1]!)) want++;
        }
        assert.equal(increasingDigitNumbers(k, w), want, `${k} ${w}`);
      }
    }
  });

  it("permutations with m fixed points", () => {
    for (let n = 1; n <= 7; n++) {
      const all = permutations(n);
      for (let m = 0; m <= n; m++) {
        const want = all.filter((p) => p.filter((v, i) => v === i + 1).length === m).length;
        assert.equal(fixedPointPermutations(n, m), BigInt(want));
      }
    }
  });

  it("digit LIS counts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 5 }),
        (l, d, k) => {
          let want = 0n;
          for (let x = l; x <= l + d; x++) if (digitLis(x) === k) want++;
          assert.equal(digitLisCount(BigInt(l), BigInt(l + d), k), want);
        },
      ),
      { numRuns: 60 },
    );
    assert.equal(digitLis(1324), 3);
    assert.equal(digitLis(1000), 1);
  });

  it("edge colourings up to isomorphism", () => {
    for (let n = 1; n <= 4; n++) {
      const edges: [number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push([i, j]);
      const perms = permutations(n).map((p) => p.map((v) => v - 1));
      for (let m = 1; m <= 3; m++) {
        const canon = new Set<string>();
        for (let code = 0; code < m ** edges.length; code++) {
          const col = new Map<string, number>();
          for (const [i, [a, b]] of edges.entries()) col.set(`${a},${b}`, Math.floor(code / m ** i) % m);
          const images = perms.map((p) =>
            edges
              .map(([a, b]) => {
                const [x, y] = [p[a]!, p[b]!].sort((u, v) => u - v);
                return col.get(`${x},${y}`);
              })
              .join(""),
          );
          canon.add(images.sort()[0]!);
        }
        assert.equal(edgeColouringsUpToIsomorphism(n, m), BigInt(canon.size), `${n} ${m}`);
      }
    }
    assert.equal(edgeColouringsUpToIsomorphism(5, 2), 34n);
  });

  it("double crosses", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.boolean(), { minLength: 49, maxLength: 49 }),
        (n, m, cells) => {
          const grid = Array.from({ length: n }, (_, i) =>
            Array.from({ length: m }, (_, j) => (cells[i * 7 + j] || (i + j) % 5 !== 0 ? 1 : 0)),
          );
          const ok = (i: number, j: number) => i >= 0 && i < n && j >= 0 && j < m && grid[i]![j] === 1;
          let want = 0n;
          for (let c = 0; c < m; c++)
            for (let t = 0; t < n; t++)
              for (let r1 = t + 1; r1 < n; r1++)
                for (let r2 = r1 + 2; r2 < n; r2++)
                  for (let b = r2 + 1; b < n; b++) {
                    let vertical = true;
                    for (let i = t; i <= b; i++) if (!ok(i, c)) vertical = false;
                    if (!vertical) continue;
                    for (let a = 1; a <= m; a++)
                      for (let w = a + 1; w <= m; w++) {
                        let good = true;
                        for (let d = -a; d <= a; d++) if (!ok(r1, c + d)) good = false;
                        for (let d = -w; d <= w; d++) if (!ok(r2, c + d)) good = false;
                        if (good) want++;
                      }
                  }
          assert.equal(doubleCrossCount(grid), want);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("grade rankings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
        fc.nat(),
        fc.constantFrom(1000, 1_000_000_007),
        (n, u, rr, kk, mod) => {
          const r = u.map((_, i) => rr[i]! % n);
          const k = kk % n;
          const cells = n * u.length;
          let want = 0;
          const table = new Array<number>(cells).fill(1);
          const rec = (pos: number) => {
            if (pos === cells) {
              const score = (s: number, c: number) => table[s * u.length + c]!;
              for (let c = 0; c < u.length; c++) {
                let higher = 0;
                for (let s = 1; s < n; s++) if (score(s, c) > score(0, c)) higher++;
                if (higher !== r[c]) return;
              }
              let dominated = 0;
              for (let s = 1; s < n; s++) if (u.every((_, c) => score(s, c) <= score(0, c))) dominated++;
              if (dominated === k) want++;
              return;
            }
            for (let v = 1; v <= u[pos % u.length]!; v++) {
              table[pos] = v;
              rec(pos + 1);
            }
          };
          rec(0);
          assert.equal(gradeRankingCount(n, k, u, r, mod), want % mod);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("colour placements with separated rows and columns", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        (n, m, x) => {
          const cells = new Array<number>(n * m).fill(-1);
          let want = 0;
          const rec = (pos: number, left: number[]) => {
            if (pos === n * m) {
              if (left.some((v) => v !== 0)) return;
              for (let a = 0; a < n * m; a++)
                for (let b = 0; b < n * m; b++) {
                  if (cells[a]! < 0 || cells[b]! < 0 || cells[a] === cells[b]) continue;
                  if (Math.floor(a / m) === Math.floor(b / m) || a % m === b % m) return;
                }
              want++;
              return;
            }
            cells[pos] = -1;
            rec(pos + 1, left);
            for (let c = 0; c < x.length; c++) {
              if (left[c] === 0) continue;
              cells[pos] = c;
              const l2 = left.slice();
              l2[c]!--;
              rec(pos + 1, l2);
              cells[pos] = -1;
            }
          };
          rec(0, x.slice());
          assert.equal(colourPlacementCount(n, m, x, 1_000_000_007), want);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("halving chains", () => {
    const brute = (n: number): number => {
      let c = 1;
      for (let k = 1; k <= n / 2; k++) c += brute(k);
      return c;
    };
    for (let n = 1; n <= 200; n++) assert.equal(halvingChains(n), BigInt(brute(n)));
    assert.equal(halvingChains(6), 6n);
  });

  it("heap permutations", () => {
    for (let n = 1; n <= 8; n++) {
      const want = permutations(n).filter((p) =>
        p.every((v, i) => i === 0 || v > p[Math.floor((i + 1) / 2) - 1]!),
      ).length;
      assert.equal(heapPermutations(n), BigInt(want));
    }
  });

  it("permutations with bounded neighbour differences", () => {
    for (let n = 1; n <= 8; n++) {
      const all = permutations(n);
      for (let k = 1; k <= n; k++) {
        const want = BigInt(
          all.filter((p) => p.every((v, i) => i === 0 || Math.abs(v - p[i - 1]!) <= k)).length,
        );
        assert.equal(boundedDifferencePermutations(n, k), want, `${n} ${k}`);
        assert.equal(boundedDifferencePermutationsByExclusion(n, k), want, `${n} ${k}`);
      }
    }
    assert.equal(boundedDifferencePermutations(12, 5), boundedDifferencePermutationsByExclusion(12, 5));
  });

  it("grids with exactly the given local minima", () => {
    for (const [n, m] of [
      [1, 5],
      [2, 3],
      [2, 4],
      [3, 3],
    ] as const) {
      const tally = new Map<string, bigint>();
      const a = Array.from({ length: n * m }, (_, i) => i);
      const c = new Array<number>(a.length).fill(0);
      const see = () => {
        const key = gridLocalMinima(a, n, m)
          .map((b) => (b ? 1 : 0))
          .join("");
        tally.set(key, (tally.get(key) ?? 0n) + 1n);
      };
      see();
      for (let i = 1; i < a.length; ) {
        if (c[i]! < i) {
          const j = i % 2 === 0 ? 0 : c[i]!;
          [a[i], a[j]] = [a[j]!, a[i]!];
          see();
          c[i]!++;
          i = 1;
        } else {
          c[i] = 0;
          i++;
        }
      }
      for (const [key, want] of tally) {
        const marked = key.split("").map((x) => x === "1");
        assert.equal(exactLocalMinimaCount(marked, n, m), want, `${n}x${m} ${key}`);
      }
      const adjacent = new Array<boolean>(n * m).fill(false);
      adjacent[0] = true;
      adjacent[1] = true;
      assert.equal(exactLocalMinimaCount(adjacent, n, m), 0n);
    }
  });

  it("list colourings with nested ranges", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }),
        (n, rr, bits) => {
          const r = rr.slice(0, n);
          const edges: [number, number][] = [];
          let e = 0;
          for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (bits[e++]) edges.push([a, b]);
          let want = 0n;
          const col = new Array<number>(n).fill(0);
          const rec = (i: number) => {
            if (i === n) {
              if (edges.every(([a, b]) => col[a] !== col[b])) want++;
              return;
            }
            for (let c = 0; c <= r[i]!; c++) {
              col[i] = c;
              rec(i + 1);
            }
          };
          rec(0);
          assert.equal(listColourings(r, edges), want);
        },
      ),
      { numRuns: 200 },
    );
  });
});
