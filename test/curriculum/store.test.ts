import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import fc from "fast-check";
import {
  Curriculum,
  CurriculumError,
  MemoryStore,
  RunExistsError,
  RunNotFoundError,
  type RunState,
  type RunStore,
  type SampleOutcome,
  SqliteStore,
} from "../../src/curriculum/index.ts";

const ENVS = ["a", "b", "c"];
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "rlve-store-"));
  dirs.push(d);
  return d;
};
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Timestamps differ between runs; everything else must match. */
function withoutTimes<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === "at" ? undefined : v)));
}

/** Drive a run with a deterministic mixed workload; returns its report results. */
function drive(cur: Curriculum, steps: number, salt = 0): void {
  for (let s = 0; s < steps; s++) {
    const ps = cur.issue(3);
    const outs: SampleOutcome[] = ps.map((p, i) => ({
      env: p.env,
      level: p.level,
      accuracy: (i * 7 + s * 3 + salt) % 10 < 9 ? 1 : 0,
      reward: (i % 3) / 2,
      problemId: p.problemId,
      sampleKey: `${p.problemId}/${p.groupIndex}`,
    }));
    if (s % 2 === 0) cur.report(outs, { step: s });
    else for (const o of outs) cur.record(o);
    cur.record({ env: ps[0]!.env, level: 9, accuracy: 1, split: "eval" });
  }
}

const stores: Array<[string, () => RunStore]> = [
  ["memory", () => new MemoryStore()],
  ["sqlite", () => new SqliteStore({ dataDir: tempDir() })],
];

for (const [name, makeStore] of stores) {
  describe(`${name} store`, () => {
    const cfg = { environments: ENVS, minPrompts: 1, groupSize: 2 };

    it("creates, lists, opens and deletes runs", () => {
      const store = makeStore();
      const cur = Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r1" });
      assert.throws(() => Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r1" }), RunExistsError);
      assert.throws(() => Curriculum.open("nope", { store }), RunNotFoundError);
      assert.throws(() => Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "../x" }), CurriculumError);
      drive(cur, 3);
      const again = Curriculum.open("r1", { store });
      assert.deepEqual(again.state(), cur.state());
      assert.deepEqual(again.config, cur.config);
      assert.deepEqual(
        store.listRuns().map((r) => [r.runId, r.environments, r.seq]),
        [["r1", 3, 9]],
      );
      assert.equal(store.deleteRun("r1"), true);
      assert.equal(store.deleteRun("r1"), false);
      assert.throws(() => cur.record({ env: "a", level: 0, accuracy: 1 }), RunNotFoundError);
      store.close();
    });

    it("snapshots by trainer step and restores exactly (state JSON round trip)", () => {
      const store = makeStore();
      const cur = Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r2" });
      drive(cur, 10);
      const snap = cur.snapshot({ step: 10 });
      assert.equal(snap.label, "step-10");
      const saved: RunState = cur.state();
      const nextBatch = cur.issue(4);
      drive(cur, 10, 3);
      assert.notDeepEqual(cur.state(), saved);
      assert.deepEqual(cur.restore({ snapshot: "step-10" }), saved);
      assert.deepEqual(cur.state(), saved);
      // The restored run continues exactly as the original did from that point.
      assert.deepEqual(cur.issue(4), nextBatch);
      // Restore from a JSON state into another run with the same configuration.
      const json = JSON.parse(JSON.stringify(saved));
      const other = Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r3" });
      assert.deepEqual(other.restore({ state: json }), saved);
      assert.deepEqual(
        cur.snapshots().map((s) => [s.label, s.step]),
        [["step-10", 10]],
      );
      assert.throws(() => cur.restore({ snapshot: "missing" }), /no snapshot/);
      assert.throws(() => other.restore({ state: { ...json, envs: { a: json.envs.a } } }), /differ/);
      assert.throws(() => other.restore({ state: { ...json, seq: -1 } }), /seq/);
      assert.throws(() => cur.snapshot({ label: "bad label!" }), CurriculumError);
      store.close();
    });

    it("restore forgets sample keys (the restored timeline may reuse them)", () => {
      const store = makeStore();
      const cur = Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r4" });
      cur.snapshot({ label: "start" });
      const o = { env: "a", level: 0, accuracy: 1, sampleKey: "s1" };
      assert.equal(cur.record(o).duplicate, false);
      assert.equal(cur.record(o).duplicate, true);
      cur.restore({ snapshot: "start" });
      assert.equal(cur.record(o).duplicate, false);
      store.close();
    });

    it("a failed update changes nothing", () => {
      const store = makeStore();
      const cur = Curriculum.create(cfg, { store, knownEnvs: ENVS, runId: "r5" });
      drive(cur, 2);
      const before = cur.get();
      assert.throws(() =>
        store.update("r5", (run) => {
          run.state.envs.a!.h = 99;
          run.state.seq = 1234;
          throw new Error("boom");
        }),
      );
      assert.deepEqual(cur.get(), before);
      store.close();
    });
  });
}

describe("stores agree", () => {
  it("memory and SQLite runs give the same states on random workloads (restore equality)", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(1000), (steps, seed) => {
        const cfg = { environments: ENVS, minPrompts: 1, groupSize: 2, seed };
        const mem = Curriculum.create(cfg, { knownEnvs: ENVS, runId: "m" });
        const sql = Curriculum.create(cfg, {
          knownEnvs: ENVS,
          runId: "s",
          store: new SqliteStore({ file: ":memory:" }),
        });
        drive(mem, steps, seed);
        drive(sql, steps, seed);
        assert.deepEqual(withoutTimes(sql.state()), withoutTimes(mem.state()));
        const back = Curriculum.create(cfg, { knownEnvs: ENVS, runId: "b" });
        back.restore({ state: JSON.parse(JSON.stringify(sql.state())) });
        assert.deepEqual(back.state(), sql.state());
        sql.store.close();
      }),
      { numRuns: 15 },
    );
  });

  it("SQLite: a reopened store and a second handle see every committed change", () => {
    const dir = tempDir();
    const s1 = new SqliteStore({ dataDir: dir });
    const s2 = new SqliteStore({ dataDir: dir });
    const cfg = { environments: ENVS, minPrompts: 1, groupSize: 2 };
    const c1 = Curriculum.create(cfg, { store: s1, knownEnvs: ENVS, runId: "x" });
    const c2 = Curriculum.open("x", { store: s2 });
    // Interleaved writers: each sees the other's changes (version check reloads).
    for (let i = 0; i < 6; i++) {
      (i % 2 ? c1 : c2).record({ env: "a", level: c1.levels().a!, accuracy: 1 });
    }
    assert.equal(c1.levels().a, 3);
    assert.deepEqual(c2.state(), c1.state());
    assert.equal(c1.record({ env: "a", level: 3, accuracy: 1, sampleKey: "k" }).duplicate, false);
    assert.equal(c2.record({ env: "a", level: 3, accuracy: 1, sampleKey: "k" }).duplicate, true);
    const last = c2.state();
    s1.close();
    s2.close();
    const s3 = new SqliteStore({ dataDir: dir });
    assert.deepEqual(Curriculum.open("x", { store: s3 }).state(), last);
    s3.close();
  });
});
