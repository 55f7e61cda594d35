import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import { isLatinSquare, randomLatinSquare } from "../../src/lib/latin.ts";

it("random Latin squares are Latin squares", () => {
  for (let n = 1; n <= 25; n++) {
    for (let seed = 0; seed < 5; seed++) {
      const sq = randomLatinSquare(n, Rng.from("latin", n, seed));
      assert.ok(isLatinSquare(sq, n), `n=${n} seed=${seed}`);
    }
  }
});

it("random Latin squares of order 4 are not all alike", () => {
  const seen = new Set<string>();
  for (let seed = 0; seed < 200; seed++) seen.add(JSON.stringify(randomLatinSquare(4, Rng.from("v", seed))));
  assert.ok(seen.size > 100); // there are 576 Latin squares of order 4
});

it("isLatinSquare agrees with a direct check", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 16, maxLength: 16 }),
      (n, cells) => {
        const grid = Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n));
        const ok = (line: number[]) => [...line].sort((a, b) => a - b).every((v, i) => v === i);
        const direct = grid.every(ok) && grid.every((_, c) => ok(grid.map((row) => row[c]!)));
        assert.equal(isLatinSquare(grid, n), direct);
      },
    ),
  );
});
