// Generators that build their instance around a drawn answer: the stored answer must equal an independent solve.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { instanceOf } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { gcdLcmPairCount } from "../../src/lib/number-theory-counting.ts";

describe("constructed answers", () => {
  it("gcd-lcm-counting: the answer built from the primes of L / G is the pair count of (G, L)", () => {
    const env = getEnv("gcd-lcm-counting");
    const seen = new Set<number>();
    for (let level = 0; level <= 30; level += 2) {
      for (let seed = 1; seed <= 60; seed++) {
        const { instance } = instanceOf(env, level, seed) as {
          instance: { g: number; l: number; answer: number };
        };
        assert.equal(instance.answer, gcdLcmPairCount(instance.g, instance.l), `level ${level} seed ${seed}`);
        seen.add(instance.answer);
      }
    }
    // zero (G does not divide L) and up to 2^6 at level 30
    for (const a of [0, 1, 2, 4, 8, 16, 32]) assert.ok(seen.has(a), `answer ${a} never drawn`);
  });
});
