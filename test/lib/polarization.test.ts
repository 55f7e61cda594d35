import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { maxReachablePairs } from "../../src/envs/graphs/pol-polarization.ts";
import { randomTree } from "../../src/lib/graph.ts";

function brute(n: number, edges: [number, number][]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << edges.length; mask++) {
    const out: number[][] = Array.from({ length: n }, () => []);
    edges.forEach(([u, v], i) => {
      if ((mask >> i) & 1) out[u]!.push(v);
      else out[v]!.push(u);
    });
    let pairs = 0;
    for (let s = 0; s < n; s++) {
      const seen = new Set([s]);
      const st = [s];
      while (st.length > 0) for (const y of out[st.pop()!]!) if (!seen.has(y)) seen.add(y) && st.push(y);
      pairs += seen.size - 1;
    }
    best = Math.max(best, pairs);
  }
  return best;
}

describe("maxReachablePairs", () => {
  it("matches all orientations on small trees", () => {
    for (let seed = 0; seed < 120; seed++) {
      const rng = Rng.from("pol", seed);
      const n = rng.int(1, 10);
      const edges = randomTree(n, rng);
      assert.equal(maxReachablePairs(n, edges), brute(n, edges), `seed ${seed}`);
    }
  });
});
