// Brute-force cross-checks for the issue-15 batch b15a: each environment's exact solver against an
// independent exhaustive enumeration on small random instances, and its reference scoring 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import bytecomputer, { fewestOperations } from "../../src/envs/optimization/baj-bytecomputer.ts";
import cleaningUp, { cheapestSplit, splitCost } from "../../src/envs/optimization/cleaning-up.ts";
import cornfield, { applyOperations, bestCornfield } from "../../src/envs/optimization/cornfield.ts";
import faceRightWay, { bestFlips } from "../../src/envs/optimization/face-right-way.ts";
import kloBlocks, { longestLevelRun } from "../../src/envs/optimization/klo-blocks.ts";
import bitonic, {
  isRiseThenFall,
  longestRiseThenFall,
} from "../../src/envs/optimization/lis-lds-concatenation.ts";
import matching, { bestMatching, matches } from "../../src/envs/optimization/longest-matching-subsequence.ts";
import grade, { bestGrade, gradeCost } from "../../src/envs/optimization/making-grade.ts";
import pairDivision, {
  bestSplits,
  splitScore,
} from "../../src/envs/optimization/max-different-group-pair-division.ts";
import multSplit, { bestCut, cutProduct } from "../../src/envs/optimization/max-mult-split.ts";
import orSplit, { orOfSums, smallestOr } from "../../src/envs/optimization/min-division-sum-xor.ts";
import { longestNonDecreasing } from "../../src/lib/subsequences.ts";

function scoreOf<I>(env: Environment<unknown, I>, text: string, instance: I): number {
  return env.score(env.parse(text, instance), instance).reward;
}

describe("b15a solvers against exhaustive search", () => {
  it("BAJBytecomputer: DP equals breadth-first search over arrays with values in -3..3", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("baj", t);
      const n = rng.int(1, 5);
      const x = Array.from({ length: n }, () => rng.int(-1, 1));
      const key = (a: number[]) => a.join(",");
      const sorted = (a: number[]) => a.every((v, i) => i === 0 || a[i - 1]! <= v);
      const dist = new Map<string, number>([[key(x), 0]]);
      let frontier = [x];
      let brute = -1;
      for (let d = 0; frontier.length > 0 && brute < 0; d++) {
        if (frontier.some(sorted)) {
          brute = d;
          break;
        }
        const next: number[][] = [];
        for (const a of frontier)
          for (let i = 0; i + 1 < n; i++) {
            const b = a.slice();
            b[i + 1] = b[i + 1]! + b[i]!;
            if (Math.abs(b[i + 1]!) > 3 || dist.has(key(b))) continue;
            dist.set(key(b), d + 1);
            next.push(b);
          }
        frontier = next;
      }
      assert.equal(fewestOperations(x), brute, `x=${x}`);
      if (brute >= 0) {
        const instance = { x, best: brute };
        assert.equal(scoreOf(bytecomputer, bytecomputer.reference(instance), instance), 1);
      }
    }
  });
});

/** Every way to cut 0..n-1 into consecutive batches, as ascending batch ends (the last is n-1). */
function allSplits(n: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < 1 << (n - 1); m++) {
    const ends: number[] = [];
    for (let i = 0; i < n - 1; i++) if ((m >> i) & 1) ends.push(i);
    ends.push(n - 1);
    out.push(ends);
  }
  return out;
}

describe("b15a split solvers against every split", () => {
  it("CleaningUp: DP equals the cheapest of all 2^(n-1) splits", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("cleaning", t);
      const n = rng.int(1, 9);
      const a = Array.from({ length: n }, () => rng.int(1, rng.int(1, 4)));
      const brute = Math.min(...allSplits(n).map((ends) => splitCost(a, ends)));
      const solved = cheapestSplit(a);
      assert.equal(solved.best, brute, `a=${a}`);
      assert.equal(scoreOf(cleaningUp, cleaningUp.reference({ a, ...solved }), { a, ...solved }), 1);
    }
  });
});

describe("b15a range-operation solvers against enumeration", () => {
  it("Cornfield: DP equals the best over every multiset of at most k ranges", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("cornfield", t);
      const n = rng.int(1, 5);
      const k = rng.int(1, 2);
      const a = Array.from({ length: n }, () => rng.int(1, 4));
      const ranges: [number, number][] = [];
      for (let l = 0; l < n; l++) for (let r = l; r < n; r++) ranges.push([l, r]);
      let brute = longestNonDecreasing(a);
      const extend = (from: number, ops: [number, number][]) => {
        if (ops.length === k) return;
        for (let s = from; s < ranges.length; s++) {
          const next = [...ops, ranges[s]!];
          brute = Math.max(brute, longestNonDecreasing(applyOperations(a, next)));
          extend(s, next);
        }
      };
      extend(0, []);
      const solved = bestCornfield(a, k);
      assert.equal(solved.best, brute, `a=${a} k=${k}`);
      const instance = { a, k, ...solved };
      assert.equal(scoreOf(cornfield, cornfield.reference(instance), instance), 1);
    }
  });
});

