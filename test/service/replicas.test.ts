import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Curriculum, type SampleOutcome } from "../../src/curriculum/index.ts";
import { startServer } from "../../src/service/server.ts";
import { redisSkip, TestRedis } from "../support/redis.ts";
import { type Child, client, exited, startChild, tempDir } from "./helpers.ts";

/**
 * Three `rlve serve` replicas on one Redis: a burst of scored samples for one run through all three,
 * acknowledged samples retried through another replica, one replica killed with SIGKILL mid-burst. The
 * curriculum must equal a single-process replay of the same samples: every sample applied exactly once,
 * h raised exactly when the rule says. The workload is built so that the result does not depend on the
 * order in which replicas commit (one environment always right, one always wrong, all at level 0), so
 * the replay can apply the samples in any order.
 */

const SECRET = "replicas-test-secret";
const RIGHT = "sorting"; // always answered with the reference: h goes 0 -> 1 once, after 8 counted
const WRONG = "cantor-expansion"; // always answered wrongly: a check every 8 counted, h stays 0
const CONFIG = { environments: [RIGHT, WRONG], group_size: 4, min_prompts_before_check: 2, seed: 11 };

interface Issued {
  ticket: string;
  problem_id: string;
  env_id: string;
  level: number;
  seed: number;
  split: "train" | "eval";
}

interface Sample {
  key: string;
  body: { ticket: string; response: string; sample_key: string };
  outcome: SampleOutcome;
}

/** Timestamps differ between runs; everything else must match. */
function withoutTimes<T>(x: T): T {
  return JSON.parse(JSON.stringify(x, (k, v) => (k === "at" ? undefined : v)));
}

const skip = redisSkip();

