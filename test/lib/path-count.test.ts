import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  countGraph,
  shortestPathCount,
  topBit,
} from "../../src/envs/graphs/shortest-path-count-construction.ts";

describe("countGraph", () => {
  it("has exactly K shortest paths and at most 3 floor(log2 K) + 4 vertices", () => {
    for (let k = 1; k <= 3000; k++) {
      const rows = countGraph(k);
      assert.equal(shortestPathCount(rows), BigInt(k), `k ${k}`);
      assert.ok(rows.length <= 3 * Math.floor(Math.log2(k)) + 4);
    }
  });

  it("stays exact for K up to 2^53 - 1, past 32-bit bit operations and Math.log2's rounding (issue 33 search)", () => {
    const big = [2 ** 31, 2 ** 31 + 5, 2 ** 32 - 1, 759_907_530_417, 2 ** 49 - 1, 2 ** 52 + 3, 2 ** 53 - 1];
    for (const k of big) {
      const rows = countGraph(k);
      assert.equal(shortestPathCount(rows), BigInt(k), `k ${k}`);
      assert.ok(rows.length <= 3 * topBit(k) + 4, `k ${k}: ${rows.length} vertices`);
      assert.equal(2 ** topBit(k) <= k && k < 2 ** (topBit(k) + 1), true);
    }
  });
});