describe("b15a window-flip solver against enumeration", () => {
  it("FaceRightWay: greedy equals the best over every set of windows of every length", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("face", t);
      const n = rng.int(1, 8);
      const bits = Array.from({ length: n }, () => rng.int(0, 1));
      if (!bits.includes(1)) bits[0] = 1;
      let brute = { flips: Number.POSITIVE_INFINITY, window: 0 };
      for (let k = 1; k <= n; k++) {
        const places = n - k + 1;
        for (let m = 0; m < 1 << places; m++) {
          const b = bits.slice();
          let count = 0;
          for (let s = 0; s < places; s++)
            if ((m >> s) & 1) {
              count++;
              for (let i = s; i < s + k; i++) b[i] = b[i]! ^ 1;
            }
          if (b.includes(1)) continue;
          if (count < brute.flips || (count === brute.flips && k < brute.window))
            brute = { flips: count, window: k };
        }
      }
      const solved = bestFlips(bits);
      assert.deepEqual({ flips: solved.flips, window: solved.window }, brute, `bits=${bits}`);
      const instance = { bits, ...solved };
      assert.equal(scoreOf(faceRightWay, faceRightWay.reference(instance), instance), 1);
    }
  });
});

describe("face-right-way scoring", () => {
  it("the window length earns credit only with the fewest flips, as in RLVE-Gym (issue 33)", () => {
    // 1 1 1 0 1 1 1: the fewest flips are two of length 3; six flips of length 1 also clear it.
    const padded = { bits: [1, 1, 1, 0, 1, 1, 1], ...bestFlips([1, 1, 1, 0, 1, 1, 1]) };
    assert.deepEqual([padded.flips, padded.window], [2, 3]);
    const ones = "0 0\n1 1\n2 2\n4 4\n5 5\n6 6";
    assert.equal(scoreOf(faceRightWay, ones, padded), 0.5 * (2 / 6) ** 5);
    // 1 0 0 1: two flips of length 1 are best; two of length 3 (0-2, 1-3) have the fewest flips too.
    const longer = { bits: [1, 0, 0, 1], ...bestFlips([1, 0, 0, 1]) };
    assert.deepEqual([longer.flips, longer.window], [2, 1]);
    assert.equal(scoreOf(faceRightWay, "0 2\n1 3", longer), 0.5 + 0.5 * (1 / 3) ** 5);
  });
});

describe("b15a block-moving formula against search", () => {
  it("KloBlocks: the average rule equals a search over every reachable arrangement", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("klo", t);
      const n = rng.int(1, 4);
      const k = rng.int(1, 4);
      const heights = Array.from({ length: n }, () => rng.int(0, 5));
      const run = (h: number[]) => {
        let best = 0;
        let cur = 0;
        for (const v of h) {
          cur = v >= k ? cur + 1 : 0;
          best = Math.max(best, cur);
        }
        return best;
      };
      const seen = new Set<string>([heights.join(",")]);
      const stack = [heights];
      let brute = 0;
      while (stack.length > 0) {
        const h = stack.pop()!;
        brute = Math.max(brute, run(h));
        for (let i = 0; i < n; i++) {
          if (h[i]! <= k) continue;
          for (const j of [i - 1, i + 1]) {
            if (j < 0 || j >= n) continue;
            const g = h.slice();
            g[i]! -= 1;
            g[j]! += 1;
            if (!seen.has(g.join(","))) {
              seen.add(g.join(","));
              stack.push(g);
            }
          }
        }
      }
      const best = longestLevelRun(heights, k);
      assert.equal(best, brute, `heights=${heights} k=${k}`);
      const instance = { heights, k, best };
      assert.equal(scoreOf(kloBlocks, kloBlocks.reference(instance), instance), 1);
    }
  });
});

/** Every subset of 0..n-1 as ascending index lists. */
function subsets(n: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < 1 << n; m++)
    out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (m >> i) & 1));
  return out;
}

describe("b15a subsequence solvers against every subsequence", () => {
  it("LIS_LDS_Concatenation: DP equals the longest rise-then-fall subset", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("bitonic", t);
      const n = rng.int(1, 10);
      const a = Array.from({ length: n }, () => rng.int(1, 5));
      let brute = 0;
      for (const s of subsets(n)) {
        const values = s.map((i) => a[i]!);
        if (s.length > brute && isRiseThenFall(values)) brute = s.length;
      }
      const solved = longestRiseThenFall(a);
      assert.equal(solved.best, brute, `a=${a}`);
      const instance = { a, ...solved };
      assert.equal(scoreOf(bitonic, bitonic.reference(instance), instance), 1);
    }
    assert.ok(
      isRiseThenFall([1, 3, 2]) && isRiseThenFall([3]) && isRiseThenFall([1, 2]) && isRiseThenFall([2, 1]),
    );
    assert.ok(!isRiseThenFall([1, 1]) && !isRiseThenFall([2, 1, 2]) && !isRiseThenFall([1, 3, 3, 2]));
  });
});

