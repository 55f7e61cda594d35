import assert from "node:assert/strict";
import { it } from "node:test";
import { firstPlayerWins } from "../../src/envs/games/euclid-game.ts";

it("Euclid's game closed form matches exhaustive game search", () => {
  const N = 60;
  const memo = new Map<string, boolean>();
  const wins = (a: number, b: number): boolean => {
    if (a < b) [a, b] = [b, a];
    const key = `${a},${b}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let w = false;
    for (let k = 1; k * b <= a && !w; k++) {
      const r = a - k * b;
      if (r === 0 || !wins(r, b)) w = true;
    }
    memo.set(key, w);
    return w;
  };
  for (let a = 1; a <= N; a++)
    for (let b = 1; b <= N; b++) assert.equal(firstPlayerWins(a, b), wins(a, b), `${a},${b}`);
});
