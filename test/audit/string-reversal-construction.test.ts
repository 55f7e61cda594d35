import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { verify } from "../../src/core/env.ts";
import env from "../../src/envs/strings/string-reversal-construction.ts";
import { shiftReverse } from "../../src/lib/strings-b.ts";

// Scoring applies the operations on a character buffer; it must end where shiftReverse does.
it("scoring agrees with shiftReverse on random strings and operations", () => {
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom("a", "b", "c"), minLength: 1, maxLength: 12 }),
      fc.array(fc.nat(12), { maxLength: 20 }),
      (s, raw) => {
        const ops = raw.filter((x) => x <= s.length).slice(0, 3 * s.length);
        const t = ops.reduce((cur, x) => shiftReverse(cur, x), s);
        const answer = `<answer>${ops.join(" ")}</answer>`;
        assert.equal(verify(env, { s, t, ops: [] }, answer).accuracy, 1);
        const other = `${t.slice(1)}${t[0] === "a" ? "b" : "a"}`;
        if (ops.length > 0) assert.equal(verify(env, { s, t: other, ops: [] }, answer).accuracy, 0);
      },
    ),
    { numRuns: 300 },
  );
});
