import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import env from "../../src/envs/graphs/maximum-point-segment-matching.ts";

// About one instance in twelve has no point inside any segment: the only right answer is an empty list, which the
// prompt did not mention (a model writing "0" or "none" got a format error). The prompt now says so.
it("tells the solver to write nothing when no pair is possible, and accepts that", () => {
  let seed = 0;
  while (instanceOf(env, 0, seed).instance.best !== 0) seed++;
  const { instance } = instanceOf(env, 0, seed);
  assert.match(env.prompt(instance), /write nothing if no point lies in any segment/);
  assert.equal(verify(env, instance, "<answer></answer>").reward, 1);
  assert.equal(verify(env, instance, "\\boxed{}", { format: "boxed" }).reward, 1);
});
