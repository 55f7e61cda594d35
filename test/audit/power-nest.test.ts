import assert from "node:assert/strict";
import { it } from "node:test";
import powerNestEnv, { powerNest } from "../../src/envs/number-theory/power-nest.ts";

// Levels >= 30 draw numbers of 2^32 and more; the notation used to look at bits 0..31 only.
it("writes numbers with bits above 2^31", () => {
  assert.equal(powerNest(2 ** 32 + 1), "2(2(2(2)+2(0)))+2(0)");
  assert.equal(powerNest(2 ** 40), "2(2(2(2)+2(0))+2(2+2(0)))");
  assert.equal(powerNest(137), "2(2(2)+2+2(0))+2(2+2(0))+2(0)");
});

it("the reference of a high-level instance is the notation of its number", () => {
  const n = 2 ** 33 + 5;
  const answer = powerNest(n);
  assert.ok(answer.startsWith("2(2(2(2)+2(0))+2(0))+"));
  assert.equal(powerNestEnv.score(answer, { n, answer }).reward, 1);
});
