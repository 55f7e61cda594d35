import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import { countAdditionSolutions, randomCryptarithm } from "../../src/lib/cryptarithm.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/** Assignments counted by trying every permutation. */
function bruteCount(a: number[], b: number[], c: number[], base: number): number {
  const value = (x: number[], d: number[]) => x.reduceRight((acc, s) => acc * base + d[s]!, 0);
  const lead = (x: number[], d: number[]) => x.length > 1 && d[x[x.length - 1]!] === 0;
  let count = 0;
  for (const d of permutations(base)) {
    if (lead(a, d) || lead(b, d) || lead(c, d)) continue;
    if (value(a, d) + value(b, d) === value(c, d)) count++;
  }
  return count;
}

it("the column search counts the same solutions as trying every permutation", () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), (base, seed) => {
      const rng = Rng.from("crypt", seed);
      const len = rng.int(1, 4);
      const sym = () => rng.int(0, base - 1);
      const a = Array.from({ length: len }, sym);
      const b = Array.from({ length: rng.int(1, len) }, sym);
      let c: number[];
      if (rng.bool()) {
        // Built from a real assignment, so there is at least one solution.
        const d = rng.permutation(base);
        const inv = new Array<number>(base);
        d.forEach((v, s) => {
          inv[v] = s;
        });
        const val = (x: number[]) => x.reduceRight((acc, s) => acc * base + d[s]!, 0);
        let sum = val(a) + val(b);
        c = [];
        do {
          c.push(inv[sum % base]!);
          sum = Math.floor(sum / base);
        } while (sum > 0);
      } else c = Array.from({ length: rng.int(len, len + 1) }, sym);
      const brute = bruteCount(a, b, c, base);
      assert.equal(countAdditionSolutions(a, b, c, base, 1000), brute);
      assert.equal(countAdditionSolutions(a, b, c, base, 2), Math.min(brute, 2));
    }),
    { numRuns: 400 },
  );
});

it("generated cryptarithms hold for their digits and use every symbol", () => {
  for (let base = 2; base <= 12; base++) {
    for (let seed = 0; seed < 10; seed++) {
      const p = randomCryptarithm(base, 1 + (seed % 3), Rng.from("gen", base, seed));
      const val = (x: number[]) => x.reduceRight((acc, s) => acc * BigInt(base) + BigInt(p.digits[s]!), 0n);
      assert.equal(val(p.a) + val(p.b), val(p.c));
      assert.equal(new Set([...p.a, ...p.b, ...p.c]).size, base);
      for (const x of [p.a, p.b, p.c]) assert.notEqual(p.digits[x[x.length - 1]!], 0);
      if (base <= 6) assert.ok(bruteCount(p.a, p.b, p.c, base) >= 1);
    }
  }
});
