import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import differentiate from "../../src/envs/calculus/differentiate.ts";

// An answer made wrong for x > 1.5 and numerically hidden there (ill-conditioned or overflowing) used to be
// accepted: points where the answer was not comparable were skipped.
it("rejects a derivative that is wrong on part of the line and hidden there", () => {
  const { instance } = instanceOf(differentiate, 2, 0);
  const d = instance.derivative;
  assert.equal(verify(differentiate, instance, `<answer>${d}</answer>`).reward, 1);
  for (const bad of [`${d} + (sqrt((x-1.5)^2)+x-1.5)*sin(10^20*x)`, `${d} + exp(10000*(x-1.6))`]) {
    assert.equal(verify(differentiate, instance, `<answer>${bad}</answer>`).accuracy, 0, bad);
  }
});

it("rejects a form that is undefined where the derivative is defined (2*log(x) for log(x^2))", () => {
  const { instance } = instanceOf(differentiate, 2, 0);
  const inst = { ...instance, f: "x*log(x^2)", derivative: "log(x^2) + 2" };
  assert.equal(verify(differentiate, inst, "<answer>log(x^2) + 2</answer>").reward, 1);
  assert.equal(verify(differentiate, inst, "<answer>2*log(x) + 2</answer>").accuracy, 0);
});
