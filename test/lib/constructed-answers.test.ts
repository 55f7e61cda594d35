// Generators that build their instance around a drawn answer: the stored answer must equal an independent solve.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { instanceOf } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { smallestSize } from "../../src/envs/other/clear-symmetry.ts";
import { nandReachableCount } from "../../src/lib/ds-counting.ts";
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

  it("clear-symmetry: the drawn x lies in [1, maxX] and every size the level reaches is drawn", () => {
    const env = getEnv("clear-symmetry");
    for (let level = 0; level <= 12; level++) {
      const sizes = new Set<number>();
      let maxX = 0;
      for (let seed = 1; seed <= 300; seed++) {
        const { params, instance } = instanceOf(env, level, seed) as {
          params: { maxX: number };
          instance: { x: number; answer: number };
        };
        maxX = params.maxX;
        assert.ok(instance.x >= 1 && instance.x <= maxX, `level ${level} seed ${seed}: x = ${instance.x}`);
        assert.equal(instance.answer, smallestSize(instance.x));
        sizes.add(instance.answer);
      }
      const expected = new Set<number>();
      for (let x = 1; x <= maxX; x++) expected.add(smallestSize(x));
      assert.deepEqual(
        [...sizes].sort((a, b) => a - b),
        [...expected].sort((a, b) => a - b),
        `level ${level}`,
      );
    }
  });

  it("nandReachableCount reads the bits above 31 (k up to 53 from level 31 on)", () => {
    // bit 0 and bit 40 share the column (0, 1), bit 32 has (1, 0), every other bit (0, 0): 3 classes
    const nums = [2 ** 32, 2 ** 40 + 1];
    assert.equal(nandReachableCount(nums, 41, 0, 2 ** 41 - 1), 8);
    assert.equal(nandReachableCount(nums, 41, 2 ** 32, 2 ** 32), 1);
    assert.equal(nandReachableCount(nums, 41, 2 ** 40, 2 ** 41 - 1), 4); // bit 40 set: its class is 1
  });

  it("clear-symmetry: smallestSize from the square root equals stepping n from 1", () => {
    const stepped = (x: number) => {
      if (x === 3) return 5;
      let n = 1;
      while ((n * n + 1) / 2 < x) n += 2;
      return n;
    };
    for (let x = 1; x <= 20_000; x++) assert.equal(smallestSize(x), stepped(x), `x = ${x}`);
    for (const n of [1001, 99_999, 1_000_001]) {
      const t = (n * n + 1) / 2; // the most ones size n holds
      assert.equal(smallestSize(t), n);
      assert.equal(smallestSize(t + 1), n + 2);
    }
  });
});
