import assert from "node:assert/strict";
import { it } from "node:test";
import { promptOf } from "../../src/core/env.ts";
import env from "../../src/envs/calculus/polynomial-remainder.ts";

// With a linear divisor the remainder is one constant, but the prompt asked for "the 1 coefficients
// r_0 r_1 ... r_0 of R(x) = r_0 + r_1·x + ... + r_0·x^0", which reads as at least two numbers.
const instance = { p: ["5", "3", "1"], q: [1, 1], remainder: [3] };

it("a constant remainder is asked for as one integer", () => {
  const text = promptOf(env, instance);
  assert.ok(!text.includes("r_1"), text);
  assert.match(text, /single integer r_0/);
  assert.equal(env.score(env.parse("3", instance), instance).reward, 1);
});

it("short remainders list their coefficients without an ellipsis", () => {
  const two = { p: ["1", "2", "0", "1"], q: [1, 0, 1], remainder: [1, 1] };
  const text = promptOf(env, two);
  assert.match(text, /r_0 r_1 of R\(x\) = r_0 \+ r_1·x /);
  assert.ok(!text.includes("..."), text);
});
