import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import env from "../../src/envs/graphs/check-all-cycle-xor-zero.ts";

// The catalog gives invalid_answer -0.5 for a word other than YES/NO; it was a format error (-1).
it("scores a word other than YES/NO as an invalid answer, not a format error", () => {
  const { instance } = instanceOf(env, 0, 1);
  const out = verify(env, instance, "<answer>MAYBE</answer>");
  assert.equal(out.reward, -0.5);
  assert.equal(out.status, "invalid");
  assert.equal(verify(env, instance, "<answer></answer>").reward, -1);
  assert.equal(verify(env, instance, `<answer>${instance.answer.toLowerCase()}.</answer>`).reward, 1);
  assert.equal(
    verify(env, instance, `<answer>${instance.answer === "YES" ? "No" : "Yes"}</answer>`).reward,
    0,
  );
});