describe("replicas on one Redis", { skip }, () => {
  const children: Child[] = [];
  const tmp = tempDir();
  let redis: TestRedis | undefined;
  after(async () => {
    for (const c of children) c.proc.kill("SIGKILL");
    await redis?.stop();
    tmp.remove();
  });

  it("a burst through three replicas, one killed, equals a single-process replay", async () => {
    redis = await TestRedis.start({ appendfsync: "always" });
    const env = { RLVE_TICKET_SECRET: SECRET, RLVE_STORE: redis.url };
    const replicas = await Promise.all(
      [0, 1, 2].map((i) => startChild(["--data-dir", `${tmp.dir}/r${i}`, "--workers", "1"], env)),
    );
    children.push(...replicas);
    for (const r of replicas) assert.doesNotMatch(r.stderr(), /warning/, "appendonly yes: no warning");
    const apis = replicas.map((r) => client(r.url));
    const alive = [true, true, true];

    assert.equal((await apis[0]!.post("/v1/runs", { run_id: "shared", ...CONFIG })).status, 201);
    // The run is visible through every replica.
    for (const api of apis) assert.equal((await api.get("/v1/runs/shared")).status, 200);

    const train = await apis[1]!.post("/v1/runs/shared/problems", { count: 30 });
    const evals = await apis[2]!.post("/v1/runs/shared/problems", { count: 4, split: "eval" });
    assert.equal(train.status, 200);
    assert.equal(evals.status, 200);
    const issued: Issued[] = [...train.body.problems, ...evals.body.problems];
    const samples: Sample[] = issued.flatMap((p) => {
      const ref = generate(getEnv(p.env_id), p.level, p.seed, "tags").reference;
      const right = p.env_id === RIGHT;
      return [0, 1, 2, 3].map((g) => {
        const key = `${p.problem_id}/${g}`;
        return {
          key,
          body: { ticket: p.ticket, response: right ? ref : "<answer>no</answer>", sample_key: key },
          outcome: {
            env: p.env_id,
            level: p.level,
            accuracy: right ? 1 : 0,
            split: p.split,
            problemId: p.problem_id,
            sampleKey: key,
          },
        };
      });
    });
    assert.ok(samples.some((s) => s.outcome.env === RIGHT) && samples.some((s) => s.outcome.env === WRONG));

    // The burst: 9 senders, 3 per replica, singles and small batches mixed. Every 4th acknowledged
    // sample is sent again through the next live replica and must come back as a duplicate.
    const acked = new Map<string, { counted: boolean; duplicate: boolean }>();
    const retried: string[] = [];
    let next = 0;
    let killed = false;
    const liveOther = (r: number) => [1, 2].map((d) => (r + d) % 3).find((x) => alive[x]) ?? 0;
    const sender = async (id: number) => {
      const home = id % 3;
      let turn = 0;
      while (next < samples.length) {
        const r = alive[home] ? home : liveOther(home);
        const size = turn++ % 3 === 2 ? 4 : 1;
        const batch = samples.slice(next, next + size);
        next += batch.length;
        let results: Array<{ duplicate: boolean; counted: boolean; accuracy: number }> | undefined;
        try {
          if (batch.length === 1) {
            const res = await apis[r]!.post("/v1/score", batch[0]!.body);
            if (res.status === 200) results = [res.body];
          } else {
            const res = await apis[r]!.post("/v1/score/batch", { items: batch.map((s) => s.body) });
            if (res.status === 200) results = res.body.results;
          }
        } catch {
          // The replica died with the request in flight: not acknowledged, retried below.
        }
        if (results === undefined) {
          assert.ok(r === 2 && killed, "only the killed replica fails requests");
          continue;
        }
        batch.forEach((s, i) => {
          const res = results![i]!;
          assert.equal(res.accuracy, s.outcome.accuracy, s.key);
          acked.set(s.key, res);
        });
        if (acked.size >= samples.length / 3 && !killed) {
          killed = true;
          alive[2] = false;
          replicas[2]!.proc.kill("SIGKILL");
        }
        for (const s of batch) {
          if (acked.size % 4 !== 0) continue;
          for (;;) {
            const other = liveOther(r);
            let again: Awaited<ReturnType<(typeof apis)[0]["post"]>>;
            try {
              again = await apis[other]!.post("/v1/score", s.body);
            } catch (err) {
              // Killed meanwhile by another sender: retry through the next live replica.
              if (other === 2 && killed) continue;
              throw err;
            }
            assert.equal(again.status, 200);
            assert.equal(again.body.duplicate, true, `${s.key} retried through replica ${other}`);
            retried.push(s.key);
            break;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 9 }, (_, i) => sender(i)));
    await exited(replicas[2]!.proc);
    assert.ok(killed);
    assert.ok(retried.length > 5, `retries of acknowledged samples: ${retried.length}`);
    // First answers are never duplicates: each sample was sent once before its retries.
    for (const [key, r] of acked) assert.equal(r.duplicate, false, key);

    // The trainer retries everything after the outage through a surviving replica: every acknowledged
    // sample is a duplicate; samples lost in flight with the killed replica are applied now (or were
    // committed before it died and are duplicates too).
    const all = await apis[0]!.post("/v1/score/batch", { items: samples.map((s) => s.body) });
    assert.equal(all.status, 200);
    all.body.results.forEach((r: { duplicate: boolean }, i: number) => {
      if (acked.has(samples[i]!.key)) assert.equal(r.duplicate, true, samples[i]!.key);
    });

    // The single-process replay: the same run in memory, the same issue calls, each sample once.
    const replay = Curriculum.create(
      {
        environments: CONFIG.environments,
        groupSize: 4,
        minPrompts: 2,
        seed: CONFIG.seed,
      },
      { runId: "shared" },
    );
    const again = [
      ...replay.issue(30, { groupSize: 1 }),
      ...replay.issue(4, { groupSize: 1, split: "eval" }),
    ];
    assert.deepEqual(
      again.map((p) => [p.problemId, p.env, p.level]),
      issued.map((p) => [p.problem_id, p.env_id, p.level]),
      "the replay issues the same problems",
    );
    replay.recordMany(samples.map((s) => s.outcome));
    const want = replay.state();
    for (const api of [apis[0]!, apis[1]!]) {
      const got = (await api.get("/v1/runs/shared")).body.raw_state;
      assert.deepEqual(withoutTimes(got), withoutTimes(want));
    }
    // What the rule says, spelled out: h rose exactly once in the right environment, never in the other.
    const right = want.envs[RIGHT]!;
    const wrong = want.envs[WRONG]!;
    assert.deepEqual(
      right.history.map((h) => h.h),
      [0, 1],
    );
    assert.equal(right.scored + wrong.scored, samples.filter((s) => s.outcome.split === "train").length);
    assert.equal(wrong.checks, Math.floor(wrong.scored / 8));
    assert.equal(wrong.h, 0);

    // Claims of one slot through both surviving replicas at once return one problem.
    for (const slot of ["g1", "g2", "g3"]) {
      const claims = await Promise.all(
        [0, 1, 0, 1].map((r) => apis[r]!.post("/v1/runs/shared/claims", { slot, group_size: 4 })),
      );
      for (const c of claims) assert.equal(c.status, 200);
      assert.equal(new Set(claims.map((c) => c.body.ticket)).size, 1, `slot ${slot}: one problem`);
      assert.deepEqual(claims.map((c) => c.body.group_index).sort(), [0, 1, 2, 3]);
    }

    // Redis gone: a score that must move the curriculum is refused (nothing acknowledged, retry later).
    await redis.kill9();
    const down = await apis[0]!.post("/v1/score", { ...samples[0]!.body, sample_key: "after-redis-died" });
    assert.equal(down.status, 503);
    assert.equal(down.body.error.code, "store_unavailable");

    for (const i of [0, 1]) {
      replicas[i]!.proc.kill("SIGTERM");
      assert.equal(await exited(replicas[i]!.proc), 0);
    }
  });

  it("refuses a Redis store without a shared ticket secret, and an unknown store", async () => {
    const saved = process.env.RLVE_TICKET_SECRET;
    delete process.env.RLVE_TICKET_SECRET;
    try {
      await assert.rejects(
        startServer({ store: "redis://127.0.0.1:1/0", port: 0, dataDir: tmp.dir }),
        /set RLVE_TICKET_SECRET to the same secret on every replica/,
      );
      await assert.rejects(
        startServer({ store: "postgres://x", port: 0, dataDir: tmp.dir }),
        /store must be sqlite, memory or a redis:\/\/ URL/,
      );
    } finally {
      if (saved !== undefined) process.env.RLVE_TICKET_SECRET = saved;
    }
  });
});
