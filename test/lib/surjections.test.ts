import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { surjectionsMod } from "../../src/lib/modcomb.ts";

function brute(n: number, r: number): number {
  let count = 0;
  const total = r ** n;
  for (let code = 0; code < total; code++) {
    const hit = new Set<number>();
    let c = code;
    for (let i = 0; i < n; i++) {
      hit.add(c % r);
      c = Math.floor(c / r);
    }
    if (hit.size === r) count++;
  }
  return count;
}

it("surjection counts match enumeration of all maps", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 7 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 2, max: 1e9 }),
      (n, r, m) => {
        assert.equal(surjectionsMod(n, r, m), brute(n, r) % m);
      },
    ),
  );
});
