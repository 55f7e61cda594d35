// Fast exact methods of optimisation environments against brute force.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { exactShare, type Gate, satisfiedShareSlow } from "../../src/envs/optimization/circuit.ts";
import { bestOrder, bestOrderSearch, deaths } from "../../src/envs/optimization/maf-mafia.ts";

describe("circuit: bit-parallel satisfied share", () => {
  it("equals evaluating every assignment one at a time", () => {
    const ops: Gate[0][] = ["&", "|", "^"];
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("circuit-share", t);
      const n = rng.int(1, 10);
      const gates: Gate[] = [];
      for (let j = 0, count = rng.int(1, 3 * n); j < count; j++)
        gates.push([rng.pick(ops), rng.int(0, n + j - 1), rng.int(0, n + j - 1)]);
      assert.equal(exactShare(n, gates), satisfiedShareSlow(n, gates), `n=${n} seed ${t}`);
    }
  });
});

describe("maf-mafia: linear-time orders", () => {
  it("give as few and as many deaths as the exhaustive search", () => {
    for (let t = 0; t < 400; t++) {
      const rng = Rng.from("maf-greedy", t);
      // 40 cases of 11-12 people: one component holds most of them, the search's hardest case (3^12 states)
      const n = t < 360 ? rng.int(2, 10) : rng.int(11, 12);
      const target = Array.from({ length: n }, (_, i) => (i + rng.int(1, n - 1)) % n);
      for (const goal of ["fewest", "most"] as const) {
        const order = bestOrder(target, goal);
        assert.deepEqual(
          [...order].sort((x, y) => x - y),
          Array.from({ length: n }, (_, i) => i),
        );
        const want = deaths(bestOrderSearch(target, goal), target);
        assert.equal(deaths(order, target), want, `${goal} ${target.join(",")}`);
      }
    }
  });
});
