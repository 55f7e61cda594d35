// Brute-force cross-checks of the optimisation environments of batch b16b: on small random instances, an
// exhaustive enumeration finds the optimum the generator's solver reports, and the reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import minimumDominatingInterval from "../../src/envs/optimization/minimum-dominating-interval.ts";
import minimumIntervalCoverage from "../../src/envs/optimization/minimum-interval-coverage.ts";
import minimumMaxAbsSlicer, {
  solve as solveAbsSlicer,
} from "../../src/envs/optimization/minimum-max-abs-slicer.ts";
import minimumMaxSlicer from "../../src/envs/optimization/minimum-max-slicer.ts";
import palembangBridges from "../../src/envs/optimization/palembang-bridges.ts";
import pipelineArrangement from "../../src/envs/optimization/pipeline-arrangement.ts";
import protectingFlowers from "../../src/envs/optimization/protecting-flowers.ts";
import quadraticFunctionSegmentation from "../../src/envs/optimization/quadratic-function-segmentation.ts";
import stuWell, { leastDifference } from "../../src/envs/optimization/stu-well.ts";
import taskArrangement from "../../src/envs/optimization/task-arrangement.ts";
import warehouseConstruction from "../../src/envs/optimization/warehouse-construction.ts";

/** Instances of an environment at levels 0..maxLevel, several seeds each. */
function* instances<I>(env: Environment<unknown, I>, maxLevel: number, seeds: number): Generator<I> {
  for (let level = 0; level <= maxLevel; level++) {
    for (let seed = 0; seed < seeds; seed++) {
      yield env.generate(env.params(level), Rng.from("b16b", env.id, level, seed));
    }
  }
}

function referenceScoresOne<I>(env: Environment<unknown, I>, inst: I): void {
  const verdict = env.score(env.parse(env.reference(inst), inst), inst);
  assert.equal(verdict.reward, 1, `${env.id}: reference scores ${verdict.reward} (${verdict.reason})`);
}

/** Every k-subset of 0..n-1, ascending. */
function* combinations(n: number, k: number, start = 0, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let i = start; i <= n - (k - prefix.length); i++) yield* combinations(n, k, i + 1, [...prefix, i]);
}

function* permutations(n: number): Generator<number[]> {
  const p = Array.from({ length: n }, (_, i) => i);
  function* go(i: number): Generator<number[]> {
    if (i === n) {
      yield [...p];
      return;
    }
    for (let j = i; j < n; j++) {
      [p[i], p[j]] = [p[j]!, p[i]!];
      yield* go(i + 1);
      [p[i], p[j]] = [p[j]!, p[i]!];
    }
  }
  yield* go(0);
}

/** Every split of n elements into m non-empty batches, as batch ends (1-based, last n), in lexicographic order. */
function* splits(n: number, m: number): Generator<number[]> {
  for (const cuts of combinations(n - 1, m - 1)) yield [...cuts.map((c) => c + 1), n];
}

/** The sums of the batches of `ends`, computed here without the library. */
function sumsOf(values: readonly number[], ends: readonly number[]): number[] {
  return ends.map((e, j) => values.slice(j === 0 ? 0 : ends[j - 1]!, e).reduce((a, b) => a + b, 0));
}

/** Every split of n elements into any number of non-empty batches, as batch ends. */
function* allSplits(n: number): Generator<number[]> {
  for (let m = 1; m <= n; m++) yield* splits(n, m);
}

