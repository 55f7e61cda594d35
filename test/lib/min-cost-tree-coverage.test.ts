// The tree DP of min-cost-tree-coverage against the subset DP over the required vertices, on random trees.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import { cheapestWatch, cheapestWatchTree } from "../../src/envs/optimization/min-cost-tree-coverage.ts";
import { randomTree } from "../../src/lib/graph.ts";
import { treeAllDistances } from "../../src/lib/trees.ts";

describe("cheapestWatchTree", () => {
  it("finds the subset DP's optimum, with a witness that watches every required vertex at that price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (n, d, seed) => {
          const rng = Rng.from("coverage", seed);
          const edges = randomTree(n, rng);
          const price = Array.from({ length: n }, () => rng.int(1, 20));
          const all = Array.from({ length: n }, (_, v) => v);
          const required = rng.sample(all, rng.int(1, Math.min(n, 12))).sort((a, b) => a - b);
          const dist = treeAllDistances(n, edges);
          const want = cheapestWatch(dist, price, d, required).best;
          const got = cheapestWatchTree(n, edges, price, d, required);
          assert.equal(got.best, want);
          assert.equal(new Set(got.chosen).size, got.chosen.length);
          assert.equal(
            got.chosen.reduce((a, v) => a + price[v]!, 0),
            want,
          );
          for (const u of required)
            assert.ok(
              got.chosen.some((v) => dist[v]![u]! <= d),
              `${u} unwatched`,
            );
        },
      ),
      { numRuns: 400 },
    );
  });
});
