import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { getEnv } from "../../src/core/registry.ts";
import {
  ConfigError,
  Curriculum,
  CurriculumError,
  envsAtTop,
  LevelAboveMaxError,
  MemoryStore,
} from "../../src/curriculum/index.ts";

const ENV = "sorting";
const OTHER = "cho-hamsters";
const max = maxLevelOf(getEnv(ENV));

/** Perfect answers at h until h stops moving; returns the h seen after each check. */
function climb(cur: Curriculum, env: string, checks: number): number[] {
  const seen: number[] = [];
  for (let i = 0; i < checks; i++) {
    const h = cur.levels()[env]!;
    cur.record({ env, level: h, accuracy: 1 });
    seen.push(cur.levels()[env]!);
  }
  return seen;
}

describe("curriculum and maximum levels", () => {
  it("h rises to the environment's maximum level and stays there; the run reports it at its top", () => {
    const store = new MemoryStore();
    const cur = Curriculum.create(
      // addition-table's maximum (the probe's ceiling) is above sorting's: only sorting reaches its top.
      { environments: [ENV, "addition-table"], initialDifficulty: max - 2, minPrompts: 1, groupSize: 1 },
      { store, runId: "top" },
    );
    assert.deepEqual(envsAtTop(store.getRun("top")!), []);
    const seen = climb(cur, ENV, 6);
    assert.deepEqual(seen, [max - 1, max, max, max, max, max]);
    const run = store.getRun("top")!;
    assert.deepEqual(envsAtTop(run), [{ env: ENV, maxLevel: max }]);
    const es = run.state.envs[ENV]!;
    assert.equal(es.lastCheck?.outcome, "stay");
    assert.equal(es.history.at(-1)!.h, max, "no history entry above the maximum");
    assert.ok(cur.issue(50).every((p) => p.level <= maxLevelOf(getEnv(p.env))));
  });

  it("initialDifficulty above an environment's maximum is refused at creation, naming it and its maximum", () => {
    assert.throws(
      () => Curriculum.create({ environments: [ENV], initialDifficulty: max + 1 }),
      (err: unknown) =>
        err instanceof LevelAboveMaxError &&
        err instanceof ConfigError &&
        err.env === ENV &&
        err.maxLevel === max &&
        err.message === `initialDifficulty: level ${max + 1} is above the maximum level of ${ENV} (${max})`,
    );
    assert.doesNotThrow(() => Curriculum.create({ environments: [ENV], initialDifficulty: max }));
  });

  it("fixed and range schedules above a maximum are refused; the lowest maximum is named first", () => {
    const both = [ENV, OTHER];
    const lowest = both
      .map((e) => ({ e, m: maxLevelOf(getEnv(e)) }))
      .sort((a, b) => a.m - b.m || a.e.localeCompare(b.e))[0]!;
    const high = Math.max(max, maxLevelOf(getEnv(OTHER))) + 1;
    for (const schedule of [
      { kind: "fixed" as const, level: high },
      { kind: "range" as const, maxLevel: high },
    ]) {
      assert.throws(
        () => Curriculum.create({ environments: both, schedule }),
        (err: unknown) =>
          err instanceof LevelAboveMaxError &&
          err.env === lowest.e &&
          err.maxLevel === lowest.m &&
          /and of 1 more environment: /.test(err.message),
      );
    }
  });

  it("a forced eval level above a maximum is refused with level_above_max", () => {
    const cur = Curriculum.create({ environments: [ENV] });
    assert.throws(
      () => cur.issue(1, { split: "eval", level: max + 1 }),
      (err: unknown) =>
        err instanceof CurriculumError &&
        err.code === "level_above_max" &&
        err.message === `level ${max + 1} is above the maximum level of ${ENV} (${max})`,
    );
    assert.equal(cur.issue(1, { split: "eval", level: max })[0]!.level, max);
  });

  it("environments the registry does not hold are not capped", () => {
    const cur = Curriculum.create(
      { environments: ["x"], initialDifficulty: 5000, minPrompts: 1, groupSize: 1 },
      { knownEnvs: ["x"] },
    );
    assert.deepEqual(climb(cur, "x", 2), [5001, 5002]);
  });
});
