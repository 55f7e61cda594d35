import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  Curriculum,
  CurriculumError,
  exportRun,
  importRun,
  RedisStore,
  RunExistsError,
  type RunStore,
  SqliteStore,
} from "../../src/curriculum/index.ts";
import { redisSkip, TestRedis } from "../support/redis.ts";

/** rlve run export / import: a run moves between SQLite and Redis and carries on exactly as before. */

const BIN = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "bin", "rlve.mjs");
const ENVS = ["a", "b", "c"];
const CFG = { environments: ENVS, minPrompts: 1, groupSize: 2, seed: 5 };
const dir = mkdtempSync(join(tmpdir(), "rlve-transfer-"));
const skip = redisSkip();
const redis = skip === undefined ? await TestRedis.start() : undefined;
after(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Some history: scores that raise h, a report, two snapshots. */
function drive(cur: Curriculum): void {
  for (let s = 0; s < 6; s++) {
    const ps = cur.issue(2);
    for (const p of ps) {
      cur.record({
        env: p.env,
        level: p.level,
        accuracy: s % 3 === 2 ? 0 : 1,
        sampleKey: `${p.problemId}/${p.groupIndex}`,
      });
    }
    if (s === 2) cur.snapshot({ step: 2 });
  }
  cur.report([{ env: "a", level: 0, accuracy: 1, problemId: "x" }], { step: 6 });
  cur.snapshot({ label: "end" });
}

/** Timestamps of the continued runs differ by a millisecond or so; everything else must match. */
function withoutTimes<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === "at" ? undefined : v)));
}

function roundTrip(from: RunStore, to: RunStore, runId: string, newId?: string): void {
  const before = from.getRun(runId)!;
  const doc = JSON.parse(JSON.stringify(exportRun(from, runId)));
  const rec = importRun(to, doc, { runId: newId, knownEnvs: ENVS });
  assert.deepEqual(rec, { ...before, runId: newId ?? runId });
  assert.deepEqual(
    to.listSnapshots(rec.runId).map((s) => [s.label, s.step, s.createdAt]),
    from.listSnapshots(runId).map((s) => [s.label, s.step, s.createdAt]),
  );
  assert.deepEqual(to.getSnapshot(rec.runId, "step-2")!.state, from.getSnapshot(runId, "step-2")!.state);
  // Both copies carry on identically.
  const a = Curriculum.open(runId, { store: from });
  const b = Curriculum.open(rec.runId, { store: to });
  const pa = a.issue(3);
  const pb = b.issue(3);
  assert.deepEqual(
    pb.map((p) => [p.env, p.level, p.seed]),
    pa.map((p) => [p.env, p.level, p.seed]),
  );
  for (const [i, p] of pa.entries()) {
    a.record({ env: p.env, level: p.level, accuracy: 1 });
    b.record({ env: pb[i]!.env, level: pb[i]!.level, accuracy: 1 });
  }
  assert.deepEqual(withoutTimes(b.state().envs), withoutTimes(a.state().envs));
}

describe("run export / import", { skip }, () => {
  it("moves a run from SQLite to Redis and back", () => {
    const sql = new SqliteStore({ dataDir: join(dir, "lib") });
    const red = new RedisStore(redis!.url, { prefix: "lib:" });
    drive(Curriculum.create(CFG, { store: sql, knownEnvs: ENVS, runId: "r" }));
    roundTrip(sql, red, "r");
    roundTrip(red, sql, "r", "r-back");
    sql.close();
    red.close();
  });

  it("refuses a taken id and invalid documents, creating nothing", () => {
    const store = new SqliteStore({ file: ":memory:" });
    drive(Curriculum.create(CFG, { store, knownEnvs: ENVS, runId: "r" }));
    const doc = exportRun(store, "r");
    assert.throws(() => importRun(store, doc, { knownEnvs: ENVS }), RunExistsError);
    assert.throws(
      () => importRun(store, { ...doc, format: "x" }, { knownEnvs: ENVS }),
      /not an rlve run export/,
    );
    const bad = structuredClone(doc);
    bad.run.state.envs.a!.correct = bad.run.state.envs.a!.counted + 5;
    assert.throws(() => importRun(store, bad, { runId: "r2", knownEnvs: ENVS }), CurriculumError);
    const badSnap = structuredClone(doc);
    badSnap.snapshots[0]!.state.seq = -1;
    assert.throws(() => importRun(store, badSnap, { runId: "r3", knownEnvs: ENVS }), /snapshots\[0\]/);
    assert.throws(() => importRun(store, doc, { runId: "../x", knownEnvs: ENVS }), /not valid/);
    assert.deepEqual(
      store.listRuns().map((r) => r.runId),
      ["r"],
    );
    store.close();
  });

  it("rlve run export from SQLite, rlve run import into Redis (the CLI)", async () => {
    const data = join(dir, "cli");
    const sql = new SqliteStore({ dataDir: data });
    Curriculum.create(
      { environments: ["sorting", "cantor-expansion"], seed: 3 },
      { store: sql, runId: "moved" },
    ).issue(5);
    const want = sql.getRun("moved")!;
    sql.close();
    const file = join(dir, "moved.json");
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [BIN, "run", ...args], {
        env: { ...process.env, RLVE_STORE: "" },
      });
    const out = await run("export", "moved", "--data-dir", data, "--out", file);
    assert.match(out.stdout, /exported run moved/);
    const imp = await run("import", file, "--store", redis!.url);
    assert.match(imp.stdout, /imported run moved .* into redis:\/\/127\.0\.0\.1/);
    const red = new RedisStore(redis!.url);
    assert.deepEqual(red.getRun("moved"), want);
    red.close();
    // A second import is refused with a clear message, not a stack trace.
    await assert.rejects(run("import", file, "--store", redis!.url), (err: { stderr: string }) => {
      assert.match(err.stderr, /already exists/);
      assert.doesNotMatch(err.stderr, /\n\s+at /);
      return true;
    });
    writeFileSync(join(dir, "junk.json"), "{}");
    await assert.rejects(
      run("import", join(dir, "junk.json"), "--store", redis!.url),
      /not an rlve run export/,
    );
    assert.equal(JSON.parse(readFileSync(file, "utf8")).format, "rlve-run");
  });
});
