import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import differentiate from "../../src/envs/calculus/differentiate.ts";
import { parseStored, wellBehaved, wobbledParts } from "../../src/lib/calculus-env.ts";
import { derivative, toText } from "../../src/lib/expr.ts";

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

// Issue 30, item 3: f = cos(3*exp((x-6)^3)/cos(3*x*log(x))) * tan(sin(5*x)) was generated at level 12
// seed 9100, and the derivative of tan(sin(5x)) alone was accepted: on the test points (about [-2.8, 2.9])
// exp((x-6)^3) is below 1e-13, so the cos factor is 1 to double precision.
const VANISHING = "cos(3 * exp((x - 6)**3) / cos(3 * x * log(x))) * tan(sin(5 * x))";
const ISSUE_POINTS = [
  -2.8387, -2.7827, -2.7479, -2.4355, -2.2016, -1.8776, -1.5537, -0.8377, -0.5403, -0.1855, 0.2618, 0.305,
  0.3945, 0.445, 0.5816, 0.824, 0.9004, 0.9313, 0.961, 1.0394, 1.2574, 1.4279, 1.7711, 1.7773, 1.8503, 2.0297,
  2.0303, 2.1412, 2.6591, 2.9329,
];

it("never generates a function with a part that vanishes on the test points", () => {
  const f = parseStored(VANISHING);
  const inst = { f: VANISHING, derivative: toText(derivative(f)), points: ISSUE_POINTS };
  // The checker alone cannot tell (the reason for refusing such functions at generation).
  const partial = "5 * cos(5 * x) / cos(sin(5 * x))**2";
  assert.equal(verify(differentiate, inst, `<answer>${partial}</answer>`).accuracy, 1);
  assert.equal(wellBehaved(f, ISSUE_POINTS), false);
  assert.equal(wellBehaved(parseStored("tan(sin(5 * x))"), ISSUE_POINTS), true);
});

// Every part of every generated function shows: the derivative with one sub-expression changed by a few
// percent (times 1 + x/100, or times 1 + sin(x)/50) is rejected for one change at least. Before the fix
// about 3 problems in 500 failed this.
it("rejects the derivative of the function with any one part changed", () => {
  const accepted: string[] = [];
  for (let level = 0; level <= 30; level += 3) {
    for (let seed = 1; seed <= 30; seed++) {
      const { instance } = instanceOf(differentiate, level, seed);
      for (const part of wobbledParts(parseStored(instance.f))) {
        const right = part.filter(
          (w) => verify(differentiate, instance, `<answer>${toText(derivative(w))}</answer>`).accuracy === 1,
        );
        if (right.length === part.length) accepted.push(`level ${level} seed ${seed}: ${toText(part[0]!)}`);
      }
    }
  }
  assert.deepEqual(accepted, []);
});
