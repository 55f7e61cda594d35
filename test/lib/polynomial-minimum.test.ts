import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { instanceOf, verify } from "../../src/core/kit.ts";
import env from "../../src/envs/calculus/polynomial-minimum.ts";
import { globalMinimiser } from "../../src/lib/poly.ts";

const f = (c: readonly number[], x: number) => c.reduceRight((v, a) => v * x + a, 0);

describe("polynomial-minimum", () => {
  it("the minimiser beats a fine independent grid", () => {
    for (let level = 0; level <= 20; level += 2) {
      for (let seed = 0; seed < 5; seed++) {
        const { coefficients: c } = instanceOf(env, level, seed).instance;
        const x0 = globalMinimiser(c);
        const f0 = f(c, x0);
        for (let i = -200_000; i <= 200_000; i++) {
          const x = i / 10_000;
          assert.ok(
            f(c, x) >= f0 - 1e-9 * (Math.abs(f0) + 1),
            `level ${level} seed ${seed}: f(${x}) < f(${x0})`,
          );
        }
      }
    }
  });

  it("a minimiser rounded to 6 decimals is accepted", () => {
    for (let level = 0; level <= 20; level++) {
      for (let seed = 0; seed < 5; seed++) {
        const { instance } = instanceOf(env, level, seed);
        const out = verify(env, instance, `<answer>${instance.xRef.toFixed(6)}</answer>`);
        assert.equal(out.accuracy, 1, `level ${level} seed ${seed}: ${out.reason}`);
      }
    }
  });
});
