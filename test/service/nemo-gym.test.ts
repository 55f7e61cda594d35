/**
 * NeMo Gym's resources-server protocol at a server root (`rlve serve --nemo-gym-port`), called with the
 * bodies NeMo Gym's own code sends (read from NVIDIA-NeMo/Gym at 07d6b0d):
 * - responses_api_agents/simple_agent/app.py SimpleAgent.run: POST /seed_session with body.model_dump()
 *   (the dataset row: responses_create_params and the row's own fields), then POST /verify with the
 *   same row plus `response` (the Responses API object, model_dump(): every field, nulls included);
 * - nemo_gym/server_utils.py ServerClient.request: `http://host:port` + url_path, no base path; with
 *   observability on, url_path gets the `/ng-rollout/<id>` prefix (rollout_path_prefix);
 * - SimpleAgent.aggregate_metrics: POST /aggregate_metrics with {"verify_responses": [...]};
 * - nemo_gym/rollout_reverification.py _check_reverify_mode: GET /reverify_mode, read as
 *   ReverifyMode(response JSON).
 * The real client does not install here (nemo-gym and its omegaconf/ray dependencies are not in the
 * local wheelhouse), so these bodies are built by hand in its shapes.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { aggregateMetrics, nemoSampleKey, rolloutIdentity } from "../../src/service/protocols/nemo-gym.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;
let nemo: ReturnType<typeof client>;

before(async () => {
  server = await startServer({
    port: 0,
    nemoGymPort: 0,
    dataDir: tmp.dir,
    secret: "nemo-gym-test-secret-0123456789",
    workers: 1,
    store: "memory",
  });
  api = client(server.url);
  assert.ok(server.nemoGym, "the NeMo Gym listener is up");
  assert.notEqual(server.nemoGym.port, server.port);
  nemo = client(server.nemoGym.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

/** responses_create_params as NeMoGymResponseCreateParamsNonStreaming.model_dump() writes it. */
function createParams(prompt: string) {
  return {
    background: null,
    include: null,
    input: [{ role: "user", content: prompt, type: "message" }],
    instructions: null,
    max_output_tokens: null,
    max_tool_calls: null,
    metadata: null,
    model: null,
    parallel_tool_calls: true,
    previous_response_id: null,
    prompt: null,
    reasoning: null,
    service_tier: null,
    store: null,
    temperature: null,
    text: null,
    tool_choice: "auto",
    tools: [],
    top_logprobs: null,
    top_p: null,
    truncation: null,
    user: null,
    stream: null,
  };
}

/** A NeMoGymResponse.model_dump(): a reasoning item, then the assistant message. */
function responseObject(text: string) {
  return {
    id: "resp_0",
    created_at: 1_760_000_000.0,
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: null,
    model: "policy",
    object: "response",
    output: [
      { id: "rs_0", summary: [], type: "reasoning", content: null, encrypted_content: null, status: null },
      {
        id: "msg_0",
        content: [{ annotations: [], text, type: "output_text", logprobs: null }],
        role: "assistant",
        status: "completed",
        type: "message",
      },
    ],
    parallel_tool_calls: true,
    temperature: 1.0,
    tool_choice: "auto",
    tools: [],
    top_p: 1.0,
    usage: {
      input_tokens: 120,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 30,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 150,
    },
  };
}

async function issue(runId: string): Promise<{ ticket: string; prompt: string; reference: string }> {
  const r = await api.post("/v1/runs", { run_id: runId, environments: ["sorting"] });
  assert.equal(r.status, 201);
  const p = await api.post(`/v1/runs/${runId}/problems`, {
    count: 1,
    split: "eval",
    include_reference: true,
  });
  assert.equal(p.status, 200, JSON.stringify(p.body));
  return p.body.problems[0];
}

async function trainTicket(runId: string): Promise<{ ticket: string; prompt: string; level: number }> {
  const p = await api.post(`/v1/runs/${runId}/problems`, { count: 1 });
  assert.equal(p.status, 200, JSON.stringify(p.body));
  return p.body.problems[0];
}

