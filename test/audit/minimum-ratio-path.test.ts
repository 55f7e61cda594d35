import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import minimumRatioPath, { minRatioPath } from "../../src/envs/graphs/minimum-ratio-path.ts";
import type { WeightedEdge } from "../../src/lib/graph.ts";

/** Best ratio [max, min] over every simple path from 0 to n-1 (depth-first; small graphs only). */
function bruteRatio(n: number, edges: readonly WeightedEdge[]): [number, number] | null {
  let best: [number, number] | null = null;
  const seen = new Array<boolean>(n).fill(false);
  const walk = (u: number, hi: number, lo: number) => {
    if (u === n - 1) {
      if (best === null || hi * best[1] < best[0] * lo) best = [hi, lo];
      return;
    }
    seen[u] = true;
    for (const [a, b, w] of edges) {
      const v = a === u ? b : b === u ? a : -1;
      if (v >= 0 && !seen[v]) walk(v, Math.max(hi, w), Math.min(lo, w));
    }
    seen[u] = false;
  };
  walk(0, 0, Number.POSITIVE_INFINITY);
  return best;
}

it("minRatioPath finds the ratio of the best simple path, and its witness reaches it", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 7 }),
      fc.array(fc.tuple(fc.nat(6), fc.nat(6), fc.integer({ min: 1, max: 30 })), { maxLength: 14 }),
      (n, raw) => {
        // A simple graph (as generated): a path 0 - 1 - ... - n-1 keeps 0 and n-1 connected, then the
        // random edges whose pair is new.
        const edges: WeightedEdge[] = [];
        const pairs = new Set<number>();
        const add = (u: number, v: number, w: number) => {
          if (u === v || pairs.has(Math.min(u, v) * n + Math.max(u, v))) return;
          pairs.add(Math.min(u, v) * n + Math.max(u, v));
          edges.push([u, v, w]);
        };
        for (let v = 1; v < n; v++) add(v - 1, v, 1 + ((v * 7) % 30));
        for (const [u, v, w] of raw) add(u % n, v % n, w);
        const want = bruteRatio(n, edges)!;
        const { best, witness } = minRatioPath(n, edges);
        assert.equal(best[0] * want[1], want[0] * best[1], `ratio ${best} vs ${want}`);
        const instance = { n, edges, best, witness };
        assert.equal(minimumRatioPath.score(witness, instance).status, "correct");
      },
    ),
    { numRuns: 300 },
  );
});
