import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Curriculum, dynamicSamplingFilter, effectivePromptRatio } from "../../src/curriculum/index.ts";

describe("group statistics", () => {
  it("effective prompt ratio: share of groups whose values are not all identical", () => {
    assert.equal(effectivePromptRatio([]), 0);
    assert.equal(
      effectivePromptRatio([
        [1, 1, 1],
        [0, 0, 0],
        [1, 0, 1],
        [0.5, 0.25],
      ]),
      0.5,
    );
    assert.equal(effectivePromptRatio([[1]]), 0, "a group of one carries no signal");
    const samples = [
      { problemId: "x", accuracy: 1, reward: 1 },
      { problemId: "x", accuracy: 0, reward: 0.5 },
      { problemId: "y", accuracy: 0, reward: 0.2 },
      { problemId: "y", accuracy: 0, reward: 0.7 },
    ];
    assert.equal(effectivePromptRatio(samples), 1, "on reward by default");
    assert.equal(effectivePromptRatio(samples, "accuracy"), 0.5);
  });

  it("dynamic-sampling filter keeps exactly the groups with non-identical accuracy (or reward)", () => {
    const g = (id: string, accs: number[], rewards: number[]) =>
      accs.map((accuracy, i) => ({ problemId: id, accuracy, reward: rewards[i] }));
    const groups = [g("a", [1, 1], [1, 1]), g("b", [0, 1], [0, 1]), g("c", [0, 0], [0.1, 0.3])];
    assert.deepEqual(
      dynamicSamplingFilter(groups).map((x) => x[0]!.problemId),
      ["b"],
    );
    assert.deepEqual(
      dynamicSamplingFilter(groups, "reward").map((x) => x[0]!.problemId),
      ["b", "c"],
    );
    assert.deepEqual(
      dynamicSamplingFilter(groups.flat()).map((x) => x[0]!.problemId),
      ["b"],
    );
  });

  it("filter and ratio agree on any batch", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(0, 1), { minLength: 1, maxLength: 8 }), { maxLength: 30 }),
        (accs) => {
          const groups = accs.map((g, i) => g.map((accuracy) => ({ problemId: `p${i}`, accuracy })));
          const kept = dynamicSamplingFilter(groups);
          const ratio = effectivePromptRatio(groups, "accuracy");
          assert.equal(kept.length, groups.length === 0 ? 0 : Math.round(ratio * groups.length));
          for (const k of kept) assert.ok(k.some((s) => s.accuracy !== k[0]!.accuracy));
        },
      ),
    );
  });

  it("report() records per-batch statistics on the run's reward key", () => {
    const envs = ["a"];
    const cur = Curriculum.create({ environments: envs, groupSize: 2 }, { knownEnvs: envs });
    const r = cur.report(
      [
        { env: "a", level: 0, accuracy: 0, reward: 0.1, problemId: "p0" },
        { env: "a", level: 0, accuracy: 0, reward: 0.3, problemId: "p0" },
        { env: "a", level: 0, accuracy: 1, reward: 1, problemId: "p1" },
        { env: "a", level: 0, accuracy: 1, reward: 1, problemId: "p1" },
        { env: "a", level: 0, accuracy: 1, reward: 1, problemId: "p2", split: "eval" },
      ],
      { step: 3 },
    );
    assert.deepEqual(
      [r.batch.step, r.batch.samples, r.batch.groups, r.batch.effectiveGroups, r.batch.effectivePromptRatio],
      [3, 4, 2, 1, 0.5],
    );
    assert.equal(r.batch.accuracy, 0.5);
    assert.deepEqual(cur.state().batches, [r.batch]);
  });
});
