import assert from "node:assert/strict";
import { it } from "node:test";
import { type Environment, instanceOf, verify } from "../../src/core/env.ts";
import differentiate from "../../src/envs/calculus/differentiate.ts";
import integral from "../../src/envs/calculus/integral.ts";

it("references score 1 and near misses 0 over many seeds and levels", () => {
  const envs: Environment[] = [differentiate, integral];
  for (const env of envs) {
    for (let level = 0; level <= 14; level += 2) {
      for (let seed = 0; seed < 40; seed++) {
        const { instance } = instanceOf(env, level, seed);
        const ref = verify(env, instance, `<answer>${env.reference(instance)}</answer>`);
        assert.equal(ref.reward, 1, `${env.id} level ${level} seed ${seed}: ${ref.reason}`);
        for (const w of env.wrongAnswers(instance, undefined as never)) {
          assert.equal(
            verify(env, instance, `<answer>${w}</answer>`).accuracy,
            0,
            `${env.id} ${level} ${seed} ${w}`,
          );
        }
      }
    }
  }
});

it("equivalent rewritings are accepted", () => {
  const { instance } = instanceOf(differentiate, 0, 0);
  const d = differentiate.reference(instance);
  for (const alt of [`(${d}) * 1`, `(${d}) + sin(x)^2 + cos(x)^2 - 1`, `0 + (${d})`]) {
    assert.equal(verify(differentiate, instance, `<answer>${alt}</answer>`).reward, 1, alt);
  }
  const { instance: ii } = instanceOf(integral, 3, 5);
  const F = integral.reference(ii);
  for (const alt of [`${F} + 17`, `${F} + C`, `(${F}) - 2.5`]) {
    assert.equal(verify(integral, ii, `<answer>${alt}</answer>`).reward, 1, alt);
  }
});

it("a finite-difference quotient of f is not accepted as its derivative", () => {
  let rejected = 0;
  let total = 0;
  for (let seed = 0; seed < 40; seed++) {
    const { instance } = instanceOf(differentiate, 4, seed);
    const f = instance.f;
    for (const h of ["0.001", "0.0001"]) {
      const shifted = (d: string) => f.replace(/\bx\b/g, `(x ${d} ${h})`);
      const central = `((${shifted("+")}) - (${shifted("-")})) / (2*${h})`;
      total++;
      if (verify(differentiate, instance, `<answer>${central}</answer>`).reward < 1) rejected++;
    }
  }
  assert.ok(rejected >= 0.9 * total, `${rejected} of ${total} rejected`);
});
