import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { countGraph, shortestPathCount } from "../../src/envs/graphs/shortest-path-count-construction.ts";

describe("countGraph", () => {
  it("has exactly K shortest paths and at most 3 floor(log2 K) + 4 vertices", () => {
    for (let k = 1; k <= 3000; k++) {
      const rows = countGraph(k);
      assert.equal(shortestPathCount(rows), BigInt(k), `k ${k}`);
      assert.ok(rows.length <= 3 * Math.floor(Math.log2(k)) + 4);
    }
  });
});
