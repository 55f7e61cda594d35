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
  persistenceWarning,
  RedisStore,
  RunExistsError,
  RunNotFoundError,
  type RunState,
  type RunStore,
  type SampleOutcome,
  SqliteStore,
  SyncRedis,
} from "../../src/curriculum/index.ts";
import { redisSkip, TestRedis } from "../support/redis.ts";

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

// One private redis-server for this file; each store gets its own key prefix.
const skipRedis = redisSkip();
const redis = skipRedis === undefined ? await TestRedis.start() : undefined;
// Stores share one connection (its worker thread takes a moment to start); each has its own cache.
const conn = redis === undefined ? undefined : new SyncRedis(redis.url);
after(async () => {
  conn?.close();
  await redis?.stop();
});
let prefixes = 0;
const redisStore = () => new RedisStore(redis!.url, { redis: conn, prefix: `t${prefixes++}:` });

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

const stores: Array<[string, () => RunStore, string | undefined]> = [
  ["memory", () => new MemoryStore(), undefined],
  ["sqlite", () => new SqliteStore({ dataDir: tempDir() }), undefined],
  ["redis", redisStore, skipRedis],
];

for (const [name, makeStore, skip] of stores) {
  describe(`${name} store`, { skip }, () => {
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
      // Deleting a snapshot keeps the others, their order and the state.
      cur.snapshot({ label: "b" });
      cur.snapshot({ label: "c" });
      const state = cur.state();
      assert.equal(cur.deleteSnapshot("b"), true);
      assert.equal(cur.deleteSnapshot("b"), false);
      assert.deepEqual(
        cur.snapshots().map((s) => s.label),
        ["step-10", "c"],
      );
      assert.equal(store.getSnapshot("r2", "b"), undefined);
      assert.deepEqual(cur.state(), state);
      cur.snapshot({ label: "b" });
      assert.deepEqual(
        cur.snapshots().map((s) => s.label),
        ["step-10", "c", "b"],
      );
      store.close();
    });

    it("persists the strategy and its group counters (mixed run, reopened from a new store object)", () => {
      const store = makeStore();
      const mixedCfg = { ...cfg, groupSize: 3, schedule: { kind: "mixed" as const, raiseAbove: 0.6 } };
      const cur = Curriculum.create(mixedCfg, { store, knownEnvs: ENVS, runId: "rm" });
      cur.report([0, 1, 2].map(() => ({ env: "a", level: 0, accuracy: 1, problemId: "p0" })));
      cur.record({ env: "a", level: 0, accuracy: 0, problemId: "p1" });
      const again = Curriculum.open("rm", { store });
      assert.deepEqual(again.config.schedule, { kind: "mixed", raiseAbove: 0.6, lowerAbove: 0.5 });
      assert.equal(again.levels().a, 1, "one all-correct group of one (minPrompts 1) raised h");
      cur.record({ env: "a", level: 1, accuracy: 0, problemId: "p2" });
      assert.deepEqual(Curriculum.open("rm", { store }).state().envs.a!.groups, {
        done: 0,
        allCorrect: 0,
        allWrong: 0,
        open: [["p2", 1, 0, 0]],
      });
      assert.equal(store.listRuns().find((r) => r.runId === "rm")?.schedule, "mixed:0.6,0.5");
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

describe("Redis store", { skip: skipRedis }, () => {
  const cfg = { environments: ENVS, minPrompts: 1, groupSize: 2 };

  it("gives the same states as memory on random workloads", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.nat(1000), (steps, seed) => {
        const c = { ...cfg, seed };
        const mem = Curriculum.create(c, { knownEnvs: ENVS, runId: "m" });
        const red = Curriculum.create(c, { knownEnvs: ENVS, runId: "r", store: redisStore() });
        drive(mem, steps, seed);
        drive(red, steps, seed);
        assert.deepEqual(withoutTimes(red.state()), withoutTimes(mem.state()));
        red.store.close();
      }),
      { numRuns: 8 },
    );
  });

  it("two handles see every committed change; a reopened store too", () => {
    const prefix = `shared${prefixes++}:`;
    const s1 = new RedisStore(redis!.url, { redis: conn, prefix });
    const s2 = new RedisStore(redis!.url, { redis: conn, prefix });
    const c1 = Curriculum.create(cfg, { store: s1, knownEnvs: ENVS, runId: "x" });
    const c2 = Curriculum.open("x", { store: s2 });
    for (let i = 0; i < 6; i++) {
      (i % 2 ? c1 : c2).record({ env: "a", level: c1.levels().a!, accuracy: 1 });
    }
    assert.equal(c1.levels().a, 3);
    assert.deepEqual(c2.state(), c1.state());
    assert.equal(c1.record({ env: "a", level: 3, accuracy: 1, sampleKey: "k" }).duplicate, false);
    assert.equal(c2.record({ env: "a", level: 3, accuracy: 1, sampleKey: "k" }).duplicate, true);
    // A run deleted and created again under the same id by another process is not mistaken for the old one.
    assert.equal(s2.deleteRun("x"), true);
    Curriculum.create({ ...cfg, seed: 7 }, { store: s2, knownEnvs: ENVS, runId: "x" });
    assert.deepEqual(c1.state(), Curriculum.open("x", { store: s2 }).state());
    assert.equal(Curriculum.open("x", { store: s1 }).config.seed, 7);
    const last = c1.state();
    s1.close();
    s2.close();
    const s3 = new RedisStore(redis!.url, { redis: conn, prefix });
    assert.deepEqual(Curriculum.open("x", { store: s3 }).state(), last);
    s3.close();
  });

  it("a commit that lost the race is recomputed on the winner's state (no lost count, h raised once)", () => {
    const prefix = `race${prefixes++}:`;
    const s1 = new RedisStore(redis!.url, { redis: conn, prefix });
    const s2 = new RedisStore(redis!.url, { redis: conn, prefix });
    // minPrompts 1 x groupSize 2: the second counted sample at h triggers the check.
    Curriculum.create(cfg, { store: s1, knownEnvs: ENVS, runId: "x" });
    Curriculum.open("x", { store: s2 }).record({ env: "a", level: 0, accuracy: 1, sampleKey: "k1" });
    let calls = 0;
    // s1 computes on the state it read; before it commits, s2 commits the same kind of change.
    const r = s1.update("x", (run, tx) => {
      calls++;
      if (calls === 1) {
        Curriculum.open("x", { store: s2 }).record({ env: "a", level: 0, accuracy: 1, sampleKey: "k2" });
      }
      const es = run.state.envs.a!;
      tx.touch("a");
      es.counted++;
      return { counted: es.counted, h: es.h };
    });
    assert.equal(calls, 2);
    assert.equal(s1.conflicts, 1);
    // Recomputed on top of s2's commit, which had already raised h and reset the counters.
    assert.deepEqual(r, { counted: 1, h: 1 });
    const st = Curriculum.open("x", { store: s1 }).state().envs.a!;
    assert.equal(st.h, 1);
    assert.equal(st.history.length, 2);
    assert.equal(st.counted, 1);
    assert.equal(st.scored, 2);
    // The same race on a sample key: the second commit sees the first's key and is not applied again.
    let n = 0;
    const dup = s1.update("x", (run, tx) => {
      n++;
      if (n === 1)
        Curriculum.open("x", { store: s2 }).record({ env: "b", level: 0, accuracy: 1, sampleKey: "k3" });
      const seen = tx.seenKey("s:k3");
      if (seen === undefined) run.state.envs.b!.scored += 100;
      tx.touch("b");
      return seen !== undefined;
    });
    assert.equal(dup, true);
    assert.equal(Curriculum.open("x", { store: s2 }).state().envs.b!.scored, 1);
    s1.close();
    s2.close();
  });

  for (const appendfsync of ["always", "everysec"] as const) {
    it(`a kill -9 of Redis (appendonly yes, appendfsync ${appendfsync}) loses no acknowledged change`, async () => {
      const own = await TestRedis.start({ appendfsync });
      try {
        const s1 = new RedisStore(own.url);
        const cur = Curriculum.create(cfg, { store: s1, knownEnvs: ENVS, runId: "d" });
        drive(cur, 12);
        cur.snapshot({ label: "mid" });
        drive(cur, 3, 1);
        const acked = cur.get();
        await own.kill9();
        assert.throws(() => cur.state(), /connect|closed|answer|Socket|offline|ECONNREFUSED|ECONNRESET/i);
        s1.close();
        await own.launch();
        const s2 = new RedisStore(own.url);
        const back = Curriculum.open("d", { store: s2 });
        assert.deepEqual(back.get(), acked);
        assert.deepEqual(
          back.snapshots().map((s) => s.label),
          ["mid"],
        );
        s2.close();
      } finally {
        await own.stop();
      }
    });
  }

  it("warns when Redis keeps nothing on disk (CONFIG GET appendonly / save)", () => {
    assert.equal(persistenceWarning(conn!), undefined, "appendonly yes, appendfsync always");
    conn!.call("CONFIG", "SET", "appendfsync", "no");
    assert.match(persistenceWarning(conn!) ?? "", /appendfsync is no/);
    conn!.call("CONFIG", "SET", "appendonly", "no");
    assert.match(persistenceWarning(conn!) ?? "", /persistence is off/);
    conn!.call("CONFIG", "SET", "save", "3600 1");
    assert.match(persistenceWarning(conn!) ?? "", /RDB snapshots only/);
    conn!.call("CONFIG", "SET", "save", "");
    conn!.call("CONFIG", "SET", "appendonly", "yes");
    conn!.call("CONFIG", "SET", "appendfsync", "always");
    assert.equal(persistenceWarning(conn!), undefined);
  });

  it("a Redis URL that does not answer is a clear error", () => {
    assert.throws(
      () => new RedisStore("redis://127.0.0.1:1/0"),
      /cannot connect to redis:\/\/127\.0\.0\.1:1\/0/,
    );
    assert.throws(() => new RedisStore("http://x"), /not a Redis URL/);
  });
});
