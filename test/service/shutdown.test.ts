import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { type Child, client, exited, startChild, tempDir } from "./helpers.ts";

/**
 * SIGTERM is bounded: the real `rlve serve` as a child process, with a long generation in flight (1,024
 * coloring-counting problems at level 12, about 10 ms each: seconds of work on its one generation thread;
 * 4,096 sorting problems had become fast enough to finish between two polls of /metrics), stops accepting at
 * once, cancels the generation after --shutdown-grace, commits the scored samples and exits 0.
 */
describe("SIGTERM with a slow generation in flight", () => {
  const tmp = tempDir();
  const children: Child[] = [];
  after(() => {
    for (const c of children) c.proc.kill("SIGKILL");
    tmp.remove();
  });

  it("cancels the in-flight work after the grace, keeps every acknowledged update, exits 0", async () => {
    const start = async () => {
      const c = await startChild(["--data-dir", tmp.dir, "--workers", "2", "--shutdown-grace", "300"], {
        RLVE_TICKET_SECRET: "",
      });
      children.push(c);
      return c;
    };
    let server = await start();
    let api = client(server.url);
    assert.equal((await api.post("/v1/runs", { run_id: "t", environments: ["sorting"] })).status, 201);
    const problems = (await api.post("/v1/runs/t/problems", { count: 6 })).body.problems;
    for (const p of problems) {
      const r = await api.post("/v1/score", {
        ticket: p.ticket,
        response: generate(getEnv(p.env_id), p.level, p.seed, p.answer_format).reference,
        sample_key: p.problem_id,
      });
      assert.equal(r.status, 200);
    }

    let settled = false;
    const slow = api
      .post("/v1/problems", { env_id: "coloring-counting", level: 12, count: 1024 })
      .catch((err: Error) => ({ status: 0, body: String(err) }))
      .finally(() => {
        settled = true;
      });
    const inflight = async () => {
      const m: string = (await api.get("/metrics")).body;
      return /^rlve_pool_inflight_tasks\{pool="gen"\} [1-9]/m.test(m);
    };
    for (let i = 0; i < 600 && !(await inflight()); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(await inflight(), "the generation is running");

    server.proc.kill("SIGTERM");
    for (let i = 0; i < 600 && !/shutting down/.test(server.stderr()); i++)
      await new Promise((r) => setTimeout(r, 10));
    // Once the signal is handled, no new request is served (refused connection, or 503 while closing).
    const late = await fetch(`${server.url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    assert.ok(late === 0 || late === 503, `a request after SIGTERM got ${late}`);
    assert.equal(await exited(server.proc), 0);
    const res = await slow;
    assert.ok(settled);
    assert.ok(res.status === 503 || res.status === 0, `the abandoned request: ${res.status}`);
    if (res.status === 503) assert.equal(res.body.error.code, "shutting_down");
    assert.match(server.stderr(), /shutdown grace of 300 ms over: cancelling the work in flight/);

    // Every acknowledged sample was committed.
    server = await start();
    api = client(server.url);
    assert.equal((await api.get("/v1/runs/t")).body.state.envs.sorting.scored, problems.length);
    server.proc.kill("SIGTERM");
    assert.equal(await exited(server.proc), 0);
  });
});
