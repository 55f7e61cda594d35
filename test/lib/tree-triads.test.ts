// The O(n^2) count of equal-distance vertex triples against every triple of vertices on small random trees.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import { equalTriads } from "../../src/envs/graphs/tree-distance-equal-triad-counting.ts";
import { randomTree, randomTreeWithHubs } from "../../src/lib/graph.ts";
import { treeAllDistances } from "../../src/lib/trees.ts";

function bruteTriads(n: number, edges: ReadonlyArray<[number, number]>): number {
  const d = treeAllDistances(n, edges);
  let count = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) if (d[a]![b] === d[a]![c] && d[a]![b] === d[b]![c]) count++;
  return count;
}

describe("equalTriads", () => {
  it("matches the count over all triples", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (n, seed, hubs) => {
          const rng = Rng.from("triads", seed);
          const edges =
            n < 3
              ? randomTree(n, rng)
              : hubs
                ? randomTreeWithHubs(n, rng.int(1, n - 2), rng)
                : randomTree(n, rng);
          assert.equal(equalTriads(n, edges), bruteTriads(n, edges));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts a star and a spider", () => {
    // Star with 6 leaves: C(6, 3) triples at distance 2.
    assert.equal(
      equalTriads(7, [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [0, 5],
        [0, 6],
      ]),
      20,
    );
    // Three legs of length 2 from vertex 0: one triple at distance 2 and one at distance 4.
    assert.equal(
      equalTriads(7, [
        [0, 1],
        [1, 2],
        [0, 3],
        [3, 4],
        [0, 5],
        [5, 6],
      ]),
      2,
    );
  });
});