describe("catalog batch b16b: solvers against exhaustive search", () => {
  it("minimum-dominating-interval", () => {
    for (const inst of instances(minimumDominatingInterval, 7, 25)) {
      let brute = Number.POSITIVE_INFINITY;
      for (const s of combinations(inst.n, inst.k)) {
        let cost = 0;
        for (const [l, r, c] of inst.intervals) if (s.some((p) => l <= p && p <= r)) cost += c;
        brute = Math.min(brute, cost);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(minimumDominatingInterval, inst);
    }
  });

  it("pipeline-arrangement", () => {
    for (const inst of instances(pipelineArrangement, 4, 25)) {
      let brute = Number.POSITIVE_INFINITY;
      for (const order of permutations(inst.a.length)) {
        let first = 0;
        let second = 0;
        for (const j of order) {
          first += inst.a[j]!;
          second = Math.max(second, first) + inst.b[j]!;
        }
        brute = Math.min(brute, second);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(pipelineArrangement, inst);
    }
  });

  it("minimum-max-slicer", () => {
    for (const inst of instances(minimumMaxSlicer, 6, 25)) {
      let brute = Number.POSITIVE_INFINITY;
      for (const ends of splits(inst.values.length, inst.m))
        brute = Math.min(brute, Math.max(...sumsOf(inst.values, ends)));
      assert.equal(inst.best, brute);
      referenceScoresOne(minimumMaxSlicer, inst);
    }
  });

  it("minimum-max-abs-slicer: optimum, the optimal split with the smallest end labels, gated label credit", () => {
    for (const inst of instances(minimumMaxAbsSlicer, 6, 25)) {
      let brute = Number.POSITIVE_INFINITY;
      let first: number[] = [];
      const key = (ends: number[]) => ends.map((e) => inst.labels[e - 1]!);
      const less = (a: number[], b: number[]) => {
        const i = a.findIndex((v, j) => v !== b[j]);
        return i >= 0 && a[i]! < b[i]!;
      };
      for (const ends of splits(inst.weights.length, inst.m)) {
        const v = Math.max(...sumsOf(inst.weights, ends).map(Math.abs));
        if (v < brute || (v === brute && less(key(ends), key(first)))) {
          brute = v;
          first = ends;
        }
      }
      assert.equal(inst.best, brute);
      assert.deepEqual(inst.witness, first);
      referenceScoresOne(minimumMaxAbsSlicer, inst);
    }
    // Issue 33: agreeing labels earn nothing unless the split is optimal. +1 +1 +1 -1 in 3 batches, labels 1..4:
    // the optimum is 1 with ends 1 2 4; ends 2 3 4 (sums 2, 1, -1) agree in one label but are not optimal.
    const weights = [1, 1, 1, -1];
    const labels = [1, 2, 3, 4];
    const inst = { weights, labels, m: 3, ...solveAbsSlicer(weights, labels, 3) };
    assert.deepEqual([inst.best, inst.witness], [1, [1, 2, 4]]);
    const scored = minimumMaxAbsSlicer.score([2, 3, 4], inst);
    assert.equal(scored.reward, 0.5 * (1 / 2) ** 5);
  });

  it("minimum-interval-coverage (multiplicities up to the largest need suffice)", () => {
    for (const inst of instances(minimumIntervalCoverage, 1, 40)) {
      const { need, intervals } = inst;
      const top = Math.max(0, ...need);
      let brute = Number.POSITIVE_INFINITY;
      const counts = new Array<number>(intervals.length).fill(0);
      const go = (j: number, cost: number): void => {
        if (cost >= brute) return;
        if (j === intervals.length) {
          const ok = need.every(
            (k, i) => intervals.reduce((acc, [l, r], t) => acc + (l <= i && i <= r ? counts[t]! : 0), 0) >= k,
          );
          if (ok) brute = cost;
          return;
        }
        for (let x = 0; x <= top; x++) {
          counts[j] = x;
          go(j + 1, cost + x * intervals[j]![2]);
        }
        counts[j] = 0;
      };
      go(0, 0);
      assert.equal(inst.best, brute);
      referenceScoresOne(minimumIntervalCoverage, inst);
    }
  });

  it("protecting-flowers", () => {
    for (const inst of instances(protectingFlowers, 4, 25)) {
      let brute = Number.POSITIVE_INFINITY;
      for (const order of permutations(inst.t.length)) {
        let elapsed = 0;
        let damage = 0;
        for (const j of order) {
          damage += elapsed * inst.d[j]!;
          elapsed += inst.t[j]!;
        }
        brute = Math.min(brute, damage);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(protectingFlowers, inst);
    }
  });

  it("quadratic-function-segmentation", () => {
    for (const inst of instances(quadraticFunctionSegmentation, 7, 20)) {
      let brute = Number.NEGATIVE_INFINITY;
      for (const ends of allSplits(inst.values.length)) {
        const worth = sumsOf(inst.values, ends).reduce(
          (acc, x) => acc + inst.a * x * x + inst.b * x + inst.c,
          0,
        );
        brute = Math.max(brute, worth);
      }
      assert.equal(inst.best, brute);
      assert.ok(brute > 0);
      referenceScoresOne(quadraticFunctionSegmentation, inst);
    }
  });

  it("task-arrangement", () => {
    for (const inst of instances(taskArrangement, 7, 20)) {
      let brute = Number.POSITIVE_INFINITY;
      for (const ends of allSplits(inst.t.length)) {
        // Simulate the machine: batch j finishes after j+1 start-ups and all tasks up to its end.
        let cost = 0;
        ends.forEach((e, j) => {
          const finish = (j + 1) * inst.s + inst.t.slice(0, e).reduce((a, b) => a + b, 0);
          for (let i = j === 0 ? 0 : ends[j - 1]!; i < e; i++) cost += inst.f[i]! * finish;
        });
        brute = Math.min(brute, cost);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(taskArrangement, inst);
    }
  });

  it("warehouse-construction", () => {
    for (const inst of instances(warehouseConstruction, 7, 20)) {
      const n = inst.x.length;
      let brute = Number.POSITIVE_INFINITY;
      for (let mask = 1; mask < 1 << n; mask++) {
        let cost = 0;
        let ok = true;
        for (let i = 0; i < n; i++) {
          if ((mask >> i) & 1) cost += inst.c[i]!;
          let j = i;
          while (j < n && !((mask >> j) & 1)) j++;
          if (j === n) {
            if (inst.p[i]! > 0) ok = false;
          } else cost += inst.p[i]! * (inst.x[j]! - inst.x[i]!);
        }
        if (ok) brute = Math.min(brute, cost);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(warehouseConstruction, inst);
    }
  });

  it("palembang-bridges (some optimum has its bridges at endpoints)", () => {
    for (const inst of instances(palembangBridges, 5, 25)) {
      const points = [...new Set([...inst.s, ...inst.t])];
      let brute = Number.POSITIVE_INFINITY;
      for (const pick of combinations(points.length, Math.min(inst.k, points.length))) {
        let total = 0;
        for (let i = 0; i < inst.s.length; i++) {
          total += Math.min(
            ...pick.map((c) => Math.abs(points[c]! - inst.s[i]!) + Math.abs(points[c]! - inst.t[i]!)),
          );
        }
        brute = Math.min(brute, total);
      }
      assert.equal(inst.best, brute);
      referenceScoresOne(palembangBridges, inst);
    }
  });

  it("palembang-bridges draws one or two bridges and positions in 0..N, as RLVE-Gym (issue 33)", () => {
    const ks = new Set<number>();
    for (const inst of instances(palembangBridges, 30, 10)) {
      const n = inst.s.length;
      assert.ok(inst.k === 1 || inst.k === 2, `K = ${inst.k}`);
      assert.ok([...inst.s, ...inst.t].every((x) => 0 <= x && x <= n));
      ks.add(inst.k);
    }
    assert.deepEqual([...ks].sort(), [1, 2]);
  });

  it("stu-well: every lowered sequence within the budget", () => {
    /** The least largest neighbour difference over all sequences 0 <= y <= x, some y 0, lowering <= m. */
    const brute = (x: number[], m: number): number => {
      let best = Number.POSITIVE_INFINITY;
      const y = new Array<number>(x.length).fill(0);
      const go = (i: number, used: number): void => {
        if (used > m) return;
        if (i === x.length) {
          if (!y.includes(0)) return;
          let worst = 0;
          for (let j = 1; j < y.length; j++) worst = Math.max(worst, Math.abs(y[j]! - y[j - 1]!));
          best = Math.min(best, worst);
          return;
        }
        for (let v = 0; v <= x[i]!; v++) {
          y[i] = v;
          go(i + 1, used + x[i]! - v);
        }
      };
      go(0, 0);
      return best;
    };
    for (const inst of instances(stuWell, 0, 40)) {
      assert.equal(inst.answer, brute(inst.x, inst.m));
      referenceScoresOne(stuWell, inst);
    }
    for (let trial = 0; trial < 300; trial++) {
      const rng = Rng.from("b16b-stu-well", trial);
      const x = Array.from({ length: rng.int(1, 5) }, () => rng.int(0, 7));
      const m = Math.min(...x) + rng.int(0, 12);
      assert.equal(leastDifference(x, m), brute(x, m), `x=${x} m=${m}`);
    }
  });
});
