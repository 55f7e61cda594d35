import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { Rng } from "../../src/core/rng.ts";
import {
  boxOf,
  carveForced,
  carveUnique,
  countSudokuSolutions,
  isSolvedSudoku,
  isSolvedSudokuRows,
  randomFullSudoku,
  type SudokuShape,
} from "../../src/lib/sudoku.ts";

/** Completions counted by plain cell-order backtracking with no pruning beyond the rules. */
function bruteCount(puzzle: number[], shape: SudokuShape, limit: number): number {
  const s = shape.n * shape.m;
  const grid = puzzle.slice();
  const ok = (i: number, v: number): boolean => {
    const r = Math.floor(i / s);
    const c = i % s;
    for (let j = 0; j < s * s; j++) {
      if (j === i || grid[j] !== v) continue;
      const rj = Math.floor(j / s);
      const cj = j % s;
      if (rj === r || cj === c || boxOf(rj, cj, shape) === boxOf(r, c, shape)) return false;
    }
    return true;
  };
  for (let i = 0; i < s * s; i++) if (grid[i] !== 0 && !ok(i, grid[i]!)) return 0;
  let count = 0;
  const go = (i: number): void => {
    if (count >= limit) return;
    if (i === s * s) {
      count++;
      return;
    }
    if (grid[i] !== 0) {
      go(i + 1);
      return;
    }
    for (let v = 1; v <= s; v++) {
      if (!ok(i, v)) continue;
      grid[i] = v;
      go(i + 1);
      grid[i] = 0;
    }
  };
  go(0);
  return count;
}

const shapes: SudokuShape[] = [
  { n: 2, m: 2 },
  { n: 2, m: 3 },
  { n: 3, m: 2 },
];

it("random full grids are valid for every box shape", () => {
  for (let n = 1; n <= 6; n++) {
    for (let m = 1; m <= 6; m++) {
      const grid = randomFullSudoku({ n, m }, Rng.from("full", n, m));
      assert.ok(isSolvedSudoku(grid, { n, m }), `${n}x${m}`);
    }
  }
});

it("the exact solution counter matches brute force on small puzzles", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 }), fc.integer(), fc.double({ min: 0, max: 1 }), (k, seed, p) => {
      const shape = shapes[k]!;
      const rng = Rng.from("count", seed);
      const puzzle = randomFullSudoku(shape, rng).map((v) => (rng.float() < p ? 0 : v));
      if (rng.bool(0.3)) puzzle[rng.int(0, puzzle.length - 1)] = rng.int(0, shape.n * shape.m);
      for (const limit of [1, 2, 5]) {
        assert.equal(countSudokuSolutions(puzzle, shape, limit), bruteCount(puzzle, shape, limit));
      }
    }),
    { numRuns: 300 },
  );
});

it("carved puzzles keep their givens and have exactly one completion", () => {
  for (let seed = 0; seed < 60; seed++) {
    const rng = Rng.from("carve", seed);
    const shape: SudokuShape = { n: rng.int(2, 3), m: rng.int(2, 3) };
    const s = shape.n * shape.m;
    const full = randomFullSudoku(shape, rng);
    const forced = carveForced(full, shape, rng.int(1, s * s), rng);
    const unique = carveUnique(forced, shape, rng.int(1, s * s), rng);
    for (const puzzle of [forced, unique]) {
      assert.ok(puzzle.every((v, i) => v === 0 || v === full[i]));
      assert.equal(countSudokuSolutions(puzzle, shape, 2), 1);
      if (s <= 6) assert.equal(bruteCount(puzzle, shape, 2), 1);
    }
  }
});

it("isSolvedSudoku agrees with a direct check of every row, column and box", () => {
  const direct = (g: number[], shape: SudokuShape): boolean => {
    const s = shape.n * shape.m;
    const units: number[][] = [];
    for (let k = 0; k < s; k++) {
      units.push(g.slice(k * s, (k + 1) * s));
      units.push(g.filter((_, i) => i % s === k));
      units.push(g.filter((_, i) => boxOf(Math.floor(i / s), i % s, shape) === k));
    }
    return units.every((u) => [...u].sort((a, b) => a - b).every((v, i) => v === i + 1));
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 }),
      fc.integer(),
      fc.integer({ min: 0, max: 3 }),
      (k, seed, swaps) => {
        const shape = shapes[k]!;
        const rng = Rng.from("solved", seed);
        const s = shape.n * shape.m;
        const g = randomFullSudoku(shape, rng);
        for (let t = 0; t < swaps; t++) {
          const i = rng.int(0, s * s - 1);
          const j = rng.bool() ? Math.floor(i / s) * s + rng.int(0, s - 1) : rng.int(0, s * s - 1);
          [g[i], g[j]] = [g[j]!, g[i]!];
        }
        assert.equal(isSolvedSudoku(g, shape), direct(g, shape));
        const rows = Array.from({ length: s }, (_, r) => g.slice(r * s, (r + 1) * s));
        assert.equal(isSolvedSudokuRows(rows, shape), direct(g, shape));
      },
    ),
    { numRuns: 300 },
  );
});
