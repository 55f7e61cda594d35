import assert from "node:assert/strict";
import { it } from "node:test";
import { verify } from "../../src/core/env.ts";
import env from "../../src/envs/graphs/minimum-cost-maximum-flow.ts";

// A maximum flow one unit of cost above a large least cost scored 0.5 + 0.5 * (least / cost)^5, within 1e-6 of 1:
// accuracy 1 for a non-optimal flow. The cost part of a sub-optimal flow is now capped below 1.
it("does not count a maximum flow of more than the least cost as accurate", () => {
  const instance = {
    n: 5,
    edges: [
      [0, 1, 1, 1],
      [1, 2, 1, 3_000_000],
      [1, 3, 1, 3_000_001],
      [2, 4, 1, 1],
      [3, 4, 1, 1],
    ] as Array<[number, number, number, number]>,
    maxFlow: 1,
    minCost: 3_000_002,
    witness: [1, 1, 0, 1, 0],
  };
  assert.equal(verify(env, instance, "<answer>1 1 0 1 0</answer>").accuracy, 1);
  const worse = verify(env, instance, "<answer>1 0 1 0 1</answer>");
  assert.equal(worse.accuracy, 0);
  assert.ok(worse.reward > 0.99 && worse.reward < 1);
});