describe("NeMo Gym at a server root", () => {
  it("seed_session, verify, reverify_mode at the root and under /ng-rollout/<id>/", async () => {
    const p = await issue("ng-root");
    const row = { responses_create_params: createParams(p.prompt), rlve_ticket: p.ticket, question: "kept" };
    const seeded = await nemo.post("/seed_session", row);
    assert.equal(seeded.status, 200);
    assert.deepEqual(seeded.body, {});

    for (const path of ["/verify", "/ng-rollout/0-0/verify", "/ng-rollout/run.7_a-b/verify"]) {
      const ok = await nemo.post(path, { ...row, response: responseObject(p.reference) });
      assert.equal(ok.status, 200, `${path}: ${JSON.stringify(ok.body)}`);
      assert.equal(ok.body.reward, 1);
      assert.equal(ok.body.accuracy, 1);
      assert.equal(ok.body.question, "kept", "the request comes back with reward added (BaseVerifyResponse)");
      assert.equal(ok.body.response.id, "resp_0");
    }
    const wrong = await nemo.post("/verify", { ...row, response: responseObject("no answer here") });
    assert.equal(wrong.status, 200);
    assert.ok(wrong.body.reward < 1);
    assert.equal(wrong.body.accuracy, 0);

    const mode = await nemo.get("/reverify_mode");
    assert.equal(mode.status, 200);
    assert.equal(mode.body, "stateless", "a JSON string, as ReverifyMode(json) reads it");
    assert.equal((await nemo.get("/ng-rollout/3-1/reverify_mode")).body, "stateless");
    // The /compat/nemo-gym path of the main server answers the same routes.
    assert.equal((await api.get("/compat/nemo-gym/reverify_mode")).body, "stateless");
    const compat = await api.post("/compat/nemo-gym/verify", {
      ...row,
      response: responseObject(p.reference),
    });
    assert.equal(compat.body.reward, 1);
  });

  it("refuses what NeMo Gym's server refuses: bad rollout ids are no route, forged tickets are 4xx", async () => {
    const bad = await nemo.post("/ng-rollout/.hidden/verify", { rlve_ticket: "x" });
    assert.equal(bad.status, 404);
    const forged = await nemo.post("/verify", {
      responses_create_params: createParams("p"),
      response: responseObject("x"),
      rlve_ticket: "not-a-ticket",
    });
    assert.ok(forged.status >= 400 && forged.status < 500);
    // The NeMo Gym listener serves NeMo Gym only: the native API stays on the main port.
    assert.equal((await nemo.get("/v1/envs")).status, 404);
    assert.equal((await nemo.get("/healthz")).status, 200);
  });

  it("a row with _ng_rollout_id counts once however often it is verified; rows without count each time", async () => {
    await api.post("/v1/runs", { run_id: "ng-count", environments: ["sorting"] });
    const counted = async () =>
      (await api.get("/v1/runs/ng-count")).body.state.envs.sorting.counted as number;
    const t = await trainTicket("ng-count");
    const row = {
      responses_create_params: createParams(t.prompt),
      rlve_ticket: t.ticket,
      _ng_task_index: 0,
      _ng_rollout_index: 0,
      _ng_rollout_id: "step3-task0-r0",
    };
    const before = await counted();
    // A retry and a re-dispatch (attempt 1) of the same rollout, as ServerClient sends them.
    await nemo.post("/ng-rollout/step3-task0-r0/verify", { ...row, response: responseObject("x") });
    await nemo.post("/ng-rollout/step3-task0-r0/verify", { ...row, response: responseObject("x") });
    await nemo.post("/ng-rollout/step3-task0-r0-a1/verify", {
      ...row,
      _ng_attempt_index: 1,
      response: responseObject("x"),
    });
    assert.equal((await counted()) - before, 1, "one rollout, one sample");
    const { _ng_rollout_id: _, ...indexOnly } = row;
    await nemo.post("/verify", { ...indexOnly, response: responseObject("x") });
    await nemo.post("/verify", { ...indexOnly, response: responseObject("x") });
    assert.equal((await counted()) - before, 3, "indices restart per dispatch: they are no identity");
  });

  it("aggregate_metrics: per task and overall statistics in NeMo Gym's AggregateMetrics shape", async () => {
    const p = await issue("ng-agg");
    const rows = [];
    for (const [task, rollout, text] of [
      [0, 0, p.reference],
      [0, 1, "wrong"],
      [1, 0, p.reference],
    ] as const) {
      const v = await nemo.post("/verify", {
        responses_create_params: createParams(p.prompt),
        rlve_ticket: p.ticket,
        _ng_task_index: task,
        _ng_rollout_index: rollout,
        response: responseObject(text),
      });
      assert.equal(v.status, 200);
      rows.push(v.body);
    }
    const agg = await nemo.post("/aggregate_metrics", { verify_responses: rows });
    assert.equal(agg.status, 200, JSON.stringify(agg.body));
    const { group_level_metrics: groups, agent_metrics: all, key_metrics: key } = agg.body;
    assert.equal(groups.length, 2);
    assert.equal(groups[0]._ng_task_index, 0);
    assert.equal(groups[0]["mean/accuracy"], 0.5);
    assert.equal(groups[0].num_rollouts, 2);
    assert.equal(groups[1]["mean/accuracy"], 1);
    assert.equal(groups[1]["std/accuracy"], 0, "a single value has std 0 (as NeMo Gym fills it)");
    assert.ok(Math.abs(all["mean/accuracy"] - 2 / 3) < 1e-12);
    assert.equal(all["max/total_tokens"], 150, "response.usage is counted in (RewardProfiler merges it)");
    assert.equal(all["mean/_ng_task_index"], undefined, "indices are keys, not metrics");
    assert.deepEqual(
      Object.keys(key).sort(),
      Object.keys(all)
        .filter((k) => k.startsWith("mean/"))
        .sort(),
    );
    assert.deepEqual((await nemo.post("/aggregate_metrics", { verify_responses: [] })).body, {
      group_level_metrics: [],
      agent_metrics: {},
      key_metrics: {},
    });
  });
});

describe("NeMo Gym helpers", () => {
  it("rollout identity is the explicit id only, and the sample key is bounded", () => {
    assert.equal(rolloutIdentity({ _ng_rollout_id: "a-1" }), "a-1");
    assert.equal(rolloutIdentity({ _ng_rollout_id: ".x" }), undefined);
    assert.equal(rolloutIdentity({ _ng_task_index: 1, _ng_rollout_index: 2 }), undefined);
    const k = nemoSampleKey("t".repeat(10_000), "r".repeat(10_000));
    assert.ok(k.length <= 256);
    assert.notEqual(nemoSampleKey("t1", "r"), nemoSampleKey("t2", "r"));
  });

  it("median and std follow pandas (sample std, even-length median)", () => {
    const m = aggregateMetrics([{ reward: 1 }, { reward: 2 }, { reward: 3 }, { reward: 10 }]).agent_metrics;
    assert.equal(m["median/reward"], 2.5);
    assert.equal(m["mean/reward"], 4);
    assert.ok(Math.abs(m["std/reward"]! - Math.sqrt((9 + 4 + 1 + 36) / 3)) < 1e-12);
  });
});
