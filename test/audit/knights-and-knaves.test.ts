import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import env from "../../src/envs/puzzles/knights-and-knaves.ts";

// When everyone is a knight, "all knights" is the right answer, not a near miss.
it("near misses of an all-knights puzzle are not accurate", () => {
  // The seed depends on the environment's version: take the first all-knights instance at level 0.
  let seed = 1;
  while (seed < 5000 && !instanceOf(env, 0, seed).instance.knight.every((k) => k)) seed++;
  const { instance } = instanceOf(env, 0, seed);
  assert.ok(
    instance.knight.every((k) => k),
    "no all-knights puzzle in 5000 seeds",
  );
  for (const w of env.wrongAnswers(instance, Rng.from("audit"))) {
    assert.equal(verify(env, instance, `<answer>${w}</answer>`).accuracy, 0, w);
  }
});
