// Brute-force cross-checks for the issue-15 batch b15b: on small generated instances an exhaustive search
// confirms the optimum each environment's solver reports, and the reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Environment } from "../../src/core/env.ts";
import { generate, verify } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import bez from "../../src/envs/optimization/bez-minimalist-security.ts";
import fractional from "../../src/envs/optimization/fractional-programming.ts";
import fracMatching from "../../src/envs/optimization/fractional-programming-bipartite-graph-matching.ts";
import hur from "../../src/envs/optimization/hur-warehouse-store.ts";
import intProg from "../../src/envs/optimization/integer-programming.ts";
import king from "../../src/envs/optimization/king-sorting.ts";
import land from "../../src/envs/optimization/land-acquisition.ts";
import maf from "../../src/envs/optimization/maf-mafia.ts";
import maxMin, {
  bestLift,
  minimumAfter,
  optimalShare,
} from "../../src/envs/optimization/max-minimum-after-interval-addition.ts";
import segCover from "../../src/envs/optimization/max-segment-coverage-constraint.ts";
import subseq, { alphabetSizes } from "../../src/envs/optimization/maximum-subsequence-num.ts";
import { maximumWeightAssignment } from "../../src/lib/fractional-opt.ts";

/** Instances of an environment at the given levels and seeds 1..seeds, with their reference checked. */
function instances<I>(env: Environment<unknown, I>, levels: number[], seeds: number): I[] {
  const out: I[] = [];
  for (const level of levels) {
    for (let seed = 1; seed <= seeds; seed++) {
      const p = generate(env, level, seed);
      assert.equal(verify(env, p.instance, p.reference).reward, 1, `${env.id} level ${level} seed ${seed}`);
      out.push(p.instance);
    }
  }
  return out;
}

describe("bez-minimalist-security", () => {
  it("the solver's total is the best over every lowered array", () => {
    for (const inst of instances(bez, [0, 1, 2], 25)) {
      const n = inst.caps.length;
      const q = new Array<number>(n).fill(0);
      let best: number | null = null;
      const rec = (i: number): void => {
        if (i === n) {
          const total = q.reduce((a, b) => a + b, 0);
          if (best === null || (inst.goal === "minimise" ? total < best : total > best)) best = total;
          return;
        }
        for (let x = 0; x <= inst.caps[i]!; x++) {
          q[i] = x;
          if (inst.pairs.every(([u, v, w]) => u > i || v > i || q[u]! + q[v]! === w)) rec(i + 1);
        }
      };
      rec(0);
      assert.equal(inst.best, best);
    }
  });
});

/** Every k-subset of 0..n-1. */
function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]): void => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < n; i++) rec(i + 1, [...cur, i]);
  };
  rec(0, []);
  return out;
}

