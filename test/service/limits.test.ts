import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";
import { BAD_RESULT_SEED, HANG_SEED } from "./slow-worker.ts";

/**
 * Issue 13 through the real server over HTTP: scoring never waits behind generation and abandoned work
 * is cancelled; responses are bounded by size; any JSON the body limit lets through gets 4xx or 200 and
 * counts nothing when refused; every 5xx is logged with its request id; malformed URLs, the bearer
 * scheme and the metrics size. The slow worker (slow-worker.ts) is the real handler except for two
 * seeds: HANG_SEED generates forever, BAD_RESULT_SEED returns a malformed result (an internal error).
 */

const SECRET = "limits-test-secret-0123456789";
const tmp = tempDir();
const logs: string[] = [];
let server: RunningServer;
let api: ReturnType<typeof client>;

before(async () => {
  server = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: SECRET,
    store: "memory",
    workers: 2,
    // Longer than any test: only a cancellation stops the hung generation.
    taskTimeoutMs: 600_000,
    maxResponseBytes: 256 * 1024,
    workerModule: pathToFileURL(new URL("./slow-worker.ts", import.meta.url).pathname).href,
    logger: {
      level: "warn",
      stream: new Writable({
        write(chunk, _enc, cb) {
          logs.push(...String(chunk).split("\n").filter(Boolean));
          cb();
        },
      }),
    },
  });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

/** The value of one metric series in the /metrics text (0 when absent). */
async function metric(series: string): Promise<number> {
  const text: string = (await api.get("/metrics")).body;
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** Poll until `ok` holds (at most ~30 s; the assertion that follows says what was expected). */
async function until(ok: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 50));
}

function reference(p: { env_id: string; level: number; seed: number; answer_format: "tags" | "boxed" }) {
  return generate(getEnv(p.env_id), p.level, p.seed, p.answer_format).reference;
}

describe("generation and scoring lanes", () => {
  it("scores while a generation is in flight, and cancels the generation its client abandoned", async () => {
    const issued = await api.post("/v1/problems", { env_id: "sorting", level: 2, seed: 5 });
    assert.equal(issued.status, 200);
    const p = issued.body.problems[0];

    const ac = new AbortController();
    let settled = false;
    const slow = fetch(`${server.url}/v1/problems`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ env_id: "sorting", level: 2, seed: HANG_SEED }),
      signal: ac.signal,
    }).finally(() => {
      settled = true;
    });
    slow.catch(() => {});
    await until(async () => (await metric('rlve_pool_inflight_tasks{pool="gen"}')) >= 1);
    assert.equal(await metric('rlve_pool_inflight_tasks{pool="gen"}'), 1, "the generation is running");

    const scored = await api.post("/v1/score", { ticket: p.ticket, response: reference(p) });
    assert.equal(scored.status, 200);
    assert.equal(scored.body.reward, 1);
    assert.equal(settled, false, "the score came back while the generation was still running");

    const cancelledBefore = await metric('rlve_pool_cancelled_tasks_total{pool="gen"}');
    ac.abort();
    await assert.rejects(slow);
    await until(async () => (await metric('rlve_pool_inflight_tasks{pool="gen"}')) === 0);
    assert.equal(await metric('rlve_pool_inflight_tasks{pool="gen"}'), 0, "the abandoned task was stopped");
    assert.equal(await metric('rlve_pool_cancelled_tasks_total{pool="gen"}'), cancelledBefore + 1);
    assert.ok((await metric('rlve_pool_cancelled_jobs_total{pool="gen"}')) >= 1);

    // The terminated worker was replaced: generation works again.
    const again = await api.post("/v1/problems", { env_id: "sorting", level: 3, seed: 1 });
    assert.equal(again.status, 200);
    assert.equal(again.body.problems.length, 1);
  });
});

describe("response size", () => {
  it("refuses at once a count x level whose problems exceed --max-response-bytes, saying how many fit", async () => {
    const big = await api.post("/v1/problems", { env_id: "sorting", level: 30, count: 4096 });
    assert.equal(big.status, 413);
    assert.equal(big.body.error.code, "response_too_large");
    assert.match(big.body.error.message, /--max-response-bytes/);
    const fit = Number(/at most (\d+) problems/.exec(big.body.error.message)?.[1]);
    assert.ok(fit > 1 && fit < 4096, big.body.error.message);
    // The count the message suggests is served (sizes of one level vary a little between seeds).
    const ok = await api.post("/v1/problems", {
      env_id: "sorting",
      level: 30,
      count: Math.floor(fit * 0.9),
    });
    assert.equal(ok.status, 200);
    assert.ok(Buffer.byteLength(JSON.stringify(ok.body)) <= 256 * 1024);

    // The same bound holds for a run's problems.
    assert.equal(
      (await api.post("/v1/runs", { run_id: "big", environments: ["sorting"], initial_difficulty: 30 }))
        .status,
      201,
    );
    const run = await api.post("/v1/runs/big/problems", { count: 4096 });
    assert.equal(run.status, 413);
    assert.equal(run.body.error.code, "response_too_large");
  });
});

/** [[[...]]] nested `depth` deep, as a value. */
function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < depth; i++) v = [v];
  return v;
}

/** JSON texts nested 5,000 deep (JSON.stringify itself cannot write them). */
const DEEP_TEXTS = ["[".repeat(5000) + "]".repeat(5000), `${'{"a":'.repeat(4999)}{}${"}".repeat(4999)}`];
const DEEP = "__deep__";

/** The JSON text of `body` with every DEEP marker replaced by `deep`. */
function withDeep(body: unknown, deep: string): string {
  return JSON.stringify(body).replaceAll(`"${DEEP}"`, deep);
}

