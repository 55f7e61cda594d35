import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { instanceOf } from "../../src/core/kit.ts";
import { Rng } from "../../src/core/rng.ts";
import hamiltonianPath from "../../src/envs/optimization/hamiltonian-path.ts";
import { MinHeap, type WeightedEdge } from "../../src/lib/graph.ts";
import { minimumCoveringWalk } from "../../src/lib/walks.ts";

/** Dijkstra over (vertex, visited set) states: a different exact method for tiny graphs. */
function bruteCoveringWalk(n: number, edges: WeightedEdge[]): number {
  const full = (1 << n) - 1;
  const dist = new Map<number, number>();
  const heap = new MinHeap();
  for (let v = 0; v < n; v++) {
    const s = (1 << v) * n + v;
    dist.set(s, 0);
    heap.push(0, s);
  }
  while (heap.size > 0) {
    const [d, s] = heap.pop();
    if (d > dist.get(s)!) continue;
    const v = s % n;
    const mask = Math.floor(s / n);
    if (mask === full) return d;
    for (const [a, b, w] of edges) {
      if (a !== v) continue;
      const t = (mask | (1 << b)) * n + b;
      if (d + w < (dist.get(t) ?? Number.POSITIVE_INFINITY)) {
        dist.set(t, d + w);
        heap.push(d + w, t);
      }
    }
  }
  return n <= 1 ? 0 : Number.POSITIVE_INFINITY;
}

describe("covering walks", () => {
  it("the bitmask DP matches a state-space search on small digraphs", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("walk", t);
      const n = rng.int(1, 7);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++) if (u !== v && rng.bool(0.35)) edges.push([u, v, rng.int(1, 9)]);
      assert.equal(minimumCoveringWalk(n, edges), bruteCoveringWalk(n, edges));
    }
  });

  it("hamiltonian-path instances have the planted optimum (exact DP, levels 0..12)", () => {
    for (let level = 0; level <= 12; level++) {
      for (let seed = 0; seed < 15; seed++) {
        const { instance } = instanceOf(hamiltonianPath, level, seed);
        assert.equal(
          minimumCoveringWalk(instance.n, instance.edges),
          instance.best,
          `level ${level} seed ${seed}`,
        );
      }
    }
  });
});
