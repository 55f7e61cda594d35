import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { signTicket, type TicketData } from "../../src/core/ticket.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

const SECRET = "service-test-secret-0123456789";
const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;

/** The reference answer of an issued problem, computed in the test process. */
function answer(p: { env_id: string; level: number; seed: number; answer_format: "tags" | "boxed" }): string {
  return generate(getEnv(p.env_id), p.level, p.seed, p.answer_format).reference;
}

before(async () => {
  server = await startServer({ port: 0, dataDir: tmp.dir, secret: SECRET, workers: 1 });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

describe("service basics", () => {
  it("health, environments, OpenAPI and metrics", async () => {
    const h = await api.get("/healthz");
    assert.equal(h.status, 200);
    assert.equal(h.body.status, "ok");
    const envs = await api.get("/v1/envs");
    assert.ok(envs.body.some((e: { env_id: string }) => e.env_id === "sorting"));
    const doc = await api.get("/openapi.json");
    for (const p of [
      "/v1/runs",
      "/v1/runs/{run}",
      "/v1/runs/{run}/problems",
      "/v1/runs/{run}/claims",
      "/v1/runs/{run}/outcomes",
      "/v1/runs/{run}/snapshots",
      "/v1/runs/{run}/restore",
      "/v1/score",
      "/v1/score/batch",
      "/compat/openrlhf",
      "/compat/slime",
      "/compat/nemo-gym/verify",
    ]) {
      assert.ok(doc.body.paths[p], `OpenAPI documents ${p}`);
    }
    assert.ok(doc.body.paths["/v1/score"].post.requestBody, "request schema is documented");
    const m = await api.get("/metrics");
    assert.match(m.body, /rlve_http_requests_total/);
    assert.match(m.body, /rlve_scored_total/);
  });

  it("unknown routes and malformed bodies are 4xx with a clear message", async () => {
    const nf = await api.get("/v1/nope");
    assert.equal(nf.status, 404);
    assert.equal(nf.body.error.code, "not_found");
    const bad = await api.post("/v1/score", "{not json");
    assert.equal(bad.status, 400);
    const missing = await api.post("/v1/score", { response: "x" });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error.message, /ticket/);
    const extra = await api.post("/v1/score/batch", { items: [], bogus: 1 });
    assert.equal(extra.status, 400);
  });
});

describe("stateless scoring", () => {
  let problem: { ticket: string; reference: string; prompt: string; env_id: string };
  before(async () => {
    const r = await api.post("/v1/problems", {
      env_id: "sorting",
      level: 3,
      seed: 11,
      include_reference: true,
    });
    assert.equal(r.status, 200);
    problem = r.body.problems[0];
  });

  it("scores correct, wrong and unformatted outputs with 200", async () => {
    const ok = await api.post("/v1/score", {
      ticket: problem.ticket,
      response: `thinking... ${problem.reference}`,
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.accuracy, 1);
    assert.equal(ok.body.reward, 1);
    assert.equal(ok.body.counted, false);
    assert.equal(ok.body.count_reason, "no_run");
    const none = await api.post("/v1/score", { ticket: problem.ticket, response: "no idea" });
    assert.equal(none.status, 200);
    assert.equal(none.body.status, "wrong_format");
    assert.equal(none.body.reward, -1);
    const msgs = await api.post("/v1/score", {
      ticket: problem.ticket,
      response: [
        { role: "user", content: "q" },
        { role: "assistant", content: [{ type: "text", text: problem.reference }] },
      ],
    });
    assert.equal(msgs.body.accuracy, 1);
  });

  it("never answers model output with an error status", async () => {
    const hostile: unknown[] = [
      null,
      42,
      { weird: true },
      [],
      "<answer>".repeat(10_000),
      `${"x".repeat(400_000)}${problem.reference}`,
      "\\boxed{".repeat(5000),
      "\u0000\uffff<answer>\ud800</answer>",
    ];
    for (const response of hostile) {
      const r = await api.post("/v1/score", { ticket: problem.ticket, response });
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 200));
      assert.ok(r.body.reward >= -1 && r.body.reward <= 1);
    }
    // An output longer than the limit keeps its tail, where the answer is.
    const long = await api.post("/v1/score", {
      ticket: problem.ticket,
      response: `${"y".repeat(400_000)}${problem.reference}`,
    });
    assert.equal(long.body.accuracy, 1);
  });

  it("strips the prompt, so markers quoted in the instructions are not the answer", async () => {
    const r = await api.post("/v1/score", {
      ticket: problem.ticket,
      response: `${problem.prompt} I give up`,
      prompt: problem.prompt,
    });
    assert.equal(r.body.status, "wrong_format");
  });

  it("refuses forged, altered, malformed and stale tickets with 4xx", async () => {
    const [prefix, body, sig] = problem.ticket.split(".");
    const data = JSON.parse(Buffer.from(body!, "base64url").toString()) as TicketData;
    const altered = `${prefix}.${Buffer.from(JSON.stringify({ ...data, level: 0 })).toString("base64url")}.${sig}`;
    const forged = signTicket(data, "another-secret-0123456789");
    const stale = signTicket({ ...data, version: data.version + 1 }, SECRET);
    const unknownEnv = signTicket({ ...data, env: "no-such-env" }, SECRET);
    const cases: Array<[string, number, string]> = [
      [altered, 403, "forged_ticket"],
      [forged, 403, "forged_ticket"],
      ["garbage", 400, "malformed_ticket"],
      [stale, 409, "stale_env_version"],
      [unknownEnv, 422, "unknown_environment"],
    ];
    for (const [ticket, status, code] of cases) {
      const r = await api.post("/v1/score", { ticket, response: problem.reference });
      assert.equal(r.status, status, code);
      assert.equal(r.body.error.code, code);
      assert.ok(r.body.error.message.length > 10);
    }
    const s = await api.post("/v1/score", { ticket: stale, response: "x" });
    assert.match(s.body.error.message, /version/);
  });

  it("batch: same order, a refused ticket fails only its own item", async () => {
    const items = [
      { ticket: problem.ticket, response: problem.reference },
      { ticket: "rlve1.bad.ticket", response: problem.reference },
      { ticket: problem.ticket, response: "<answer>1 2</answer>" },
    ];
    const r = await api.post("/v1/score/batch", { items });
    assert.equal(r.status, 200);
    assert.equal(r.body.results.length, 3);
    assert.equal(r.body.results[0].accuracy, 1);
    assert.equal(r.body.results[1].error.code, "forged_ticket");
    assert.equal(r.body.results[2].accuracy, 0);
    const many = await api.post("/v1/score/batch", {
      items: Array.from({ length: 500 }, (_, i) => ({
        ticket: problem.ticket,
        response: i % 2 ? problem.reference : "",
      })),
    });
    assert.equal(many.body.results.length, 500);
    assert.ok(many.body.results.every((x: { accuracy: number }, i: number) => x.accuracy === i % 2));
  });

  it("compat: OpenRLHF, slime and NeMo Gym shapes", async () => {
    const o = await api.post("/compat/openrlhf", {
      query: [`${problem.prompt}${problem.reference}`, `${problem.prompt} nothing`],
      prompts: [problem.prompt, problem.prompt],
      labels: [problem.ticket, problem.ticket],
    });
    assert.equal(o.status, 200);
    assert.deepEqual(o.body.rewards, [1, -1]);
    assert.deepEqual(o.body.scores, [1, 0]);
    assert.deepEqual(o.body.extra_logs.rlve_level, [3, 3]);
    const empty = await api.post("/compat/openrlhf", { query: [], prompts: [], labels: [] });
    assert.deepEqual(empty.body, {
      rewards: [],
      scores: [],
      extra_logs: { rlve_level: [], rlve_format: [], rlve_counted: [], rlve_unscorable: [] },
    });
    const forged = await api.post("/compat/openrlhf", { query: ["x"], prompts: ["x"], labels: ["nope"] });
    assert.equal(forged.status, 400);

    const sl = await api.post("/compat/slime", {
      prompt: problem.prompt,
      response: problem.reference,
      label: problem.ticket,
    });
    assert.equal(sl.body.reward, 1);
    assert.equal(sl.body.accuracy, 1);
    const scalar = await api.post("/compat/slime?scalar=1", {
      prompt: "p",
      response: "bad",
      label: problem.ticket,
    });
    assert.equal(scalar.body, -1);

    const seed = await api.post("/compat/nemo-gym/seed_session", {});
    assert.deepEqual(seed.body, {});
    const nemo = await api.post("/compat/nemo-gym/verify", {
      responses_create_params: { input: [{ role: "user", content: problem.prompt }] },
      response: {
        id: "r",
        output: [
          { type: "reasoning", summary: [] },
          { type: "message", role: "assistant", content: [{ type: "output_text", text: problem.reference }] },
        ],
      },
      rlve_ticket: problem.ticket,
      question: "kept",
    });
    assert.equal(nemo.status, 200);
    assert.equal(nemo.body.reward, 1);
    assert.equal(nemo.body.question, "kept");
    assert.equal(nemo.body.level, 3);
  });

  it("answers a level an environment cannot reach with 422", async () => {
    const r = await api.post("/v1/problems", { env_id: "sorting", level: 1_000_000 });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, "level_above_max");
  });

  it("refuses bodies over the limit with 413", async () => {
    const big = await api.post("/v1/score", {
      ticket: problem.ticket,
      response: "z".repeat(33 * 1024 * 1024),
    });
    assert.equal(big.status, 413);
  });
});

