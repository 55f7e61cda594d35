import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, it } from "node:test";
import fc from "fast-check";
import { sha256Words } from "../../src/core/sha256.ts";

/** What Rng.from read before: node:crypto's digest, its first four little-endian words. */
function viaNode(s: string): number[] {
  const d = createHash("sha256").update(s).digest();
  return [d.readInt32LE(0), d.readInt32LE(4), d.readInt32LE(8), d.readInt32LE(12)];
}

describe("sha256Words", () => {
  it("matches node:crypto on the FIPS 180-4 examples and at every padding boundary", () => {
    // "abc" -> ba7816bf 8f01cfea 414140de 5dae2223 ...
    assert.deepEqual(sha256Words("abc"), [0xbf1678ba | 0, 0xeacf018f | 0, 0xde404141 | 0, 0x2322ae5d | 0]);
    for (let n = 0; n <= 200; n++) {
      const s = "x".repeat(n);
      assert.deepEqual(sha256Words(s), viaNode(s), `length ${n}`);
    }
  });

  it("matches node:crypto on any string, lone surrogates and astral characters included", () => {
    const unit = fc.oneof(
      fc.constantFrom("a", "\u0000", "é", "☃", "😀", "\ud800", "\udc00", "\uffff"),
      fc.string({ unit: "binary", maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 120 }), (parts) => {
        const s = parts.join("");
        assert.deepEqual(sha256Words(s), viaNode(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("matches node:crypto on long strings (many blocks, and a buffer that grows)", () => {
    for (const n of [1000, 4095, 4096, 70_000]) {
      const s = "rlve\u0000é".repeat(n / 6) + String(n);
      assert.deepEqual(sha256Words(s), viaNode(s));
    }
  });
});
