import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  ConfigError,
  Curriculum,
  MAX_OPEN_GROUPS,
  type RunConfigInput,
  type SampleOutcome,
} from "../../src/curriculum/index.ts";

const ENVS = ["a", "b"];
const make = (cfg: RunConfigInput = {}) =>
  Curriculum.create(
    { environments: ENVS, groupSize: 4, minPrompts: 2, schedule: { kind: "mixed" }, ...cfg },
    { knownEnvs: ENVS, runId: "m" },
  );

/** One group of outcomes at `level` with these accuracies. */
const group = (id: string, level: number, accs: number[], env = "a"): SampleOutcome[] =>
  accs.map((accuracy) => ({ env, level, accuracy, problemId: id }));

describe("mixed strategy (keep each environment's groups mixed)", () => {
  it("rises when most groups at h are all correct, falls when most are all wrong, else stays", () => {
    const cur = make({ initialDifficulty: 2 });
    for (const o of [...group("p1", 2, [1, 1, 1, 1]), ...group("p2", 2, [1, 1, 1, 1])]) cur.record(o);
    assert.equal(cur.levels().a, 3);
    // One all-correct and one mixed group: 1/2 is not above 0.5.
    for (const o of [...group("p3", 3, [1, 1, 1, 1]), ...group("p4", 3, [1, 0, 1, 1])]) cur.record(o);
    assert.equal(cur.levels().a, 3);
    assert.equal(cur.state().envs.a!.lastCheck?.outcome, "stay");
    for (const o of [...group("p5", 3, [0, 0, 0, 0]), ...group("p6", 3, [0, 0, 0, 0])]) cur.record(o);
    assert.equal(cur.levels().a, 2);
    const es = cur.state().envs.a!;
    assert.deepEqual(
      es.history.map((c) => [c.from, c.h]),
      [
        [null, 2],
        [2, 3],
        [3, 2],
      ],
    );
    assert.deepEqual(es.groups, { done: 0, allCorrect: 0, allWrong: 0, open: [] });
    assert.equal(cur.levels().b, 2, "other environments do not move");
  });

  it("counts a group only once it is complete, only at h, and only with a problemId", () => {
    const cur = make();
    // Interleaved groups: neither is complete after 3 samples each.
    for (let i = 0; i < 3; i++) {
      cur.record(group("p1", 0, [1])[0]!);
      cur.record(group("p2", 0, [1])[0]!);
    }
    assert.equal(cur.state().envs.a!.groups?.done, 0);
    assert.deepEqual(
      cur.state().envs.a!.groups?.open.map((g) => g.slice(0, 2)),
      [
        ["p1", 3],
        ["p2", 3],
      ],
    );
    // Samples without a problemId and samples below h count toward accuracy only.
    for (let i = 0; i < 20; i++) cur.record({ env: "a", level: 0, accuracy: 1 });
    assert.equal(cur.levels().a, 0);
    cur.record(group("p1", 0, [1])[0]!);
    assert.equal(cur.state().envs.a!.groups?.done, 1);
    cur.record(group("p2", 0, [1])[0]!);
    assert.equal(cur.levels().a, 1);
    assert.equal(
      cur.state().envs.a!.lastCheck?.samples,
      28,
      "the check's accuracy covers every counted sample",
    );
    for (const o of group("p3", 0, [1, 1, 1, 1])) assert.equal(cur.record(o).reason, "below_h");
    assert.equal(cur.state().envs.a!.groups?.done, 0);
  });

  it("judges groups the same under on_report, at the start-of-batch h", () => {
    const cur = make({ updateTiming: "on_report", initialDifficulty: 1 });
    const r = cur.report([...group("p1", 1, [0, 0, 0, 0]), ...group("p2", 1, [0, 0, 0, 0])]);
    assert.deepEqual(
      r.changes.map((c) => [c.env, c.from, c.to]),
      [["a", 1, 0]],
    );
    // Down never goes below 0.
    cur.report([...group("p3", 0, [0, 0, 0, 0]), ...group("p4", 0, [0, 0, 0, 0])]);
    assert.equal(cur.levels().a, 0);
  });

  it("keeps at most MAX_OPEN_GROUPS unfinished groups, dropping the oldest", () => {
    const cur = make();
    const outs = Array.from({ length: MAX_OPEN_GROUPS + 5 }, (_, i) => group(`p${i}`, 0, [1])[0]!);
    cur.report(outs);
    const open = cur.state().envs.a!.groups!.open;
    assert.equal(open.length, MAX_OPEN_GROUPS);
    assert.equal(open[0]![0], "p5");
  });

  it("matches a reference of the rule on any stream of whole groups at h", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...ENVS), fc.array(fc.constantFrom(0, 1), { minLength: 4, maxLength: 4 })),
          { maxLength: 200 },
        ),
        fc.constantFrom(0.5, 0.6, 0.8),
        fc.constantFrom(0.5, 0.6, 0.8),
        (groups, raiseAbove, lowerAbove) => {
          const cur = make({ schedule: { kind: "mixed", raiseAbove, lowerAbove } });
          const ref = Object.fromEntries(ENVS.map((e) => [e, { h: 0, done: 0, up: 0, down: 0 }]));
          let id = 0;
          for (const [env, accs] of groups) {
            const r = ref[env]!;
            for (const o of group(`p${id++}`, r.h, accs, env)) cur.record(o);
            r.done++;
            if (accs.every((a) => a === 1)) r.up++;
            if (accs.every((a) => a === 0)) r.down++;
            if (r.done === 2) {
              if (r.up > raiseAbove * 2) r.h++;
              else if (r.down > lowerAbove * 2) r.h = Math.max(0, r.h - 1);
              r.done = r.up = r.down = 0;
            }
            assert.equal(cur.levels()[env], r.h);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("refuses bad parameters with the field named", () => {
    const bad: Array<[RunConfigInput, RegExp]> = [
      [{ groupSize: 1 }, /groupSize >= 2/],
      [
        { schedule: { kind: "mixed", raiseAbove: 0.3, lowerAbove: 0.3 } },
        /raiseAbove \+ schedule.lowerAbove/,
      ],
      [{ schedule: { kind: "mixed", raiseAbove: 2 } }, /schedule.raiseAbove/],
      [{ schedule: { kind: "mixed", floor: 0.2 } as never }, /schedule.floor: unknown option/],
      [{ schedule: { kind: "adaptive", raiseAbove: 0.5 } as never }, /schedule.raiseAbove: unknown option/],
      [{ schedule: { kind: "progress" } as never }, /schedule.kind/],
    ];
    for (const [cfg, msg] of bad)
      assert.throws(
        () => make(cfg),
        (e: Error) => e instanceof ConfigError && msg.test(e.message),
      );
  });
});
