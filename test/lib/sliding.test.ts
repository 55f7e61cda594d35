import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import { applyMoves, legalMoves, MOVES, shortestSlide, target } from "../../src/lib/sliding.ts";

/** Plain one-directional BFS distance, or -1 if unreachable. */
function bfsDistance(start: number[], goal: number[], rows: number, cols: number): number {
  const key = (g: number[]) => g.join(",");
  const dist = new Map([[key(start), 0]]);
  const queue = [start];
  for (let q = 0; q < queue.length; q++) {
    const g = queue[q]!;
    const d = dist.get(key(g))!;
    if (key(g) === key(goal)) return d;
    const blank = g.indexOf(0);
    for (const mv of MOVES) {
      const to = target(blank, mv, rows, cols);
      if (to < 0) continue;
      const h = g.slice();
      h[blank] = h[to]!;
      h[to] = 0;
      if (!dist.has(key(h))) {
        dist.set(key(h), d + 1);
        queue.push(h);
      }
    }
  }
  return -1;
}

it("bidirectional search finds shortest paths that reach the goal (2×2, 2×3, 3×2)", () => {
  fc.assert(
    fc.property(
      fc.constantFrom([2, 2], [2, 3], [3, 2]),
      fc.integer(),
      fc.integer({ min: 0, max: 30 }),
      ([rows, cols], seed, steps) => {
        const rng = Rng.from("slide", seed);
        const start = rng.permutation(rows! * cols!);
        let goal = start;
        if (rng.bool(0.8)) {
          for (let i = 0; i < steps; i++)
            goal = applyMoves(goal, rows!, cols!, [rng.pick(legalMoves(goal.indexOf(0), rows!, cols!))])!;
        } else goal = rng.permutation(rows! * cols!);
        const path = shortestSlide(start, goal, rows!, cols!);
        const d = bfsDistance(start, goal, rows!, cols!);
        if (d < 0) assert.equal(path, null);
        else {
          assert.ok(path !== null);
          assert.equal(path.length, d);
          assert.deepEqual(applyMoves(start, rows!, cols!, path), goal);
        }
      },
    ),
    { numRuns: 200 },
  );
});

it("moves off the grid are illegal", () => {
  assert.equal(applyMoves([0, 1, 2, 3], 2, 2, ["U"]), null);
  assert.equal(applyMoves([0, 1, 2, 3], 2, 2, ["L"]), null);
  assert.deepEqual(applyMoves([0, 1, 2, 3], 2, 2, ["R", "D"]), [1, 3, 2, 0]);
});
