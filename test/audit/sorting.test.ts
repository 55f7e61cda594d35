import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import sorting from "../../src/envs/sorting-arithmetic/sorting.ts";

// When the generated list is already sorted, the unsorted input is the right answer, not a near miss.
it("near misses of an already sorted list are not accurate", () => {
  const { instance } = instanceOf(sorting, 0, 1);
  assert.deepEqual(instance.values, instance.sorted);
  for (const w of sorting.wrongAnswers(instance, Rng.from("audit"))) {
    assert.equal(verify(sorting, instance, `<answer>${w}</answer>`).accuracy, 0, w);
  }
});
