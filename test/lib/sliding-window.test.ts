import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import { windowMinima } from "../../src/envs/data-structures/sliding-window.ts";
import { josephusOrder } from "../../src/envs/simulation/josephus.ts";

it("deque window minima match the direct minimum of each window", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 40 }),
      fc.nat(),
      (values, kk) => {
        const k = 1 + (kk % values.length);
        const direct = [];
        for (let i = 0; i + k <= values.length; i++) direct.push(Math.min(...values.slice(i, i + k)));
        assert.deepEqual(windowMinima(values, k), direct);
      },
    ),
  );
});

it("Josephus order is a permutation whose last survivor matches the classic recurrence", () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 80 }), (n, m) => {
      const order = josephusOrder(n, m);
      assert.deepEqual(
        order.slice().sort((a, b) => a - b),
        Array.from({ length: n }, (_, i) => i + 1),
      );
      let j = 0;
      for (let i = 2; i <= n; i++) j = (j + m) % i;
      assert.equal(order[n - 1], j + 1);
    }),
  );
});