/** Every permutation of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

describe("fractional-programming", () => {
  it("the solver's ratio is the best over every K-subset", () => {
    for (const inst of instances(fractional, [0, 2, 4, 6], 20)) {
      let best = { num: 0, den: 1 };
      for (const s of subsets(inst.a.length, inst.k)) {
        const num = s.reduce((t, i) => t + inst.a[i]!, 0);
        const den = s.reduce((t, i) => t + inst.b[i]!, 0);
        if (num * best.den > best.num * den) best = { num, den };
      }
      assert.equal(inst.best.num * best.den, best.num * inst.best.den);
    }
  });
});

describe("fractional-programming-bipartite-graph-matching", () => {
  it("the solver's ratio is the best over every permutation", () => {
    for (const inst of instances(fracMatching, [0, 1, 2, 3], 15)) {
      let best = { num: 0, den: 1 };
      for (const p of permutations(inst.a.length)) {
        const num = p.reduce((t, j, i) => t + inst.a[i]![j]!, 0);
        const den = p.reduce((t, j, i) => t + inst.b[i]![j]!, 0);
        if (num * best.den > best.num * den) best = { num, den };
      }
      assert.equal(inst.best.num * best.den, best.num * inst.best.den);
    }
  });

  it("the Hungarian assignment is a maximum over every permutation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 36, maxLength: 36 }),
        (n, cells) => {
          const w = Array.from({ length: n }, (_, i) => cells.slice(i * n, i * n + n));
          const col = maximumWeightAssignment(w);
          const value = (p: number[]) => p.reduce((t, j, i) => t + w[i]![j]!, 0);
          assert.deepEqual(
            [...col].sort((x, y) => x - y),
            Array.from({ length: n }, (_, i) => i),
          );
          assert.equal(value(col), Math.max(...permutations(n).map(value)));
        },
      ),
    );
  });
});

describe("hur-warehouse-store", () => {
  it("the greedy serves as many customers as the best subset of days", () => {
    for (const inst of instances(hur, [0, 3, 6, 9], 15)) {
      const n = inst.arrive.length;
      let best = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        let stock = 0;
        let ok = true;
        for (let d = 0; d < n && ok; d++) {
          stock += inst.arrive[d]!;
          if (mask & (1 << d)) {
            stock -= inst.demand[d]!;
            ok = stock >= 0;
          }
        }
        if (ok) {
          let c = 0;
          for (let m = mask; m; m &= m - 1) c++;
          best = Math.max(best, c);
        }
      }
      assert.equal(inst.best, best);
    }
  });
});

describe("integer-programming", () => {
  it("the planted solution satisfies every inequality and partial answers get (share)^5", () => {
    for (const inst of instances(intProg, [0, 2, 5, 8], 15)) {
      const n = inst.planted.length;
      const rng = Rng.from("b15b-ip", n, inst.rows.length);
      for (let t = 0; t < 20; t++) {
        const x = Array.from({ length: n }, () => rng.int(-n, n));
        let ok = 0;
        for (const { coef, bound } of inst.rows)
          if (coef.reduce((s, c, j) => s + c * x[j]!, 0) <= bound) ok++;
        const reward = verify(intProg, inst, `<answer>${x.join(" ")}</answer>`).reward;
        assert.ok(
          Math.abs(reward - (ok === inst.rows.length ? 1 : Math.min(0.999, (ok / inst.rows.length) ** 5))) <
            1e-9,
        );
      }
    }
  });
});

describe("king-sorting", () => {
  it("ascending a*b gives the smallest largest quotient over every order", () => {
    for (const inst of instances(king, [0, 1, 2, 3], 20)) {
      let best: bigint | null = null;
      for (const p of permutations(inst.a.length - 1)) {
        let product = BigInt(inst.a[0]!);
        let worst = 0n;
        for (const j of p) {
          const q = product / BigInt(inst.b[j + 1]!);
          if (q > worst) worst = q;
          product *= BigInt(inst.a[j + 1]!);
        }
        if (best === null || worst < best) best = worst;
      }
      assert.equal(inst.best, String(best));
    }
  });
});

describe("land-acquisition", () => {
  it("the DP's cost is the least over every partition", () => {
    for (const inst of instances(land, [0, 1, 2, 3], 15)) {
      const n = inst.w.length;
      let best = Number.POSITIVE_INFINITY;
      // Restricted growth strings enumerate every set partition once.
      const label = new Array<number>(n).fill(0);
      const rec = (i: number, groups: number): void => {
        if (i === n) {
          let cost = 0;
          for (let g = 0; g < groups; g++) {
            let mw = 0;
            let ml = 0;
            for (let j = 0; j < n; j++) {
              if (label[j] === g) {
                mw = Math.max(mw, inst.w[j]!);
                ml = Math.max(ml, inst.l[j]!);
              }
            }
            cost += mw * ml;
          }
          best = Math.min(best, cost);
          return;
        }
        for (let g = 0; g <= groups; g++) {
          label[i] = g;
          rec(i + 1, Math.max(groups, g + 1));
        }
      };
      rec(0, 0);
      assert.equal(inst.best, best);
    }
  });
});

describe("maf-mafia", () => {
  it("the search's death count is the fewest or most over every order", () => {
    for (const inst of instances(maf, [0, 1, 2, 3, 4], 12)) {
      const n = inst.target.length;
      const counts = permutations(n).map((p) => {
        const dead = new Set<number>();
        for (const i of p) if (!dead.has(i) && !dead.has(inst.target[i]!)) dead.add(inst.target[i]!);
        return dead.size;
      });
      assert.equal(inst.best, inst.goal === "most" ? Math.max(...counts) : Math.min(...counts));
    }
  });
});

describe("max-minimum-after-interval-addition", () => {
  it("the greedy's minimum is the best over every choice of K intervals", () => {
    for (const inst of instances(maxMin, [0, 2, 4, 6, 8], 15)) {
      let best = Number.NEGATIVE_INFINITY;
      for (const s of subsets(inst.intervals.length, inst.k)) {
        const arr = [...inst.values];
        for (const i of s)
          for (let p = inst.intervals[i]![0]; p <= inst.intervals[i]![1]; p++) arr[p]! += inst.add;
        best = Math.max(best, Math.min(...arr));
      }
      assert.equal(inst.best, best);
    }
  });

  it("the optimal share is exact above one half, and at or below it a bound on the exact share", () => {
    const rng = Rng.from("max-min-share");
    let above = 0;
    let bounded = 0;
    for (let t = 0; t < 400; t++) {
      const n = rng.int(2, 9);
      const m = rng.int(2, 9);
      const add = rng.int(1, 4);
      const values = Array.from({ length: n }, () => rng.int(0, 4 * add));
      const intervals = Array.from({ length: m }, (): [number, number] => {
        const a = rng.int(0, n - 1);
        const b = rng.int(0, n - 1);
        return [Math.min(a, b), Math.max(a, b)];
      });
      const k = rng.int(1, m - 1);
      const best = minimumAfter(values, intervals, bestLift(values, intervals, k, add), add);
      const all = subsets(m, k);
      const exact = all.filter((s) => minimumAfter(values, intervals, s, add) === best).length / all.length;
      const share = optimalShare({ values, intervals, k, add, best, witness: [] });
      if (share > 0.5) {
        assert.equal(share, exact);
        above++;
      } else {
        assert.ok(exact <= share, `exact ${exact} above the bound ${share}`);
        bounded++;
      }
    }
    assert.ok(above > 20 && bounded > 20, `${above} exact, ${bounded} bounded`);
  });

  it("asks for different interval numbers, and two intervals with one range may both be chosen (issue 33)", () => {
    let duplicates = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { prompt, instance } = generate(maxMin, 4, seed);
      assert.doesNotMatch(prompt, /distinct/);
      if (instance.k > 1)
        assert.match(prompt, new RegExp(`Choose exactly ${instance.k} different interval numbers`));
      const { intervals, k } = instance;
      const same = intervals.findIndex((a, i) =>
        intervals.some((b, j) => j > i && b[0] === a[0] && b[1] === a[1]),
      );
      if (same < 0 || k < 2) continue;
      const twin = intervals.findIndex(
        (b, j) => j > same && b[0] === intervals[same]![0] && b[1] === intervals[same]![1],
      );
      const rest = intervals.map((_, i) => i).filter((i) => i !== same && i !== twin);
      const chosen = [same, twin, ...rest.slice(0, k - 2)];
      assert.notEqual(maxMin.score(chosen, instance).status, "invalid");
      duplicates++;
    }
    assert.ok(duplicates >= 5, `${duplicates} problems with a repeated range`);
  });

  it("generates up to its maximum level: more than 63 intervals (issue 33: a TypeError from level 61)", () => {
    instances(maxMin, [61, 100, 160, 200], 6);
    // K = 1 among 70 intervals: 70 choices, few enough to count exactly.
    const intervals = Array.from({ length: 70 }, (_, i): [number, number] => [i % 5, i % 5]);
    const values = [0, 3, 3, 3, 3];
    const share = optimalShare({ values, intervals, k: 1, add: 2, best: 2, witness: [] });
    assert.equal(share, 14 / 70);
  });
});

describe("max-segment-coverage-constraint", () => {
  it("the greedy selects as many segments as the best subset", () => {
    for (const inst of instances(segCover, [0, 3, 6, 9], 15)) {
      const n = inst.segments.length;
      let best = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        const ok = inst.points.every(
          ([p, x]) => inst.segments.filter(([l, r], i) => mask & (1 << i) && l <= p && p <= r).length <= x,
        );
        if (ok) best = Math.max(best, inst.segments.filter((_, i) => mask & (1 << i)).length);
      }
      assert.equal(inst.best, best);
    }
  });
});

describe("maximum-subsequence-num", () => {
  it("the greedy continuation's count is the best over every continuation, counted by brute force", () => {
    const countBrute = (seq: number[]): number => {
      const seen = new Set<string>();
      for (let mask = 1; mask < 1 << seq.length; mask++)
        seen.add(seq.filter((_, i) => mask & (1 << i)).join(","));
      return seen.size;
    };
    let checked = 0;
    for (const inst of instances(subseq, [0, 1, 2], 20)) {
      if (inst.k ** inst.n > 300) continue;
      checked++;
      let best = 0;
      const cur: number[] = [];
      const rec = (): void => {
        if (cur.length === inst.n) {
          best = Math.max(best, countBrute([...inst.prefix, ...cur]));
          return;
        }
        for (let c = 0; c < inst.k; c++) {
          cur.push(c);
          rec();
          cur.pop();
        }
      };
      rec();
      assert.equal(inst.best, String(best));
    }
    assert.ok(checked >= 20, `only ${checked} instances were small enough`);
  });

  it("never has more symbols than are appended, as in RLVE-Gym (issue 33: with K up to 2N + 2, appending distinct unused symbols was optimal in 19-64%)", () => {
    const seen = new Set<string>();
    for (let level = 0; level <= 20; level++) {
      for (const inst of instances(subseq, [level], 10)) {
        assert.ok(alphabetSizes(inst.n).includes(inst.k), `K = ${inst.k} with N = ${inst.n}`);
        assert.ok(inst.k <= Math.max(2, inst.n));
        seen.add(inst.k === 2 ? "two" : inst.k === inst.n ? "n" : "between");
      }
    }
    assert.equal(seen.size, 3, [...seen].join(" "));
  });
});