describe("runs, issuing, claims and the curriculum", () => {
  it("creates runs with validation and clear errors", async () => {
    const r = await api.post("/v1/runs", { run_id: "cfg", environments: ["sorting"], window_size: 2 });
    assert.equal(r.status, 201);
    assert.equal(r.body.config.window_size, 2);
    assert.deepEqual(r.body.state.envs.sorting.window, [0, 0]);
    const dup = await api.post("/v1/runs", { run_id: "cfg" });
    assert.equal(dup.status, 409);
    const bad = await api.post("/v1/runs", { environments: ["no-such-env"] });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error.message, /no-such-env/);
    const neg = await api.post("/v1/runs", { window_size: 0 });
    assert.equal(neg.status, 400);
    assert.match(neg.body.error.message, /window_size/);
    assert.equal((await api.get("/v1/runs/none")).status, 404);
    assert.equal((await api.post("/v1/runs/none/problems", { count: 1 })).status, 404);
    const list = await api.get("/v1/runs");
    assert.ok(list.body.runs.some((x: { run_id: string }) => x.run_id === "cfg"));
  });

  it("moves h up when accuracy at h reaches the threshold; eval and duplicates never count", async () => {
    const group = 2;
    const minPrompts = 2;
    await api.post("/v1/runs", {
      run_id: "adapt",
      environments: ["sorting"],
      group_size: group,
      min_prompts_before_check: minPrompts,
      seed: 5,
    });
    // Eval traffic, all correct: never moves the curriculum.
    const ev = await api.post("/v1/runs/adapt/problems", { count: 6, split: "eval", levels: [0, 1] });
    assert.equal(ev.status, 200);
    assert.deepEqual(
      ev.body.problems.map((p: { level: number }) => p.level),
      [0, 0, 0, 1, 1, 1],
    );
    const evalScores = await api.post("/v1/score/batch", {
      items: ev.body.problems.map((p: Parameters<typeof answer>[0] & { ticket: string }) => ({
        ticket: p.ticket,
        response: answer(p),
      })),
    });
    assert.ok(
      evalScores.body.results.every(
        (x: { counted: boolean; count_reason: string }) => !x.counted && x.count_reason === "eval",
      ),
    );
    let run = await api.get("/v1/runs/adapt");
    assert.equal(run.body.state.envs.sorting.difficulty, 0);
    assert.equal(run.body.state.envs.sorting.counted, 0);

    // Train: minPrompts x group correct samples at h = 0 move h to 1.
    const tr = await api.post("/v1/runs/adapt/problems", { count: minPrompts });
    assert.equal(tr.body.problems.length, minPrompts);
    assert.ok(
      tr.body.problems.every(
        (p: { level: number; group_size: number }) => p.level === 0 && p.group_size === group,
      ),
    );
    const items = tr.body.problems.flatMap(
      (p: Parameters<typeof answer>[0] & { ticket: string; problem_id: string }) =>
        Array.from({ length: group }, (_, g) => ({
          ticket: p.ticket,
          response: answer(p),
          sample_key: `${p.problem_id}/${g}`,
        })),
    );
    // Retry the first sample alone before the batch: same key, counted once.
    const first = await api.post("/v1/score", items[0]);
    assert.equal(first.body.counted, true);
    const retry = await api.post("/v1/score", items[0]);
    assert.equal(retry.body.duplicate, true);
    run = await api.get("/v1/runs/adapt");
    assert.equal(run.body.state.envs.sorting.counted, 1);
    // update:false scores without counting.
    const dry = await api.post("/v1/score", { ...items[1], sample_key: undefined, update: false });
    assert.equal(dry.body.count_reason, "no_update");
    const batch = await api.post("/v1/score/batch", { items });
    assert.equal(batch.body.results[0].duplicate, true);
    const last = batch.body.results.at(-1);
    assert.equal(last.counted, true);
    assert.equal(last.difficulty, 1);
    run = await api.get("/v1/runs/adapt");
    const s = run.body.state.envs.sorting;
    assert.equal(s.difficulty, 1);
    assert.deepEqual(s.window, [0, 1]);
    assert.equal(s.scored, minPrompts * group);
    assert.equal(s.eval_scored, 6);
    // Retrying the whole batch changes nothing.
    const again = await api.post("/v1/score/batch", { items });
    assert.ok(again.body.results.every((x: { duplicate: boolean }) => x.duplicate));
    assert.deepEqual((await api.get("/v1/runs/adapt")).body.raw_state, run.body.raw_state);
  });

  it("claims are idempotent per slot and released after group_size claims", async () => {
    await api.post("/v1/runs", { run_id: "claims", environments: ["sorting", "knapsack"], group_size: 3 });
    const claims = await Promise.all(
      Array.from({ length: 3 }, () => api.post("/v1/runs/claims/claims", { slot: "000123", group_size: 3 })),
    );
    assert.ok(claims.every((c) => c.status === 200));
    const ids = new Set(claims.map((c) => c.body.ticket));
    assert.equal(ids.size, 1, "the same slot gets the same problem");
    assert.deepEqual(claims.map((c) => c.body.group_index).sort(), [0, 1, 2]);
    const next = await api.post("/v1/runs/claims/claims", { slot: "000123", group_size: 3 });
    assert.notEqual(next.body.ticket, claims[0]!.body.ticket, "released after group_size claims");
    const a = await api.post("/v1/runs/claims/claims", { slot: "no-size" });
    const b = await api.post("/v1/runs/claims/claims", { slot: "no-size" });
    const c = await api.post("/v1/runs/claims/claims", { slot: "no-size" });
    assert.equal(a.body.ticket, b.body.ticket);
    assert.equal(b.body.ticket, c.body.ticket);
    const other = await api.post("/v1/runs/claims/claims", { slot: "other" });
    assert.notEqual(other.body.problem_id, a.body.problem_id);
    // An eval claim of a slot named like a train slot gets its own eval problem (OpenRLHF eval rows).
    const ev = await api.post("/v1/runs/claims/claims", { slot: "no-size", split: "eval" });
    assert.equal(ev.status, 200);
    assert.notEqual(ev.body.ticket, a.body.ticket);
    assert.equal(ev.body.split, "eval");
    const ev2 = await api.post("/v1/runs/claims/claims", { slot: "no-size", split: "eval" });
    assert.equal(ev2.body.ticket, ev.body.ticket);
    assert.equal((await api.post("/v1/runs/claims/claims", { slot: "no-size" })).body.ticket, a.body.ticket);
  });

  it("on_report: scores only feed statistics, /outcomes moves h once per report", async () => {
    await api.post("/v1/runs", {
      run_id: "report",
      environments: ["sorting"],
      group_size: 2,
      min_prompts_before_check: 1,
      update_mode: "on_report",
    });
    const tr = await api.post("/v1/runs/report/problems", { count: 1 });
    const p = tr.body.problems[0];
    const sc = await api.post("/v1/score", { ticket: p.ticket, response: answer(p) });
    assert.equal(sc.body.count_reason, "on_report");
    const items = [0, 1].map((g) => ({ ticket: p.ticket, accuracy: 1, sample_key: `k${g}` }));
    const rep = await api.post("/v1/runs/report/outcomes", { items, step: 7 });
    assert.equal(rep.status, 200);
    assert.equal(rep.body.counted, 2);
    assert.deepEqual(rep.body.levels, { sorting: 1 });
    const again = await api.post("/v1/runs/report/outcomes", { items, step: 7 });
    assert.equal(again.body.duplicates, 2);
    assert.equal(again.body.counted, 0);
    // A ticket of another run is refused and changes nothing.
    const foreign = await api.post("/v1/problems", { env_id: "sorting", level: 0, split: "train" });
    const bad = await api.post("/v1/runs/report/outcomes", {
      items: [{ ticket: foreign.body.problems[0].ticket, accuracy: 1 }],
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, "ticket_run_mismatch");
  });

  it("on_report: a sample scored by /compat/slime and then reported is in `scored` once", async () => {
    // slime's documented setup (docs/trainers/slime.md): --rm-type remote_rm posts {prompt, response,
    // label} (slime/rollout/rm_hub remote_rm, no sample key), then rlve_slime.report_all_samples reports
    // every sample of the rollout with its rlve_sample_key.
    await api.post("/v1/runs", {
      run_id: "slime-once",
      environments: ["sorting"],
      group_size: 2,
      min_prompts_before_check: 1,
      update_mode: "on_report",
    });
    const p = (await api.post("/v1/runs/slime-once/problems", { count: 1 })).body.problems[0];
    const rewards = [];
    for (const response of [answer(p), "no answer"]) {
      const r = await api.post("/compat/slime", { prompt: p.prompt, response, label: p.ticket });
      rewards.push(r.body.accuracy);
    }
    const items = rewards.map((accuracy, g) => ({
      ticket: p.ticket,
      accuracy,
      sample_key: `${p.problem_id}/${g}`,
    }));
    const rep = await api.post("/v1/runs/slime-once/outcomes", { items, step: 0 });
    assert.equal(rep.body.counted, 2);
    const run = (await api.get("/v1/runs/slime-once")).body;
    assert.equal(run.state.envs.sorting.scored, 2);
    assert.equal(run.state.envs.sorting.accuracy, 0.5);
  });

  it("snapshots and restores the state exactly", async () => {
    await api.post("/v1/runs", {
      run_id: "snap",
      environments: ["sorting"],
      group_size: 1,
      min_prompts_before_check: 1,
    });
    const snap = await api.post("/v1/runs/snap/snapshots", { step: 0 });
    assert.equal(snap.body.snapshot_id, "step-0");
    const before = (await api.get("/v1/runs/snap")).body.raw_state;
    const tr = await api.post("/v1/runs/snap/problems", { count: 1 });
    const p = tr.body.problems[0];
    await api.post("/v1/score", { ticket: p.ticket, response: answer(p), sample_key: "once" });
    assert.equal((await api.get("/v1/runs/snap")).body.state.envs.sorting.difficulty, 1);
    const rest = await api.post("/v1/runs/snap/restore", { snapshot_id: "step-0" });
    assert.equal(rest.status, 200);
    assert.deepEqual(rest.body.state, before);
    assert.equal(rest.body.run.state.envs.sorting.difficulty, 0);
    const byState = await api.post("/v1/runs/snap/restore", { state: before });
    assert.equal(byState.status, 200);
    const badState = await api.post("/v1/runs/snap/restore", { state: { seq: -1 } });
    assert.equal(badState.status, 400);
    const missing = await api.post("/v1/runs/snap/restore", { snapshot_id: "nope" });
    assert.equal(missing.status, 404);
    const list = await api.get("/v1/runs/snap/snapshots");
    assert.deepEqual(
      list.body.snapshots.map((s: { snapshot_id: string }) => s.snapshot_id),
      ["step-0"],
    );
    // Deleting a snapshot leaves the state alone; a second delete is a 404.
    await api.post("/v1/runs/snap/snapshots", { step: 1 });
    const state = (await api.get("/v1/runs/snap")).body.raw_state;
    const del = await fetch(`${server.url}/v1/runs/snap/snapshots/step-0`, { method: "DELETE" });
    assert.equal(del.status, 200);
    assert.deepEqual(await del.json(), { deleted: true });
    assert.equal(
      (await fetch(`${server.url}/v1/runs/snap/snapshots/step-0`, { method: "DELETE" })).status,
      404,
    );
    assert.equal(
      (await fetch(`${server.url}/v1/runs/nope/snapshots/step-1`, { method: "DELETE" })).status,
      404,
    );
    const after = await api.get("/v1/runs/snap/snapshots");
    assert.deepEqual(
      after.body.snapshots.map((s: { snapshot_id: string }) => s.snapshot_id),
      ["step-1"],
    );
    assert.deepEqual((await api.get("/v1/runs/snap")).body.raw_state, state);
  });

  it("compat endpoints return the run's reward key and count train samples", async () => {
    await api.post("/v1/runs", {
      run_id: "acc",
      environments: ["sorting"],
      reward_key: "accuracy",
      group_size: 4,
    });
    const p = (await api.post("/v1/runs/acc/problems", { count: 1 })).body.problems[0];
    const wrong = "<answer>0</answer>";
    const o = await api.post("/compat/openrlhf", {
      query: [wrong, answer(p)],
      prompts: ["", ""],
      labels: [p.ticket, p.ticket],
    });
    assert.deepEqual(o.body.rewards, [0, 1], "accuracy, not the -0.5 penalty");
    assert.deepEqual(o.body.extra_logs.rlve_counted, [1, 1]);
    const run = await api.get("/v1/runs/acc");
    assert.equal(run.body.state.envs.sorting.counted, 2);
  });
});

