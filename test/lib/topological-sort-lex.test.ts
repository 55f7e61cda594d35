import assert from "node:assert/strict";
import { it } from "node:test";
import env from "../../src/envs/graphs/topological-sort-minimal-lexicographical-order.ts";

it("topological-sort-minimal-lexicographical-order: positions agreeing with the expected order earn credit only when every constraint holds, as in RLVE-Gym (issue 33 search)", () => {
  // One constraint, 1 before 0; the expected order is 1 0 2.
  const inst = { n: 3, constraints: [[1, 0]] as [number, number][], order: [1, 0, 2] };
  // 0 1 2 breaks the constraint; its last position agrees, which used to earn 0.5 * (1/3)^5.
  assert.equal(env.score([0, 1, 2], inst).reward, 0);
  // 1 2 0 keeps it and agrees in one position.
  assert.equal(env.score([1, 2, 0], inst).reward, 0.5 + 0.5 * (1 / 3) ** 5);
  assert.equal(env.score([1, 0, 2], inst).reward, 1);
});
