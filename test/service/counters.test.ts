import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";
import { FAIL_LEVEL, HANG_LEVEL } from "./slow-worker.ts";

/**
 * Issue 30, item 6, through the real server: a run's problems refused with 503 (generation over the
 * time budget, or failed three times) or 413 (response too large) leave the run's issued counts as
 * they were; a 413 or a 503 also leaves problem_seq as it was, except that draws whose generation failed
 * stay consumed (so the next request does not draw a seed that cannot be generated again). Claims
 * likewise. The slow worker hangs at HANG_LEVEL and fails at FAIL_LEVEL.
 */

const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;

before(async () => {
  server = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: "counters-test-secret-0123456789",
    store: "memory",
    workers: 2,
    taskTimeoutMs: 1_000,
    maxResponseBytes: 256 * 1024,
    logger: false,
    workerModule: pathToFileURL(new URL("./slow-worker.ts", import.meta.url).pathname).href,
  });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

async function counts(run: string) {
  const r = await api.get(`/v1/runs/${run}`);
  assert.equal(r.status, 200);
  const e = r.body.state.envs.sorting;
  return { seq: r.body.state.problem_seq, issued: e.issued, evalIssued: e.eval_issued };
}

async function createRun(run: string, extra: Record<string, unknown>) {
  const r = await api.post("/v1/runs", { run_id: run, environments: ["sorting"], ...extra });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

describe("counters of refused requests", () => {
  it("a 503 on a run's problems (generation over the budget) issues nothing", async () => {
    await createRun("hang", { schedule: { kind: "fixed", level: HANG_LEVEL } });
    const r = await api.post("/v1/runs/hang/problems", { count: 3 });
    assert.equal(r.status, 503);
    assert.equal(r.body.error.code, "generation_failed");
    // The three draws timed out: they stay drawn (problem_seq 3), but none counts as issued.
    assert.deepEqual(await counts("hang"), { seq: 3, issued: 0, evalIssued: 0 });
  });

  it("a 503 after three failed generations issues nothing; eval likewise", async () => {
    await createRun("fail", { schedule: { kind: "fixed", level: FAIL_LEVEL } });
    const r = await api.post("/v1/runs/fail/problems", { count: 2 });
    assert.equal(r.status, 503);
    assert.match(r.body.error.message, /failed three times/);
    // Two draws and two redraws of each.
    assert.deepEqual(await counts("fail"), { seq: 6, issued: 0, evalIssued: 0 });
    const e = await api.post("/v1/runs/fail/problems", { count: 1, split: "eval", levels: [FAIL_LEVEL] });
    assert.equal(e.status, 503);
    assert.deepEqual(await counts("fail"), { seq: 9, issued: 0, evalIssued: 0 });
    // A request that succeeds counts exactly what it hands out.
    const ok = await api.post("/v1/runs/fail/problems", { count: 2, split: "eval", levels: [3] });
    assert.equal(ok.status, 200);
    assert.deepEqual(await counts("fail"), { seq: 11, issued: 0, evalIssued: 2 });
  });

  it("a 413 on a run's problems changes nothing at all", async () => {
    await createRun("big", { initial_difficulty: 30 });
    const r = await api.post("/v1/runs/big/problems", { count: 4096 });
    assert.equal(r.status, 413);
    assert.equal(r.body.error.code, "response_too_large");
    assert.deepEqual(await counts("big"), { seq: 0, issued: 0, evalIssued: 0 });
    const ok = await api.post("/v1/runs/big/problems", { count: 2 });
    assert.equal(ok.status, 200);
    // The numbers the refused request drew were given back.
    assert.deepEqual(
      ok.body.problems.map((p: { problem_id: string }) => p.problem_id),
      ["p0", "p1"],
    );
    assert.deepEqual(await counts("big"), { seq: 2, issued: 2, evalIssued: 0 });
  });

  it("a claim refused with 503 issues nothing and frees its slot", async () => {
    await createRun("claims", { schedule: { kind: "fixed", level: HANG_LEVEL } });
    for (let i = 0; i < 2; i++) {
      const r = await api.post("/v1/runs/claims/claims", { slot: "s1", group_size: 4 });
      assert.equal(r.status, 503, JSON.stringify(r.body));
    }
    // Each claim drew a fresh problem (the first one's slot was freed), and neither counts as issued.
    assert.deepEqual(await counts("claims"), { seq: 2, issued: 0, evalIssued: 0 });
  });
});
