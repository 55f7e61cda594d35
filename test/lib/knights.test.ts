import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import {
  countKnightSolutions,
  evaluate,
  type Formula,
  randomFormula,
  uniqueKnightsPuzzle,
} from "../../src/lib/knights.ts";

function bruteCount(statements: Formula[]): number {
  const n = statements.length;
  let count = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    const knight = Array.from({ length: n }, (_, i) => ((mask >> i) & 1) === 1);
    if (statements.every((f, i) => evaluate(f, knight) === knight[i])) count++;
  }
  return count;
}

it("the ordered search counts the same consistent assignments as brute force", () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 9 }), fc.integer(), (n, seed) => {
      const rng = Rng.from("kk", seed);
      const statements = Array.from({ length: n }, (_, i) => randomFormula(n, i, rng));
      const brute = bruteCount(statements);
      assert.equal(countKnightSolutions(statements, 1 << n), brute);
      assert.equal(countKnightSolutions(statements, 2), Math.min(brute, 2));
    }),
    { numRuns: 300 },
  );
});

it("generated puzzles have exactly the chosen assignment as their solution", () => {
  for (let seed = 0; seed < 100; seed++) {
    const rng = Rng.from("kkgen", seed);
    const n = rng.int(2, 10);
    const truth = Array.from({ length: n }, () => rng.bool());
    const statements = uniqueKnightsPuzzle(truth, rng);
    assert.ok(statements !== null);
    assert.equal(bruteCount(statements), 1);
    assert.ok(statements.every((f, i) => evaluate(f, truth) === truth[i]));
  }
});
