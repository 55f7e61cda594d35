import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import {
  binaryTreeLeafExpectation,
  cinemaFraction,
  cinemaProbability,
  cubeLocalMaxProbability,
  divisorFlipExpectation,
  divisorFlipMinPresses,
  MOD998,
  maxRmqExpectation,
  moneyChargingProbability,
  polyaProbability,
  randomRangeMaxScaled,
  rationalMod,
  treeEliminationExpectation,
  treeRandomWalkTotal,
} from "../../src/lib/expectation.ts";
import { randomTree } from "../../src/lib/graph.ts";
import { Rational } from "../../src/lib/rational.ts";

const R = (n: number | bigint, d: number | bigint = 1) => new Rational(BigInt(n), BigInt(d));

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  }
  return out;
}

/** Solve A x = b exactly (A square, non-singular). */
function solve(A: Rational[][], b: Rational[]): Rational[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    const p = M.findIndex((row, i) => i >= c && !row[c]!.isZero());
    [M[c], M[p]] = [M[p]!, M[c]!];
    const inv = Rational.ONE.div(M[c]![c]!);
    M[c] = M[c]!.map((x) => x.mul(inv));
    for (let i = 0; i < n; i++) {
      if (i === c || M[i]![c]!.isZero()) continue;
      const f = M[i]![c]!;
      M[i] = M[i]!.map((x, j) => x.sub(f.mul(M[c]![j]!)));
    }
  }
  return M.map((row) => row[n]!);
}

