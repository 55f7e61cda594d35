import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Cancellation, CancelledError } from "../../src/service/errors.ts";
import { WorkPool } from "../../src/service/pool.ts";
import type { ScoreJob } from "../../src/service/work.ts";
import { HANG_SEED } from "./slow-worker.ts";

const env = getEnv("sorting");
const ref = generate(env, 2, 1).reference;
const job = (text: string, seed = 1): ScoreJob => ({
  env: "sorting",
  version: env.version,
  level: 2,
  seed,
  format: "tags",
  threshold: 1,
  text,
});

describe("worker pool", () => {
  const pool = new WorkPool({
    threads: 1,
    timeoutMs: 400,
    chunkSize: 8,
    workerMemoryMb: 256,
    module: pathToFileURL(new URL("./slow-worker.ts", import.meta.url).pathname).href,
  });
  before(() => pool.warm());
  after(() => pool.close());

  it("turns a hung verification into unscorable and keeps the others", async () => {
    const out = await pool.score([job(ref), job("HANG"), job("<answer>1</answer>")], "bulk");
    assert.equal(out[0]!.accuracy, 1);
    assert.equal(out[1]!.status, "unscorable");
    assert.match(out[1]!.reason, /timed out/);
    assert.equal(out[2]!.status, "invalid");
    assert.ok(pool.stats().timeouts >= 2, "the chunk, then the job alone");
    // The stopped worker was replaced.
    const again = await pool.score([job(ref)]);
    assert.equal(again[0]!.accuracy, 1);
  });

  it("holds each job to the budget: the job over it fails alone, its task's other jobs run again", async () => {
    const before = pool.stats().timeouts;
    const out = await pool.score([job(ref), job("HANG_IN_JOB"), job(ref, 2)], "bulk");
    assert.equal(out[0]!.accuracy, 1);
    assert.equal(out[1]!.status, "unscorable");
    assert.match(out[1]!.reason, /timed out/);
    assert.notEqual(out[2]!.status, "unscorable", "scored after the rerun");
    assert.equal(pool.stats().timeouts, before + 1, "the culprit was known: no job-by-job retry");
  });

  it("scores while a generation hangs, and stops a generation whose request went away", async () => {
    const gone = new Cancellation();
    const hung = pool.generate(
      [{ env: "sorting", version: env.version, level: 1, seed: HANG_SEED, format: "tags", style: "plain" }],
      "fast",
      gone,
    );
    hung.catch(() => {});
    const [scored] = await pool.score([job(ref)]);
    assert.equal(scored!.accuracy, 1, "the scoring pool is not behind the generation");
    gone.cancel();
    await assert.rejects(hung, CancelledError);
    const gen = await pool.generate([
      { env: "sorting", version: env.version, level: 1, seed: 3, format: "tags", style: "plain" },
    ]);
    assert.ok(gen[0]!.ok, "a new worker replaced the terminated one");
    assert.equal(pool.stats().pools.gen.cancelledTasks, 1);
  });

  it("turns a crashed worker into unscorable", async () => {
    const [crashed, ok] = await Promise.all([
      pool.score([job("CRASH")], "fast"),
      pool.score([job(ref)], "bulk"),
    ]);
    assert.equal(crashed[0]!.status, "unscorable");
    assert.equal(ok[0]!.accuracy, 1);
  });

  it("turns a verifier that exhausts the worker's memory into unscorable; the server lives on", async () => {
    const [oom, ok] = await Promise.all([pool.score([job("OOM")], "fast"), pool.score([job(ref)], "bulk")]);
    assert.equal(oom[0]!.status, "unscorable");
    assert.equal(ok[0]!.accuracy, 1);
  });

  it("serves the fast lane before queued bulk work", async () => {
    let bulkDone = false;
    const bulk = pool.score(
      Array.from({ length: 400 }, (_, i) => job(ref, i)),
      "bulk",
    );
    bulk.then(() => {
      bulkDone = true;
    });
    const fast = await pool.score([job(ref)], "fast");
    assert.equal(fast[0]!.accuracy, 1);
    assert.equal(bulkDone, false, "the single request did not wait for the whole batch");
    assert.equal((await bulk).length, 400);
  });

  it("generates prompts, and failures are reported, not thrown", async () => {
    const [ok, bad] = await pool.generate([
      {
        env: "sorting",
        version: env.version,
        level: 1,
        seed: 3,
        format: "boxed",
        style: "tinyzero",
        reference: true,
      },
      { env: "sorting", version: env.version + 1, level: 1, seed: 3, format: "tags", style: "plain" },
    ]);
    assert.ok(ok!.ok && ok.prompt.startsWith("A conversation") && ok.prompt.includes("\\boxed{}"));
    assert.ok(ok!.ok && ok.reference === generate(env, 1, 3, "boxed").reference);
    assert.ok(!bad!.ok && /version/.test(bad.error));
  });
});

describe("inline pool", () => {
  it("runs on the calling thread with threads = 0", async () => {
    const pool = new WorkPool({ threads: 0 });
    const out = await pool.score([job(ref), job("")]);
    assert.deepEqual(
      out.map((o) => o.status),
      ["correct", "wrong_format"],
    );
    await pool.close();
  });
});
