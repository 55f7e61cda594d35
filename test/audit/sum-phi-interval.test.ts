import assert from "node:assert/strict";
import { it } from "node:test";
import { promptOf } from "../../src/core/env.ts";
import env from "../../src/envs/number-theory/sum-phi-interval.ts";

// For L = R the prompt read "Compute g(7) + g(8) + ... + g(7)", naming a term outside [L, R].
it("a one-term interval is written as that one term", () => {
  const text = promptOf(env, { l: 7, r: 7, answer: "1" });
  assert.match(text, /Compute g\(7\), the sum/);
  assert.ok(!text.includes("g(8)"), text);
  assert.match(promptOf(env, { l: 7, r: 8, answer: "5" }), /Compute g\(7\) \+ g\(8\), the sum/);
  assert.match(
    promptOf(env, { l: 7, r: 20, answer: "0" }),
    /Compute g\(7\) \+ g\(8\) \+ \.\.\. \+ g\(20\), the sum/,
  );
});
