import assert from "node:assert/strict";
import { it } from "node:test";
import { promptOf } from "../../src/core/env.ts";
import env from "../../src/envs/number-theory/sum-gcd-with-individual.ts";

// For N = 1 the prompt read "Compute gcd(1, 1) + gcd(2, 1) + ... + gcd(1, 1)", naming gcd(2, 1).
it("short sums are written out without terms beyond N", () => {
  const one = promptOf(env, { n: 1, answer: "1" });
  assert.match(one, /Compute gcd\(1, 1\), the sum/);
  assert.ok(!one.includes("gcd(2, 1)"), one);
  assert.match(promptOf(env, { n: 2, answer: "3" }), /Compute gcd\(1, 2\) \+ gcd\(2, 2\), the sum/);
  assert.match(promptOf(env, { n: 9, answer: "21" }), /gcd\(1, 9\) \+ gcd\(2, 9\) \+ \.\.\. \+ gcd\(9, 9\)/);
});
