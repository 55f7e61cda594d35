import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, it } from "node:test";
import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { Rng } from "../../src/core/rng.ts";

/** The stream Rng.from built before its hash and its int were written inline: node:crypto + pure-rand. */
function pureRandStream(parts: Array<string | number>) {
  const d = createHash("sha256").update(parts.map(String).join("\u0000")).digest();
  const state = [d.readInt32LE(0), d.readInt32LE(4), d.readInt32LE(8), d.readInt32LE(12)];
  if (!state.some((w) => w !== 0)) state[0] = 1;
  return xoroshiro128plusFromState(state);
}

describe("Rng", () => {
  it("int draws what pure-rand's uniformInt draws from the same seed, for every span", () => {
    const bound = fc.oneof(
      fc.integer({ min: -50, max: 50 }),
      fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
      fc.constantFrom(0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, -(2 ** 31), Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.array(fc.tuple(bound, bound), { minLength: 1, maxLength: 40 }),
        (seed, ranges) => {
          const ours = Rng.from("t", seed);
          const theirs = pureRandStream(["t", seed]);
          for (const [a, b] of ranges) {
            const [lo, hi] = a <= b ? [a, b] : [b, a];
            assert.equal(ours.int(lo, hi), uniformInt(theirs, lo, hi), `[${lo}, ${hi}]`);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("rejects bad ranges", () => {
    const rng = Rng.from("t");
    assert.throws(() => rng.int(3, 2), RangeError);
    assert.throws(() => rng.int(0, 2 ** 60), RangeError);
    assert.throws(() => rng.int(0.5, 2), RangeError);
  });
});
