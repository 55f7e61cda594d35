// Fast exact solvers of issue 19 (generation speed) checked against the plain enumerations they replaced.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { closestPoint } from "../../src/envs/geometry/min-sum-distance-square.ts";
import { bestNewEdge } from "../../src/envs/graphs/tree-add-one-edge-diameter.ts";
import { nearestOthers, odlDistance } from "../../src/envs/number-theory/odl-distance.ts";
import { totalOf } from "../../src/envs/optimization/palembang-bridges.ts";
import { randomTree } from "../../src/lib/graph.ts";
import { treeAllDistances } from "../../src/lib/trees.ts";

describe("min-sum-distance-square closestPoint", () => {
  /** Every integer X in [0, side], the smallest of least cost (the generator's former scan). */
  function scan(groups: number[][], side: number): { best: number; witness: number } {
    let best = Number.POSITIVE_INFINITY;
    let witness = 0;
    for (let x = 0; x <= side; x++) {
      let s = 0;
      for (const g of groups) s += Math.min(...g.map((p) => (x - p) * (x - p)));
      if (s < best) {
        best = s;
        witness = x;
      }
    }
    return { best, witness };
  }

  it("matches the scan over every X, ties to the smallest X included", () => {
    for (let seed = 0; seed < 600; seed++) {
      const rng = Rng.from("closest-point", seed);
      const m = rng.int(1, 12);
      // Narrow ranges give repeated points and ties; wide ones give sparse groups.
      const side = rng.int(0, 3) === 0 ? rng.int(0, 6) : rng.int(10, 120);
      const groups = Array.from({ length: m }, () =>
        Array.from({ length: rng.int(1, 4) }, () => rng.int(0, side)).sort((a, b) => a - b),
      );
      assert.deepEqual(closestPoint(groups), scan(groups, side), `seed ${seed}: ${JSON.stringify(groups)}`);
    }
  });
});

describe("odl-distance nearestOthers", () => {
  it("matches the distance of every pair computed on its own, ties to the smallest index", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = Rng.from("odl-nearest", seed);
      const n = rng.int(2, 14);
      // Small ranges make ties common; large ones give large prime factors.
      const values = rng.distinctInts(1, rng.bool() ? 3 * n : 2000, n);
      const brute = values.map((a, i) => {
        let best = -1;
        let bestD = Number.POSITIVE_INFINITY;
        values.forEach((b, j) => {
          if (j !== i && odlDistance(a, b) < bestD) {
            bestD = odlDistance(a, b);
            best = j + 1;
          }
        });
        return best;
      });
      assert.deepEqual(nearestOthers(values), brute, `seed ${seed}: ${values.join(" ")}`);
    }
  });
});

describe("tree-add-one-edge-diameter bestNewEdge", () => {
  /** Floyd-Warshall on the tree plus the edge (u, v) for every pair, the first pair of least diameter. */
  function brute(
    n: number,
    edges: [number, number, number][],
    l: number,
  ): { best: number; pair: [number, number] } {
    let best = Number.POSITIVE_INFINITY;
    let pair: [number, number] = [0, 1];
    for (let u = 0; u < n; u++)
      for (let v = u + 1; v < n; v++) {
        const d = Array.from({ length: n }, (_, i) =>
          Array.from({ length: n }, (_, j) => (i === j ? 0 : Number.POSITIVE_INFINITY)),
        );
        for (const [a, b, w] of [...edges, [u, v, l] as [number, number, number]]) {
          d[a]![b] = Math.min(d[a]![b]!, w);
          d[b]![a] = Math.min(d[b]![a]!, w);
        }
        for (let k = 0; k < n; k++)
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
        const diameter = Math.max(...d.map((row) => Math.max(...row)));
        if (diameter < best) {
          best = diameter;
          pair = [u, v];
        }
      }
    return { best, pair };
  }

  it("matches shortest paths recomputed for every added edge, ties to the first pair", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = Rng.from("add-one-edge", seed);
      const n = rng.int(2, 9);
      // Weights from a narrow range give many ties.
      const wmax = rng.bool() ? 2 : 10;
      const edges = randomTree(n, rng).map(([u, v]) => [u, v, rng.int(1, wmax)] as [number, number, number]);
      const l = rng.int(1, 10);
      assert.deepEqual(bestNewEdge(treeAllDistances(n, edges), l), brute(n, edges, l), `seed ${seed}`);
    }
  });
});

describe("palembang-bridges totalOf", () => {
  it("equals the sum in BigInt, also with bridges near 2^53 where plain numbers would round", () => {
    const big = (x: number) => BigInt(x);
    const abs = (x: bigint) => (x < 0n ? -x : x);
    for (let seed = 0; seed < 400; seed++) {
      const rng = Rng.from("palembang-total", seed);
      const n = rng.int(1, 12);
      const s = Array.from({ length: n }, () => rng.int(0, 100));
      const t = Array.from({ length: n }, () => rng.int(0, 100));
      const far = [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 52 + 1, -(2 ** 50) - 3];
      const bridges = Array.from({ length: rng.int(0, 4) }, () =>
        rng.int(0, 2) === 0 ? far[rng.int(0, far.length - 1)]! : rng.int(-50, 150),
      );
      let want = 0n;
      for (let i = 0; i < n; i++) {
        let least: bigint | null = null;
        for (const p of bridges) {
          const d = abs(big(p) - big(s[i]!)) + abs(big(p) - big(t[i]!));
          if (least === null || d < least) least = d;
        }
        want += least ?? 0n;
      }
      assert.equal(totalOf(bridges, s, t), want, `seed ${seed}: ${bridges.join(" ")}`);
    }
  });
});
