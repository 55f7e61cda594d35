import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { type Child, client, exited, startChild, tempDir } from "./helpers.ts";

/**
 * The real `rlve serve` as a child process: kill -9 in the middle of scoring, restart on the same data
 * directory, and check that no acknowledged update was lost and retries do not double count.
 */
describe("kill -9 and restart", () => {
  const tmp = tempDir();
  const children: Child[] = [];
  after(() => {
    for (const c of children) c.proc.kill("SIGKILL");
    tmp.remove();
  });
  const start = async () => {
    const c = await startChild(["--data-dir", tmp.dir, "--workers", "1"], { RLVE_TICKET_SECRET: "" });
    children.push(c);
    return c;
  };

  it("loses no acknowledged update, keeps tickets and slots valid, and never double counts", async () => {
    let server = await start();
    let api = client(server.url);
    const created = await api.post("/v1/runs", {
      run_id: "crash",
      environments: ["sorting"],
      group_size: 4,
      min_prompts_before_check: 4,
    });
    assert.equal(created.status, 201);
    const issued = await api.post("/v1/runs/crash/problems", { count: 40 });
    const samples = issued.body.problems.flatMap(
      (p: { ticket: string; problem_id: string; env_id: string; level: number; seed: number }) => {
        const ref = generate(getEnv(p.env_id), p.level, p.seed, "tags").reference;
        return [0, 1, 2, 3].map((g) => ({
          ticket: p.ticket,
          response: ref,
          sample_key: `${p.problem_id}/${g}`,
        }));
      },
    );
    const claim1 = await api.post("/v1/runs/crash/claims", { slot: "s1", group_size: 4 });
    const claim2 = await api.post("/v1/runs/crash/claims", { slot: "s1", group_size: 4 });
    assert.equal(claim1.body.ticket, claim2.body.ticket);

    // Score with 8 concurrent senders; kill -9 once 60 samples are acknowledged.
    const acked = new Set<string>();
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (next < samples.length && !killed) {
        const s = samples[next++]!;
        try {
          const r = await api.post("/v1/score", s);
          if (r.status === 200) {
            assert.equal(r.body.duplicate, false);
            acked.add(s.sample_key);
          }
        } catch {
          // The connection died with the server.
        }
        if (acked.size >= 60 && !killed) {
          killed = true;
          server.proc.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    await exited(server.proc);
    assert.ok(acked.size >= 60);

    server = await start();
    api = client(server.url);
    const afterCrash = await api.get("/v1/runs/crash");
    assert.equal(afterCrash.status, 200);
    assert.ok(
      afterCrash.body.state.envs.sorting.scored >= acked.size,
      "every acknowledged sample is in the state",
    );

    // Retry everything (a trainer's retries after the outage): acknowledged samples are duplicates.
    const res = await api.post("/v1/score/batch", { items: samples });
    assert.equal(res.status, 200, "tickets issued before the restart are still valid");
    res.body.results.forEach((r: { duplicate: boolean }, i: number) => {
      if (acked.has(samples[i].sample_key)) assert.equal(r.duplicate, true, samples[i].sample_key);
    });
    const final = await api.get("/v1/runs/crash");
    assert.equal(final.body.state.envs.sorting.scored, samples.length, "each sample counted exactly once");
    // All correct at level 0: the first 16 counted samples move h to 1, the rest are below h.
    assert.equal(final.body.state.envs.sorting.difficulty, 1);

    // The slot survives the restart: the third member of the group gets the same problem.
    const claim3 = await api.post("/v1/runs/crash/claims", { slot: "s1", group_size: 4 });
    assert.equal(claim3.body.ticket, claim1.body.ticket);
    assert.equal(claim3.body.group_index, 2);

    // Graceful shutdown exits 0 and keeps the state.
    server.proc.kill("SIGTERM");
    assert.equal(await exited(server.proc), 0);
    server = await start();
    api = client(server.url);
    assert.deepEqual((await api.get("/v1/runs/crash")).body.raw_state, final.body.raw_state);
    server.proc.kill("SIGTERM");
    await exited(server.proc);
  });
});
