import assert from "node:assert/strict";
import { it } from "node:test";
import { promptOf } from "../../src/core/env.ts";
import env from "../../src/envs/number-theory/sum-divisor-num.ts";

// For L = R the prompt read "Compute d(5) + d(6) + ... + d(5)", naming a term outside [L, R].
it("a one-term interval is written as that one term", () => {
  const text = promptOf(env, { l: 5, r: 5, answer: "2" });
  assert.match(text, /Compute d\(5\), the sum/);
  assert.ok(!text.includes("d(6)"), text);
  assert.match(
    promptOf(env, { l: 5, r: 30, answer: "0" }),
    /Compute d\(5\) \+ d\(6\) \+ \.\.\. \+ d\(30\), the sum/,
  );
});
