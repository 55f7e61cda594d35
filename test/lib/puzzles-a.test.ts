import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import magic from "../../src/envs/puzzles/magic-square-puzzle.ts";
import { skylineClues, visible } from "../../src/lib/skyscraper.ts";

describe("skyscraper clues", () => {
  it("visible buildings are those taller than all before them", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 }), (line) => {
        const brute = line.filter((h, i) => line.slice(0, i).every((x) => x < h));
        assert.deepEqual(visible(line), brute);
      }),
    );
  });
  it("the four sides read the right lines", () => {
    const g = [
      [0, 2, 1],
      [2, 1, 0],
      [1, 0, 2],
    ];
    assert.deepEqual(
      skylineClues(g, (s) => s.length),
      {
        top: [2, 1, 2],
        bottom: [2, 3, 1],
        left: [2, 1, 2],
        right: [2, 3, 1],
      },
    );
  });
});

describe("magic-square-puzzle", () => {
  it("planted squares are magic and use 1..N² once, for every size up to level 20", () => {
    for (let level = 0; level <= 20; level++) {
      for (let seed = 0; seed < 5; seed++) {
        const { n, solution } = magic.generate(magic.params(level), Rng.from("magic", level, seed));
        assert.notEqual(n % 4, 2);
        const target = (n * (n * n + 1)) / 2;
        assert.deepEqual(
          solution.flat().sort((a, b) => a - b),
          Array.from({ length: n * n }, (_, i) => i + 1),
        );
        for (let i = 0; i < n; i++) {
          assert.equal(
            solution[i]!.reduce((s, v) => s + v, 0),
            target,
          );
          assert.equal(
            solution.reduce((s, row) => s + row[i]!, 0),
            target,
          );
        }
        assert.equal(
          solution.reduce((s, row, i) => s + row[i]!, 0),
          target,
        );
        assert.equal(
          solution.reduce((s, row, i) => s + row[n - 1 - i]!, 0),
          target,
        );
      }
    }
  });
});