describe("expectation solvers against brute force", () => {
  it("binary tree leaves: closed form = enumeration DP", () => {
    const T: bigint[] = [1n];
    const L: bigint[] = [0n];
    for (let n = 1; n <= 12; n++) {
      let t = 0n;
      let l = 0n;
      for (let i = 0; i < n; i++) {
        t += T[i]! * T[n - 1 - i]!;
        l += L[i]! * T[n - 1 - i]! + T[i]! * L[n - 1 - i]!;
      }
      if (n === 1) l = 1n;
      T.push(t);
      L.push(l);
      assert.ok(binaryTreeLeafExpectation(n).equals(R(l, t)), `n=${n}`);
    }
  });

  it("cinema: closed form = enumeration of preferences", () => {
    for (let k = 1; k <= 5; k++) {
      for (let n = 1; n <= 5; n++) {
        let ok = 0;
        const total = k ** n;
        for (let code = 0; code < total; code++) {
          const taken = new Array(k).fill(false);
          let c = code;
          let good = true;
          for (let p = 0; p < n; p++) {
            let s = c % k;
            c = Math.floor(c / k);
            while (s < k && taken[s]) s++;
            if (s === k) {
              good = false;
              break;
            }
            taken[s] = true;
          }
          if (good) ok++;
        }
        assert.ok(cinemaProbability(n, k).equals(R(ok, total)), `n=${n} k=${k}`);
      }
    }
  });

  it("cube local maxima: inclusion-exclusion = enumeration of fillings", () => {
    for (const [a, b, c] of [
      [1, 1, 3],
      [1, 2, 3],
      [2, 2, 2],
      [1, 3, 3],
      [2, 1, 4],
    ] as const) {
      const V = a * b * c;
      const cells = [];
      for (let x = 0; x < a; x++)
        for (let y = 0; y < b; y++) for (let z = 0; z < c; z++) cells.push([x, y, z]);
      const counts = new Array(V + 1).fill(0);
      const perms = permutations(V);
      for (const p of perms) {
        let cnt = 0;
        for (let i = 0; i < V; i++) {
          const [x, y, z] = cells[i]!;
          let max = true;
          for (let j = 0; j < V && max; j++) {
            if (j === i) continue;
            const [u, v, w] = cells[j]!;
            if ((u === x || v === y || w === z) && p[j]! > p[i]!) max = false;
          }
          if (max) cnt++;
        }
        counts[cnt]++;
      }
      for (let k = 0; k <= Math.min(a, b, c); k++) {
        const want = rationalMod(R(counts[k]!, perms.length), MOD998);
        assert.equal(cubeLocalMaxProbability(a, b, c, k, MOD998), want, `${a}x${b}x${c} k=${k}`);
      }
    }
  });

  it("divisor flip: closed form = exact Markov chain over light states", () => {
    const rng = Rng.from("divisor-flip-test");
    for (let n = 1; n <= 4; n++) {
      const toggle = (s: number, i: number) => {
        let t = s;
        for (let j = 1; j <= i; j++) if (i % j === 0) t ^= 1 << (j - 1);
        return t;
      };
      const need = (s: number) =>
        divisorFlipMinPresses(Array.from({ length: n }, (_, j) => ((s >> j) & 1) === 1));
      for (let k = 0; k <= n; k++) {
        const S = 1 << n;
        const A: Rational[][] = [];
        const b: Rational[] = [];
        for (let s = 0; s < S; s++) {
          const row = new Array(S).fill(Rational.ZERO);
          row[s] = Rational.ONE;
          if (need(s) <= k) {
            b.push(R(need(s)));
          } else {
            for (let i = 1; i <= n; i++) row[toggle(s, i)] = row[toggle(s, i)]!.sub(R(1, n));
            b.push(Rational.ONE);
          }
          A.push(row);
        }
        const E = solve(A, b);
        const s = rng.int(0, S - 1);
        for (let t = 0; t < S; t++) {
          const on = Array.from({ length: n }, (_, j) => ((t >> j) & 1) === 1);
          assert.ok(divisorFlipExpectation(on, k).equals(E[t]!), `n=${n} k=${k} s=${t}`);
        }
        assert.ok(s >= 0);
      }
    }
  });

  it("max of interval minima: DP = enumeration", () => {
    const rng = Rng.from("max-rmq-test");
    for (let t = 0; t < 40; t++) {
      const n = rng.int(1, 5);
      const x = rng.int(1, 4);
      const m = rng.int(1, 4);
      const intervals: Array<[number, number]> = [];
      for (let i = 0; i < m; i++) {
        const l = rng.int(0, n - 1);
        intervals.push([l, rng.int(l, n - 1)]);
      }
      let sum = 0n;
      const total = x ** n;
      for (let code = 0; code < total; code++) {
        const arr: number[] = [];
        let c = code;
        for (let i = 0; i < n; i++) {
          arr.push((c % x) + 1);
          c = Math.floor(c / x);
        }
        let best = 0;
        for (const [l, r] of intervals) best = Math.max(best, Math.min(...arr.slice(l, r + 1)));
        sum += BigInt(best);
      }
      assert.equal(maxRmqExpectation(n, x, intervals, MOD998), rationalMod(R(sum, total), MOD998));
    }
  });

  it("money charging: tree DP = enumeration of weights and draw orders", () => {
    const rng = Rng.from("money-charging-test");
    for (let t = 0; t < 30; t++) {
      const n = rng.int(1, 5);
      const a = Array.from({ length: n }, () => {
        const row = [rng.int(0, 3), rng.int(0, 3), rng.int(0, 3)];
        if (row[0]! + row[1]! + row[2]! === 0) row[rng.int(0, 2)] = 1;
        return row;
      });
      const cons: Array<[number, number]> = randomTree(n, rng).map(([u, v]) =>
        rng.bool() ? [u, v] : [v, u],
      );
      const perms = permutations(n);
      let total = Rational.ZERO;
      for (let code = 0; code < 3 ** n; code++) {
        const w: number[] = [];
        let c = code;
        let pw = Rational.ONE;
        for (let i = 0; i < n; i++) {
          const k = c % 3;
          c = Math.floor(c / 3);
          w.push(k + 1);
          pw = pw.mul(R(a[i]![k]!, a[i]![0]! + a[i]![1]! + a[i]![2]!));
        }
        if (pw.isZero()) continue;
        for (const p of perms) {
          const pos = new Array(n);
          p.forEach((v, i) => {
            pos[v] = i;
          });
          if (!cons.every(([u, v]) => pos[u] < pos[v])) continue;
          let pr = pw;
          let rest = w.reduce((x, y) => x + y, 0);
          for (const v of p) {
            pr = pr.mul(R(w[v]!, rest));
            rest -= w[v]!;
          }
          total = total.add(pr);
        }
      }
      assert.equal(moneyChargingProbability(a, cons, MOD998), rationalMod(total, MOD998), `t=${t}`);
    }
  });

  it("polya urn: exchangeability formula = enumeration of draw sequences", () => {
    const rng = Rng.from("polya-test");
    for (let t = 0; t < 30; t++) {
      const T = rng.int(1, 3);
      const counts = Array.from({ length: T }, () => rng.int(1, 3));
      const d = rng.int(0, 2);
      const horizon = rng.int(1, 5);
      const k = rng.int(1, horizon);
      const times = rng.distinctInts(1, horizon, k).sort((x, y) => x - y);
      const events: Array<[number, number]> = times.map((x) => [x, rng.int(0, T - 1)]);
      let total = Rational.ZERO;
      const walk = (step: number, c: number[], pr: Rational) => {
        if (step > horizon) {
          total = total.add(pr);
          return;
        }
        const sum = c.reduce((x, y) => x + y, 0);
        const ev = events.find(([x]) => x === step);
        for (let col = 0; col < T; col++) {
          if (ev && ev[1] !== col) continue;
          const nc = c.slice();
          nc[col]! += d;
          walk(step + 1, nc, pr.mul(R(c[col]!, sum)));
        }
      };
      walk(1, counts, Rational.ONE);
      assert.ok(polyaProbability(counts, d, events).equals(total), `t=${t}`);
    }
  });

  it("random range max: interval DP = enumeration of operation sequences", () => {
    const rng = Rng.from("range-max-test");
    for (let t = 0; t < 30; t++) {
      const n = rng.int(1, 4);
      const q = rng.int(1, 3);
      const values = Array.from({ length: n }, () => rng.int(1, 5));
      const ops: Array<[number, number]> = [];
      for (let l = 0; l < n; l++) for (let r = l; r < n; r++) ops.push([l, r]);
      const sums = new Array(n).fill(0n);
      const rec = (arr: number[], left: number) => {
        if (left === 0) {
          arr.forEach((v, i) => {
            sums[i] += BigInt(v);
          });
          return;
        }
        for (const [l, r] of ops) {
          const mx = Math.max(...arr.slice(l, r + 1));
          const next = arr.slice();
          for (let i = l; i <= r; i++) next[i] = mx;
          rec(next, left - 1);
        }
      };
      rec(values, q);
      const want = sums.map((s) => Number(s % BigInt(MOD998)));
      assert.deepEqual(randomRangeMaxScaled(values, q, MOD998), want, `t=${t}`);
    }
  });

  it("tree elimination: sum of 1/size = exact recursion over coloured sets", () => {
    const rng = Rng.from("tree-elim-test");
    for (let t = 0; t < 20; t++) {
      const n = rng.int(1, 7);
      const parent = [-1];
      for (let v = 1; v < n; v++) parent.push(rng.int(0, v - 1));
      const memo = new Map<number, Rational>();
      const E = (mask: number): Rational => {
        const free: number[] = [];
        for (let v = 0; v < n; v++) if (!((mask >> v) & 1)) free.push(v);
        if (free.length === 0) return Rational.ZERO;
        const hit = memo.get(mask);
        if (hit) return hit;
        let s = Rational.ZERO;
        for (const v of free) {
          let m2 = mask;
          for (let u = v; u >= 0; u = parent[u]!) m2 |= 1 << u;
          s = s.add(E(m2));
        }
        const r = Rational.ONE.add(s.div(R(free.length)));
        memo.set(mask, r);
        return r;
      };
      assert.ok(treeEliminationExpectation(parent).equals(E(0)), `t=${t}`);
    }
  });

  it("tree random walk: edge formula = hitting times from linear systems", () => {
    const rng = Rng.from("tree-walk-test");
    for (let t = 0; t < 15; t++) {
      const n = rng.int(1, 6);
      const edges = randomTree(n, rng);
      const adj: number[][] = Array.from({ length: n }, () => []);
      for (const [u, v] of edges) {
        adj[u]!.push(v);
        adj[v]!.push(u);
      }
      let total = Rational.ZERO;
      for (let target = 0; target < n; target++) {
        const A: Rational[][] = [];
        const b: Rational[] = [];
        for (let s = 0; s < n; s++) {
          const row = new Array(n).fill(Rational.ZERO);
          row[s] = Rational.ONE;
          if (s === target) b.push(Rational.ZERO);
          else {
            for (const v of adj[s]!) row[v] = row[v]!.sub(R(1, adj[s]!.length));
            b.push(Rational.ONE);
          }
          A.push(row);
        }
        for (const x of solve(A, b)) total = total.add(x);
      }
      assert.ok(total.equals(R(treeRandomWalkTotal(n, edges))), `t=${t}`);
    }
  });
});

describe("cinema fraction", () => {
  it("is reduced and equals the rational form", () => {
    for (let k = 1; k <= 40; k++) {
      for (let n = 1; n <= k + 1; n++) {
        const [p, q] = cinemaFraction(n, k);
        const r = new Rational(p, q);
        assert.equal(r.num, p);
        assert.equal(r.den, q);
      }
    }
  });
});
