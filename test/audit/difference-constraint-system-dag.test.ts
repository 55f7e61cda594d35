import assert from "node:assert/strict";
import { it } from "node:test";
import { verify } from "../../src/core/env.ts";
import env, { leastSolution } from "../../src/envs/graphs/difference-constraint-system-dag.ts";

// A feasible answer one above a large least sum scored 0.5 + 0.5 * (best / sum)^5, within 1e-6 of 1: accuracy 1
// for a non-optimal answer. The sum part of a feasible, non-least answer is now capped below 1.
it("does not count a feasible answer of more than the least sum as accurate", () => {
  const n = 2300;
  const relations = Array.from({ length: n - 1 }, (_, i) => [i, "<", i + 1] as [number, "<", number]);
  const witness = leastSolution(n, relations);
  const best = witness.reduce((s, v) => s + v, 0);
  const instance = { n, relations, witness, best };
  assert.equal(verify(env, instance, `<answer>${witness.join(" ")}</answer>`).accuracy, 1);
  const worse = witness.slice();
  worse[n - 1]!++;
  const out = verify(env, instance, `<answer>${worse.join(" ")}</answer>`);
  assert.equal(out.accuracy, 0);
  assert.ok(out.reward > 0.99 && out.reward < 1);
});
