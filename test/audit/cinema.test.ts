import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import cinema from "../../src/envs/probability/cinema.ts";

// Uncapped, n people among k seats gave exact answers of n·log10(k+1) digits per side: from level 23 on the
// reference (341 732 characters for level 23, seed 1) was longer than the verifier reads, so it scored -1.
it("high-level references fit in an answer and score 1", () => {
  for (const level of [23, 26, 30]) {
    for (const seed of [1, 2]) {
      const { instance } = instanceOf(cinema, level, seed);
      const ref = cinema.reference(instance);
      assert.ok(ref.length <= 100_001, `level ${level}: ${ref.length} characters`);
      assert.equal(
        verify(cinema, instance, `<answer>${ref}</answer>`).accuracy,
        1,
        `level ${level} seed ${seed}`,
      );
    }
  }
});
