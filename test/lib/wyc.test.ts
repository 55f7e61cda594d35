import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { kthWalkWeight } from "../../src/envs/graphs/wyc.ts";
import type { WeightedEdge } from "../../src/lib/graph.ts";

/** Enumerate walks by length up to a weight bound and sort their weights. */
function brute(n: number, edges: WeightedEdge[], k: number, bound: number): number | null {
  const weights: number[] = [];
  const extend = (v: number, w: number) => {
    for (const [a, b, c] of edges) {
      if (a !== v || w + c > bound) continue;
      weights.push(w + c);
      extend(b, w + c);
    }
  };
  for (let v = 0; v < n; v++) extend(v, 0);
  weights.sort((a, b) => a - b);
  return weights.length >= k ? weights[k - 1]! : null;
}

describe("kthWalkWeight", () => {
  it("matches walk enumeration", () => {
    for (let seed = 0; seed < 60; seed++) {
      const rng = Rng.from("wyc", seed);
      const n = rng.int(2, 4);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++) if (u !== v && rng.bool(0.6)) edges.push([u, v, rng.int(1, 3)]);
      const k = rng.int(1, 60);
      const got = kthWalkWeight(n, edges, k, 12);
      const want = brute(n, edges, k, 12);
      assert.equal(got, want, `seed ${seed}`);
    }
  });
});
