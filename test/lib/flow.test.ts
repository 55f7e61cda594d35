import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { FlowNetwork } from "../../src/lib/flow.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

describe("network flow", () => {
  it("maximum flow equals the minimum cut", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("maxflow", t);
      const n = rng.int(2, 7);
      const arcs: Array<[number, number, number]> = [];
      for (let k = rng.int(0, 14); k > 0; k--)
        arcs.push([rng.int(0, n - 1), rng.int(0, n - 1), rng.int(0, 9)]);
      const net = new FlowNetwork(n);
      for (const [u, v, c] of arcs) net.addArc(u, v, c);
      const flow = net.maxFlow(0, n - 1);
      let cut = Number.POSITIVE_INFINITY;
      for (let mask = 0; mask < 1 << n; mask++) {
        if (!(mask & 1) || (mask >> (n - 1)) & 1) continue;
        let c = 0;
        for (const [u, v, w] of arcs) if ((mask >> u) & 1 && !((mask >> v) & 1)) c += w;
        cut = Math.min(cut, c);
      }
      assert.equal(flow, cut);
    }
  });

  it("minimum-cost flow solves assignment problems", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("mcmf", t);
      const n = rng.int(1, 6);
      const cost = Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(0, 9)));
      const net = new FlowNetwork(2 * n + 2);
      for (let i = 0; i < n; i++) {
        net.addArc(2 * n, i, 1);
        net.addArc(n + i, 2 * n + 1, 1);
        for (let j = 0; j < n; j++) net.addArc(i, n + j, 1, cost[i]![j]!);
      }
      const res = net.minCostMaxFlow(2 * n, 2 * n + 1);
      const best = Math.min(...permutations(n).map((p) => p.reduce((s, j, i) => s + cost[i]![j]!, 0)));
      assert.equal(res.flow, n);
      assert.equal(res.cost, best);
    }
  });
});
