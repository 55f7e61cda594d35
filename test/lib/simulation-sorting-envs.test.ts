import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { showLength } from "../../src/envs/simulation/cow-dance-show.ts";
import { loads } from "../../src/envs/simulation/fibtrain.ts";
import { lampsAfter } from "../../src/envs/simulation/lamp-changing.ts";
import { evalRecursive } from "../../src/envs/simulation/recursive-function.ts";
import { distinctValues } from "../../src/envs/sorting-arithmetic/expression-adding-parenthese-counting.ts";
import { minSwaps } from "../../src/envs/sorting-arithmetic/inversion-pair.ts";
import { bestOrder } from "../../src/envs/sorting-arithmetic/max-permutation.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

describe("simulation and sorting solvers against brute force", () => {
  it("lamp changing: doubling equals step-by-step", () => {
    const rng = Rng.from("lamps");
    for (let trial = 0; trial < 200; trial++) {
      const n = rng.int(3, 12);
      const lamps = Array.from({ length: n }, () => rng.int(0, 1));
      const t = rng.int(0, 60);
      let cur = lamps.slice();
      for (let s = 0; s < t; s++) cur = cur.map((v, i) => v ^ cur[(i + 1) % n]!);
      assert.deepEqual(lampsAfter(lamps, BigInt(t)), cur);
    }
  });

  it("recursive function: table equals plain recursion", () => {
    const rng = Rng.from("rec");
    for (let trial = 0; trial < 200; trial++) {
      const mod = rng.int(2, 7);
      const inst = {
        m: rng.int(0, 3),
        n: rng.int(0, mod - 1),
        mod,
        a: rng.int(1, 5),
        b: rng.int(0, 5),
        c: rng.int(0, mod - 1),
        d: rng.int(0, 3),
      };
      const f = (x: number, y: number): number =>
        x === 0
          ? (inst.a * y + inst.b) % mod
          : y === 0
            ? f(x - 1, inst.c)
            : f(x - 1, (f(x, y - 1) + inst.d * y) % mod);
      assert.equal(evalRecursive(inst), f(inst.m, inst.n));
    }
  });

  it("fibtrain: loads equal a direct station-by-station simulation", () => {
    for (let n = 5; n < 12; n++) {
      const a = 3n;
      const b = 5n;
      const up: bigint[] = [a, b];
      let on = a;
      const seen = [a, a];
      for (let i = 2; i < n - 1; i++) {
        const board = up[i - 1]! + up[i - 2]!;
        on += board - up[i - 1]!;
        up.push(board);
        seen.push(on);
      }
      assert.deepEqual(loads(a, b, n), seen);
    }
  });

  it("cow dance show: min-finish selection equals a time-stepped simulation", () => {
    const rng = Rng.from("cows");
    for (let trial = 0; trial < 200; trial++) {
      const n = rng.int(2, 8);
      const k = rng.int(1, n);
      const d = Array.from({ length: n }, () => rng.int(1, 6));
      let next = 0;
      let time = 0;
      let stage: number[] = [];
      let end = 0;
      while (next < n || stage.length > 0) {
        stage = stage.filter((e) => e > time);
        while (stage.length < k && next < n) {
          stage.push(time + d[next]!);
          end = Math.max(end, time + d[next++]!);
        }
        time++;
        if (next >= n) break;
      }
      assert.equal(showLength(d, k), end);
    }
  });

  it("inversion pair: BFS over adjacent swaps of both arrays", () => {
    const rng = Rng.from("inv");
    for (let trial = 0; trial < 40; trial++) {
      const n = rng.int(1, 5);
      const a = rng.distinctInts(1, 20, n);
      const b = rng.distinctInts(1, 20, n);
      const cost = (x: number[], y: number[]) => x.reduce((s, v, i) => s + (v - y[i]!) ** 2, 0);
      let best = Number.POSITIVE_INFINITY;
      for (const p of permutations(n))
        best = Math.min(
          best,
          cost(
            a,
            p.map((i) => b[i]!),
          ),
        );
      const key = (x: number[], y: number[]) => `${x.join(",")}|${y.join(",")}`;
      let frontier: [number[], number[]][] = [[a, b]];
      const seen = new Set([key(a, b)]);
      let dist = 0;
      let found = -1;
      while (found < 0) {
        if (frontier.some(([x, y]) => cost(x, y) === best)) found = dist;
        const nextF: [number[], number[]][] = [];
        for (const [x, y] of frontier) {
          for (let i = 0; i + 1 < n; i++) {
            for (const which of [0, 1]) {
              const xx = x.slice();
              const yy = y.slice();
              const arr = which === 0 ? xx : yy;
              [arr[i], arr[i + 1]] = [arr[i + 1]!, arr[i]!];
              const kk = key(xx, yy);
              if (!seen.has(kk)) {
                seen.add(kk);
                nextF.push([xx, yy]);
              }
            }
          }
        }
        frontier = nextF;
        dist++;
      }
      assert.equal(minSwaps(a, b), found);
    }
  });

  it("max permutation: the comparator order beats every permutation", () => {
    const rng = Rng.from("maxperm");
    for (let trial = 0; trial < 100; trial++) {
      const n = rng.int(1, 6);
      const nums = Array.from({ length: n }, () => String(rng.int(1, 300)));
      let best = 0n;
      for (const p of permutations(n)) {
        const v = BigInt(p.map((i) => nums[i]).join(""));
        if (v > best) best = v;
      }
      assert.equal(
        BigInt(
          bestOrder(nums)
            .map((i) => nums[i])
            .join(""),
        ),
        best,
      );
    }
  });

  it("expression values: interval DP equals enumeration of bracketings", () => {
    const rng = Rng.from("expr");
    const all = (nums: number[], ops: string[]): number[] => {
      if (nums.length === 1) return [nums[0]!];
      const out: number[] = [];
      for (let k = 0; k + 1 < nums.length; k++)
        for (const a of all(nums.slice(0, k + 1), ops.slice(0, k)))
          for (const b of all(nums.slice(k + 1), ops.slice(k + 1)))
            out.push(ops[k] === "+" ? a + b : ops[k] === "-" ? a - b : a * b);
      return out;
    };
    for (let trial = 0; trial < 100; trial++) {
      const n = rng.int(1, 7);
      const nums = Array.from({ length: n }, () => rng.int(1, 9));
      const ops = Array.from({ length: n - 1 }, () => rng.pick(["+", "-", "*"]));
      assert.equal(distinctValues(nums, ops).size, new Set(all(nums, ops)).size);
    }
  });
});
