import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { redisSkip, TestRedis } from "../support/redis.ts";
import { type Child, client, startChild, tempDir } from "./helpers.ts";

/**
 * Issue 30, items 1 and 2: replicas on a Redis that goes away. A replica that has never read a run (here:
 * started after the run was created, so its configuration is not cached) must answer every scoring
 * route with 503 `store_unavailable` and keep serving, not exit; the read routes answer 503 too, and
 * /metrics still reports the worker pools. When Redis is back, the same replica scores again.
 */

const SECRET = "redis-outage-test-secret";
const skip = redisSkip();

describe("a Redis outage", { skip }, () => {
  const children: Child[] = [];
  const tmp = tempDir();
  let redis: TestRedis | undefined;
  after(async () => {
    for (const c of children) c.proc.kill("SIGKILL");
    await redis?.stop();
    tmp.remove();
  });

  it("answers 503 store_unavailable on every route that needs the store, keeps serving, and recovers", async () => {
    redis = await TestRedis.start();
    const env = { RLVE_TICKET_SECRET: SECRET, RLVE_STORE: redis.url };
    const first = await startChild(["--data-dir", `${tmp.dir}/a`, "--workers", "1"], env);
    children.push(first);
    const a = client(first.url);
    assert.equal((await a.post("/v1/runs", { run_id: "r", environments: ["sorting"] })).status, 201);
    const issued = await a.post("/v1/runs/r/problems", { count: 2 });
    assert.equal(issued.status, 200);
    const ticket: string = issued.body.problems[0].ticket;

    // A fresh replica: the run's configuration is not in its cache.
    const second = await startChild(["--data-dir", `${tmp.dir}/b`, "--workers", "1"], env);
    children.push(second);
    const b = client(second.url);
    await redis.kill9();

    const scoring: Array<[string, unknown]> = [
      ["/v1/score", { ticket, response: "<answer>1</answer>", sample_key: "k1" }],
      ["/v1/score/batch", { items: [{ ticket, response: "<answer>1</answer>", sample_key: "k2" }] }],
      ["/compat/openrlhf", { query: ["<answer>1</answer>"], labels: [ticket] }],
      ["/compat/slime", { response: "<answer>1</answer>", label: ticket }],
    ];
    for (const [path, body] of scoring) {
      for (const [name, api] of [
        ["fresh replica", b],
        ["replica with the run cached", a],
      ] as const) {
        const res = await api.post(path, body);
        if (path === "/v1/score/batch" && res.status === 200) {
          // A batch fails its items, not the request, only for ticket problems: the store is not one.
          assert.fail(`${name} ${path}: 200 ${JSON.stringify(res.body)}`);
        }
        assert.equal(res.status, 503, `${name} ${path}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, "store_unavailable", `${name} ${path}`);
        assert.equal((await api.get("/healthz")).status, 200, `${name} still serves after ${path}`);
      }
    }
    assert.equal(second.proc.exitCode, null, `the fresh replica is alive: ${second.stderr().slice(-2000)}`);
    assert.equal(first.proc.exitCode, null);

    for (const path of ["/v1/runs", "/v1/runs/r", "/dashboard/api/overview", "/dashboard/api/runs/r"]) {
      for (const api of [a, b]) {
        const res = await api.get(path);
        assert.equal(res.status, 503, `${path}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.error.code, "store_unavailable", path);
      }
    }
    for (const api of [a, b]) {
      const m = await api.get("/metrics");
      assert.equal(m.status, 200, "metrics during an outage");
      assert.match(m.body, /^rlve_pool_threads\{pool="score"\} 1$/m, "the pools are still reported");
      assert.match(m.body, /^rlve_store_available 0$/m, "the outage is reported");
    }

    // Redis back (same port and AOF): the fresh replica scores and counts again.
    await redis.launch();
    let back: Awaited<ReturnType<typeof b.post>> | undefined;
    for (let i = 0; i < 100; i++) {
      back = await b.post("/v1/score", { ticket, response: "<answer>1</answer>", sample_key: "k9" });
      if (back.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(back?.status, 200, JSON.stringify(back?.body));
    assert.equal(back!.body.count_reason === "unknown_run", false);
    // The run levels of /metrics are read at most every 5 s: the recovery shows within that.
    let text = "";
    for (let i = 0; i < 80 && !/^rlve_store_available 1$/m.test(text); i++) {
      text = (await b.get("/metrics")).body;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.match(text, /^rlve_store_available 1$/m);
    assert.match(text, /^rlve_run_level_max\{run="r"\} 0$/m);
  });
});