describe("hostile JSON", () => {
  it("answers depth-5000 JSON in any field of every POST endpoint with 4xx, and counts nothing", async () => {
    assert.equal(
      (await api.post("/v1/runs", { run_id: "deep", environments: ["sorting"], group_size: 1 })).status,
      201,
    );
    const [p] = (await api.post("/v1/runs/deep/problems", { count: 1 })).body.problems;
    const answer = reference(p);
    const counted = async () => [
      (await api.get("/v1/runs/deep")).body.state.envs.sorting.scored,
      await metric("rlve_counted_total"),
      await metric('rlve_scored_total{status="correct"}'),
    ];
    const before = await counted();
    const deep = DEEP;
    for (const text of DEEP_TEXTS) {
      const bodies: Array<[string, Record<string, unknown>]> = [
        ["/v1/score", { ticket: p.ticket, response: deep }],
        ["/v1/score", { ticket: p.ticket, response: answer, prompt: deep }],
        ["/v1/score/batch", { items: [{ ticket: p.ticket, response: answer }, deep] }],
        [
          "/compat/nemo-gym/verify",
          { rlve_ticket: p.ticket, response: { output_text: answer }, extra: deep },
        ],
        ["/compat/nemo-gym/verify", { rlve_ticket: p.ticket, response: deep }],
        ["/compat/nemo-gym/seed_session", { x: deep }],
        ["/compat/openrlhf", { query: [answer], prompts: [""], labels: [p.ticket], extra: deep }],
        ["/compat/openrlhf", { query: [answer], prompts: [""], labels: [deep] }],
        ["/compat/slime", { prompt: deep, response: answer, label: p.ticket }],
        ["/v1/problems", { env_id: "sorting", level: 1, extra: deep }],
        ["/v1/runs", { run_id: "deep2", environments: ["sorting"], env_weights: deep }],
        ["/v1/runs/deep/problems", { count: 1, env_ids: deep }],
        ["/v1/runs/deep/claims", { slot: "s", extra: deep }],
        ["/v1/runs/deep/outcomes", { items: [{ ticket: p.ticket, accuracy: 1, extra: deep }] }],
        ["/v1/runs/deep/snapshots", { label: deep }],
        ["/v1/runs/deep/restore", { state: deep }],
      ];
      for (const [path, body] of bodies) {
        const r = await api.post(path, withDeep(body, text));
        assert.ok(r.status >= 400 && r.status < 500, `${path}: ${r.status} ${JSON.stringify(r.body)}`);
        assert.equal(typeof r.body.error?.code, "string", path);
      }
    }
    assert.deepEqual(await counted(), before, "refused requests counted nothing");

    // Nesting within the limit is echoed back by /verify, and counted once.
    const ok = await api.post("/compat/nemo-gym/verify", {
      rlve_ticket: p.ticket,
      response: { output_text: answer },
      extra: deepArray(100),
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.reward, 1);
    assert.deepEqual(ok.body.extra, deepArray(100));
    assert.equal((await api.get("/v1/runs/deep")).body.state.envs.sorting.scored, before[0] + 1);
  });
});

describe("errors", () => {
  it("logs every 5xx with its request id and stack (JSON lines)", async () => {
    const r = await api.post("/v1/problems", { env_id: "sorting", level: 2, seed: BAD_RESULT_SEED });
    assert.equal(r.status, 500);
    assert.equal(r.body.error.code, "internal");
    const id = /request id (\S+)\)/.exec(r.body.error.message)?.[1];
    assert.ok(id !== undefined, r.body.error.message);
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.reqId === id && l.level >= 50);
    assert.ok(line !== undefined, `a log line for ${id} in ${logs.join("\n")}`);
    assert.match(line.err.stack, /at /);
  });

  it("answers a malformed URL with the documented error body", async () => {
    const r = await api.get("/v1/runs/%ZZ");
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, "bad_request");
    assert.equal(typeof r.body.error.message, "string");
  });
});

describe("bearer scheme and metrics", () => {
  it("accepts the Bearer scheme in any case; /metrics aggregates runs unless --metrics-per-env", async () => {
    const t = tempDir();
    const opts = { port: 0, dataDir: t.dir, secret: SECRET, store: "memory" as const, workers: 0 };
    const a = await startServer({ ...opts, token: "tok-1" });
    const b = await startServer({ ...opts, metricsPerEnv: true });
    try {
      for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
        const r = await fetch(`${a.url}/v1/envs`, { headers: { authorization: `${scheme} tok-1` } });
        assert.equal(r.status, 200, scheme);
      }
      const wrong = await fetch(`${a.url}/v1/envs`, { headers: { authorization: "Basic tok-1" } });
      assert.equal(wrong.status, 401);

      for (const s of [a, b]) {
        const c = client(s.url, "tok-1");
        for (const id of ["m1", "m2", "m3"])
          assert.equal((await c.post("/v1/runs", { run_id: id, environments: "all" })).status, 201);
      }
      const agg: string = (await client(a.url, "tok-1").get("/metrics")).body;
      const runLines = agg.split("\n").filter((l) => /^rlve_run_level/.test(l));
      assert.equal(runLines.length, 6, "max and mean per run");
      assert.ok(agg.includes('rlve_run_level_max{run="m2"} 0'));
      assert.ok(!agg.includes("env="), "no per-environment series by default");
      const per: string = (await client(b.url).get("/metrics")).body;
      const runs = (await client(b.url).get("/v1/runs")).body.runs as Array<{ environments: number }>;
      const envs = runs.reduce((n, r) => n + r.environments, 0);
      assert.ok(envs > 3 * 100);
      assert.equal(per.split("\n").filter((l) => l.startsWith("rlve_run_level{")).length, envs);
    } finally {
      await a.close();
      await b.close();
      t.remove();
    }
  });
});
