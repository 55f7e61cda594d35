import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf } from "../../src/core/env.ts";
import env from "../../src/envs/counting/number-partition-counting.ts";
import { partitionsIntoExactly } from "../../src/lib/partition-counting.ts";

// Up to N = 40 the generator flattens its answers with a table of small counts; the table must agree with the
// exact counter, and every drawn (N, K) must be a problem of the level.
it("states the exact count at the flattened levels", () => {
  for (let level = 0; level <= 4; level++) {
    const { maxN } = env.params(level);
    for (let seed = 1; seed <= 150; seed++) {
      const { n, k, answer } = instanceOf(env, level, seed).instance;
      assert.ok(1 <= k && k <= n && n <= maxN, JSON.stringify({ level, n, k }));
      assert.equal(answer, partitionsIntoExactly(n, k).toString(), JSON.stringify({ level, n, k }));
    }
  }
});
