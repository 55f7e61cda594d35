import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import env from "../../src/envs/puzzles/knights-and-knaves.ts";

// When everyone is a knight, "all knights" is the right answer, not a near miss.
it("near misses of an all-knights puzzle are not accurate", () => {
  const { instance } = instanceOf(env, 0, 18);
  assert.ok(instance.knight.every((k) => k));
  for (const w of env.wrongAnswers(instance, Rng.from("audit"))) {
    assert.equal(verify(env, instance, `<answer>${w}</answer>`).accuracy, 0, w);
  }
});
