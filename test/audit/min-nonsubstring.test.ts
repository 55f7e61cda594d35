import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import env from "../../src/envs/strings/min-nonsubstring.ts";

// A right answer followed by a period was scored invalid (-0.5); the shared parsers strip it.
it("accepts the answer with a trailing period", () => {
  const { instance } = instanceOf(env, 0, 1);
  assert.equal(verify(env, instance, `<answer>${instance.answer}.</answer>`).reward, 1);
  assert.equal(verify(env, instance, `<answer>"${instance.answer}".</answer>`).reward, 1);
  assert.equal(verify(env, instance, `<answer>${instance.answer}a.</answer>`).accuracy, 0);
});
