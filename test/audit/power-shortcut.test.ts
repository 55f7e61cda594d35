import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { instanceOf } from "../../src/core/env.ts";
import powerShortcut, { canJump, jumps } from "../../src/envs/graphs/power-shortcut.ts";

// Scoring checks each jump of the answer by walking the edges (canJump) instead of building the jump
// matrix; both must agree on every pair, including graphs with dead ends and self-loops.
it("canJump agrees with the jump matrix on random digraphs (one and several words of vertices)", () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 30, max: 70 })),
      fc.integer({ min: 0, max: 4 }),
      fc.array(fc.tuple(fc.nat(69), fc.nat(69)), { maxLength: 120 }),
      (n, k, raw) => {
        const edges = raw.map(([u, v]) => [u % n, v % n]) as [number, number][];
        const m = jumps(n, edges, k);
        for (let u = 0; u < n; u++)
          for (let v = 0; v < n; v++) assert.equal(canJump(n, edges, k, u, v), m[u]![v], `${u} -> ${v}`);
      },
    ),
    { numRuns: 200 },
  );
});

it("agrees on generated instances up to level 20", () => {
  for (const level of [0, 4, 8, 12, 20]) {
    const { instance } = instanceOf(powerShortcut, level, 7);
    const m = jumps(instance.n, instance.edges, instance.k);
    for (let u = 0; u < instance.n; u += 3)
      for (let v = 0; v < instance.n; v++)
        assert.equal(canJump(instance.n, instance.edges, instance.k, u, v), m[u]![v]);
  }
});
