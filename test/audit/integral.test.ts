import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import integral from "../../src/envs/calculus/integral.ts";
import { parseStored, wobbledParts } from "../../src/lib/calculus-env.ts";
import { toText } from "../../src/lib/expr.ts";

// An antiderivative made wrong for x > 1.5 and numerically hidden there used to be accepted.
it("rejects an antiderivative that is wrong on part of the line and hidden there", () => {
  const { instance } = instanceOf(integral, 2, 1); // F = sqrt(exp(x + 2))**2
  const F = instance.antiderivative;
  assert.equal(verify(integral, instance, `<answer>${F}</answer>`).reward, 1);
  for (const bad of [`${F} + (sqrt((x-1.5)^2)+x-1.5)*sin(10^20*x)`, `${F} + exp(10000*(x-1.6))`]) {
    assert.equal(verify(integral, instance, `<answer>${bad}</answer>`).accuracy, 0, bad);
  }
});

it("still accepts log(x) for the integrand 1/x", () => {
  const { instance } = instanceOf(integral, 2, 0);
  const inst = { ...instance, f: "1/x", antiderivative: "log(x)" };
  assert.equal(verify(integral, inst, "<answer>log(x)</answer>").reward, 1);
  assert.equal(verify(integral, inst, "<answer>log(x) + 3</answer>").reward, 1);
});

// Issue 30, item 3 (the checker is shared with differentiate): an antiderivative with one part changed by
// a few percent is rejected for one of the two changes at least, so no part of F vanishes on the points.
it("rejects the antiderivative with any one part changed", () => {
  const accepted: string[] = [];
  for (let level = 0; level <= 30; level += 3) {
    for (let seed = 1; seed <= 20; seed++) {
      const { instance } = instanceOf(integral, level, seed);
      for (const part of wobbledParts(parseStored(instance.antiderivative))) {
        const right = part.filter(
          (w) => verify(integral, instance, `<answer>${toText(w)}</answer>`).accuracy === 1,
        );
        if (right.length === part.length) accepted.push(`level ${level} seed ${seed}: ${toText(part[0]!)}`);
      }
    }
  }
  assert.deepEqual(accepted, []);
});
