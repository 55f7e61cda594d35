import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { getEnv } from "../../src/core/registry.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

// Issue 13, defect 1: levels the schema accepted but the environment cannot generate in time stalled the
// server (a run at initial_difficulty 200 on sorting answered 201, then every /problems call waited ~33 s
// for a 503). Levels above an environment's maximum are now refused at once with a 422 naming it.

const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;
const MAX = maxLevelOf(getEnv("sorting"));
const ABOVE = `level ${MAX + 1} is above the maximum level of sorting (${MAX})`;

/** Jobs the server's worker pools have run so far (from /metrics, summed over pools). */
async function jobs(): Promise<number> {
  const m = await api.get("/metrics");
  const lines = [...String(m.body).matchAll(/^rlve_pool_jobs_total(?:\{[^}]*\})? (\d+)$/gm)];
  assert.ok(lines.length > 0, "rlve_pool_jobs_total is in /metrics");
  return lines.reduce((n, l) => n + Number(l[1]), 0);
}

before(async () => {
  server = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: "max-level-test-secret-0123456789",
    workers: 1,
  });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

describe("levels above an environment's maximum (issue 13, defect 1)", () => {
  it("GET /v1/envs gives every environment's max_level", async () => {
    const envs = await api.get("/v1/envs");
    const sorting = envs.body.find((e: { env_id: string }) => e.env_id === "sorting");
    assert.equal(sorting.max_level, MAX);
    assert.ok(envs.body.every((e: { max_level: unknown }) => Number.isInteger(e.max_level)));
  });

  it("a run with initial_difficulty 200 on sorting is refused at creation, before any generation", async () => {
    assert.ok(MAX < 200, "the regression needs sorting's maximum below 200");
    const before = await jobs();
    const r = await api.post("/v1/runs", {
      run_id: "d1",
      environments: ["sorting"],
      initial_difficulty: 200,
    });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, "level_above_max");
    assert.equal(
      r.body.error.message,
      `initial_difficulty: level 200 is above the maximum level of sorting (${MAX})`,
    );
    assert.equal((await api.get("/v1/runs/d1")).status, 404, "no run was created");
    assert.equal(await jobs(), before, "nothing was generated");
  });

  it("fixed and range schedules above the maximum are refused; at the maximum they are accepted", async () => {
    for (const schedule of [
      { kind: "fixed", level: MAX + 1 },
      { kind: "range", max_level: MAX + 1 },
    ]) {
      const r = await api.post("/v1/runs", { environments: ["sorting"], schedule });
      assert.equal(r.status, 422, JSON.stringify(schedule));
      assert.equal(r.body.error.code, "level_above_max");
      assert.match(r.body.error.message, /above the maximum level of sorting/);
    }
    const ok = await api.post("/v1/runs", {
      run_id: "at-max",
      environments: ["sorting"],
      schedule: { kind: "fixed", level: MAX },
    });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.state.envs.sorting.max_level, MAX);
    assert.deepEqual(ok.body.state.at_top, [], "a static schedule never reports a top");
  });

  it("stateless /v1/problems above the maximum is a 422 before any generation", async () => {
    const before = await jobs();
    for (const level of [MAX + 1, 200, 1_000_000]) {
      const r = await api.post("/v1/problems", { env_id: "sorting", level, count: 20 });
      assert.equal(r.status, 422);
      assert.equal(r.body.error.code, "level_above_max");
      assert.equal(r.body.error.message, `level ${level} is above the maximum level of sorting (${MAX})`);
    }
    assert.equal(await jobs(), before, "nothing was generated");
  });

  it("eval levels above the maximum are refused on /problems; claims stay within it", async () => {
    const run = await api.post("/v1/runs", {
      run_id: "top",
      environments: ["sorting"],
      initial_difficulty: MAX,
      group_size: 1,
      min_prompts_before_check: 1,
    });
    assert.equal(run.status, 201);
    assert.deepEqual(run.body.state.at_top, ["sorting"]);
    const before = await jobs();
    const ev = await api.post("/v1/runs/top/problems", { count: 1, split: "eval", levels: [MAX + 1] });
    assert.equal(ev.status, 422);
    assert.equal(ev.body.error.code, "level_above_max");
    assert.equal(ev.body.error.message, ABOVE);
    assert.equal(await jobs(), before, "nothing was generated");
    const claim = await api.post("/v1/runs/top/claims", { slot: "s1" });
    assert.equal(claim.status, 200);
    assert.ok(claim.body.level <= MAX);
  });
});
