import assert from "node:assert/strict";
import { it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import env from "../../src/envs/puzzles/max-no-conflicting-bombs.ts";

function bruteForce(grid: string[]): number {
  const free: Array<[number, number]> = [];
  grid.forEach((line, r) => {
    for (let c = 0; c < line.length; c++) if (line[c] === ".") free.push([r, c]);
  });
  const clash = ([r1, c1]: [number, number], [r2, c2]: [number, number]) => {
    if (r1 === r2) {
      for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) if (grid[r1]![c] === "#") return false;
      return true;
    }
    if (c1 === c2) {
      for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) if (grid[r]![c1] === "#") return false;
      return true;
    }
    return false;
  };
  let best = 0;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const chosen = free.filter((_, i) => (mask >> i) & 1);
    if (chosen.length <= best) continue;
    if (chosen.every((a, i) => chosen.slice(i + 1).every((b) => !clash(a, b)))) best = chosen.length;
  }
  return best;
}

it("the matching optimum equals brute force on small grids", () => {
  let checked = 0;
  for (let seed = 0; seed < 300; seed++) {
    const level = seed % 3;
    const inst = env.generate(env.params(level), Rng.from("bombs", seed));
    if (inst.grid.join("").split(".").length - 1 > 16) continue;
    assert.equal(inst.best, bruteForce(inst.grid), inst.grid.join("\n"));
    checked++;
  }
  assert.ok(checked > 100);
});
