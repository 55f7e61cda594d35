import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { countNoBackWalks, noBackCounts } from "../../src/envs/graphs/path-no-going-back-counting.ts";
import { randomConnectedGraph } from "../../src/lib/graph.ts";
import { berlekampMassey, linearRecurrenceTerm } from "../../src/lib/linrec.ts";

describe("linear recurrences", () => {
  it("Fibonacci", () => {
    const p = 45989;
    const fib = [1, 1];
    for (let i = 2; i < 300; i++) fib.push((fib[i - 1]! + fib[i - 2]!) % p);
    const c = berlekampMassey(fib.slice(0, 10), p);
    assert.deepEqual(c, [1, 1]);
    assert.equal(linearRecurrenceTerm(fib.slice(0, 10), c, 299, p), fib[299]);
  });

  it("no-going-back counts: recurrence extrapolation equals direct DP", () => {
    for (let seed = 0; seed < 40; seed++) {
      const rng = Rng.from("noback", seed);
      const n = rng.int(2, 7);
      const m = rng.int(n - 1, (n * (n - 1)) / 2);
      const edges = randomConnectedGraph(n, m, rng);
      const direct = noBackCounts(n, edges, 400, 45989);
      for (const t of [1, 5, 4 * m + 9, 4 * m + 30, 250, 400])
        assert.equal(countNoBackWalks(n, edges, t, 45989), direct[t - 1], `seed ${seed} t ${t}`);
    }
  });

  it("no-going-back counts: a triangle", () => {
    // 0-1-2-0, end at 2: walks of length 1: 0->2; length 2: 0->1->2; length 3: none (0->2->1->? no, 0->1->2->0 ends 0)
    const counts = noBackCounts(
      3,
      [
        [0, 1],
        [1, 2],
        [2, 0],
      ],
      3,
      45989,
    );
    assert.deepEqual(counts, [1, 1, 0]);
  });
});