describe("b15a matching-subsequence solver against every subsequence", () => {
  it("Longest_MatchingSubsequence: DP equals the best subset", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("matching", t);
      const n = rng.int(1, 11);
      const a = Array.from({ length: n }, () => rng.int(1, n));
      const brute = Math.max(...subsets(n).map((s) => matches(a, s)));
      const solved = bestMatching(a);
      assert.equal(solved.best, brute, `a=${a}`);
      if (brute > 0) {
        const instance = { a, ...solved };
        assert.equal(scoreOf(matching, matching.reference(instance), instance), 1);
      }
    }
  });
});

describe("b15a monotone fit against every sequence", () => {
  it("MakingGrade: DP equals the best over every monotone B with values in min(A)-1..max(A)+1", () => {
    for (let t = 0; t < 80; t++) {
      const rng = Rng.from("grade", t);
      const n = rng.int(1, 5);
      const a = Array.from({ length: n }, () => rng.int(0, 3));
      let brute = Number.POSITIVE_INFINITY;
      const b = new Array<number>(n).fill(0);
      const walk = (i: number) => {
        if (i === n) {
          const up = b.every((v, j) => j === 0 || b[j - 1]! <= v);
          const down = b.every((v, j) => j === 0 || b[j - 1]! >= v);
          if (up || down) brute = Math.min(brute, Number(gradeCost(a, b)));
          return;
        }
        for (let v = -1; v <= 4; v++) {
          b[i] = v;
          walk(i + 1);
        }
      };
      walk(0);
      const solved = bestGrade(a);
      assert.equal(solved.best, brute, `a=${a}`);
      const instance = { a, ...solved };
      assert.equal(scoreOf(grade, grade.reference(instance), instance), 1);
    }
  });
});

/** Every ascending choice of k positions from 1..n-1. */
function cutChoices(n: number, k: number): number[][] {
  return subsets(n - 1)
    .filter((s) => s.length === k)
    .map((s) => s.map((i) => i + 1));
}

describe("b15a cut solvers against every cut", () => {
  it("MaxMultSplit: DP equals the largest product over every choice of k cuts", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("multsplit", t);
      const n = rng.int(2, 10);
      const k = rng.int(1, n - 1);
      const digits = Array.from({ length: n }, () => rng.int(0, 9)).join("");
      let brute = -1n;
      for (const cuts of cutChoices(n, k)) {
        const v = cutProduct(digits, cuts);
        if (v > brute) brute = v;
      }
      const solved = bestCut(digits, k);
      assert.equal(solved.best, brute, `digits=${digits} k=${k}`);
      const instance = { digits, k, best: brute.toString(), witness: solved.witness };
      assert.equal(scoreOf(multSplit, multSplit.reference(instance), instance), 1);
    }
  });
});

describe("b15a split-products solver against simulated splits", () => {
  it("MaxDifferentGroupPairDivision: DP equals the best over every cut set, splits simulated in random order", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("pairdiv", t);
      const n = rng.int(2, 9);
      const k = rng.int(1, n - 1);
      const a = Array.from({ length: n }, () => rng.int(0, 6));
      const sum = (l: number, r: number) => a.slice(l, r).reduce((s, v) => s + v, 0);
      let brute = -1;
      for (const cuts of cutChoices(n, k)) {
        const blocks: [number, number][] = [[0, n]];
        let total = 0;
        for (const p of rng.shuffle(cuts.slice())) {
          const at = blocks.findIndex(([l, r]) => l < p && p < r);
          const [l, r] = blocks[at]!;
          total += sum(l, p) * sum(p, r);
          blocks.splice(at, 1, [l, p], [p, r]);
        }
        assert.equal(splitScore(a, cuts), total);
        brute = Math.max(brute, total);
      }
      const solved = bestSplits(a, k);
      assert.equal(solved.best, brute, `a=${a} k=${k}`);
      const instance = { a, k, ...solved };
      assert.equal(scoreOf(pairDivision, pairDivision.reference(instance), instance), 1);
    }
  });
});

describe("b15a OR-of-sums solver against every split", () => {
  it("MinDivisionSumXor: bit greedy equals the smallest OR over every split into at most k batches", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("orsplit", t);
      const n = rng.int(1, 9);
      const k = rng.int(1, n);
      const a = Array.from({ length: n }, () => rng.int(1, 20));
      const brute = Math.min(
        ...allSplits(n)
          .filter((ends) => ends.length <= k)
          .map((ends) => orOfSums(a, ends)),
      );
      const solved = smallestOr(a, k);
      assert.equal(solved.best, brute, `a=${a} k=${k}`);
      const instance = { a, k, ...solved };
      assert.equal(scoreOf(orSplit, orSplit.reference(instance), instance), 1);
    }
  });
});
