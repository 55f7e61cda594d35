import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import {
  Curriculum,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  importRun,
  MemoryStore,
  type RunRecord,
  SqliteStore,
} from "../../src/curriculum/index.ts";

/**
 * Runs stored before strategies existed keep loading and behaving as before: their configuration is
 * the JSON below, exactly as parseRunConfig wrote it at 4ca904b (schedule {kind, twoSided}, no group
 * counters in the state).
 */

const dir = mkdtempSync(join(tmpdir(), "rlve-compat-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const AT = "2026-12-01T00:00:00.000Z";
const envState = (h: number) => ({
  h,
  counted: 3,
  correct: 3,
  issued: 9,
  scored: 9,
  scoredCorrect: 8,
  unscorable: 0,
  aboveH: 0,
  evalIssued: 0,
  evalScored: 0,
  checks: 2,
  lastCheck: { h: h - 1, accuracy: 1, samples: 4, outcome: "up", at: AT },
  history: [
    { h: 0, from: null, accuracy: null, samples: 0, scored: 0, seq: 0, step: null, at: AT, checks: 0 },
    { h, from: h - 1, accuracy: 1, samples: 4, scored: 6, seq: 5, step: 3, at: AT, checks: 2 },
  ],
});
const OLD_CONFIG = {
  environments: ["sorting", "knapsack"].sort(),
  split: "train",
  weights: null,
  initialDifficulty: 0,
  windowSize: 3,
  accuracyThreshold: 0.75,
  minPrompts: 2,
  groupSize: 2,
  updateTiming: "on_score",
  answerFormat: "tags",
  promptStyle: "plain",
  rewardKey: "reward",
  seed: 7,
  schedule: { kind: "adaptive", twoSided: { floor: 0.25 } },
};
const oldRecord = (runId: string) =>
  ({
    runId,
    config: structuredClone(OLD_CONFIG),
    state: { seq: 12, envs: { knapsack: envState(1), sorting: envState(2) }, batches: [] },
    version: 4,
    createdAt: AT,
    updatedAt: AT,
  }) as unknown as RunRecord;

const noTimes = <T>(x: T): T => JSON.parse(JSON.stringify(x, (k, v) => (k === "at" ? undefined : v)));

/** The same outcomes against a run: a rise, a stay and a two-sided fall. */
function drive(cur: Curriculum): unknown[] {
  const out: unknown[] = [cur.issue(4)];
  for (const acc of [1, 0, 1, 1, 0, 0, 0, 0, 0])
    out.push(cur.record({ env: "sorting", level: cur.levels().sorting!, accuracy: acc }));
  out.push(cur.window("sorting"), cur.issue(4));
  return out;
}

describe("runs stored before strategies", () => {
  it("an old SQLite row reopens and continues exactly like the same run kept in memory", () => {
    const first = new SqliteStore({ dataDir: dir });
    first.createRun(oldRecord("old"));
    first.close();
    const store = new SqliteStore({ dataDir: dir });
    const reopened = Curriculum.open("old", { store });
    const mem = new MemoryStore();
    mem.createRun(oldRecord("old"));
    const inMemory = Curriculum.open("old", { store: mem });
    const a = drive(reopened);
    assert.deepEqual(noTimes(a), noTimes(drive(inMemory)));
    const es = reopened.state().envs.sorting!;
    assert.deepEqual(
      es.history.slice(2).map((c) => [c.from, c.h]),
      [
        [2, 3],
        [3, 2],
      ],
      "the stored 3 of 3 + 1 correct rise; 2 of 4 stay; 0 of 4 is under the floor and falls",
    );
    assert.equal(es.groups, undefined, "the paper's rule keeps no group counters");
    assert.equal(store.listRuns()[0]?.schedule, "adaptive");
    store.close();
  });

  it("an old export imports (its configuration is validated again) and behaves the same", () => {
    const doc = {
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_VERSION,
      exportedAt: AT,
      run: oldRecord("exp"),
      snapshots: [],
    };
    const store = new MemoryStore();
    const rec = importRun(store, JSON.parse(JSON.stringify(doc)));
    assert.deepEqual(rec.config, OLD_CONFIG);
    const mem = new MemoryStore();
    mem.createRun(oldRecord("exp"));
    assert.deepEqual(
      noTimes(drive(Curriculum.open("exp", { store }))),
      noTimes(drive(Curriculum.open("exp", { store: mem }))),
    );
  });
});
