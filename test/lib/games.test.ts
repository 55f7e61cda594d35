import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import {
  coinGameFirstTotal,
  deltaNimFirstWins,
  multipleFlippingGrundy,
  newNimDeletion,
  splittingGrundy,
  stoneGameGrundy,
  takingPrimeGame,
} from "../../src/lib/games.ts";

/** Exhaustive win/lose search over states given by a key and a successor function. */
function solver<S>(key: (s: S) => string, next: (s: S) => S[]): (s: S) => boolean {
  const memo = new Map<string, boolean>();
  const wins = (s: S): boolean => {
    const k = key(s);
    const m = memo.get(k);
    if (m !== undefined) return m;
    const r = next(s).some((t) => !wins(t));
    memo.set(k, r);
    return r;
  };
  return wins;
}

describe("game solvers against exhaustive game trees", () => {
  it("stone game: Grundy XOR matches the game tree over whole multisets", () => {
    for (let f = 1; f <= 6; f++) {
      const wins = solver<number[]>(
        (s) => [...s].sort((a, b) => a - b).join(","),
        (s) => {
          const out: number[][] = [];
          s.forEach((x, i) => {
            if (x < f) return;
            for (let m = 2; m <= x; m++) {
              const q = Math.floor(x / m);
              const r = x % m;
              const parts = [...Array(r).fill(q + 1), ...Array(m - r).fill(q)].filter((v) => v > 0);
              out.push([...s.slice(0, i), ...s.slice(i + 1), ...parts]);
            }
          });
          return out;
        },
      );
      const g = stoneGameGrundy(f, 14);
      const rng = Rng.from("stone", f);
      for (let t = 0; t < 60; t++) {
        const heaps = Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 7));
        assert.equal(heaps.reduce((a, x) => a ^ g[x]!, 0) !== 0, wins(heaps), `f=${f} ${heaps}`);
      }
    }
  });

  it("splitting game: the two-m-per-run Grundy values equal the definition over every m", () => {
    for (let f = 1; f <= 40; f++) {
      const max = 300;
      const want = new Array<number>(max + 1).fill(0);
      for (let x = Math.max(f, 2); x <= max; x++) {
        const opts = new Set<number>();
        for (let m = 2; m <= x; m++) {
          const q = Math.floor(x / m);
          const r = x % m;
          opts.add((r % 2 === 1 ? want[q + 1]! : 0) ^ ((m - r) % 2 === 1 ? want[q]! : 0));
        }
        let v = 0;
        while (opts.has(v)) v++;
        want[x] = v;
      }
      assert.deepEqual(stoneGameGrundy(f, max), want, `f=${f}`);
    }
  });

  it("taking-prime game: winner and length match a plain minimax", () => {
    const isPrime = (p: number) => p >= 2 && [...Array(p).keys()].slice(2).every((d) => p % d !== 0);
    const play = (x: number): [boolean, number] => {
      let best: number | null = null;
      let stall = 0;
      for (let p = 2; p <= x; p++) {
        if (!isPrime(p)) continue;
        const [w, len] = play(x - p);
        if (!w) best = best === null ? len + 1 : Math.min(best, len + 1);
        else stall = Math.max(stall, len + 1);
      }
      return best === null ? [false, stall] : [true, best];
    };
    const { win, moves } = takingPrimeGame(22);
    for (let x = 0; x <= 22; x++) assert.deepEqual([win[x], moves[x]], play(x), `n=${x}`);
  });

  it("new Nim: the greedy deletion is optimal and wins, by trying every deletion and every reply", () => {
    const rng = Rng.from("newnim", 1);
    for (let t = 0; t < 200; t++) {
      const n = rng.int(1, 7);
      const heaps = Array.from({ length: n }, () => rng.int(1, 12));
      const firstWins = (kept: number[]) => {
        for (let mask = 1; mask < 1 << kept.length; mask++) {
          let x = 0;
          for (let i = 0; i < kept.length; i++) if (mask & (1 << i)) x ^= kept[i]!;
          if (x === 0) return false;
        }
        return true;
      };
      let best = Number.POSITIVE_INFINITY;
      for (let del = 0; del < (1 << n) - 1; del++) {
        const kept = heaps.filter((_, i) => !(del & (1 << i)));
        if (!firstWins(kept)) continue;
        best = Math.min(
          best,
          heaps.reduce((s, h, i) => s + (del & (1 << i) ? h : 0), 0),
        );
      }
      const d = newNimDeletion(heaps);
      assert.equal(
        d.reduce((s, i) => s + heaps[i]!, 0),
        best,
      );
      assert.ok(firstWins(heaps.filter((_, i) => !d.includes(i))));
    }
  });

  it("delta Nim: the staircase formula matches the game tree", () => {
    const wins = solver<number[]>(
      (s) => s.join(","),
      (s) => {
        const out: number[][] = [];
        s.forEach((x, i) => {
          const lo = i > 0 ? s[i - 1]! : 0;
          for (let y = lo; y < x; y++) out.push(s.map((v, j) => (j === i ? y : v)));
        });
        return out;
      },
    );
    const rng = Rng.from("delta", 1);
    for (let t = 0; t < 300; t++) {
      const a = Array.from({ length: rng.int(1, 4) }, () => rng.int(0, 6)).sort((x, y) => x - y);
      assert.equal(deltaNimFirstWins(a), wins(a), `${a}`);
    }
  });

  it("splitting game: Grundy XOR over beans matches the game tree", () => {
    for (let n = 1; n <= 4; n++) {
      const g = splittingGrundy(n);
      const wins = solver<number[]>(
        (s) => s.join(","),
        (s) => {
          const out: number[][] = [];
          for (let i = 0; i < n; i++) {
            if (s[i] === 0) continue;
            for (let j = i + 1; j < n; j++)
              for (let k = j; k < n; k++) {
                const c = [...s];
                c[i]!--;
                c[j]!++;
                c[k]!++;
                out.push(c);
              }
          }
          return out;
        },
      );
      const rng = Rng.from("split", n);
      for (let t = 0; t < 40; t++) {
        const beans = Array.from({ length: n }, (_, i) => (i === n - 1 ? rng.int(0, 2) : rng.int(0, 2)));
        const x = beans.reduce((a, b, i) => a ^ (b % 2 === 1 ? g[i]! : 0), 0);
        assert.equal(x !== 0, wins(beans), `${beans}`);
      }
    }
  });

  it("multiple flipping: Grundy XOR over white cells matches the game tree", () => {
    for (let n = 1; n <= 11; n++) {
      const g = multipleFlippingGrundy(n);
      const wins = solver<number>(
        (s) => String(s),
        (s) => {
          const out: number[] = [];
          for (let x = 1; x <= n; x++) {
            if (!(s & (1 << x))) continue;
            let t = s;
            for (let k = 1; k * x <= n; k++) {
              t ^= 1 << (k * x);
              out.push(t);
            }
          }
          return out;
        },
      );
      for (let s = 0; s < 1 << (n + 1); s += 2) {
        let x = 0;
        for (let c = 1; c <= n; c++) if (s & (1 << c)) x ^= g[c]!;
        assert.equal(x !== 0, wins(s), `n=${n} s=${s}`);
      }
    }
  });

  it("coin game: the DP matches a plain minimax of the score difference", () => {
    const diff = (coins: number[], i: number, cap: number): number => {
      if (i >= coins.length) return 0;
      let best = Number.NEGATIVE_INFINITY;
      let taken = 0;
      for (let t = 1; t <= cap && i + t <= coins.length; t++) {
        taken += coins[i + t - 1]!;
        best = Math.max(best, taken - diff(coins, i + t, 2 * t));
      }
      return best;
    };
    const rng = Rng.from("coins", 1);
    for (let t = 0; t < 200; t++) {
      const coins = Array.from({ length: rng.int(1, 9) }, () => rng.int(1, 20));
      const total = coins.reduce((a, b) => a + b, 0);
      assert.equal(coinGameFirstTotal(coins) * 2 - total, diff(coins, 0, 2), `${coins}`);
    }
  });
});
