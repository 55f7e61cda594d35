import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { readLabels, readPermutation, readSubset } from "../../src/lib/selection.ts";
import { edgeLines, gridLines, neighbours4, weightLines } from "../../src/lib/statement.ts";

test("readSubset: membership of distinct in-range items, reasons otherwise", () => {
  assert.deepEqual([...(readSubset([2, 0], 4) as Uint8Array)], [1, 0, 1, 0]);
  assert.equal(readSubset([1, 1], 4), "vertex 1 is listed twice");
  assert.equal(readSubset([4], 4, "item"), "item 4 does not exist");
  assert.equal(readSubset([-1], 4), "vertex -1 does not exist");
  assert.equal(readSubset([0.5], 4), "vertex 0.5 does not exist");
});

test("readPermutation accepts exactly the permutations", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 6 }),
      fc.integer({ min: 0, max: 6 }),
      (xs, n) => {
        const sorted = [...xs].sort((a, b) => a - b);
        const isPerm = xs.length === n && sorted.every((v, i) => v === i);
        const got = readPermutation(xs, n);
        assert.equal(typeof got !== "string", isPerm);
        if (typeof got !== "string") for (let i = 0; i < n; i++) assert.equal(xs[got[i]!], i);
      },
    ),
  );
  assert.equal(typeof readPermutation([1, 2, 3], 3, 1), "object");
  assert.equal(readPermutation([1, 1, 3], 3, 1), "1 appears twice");
});

test("readLabels checks length and range", () => {
  assert.deepEqual(readLabels([0, 2, 1], 3, 3), [0, 2, 1]);
  assert.match(readLabels([0, 3], 2, 3) as string, /label 3 at position 1/);
  assert.match(readLabels([0], 2, 3, "colour") as string, /expected 2 colours/);
});

test("statement blocks", () => {
  assert.equal(
    edgeLines([
      [0, 1],
      [1, 2],
    ]),
    "(0, 1)\n(1, 2)",
  );
  assert.equal(edgeLines([[0, 1, 5]]), "(0, 1, 5)");
  assert.equal(edgeLines([[0, 1]], { directed: true }), "0 -> 1");
  assert.equal(edgeLines([[0, 1, 7]], { directed: true }), "0 -> 1, 7");
  assert.equal(edgeLines([]), "(no edges)");
  assert.equal(weightLines([3, 4]), "vertex 0: 3\nvertex 1: 4");
  assert.equal(
    gridLines([
      ["#", "."],
      [".", "#"],
    ]),
    "#.\n.#",
  );
  assert.equal(
    gridLines(
      [
        [1, 2],
        [3, 4],
      ],
      " ",
    ),
    "1 2\n3 4",
  );
  assert.deepEqual(neighbours4(0, 0, 2, 3), [
    [1, 0],
    [0, 1],
  ]);
});
