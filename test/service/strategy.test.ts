import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;

before(async () => {
  server = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: "strategy-test-secret-0123456789",
    workers: 1,
  });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

describe("POST /v1/runs: a strategy and its parameters per run", () => {
  it("a mixed run is stored with its parameters and moves h by whole groups", async () => {
    const r = await api.post("/v1/runs", {
      run_id: "mx",
      environments: ["sorting"],
      group_size: 2,
      min_prompts_before_check: 1,
      update_mode: "on_report",
      schedule: { kind: "mixed", raise_above: 0.6 },
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual(r.body.config.schedule, { kind: "mixed", raise_above: 0.6, lower_above: 0.5 });
    assert.match(r.body.config.schedule_text, /^mixed \(window 4; after 1 groups of 2 at h/);
    const ps = (await api.post("/v1/runs/mx/problems", { count: 1 })).body.problems;
    assert.equal(ps.length, 1, "one problem per group; the trainer samples it group_size times");
    const out = await api.post("/v1/runs/mx/outcomes", {
      items: [0, 1].map((i) => ({ ticket: ps[0].ticket, accuracy: 1, sample_key: `s${i}` })),
    });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    const run = (await api.get("/v1/runs/mx")).body;
    assert.equal(run.state.envs.sorting.difficulty, 1);
    assert.deepEqual(run.raw_state.envs.sorting.groups, { done: 0, allCorrect: 0, allWrong: 0, open: [] });
    const list = (await api.get("/v1/runs")).body;
    assert.ok(JSON.stringify(list).includes("mixed:0.6,0.5"), JSON.stringify(list));
  });

  it("unknown strategies and bad parameters are a 400 naming the field", async () => {
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ schedule: { kind: "progress" } }, /schedule\.kind: .*'adaptive' \| 'fixed' \| 'range' \| 'mixed'/],
      [{ schedule: { kind: "mixed", raise_above: 2 } }, /schedule\.raise_above/],
      [
        { schedule: { kind: "mixed", raise_above: 0.2, lower_above: 0.2 } },
        /schedule\.raise_above \+ schedule\.lower_above/,
      ],
      [{ group_size: 1, schedule: { kind: "mixed" } }, /group_size >= 2/],
      [{ schedule: { kind: "adaptive", raise_above: 0.5 } }, /schedule\.raise_above: unknown option/],
      [{ schedule: { kind: "mixed", level: 3 } }, /schedule\.level: unknown option/],
    ];
    for (const [body, msg] of bad) {
      const r = await api.post("/v1/runs", { environments: ["sorting"], ...body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.error.code, "invalid_config");
      assert.match(r.body.error.message, msg);
    }
  });

  it("an adaptive run keeps its wire shape", async () => {
    const r = await api.post("/v1/runs", {
      environments: ["sorting"],
      schedule: { kind: "adaptive", two_sided_floor: 0.2 },
    });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body.config.schedule, { kind: "adaptive", two_sided_floor: 0.2 });
    assert.equal(r.body.raw_state.envs.sorting.groups, undefined);
  });
});