describe("security", () => {
  it("requires a bearer token when one is set, and always beyond loopback", async () => {
    const t = tempDir();
    await assert.rejects(
      startServer({ host: "0.0.0.0", port: 0, dataDir: t.dir, secret: SECRET, workers: 0 }),
      /bearer token/,
    );
    const s = await startServer({
      host: "0.0.0.0",
      port: 0,
      dataDir: t.dir,
      secret: SECRET,
      workers: 0,
      token: "tok-123",
    });
    try {
      const url = `http://127.0.0.1:${s.port}`;
      assert.equal((await client(url).get("/v1/envs")).status, 401);
      assert.equal((await client(url, "wrong").get("/v1/envs")).status, 401);
      assert.equal((await client(url, "tok-123").get("/v1/envs")).status, 200);
      assert.equal((await client(url).get("/healthz")).status, 200, "health stays open for load balancers");
    } finally {
      await s.close();
      t.remove();
    }
  });

  it("rebinds a slot whose stored ticket no longer verifies (the secret changed)", async () => {
    const t = tempDir();
    const a = await startServer({ port: 0, dataDir: t.dir, secret: "first-secret-0123456789", workers: 0 });
    let first: string;
    try {
      const c = client(a.url);
      await c.post("/v1/runs", { run_id: "s", environments: ["sorting"] });
      first = (await c.post("/v1/runs/s/claims", { slot: "x" })).body.ticket;
    } finally {
      await a.close();
    }
    const b = await startServer({ port: 0, dataDir: t.dir, secret: "second-secret-0123456789", workers: 0 });
    try {
      const c = client(b.url);
      const again = await c.post("/v1/runs/s/claims", { slot: "x" });
      assert.equal(again.status, 200);
      assert.notEqual(again.body.ticket, first);
      assert.equal((await c.post("/v1/score", { ticket: again.body.ticket, response: "" })).status, 200);
      assert.equal((await c.post("/v1/score", { ticket: first, response: "" })).status, 403);
    } finally {
      await b.close();
      t.remove();
    }
  });
});
