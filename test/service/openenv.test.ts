/**
 * OpenEnv's environment-server protocol, called as OpenEnv's own client calls it (read from
 * meta-pytorch/OpenEnv at 685de41):
 * - src/openenv/core/env_client.py EnvClient: the URL is `convert_to_ws_url(base_url) + "/ws"`
 *   (src/openenv/core/utils.py); reset sends `{"type": "reset", "data": kwargs}`, step
 *   `{"type": "step", "data": action}`, state `{"type": "state"}`, disconnect `{"type": "close"}`;
 *   `_send_and_receive` reads `{"type": "error", "data": {message, code}}` as a failure;
 *   generic_client.py GenericEnvClient._parse_result reads data.observation, data.reward, data.done.
 * - env_server/http_server.py: HTTP /reset takes a ResetRequest body, /step a StepRequest
 *   `{action, timeout_s?, request_id?}`; both answer `{observation, reward, done}`.
 * - verifiers (PrimeIntellect-ai/verifiers a60a606) verifiers/v1/tasksets/openenv/taskset.py: GET
 *   /schema, `response.json()["action"]`; parse_action sends a raw reply as the one required field.
 * test/service/openenv_client.py runs OpenEnv's real GenericEnvClient against the server when its
 * Python dependencies are installed.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import WebSocket from "ws";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

const tmp = tempDir();
let server: RunningServer;
let api: ReturnType<typeof client>;

before(async () => {
  server = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: "openenv-test-secret-0123456789",
    workers: 1,
    store: "memory",
    openEnvMaxSessions: 64,
  });
  api = client(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

// biome-ignore lint/suspicious/noExplicitAny: protocol messages are inspected loosely
type Msg = { type: string; data: any };

/** A session as EnvClient holds one: one socket, one message answered at a time. */
class Session {
  private queue: Msg[] = [];
  private waiting: Array<(m: Msg) => void> = [];
  closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (d) => {
      const m = JSON.parse(d.toString()) as Msg;
      const w = this.waiting.shift();
      if (w) w(m);
      else this.queue.push(m);
    });
    this.closed = new Promise((r) => ws.on("close", (code) => r(code)));
  }
  static open(base: string): Promise<Session> {
    // convert_to_ws_url: http:// -> ws://, trailing slash dropped, then "/ws".
    const url = `${base.replace(/\/$/, "").replace(/^http:\/\//, "ws://")}/ws`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new Session(ws)));
      ws.once("error", reject);
    });
  }
  next(): Promise<Msg> {
    const m = this.queue.shift();
    if (m) return Promise.resolve(m);
    return new Promise((r) => this.waiting.push(r));
  }
  async send(msg: unknown): Promise<Msg> {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
    return this.next();
  }
  reset(data: Record<string, unknown> = {}) {
    return this.send({ type: "reset", data });
  }
  step(action: Record<string, unknown>) {
    return this.send({ type: "step", data: action });
  }
  async close(): Promise<void> {
    this.ws.send(JSON.stringify({ type: "close" }));
    await this.closed;
  }
}

function reference(o: { env_id: string; level: number; seed: number; answer_format: "tags" | "boxed" }) {
  return generate(getEnv(o.env_id), o.level, o.seed, o.answer_format).reference;
}

async function counted(run: string): Promise<number> {
  return (await api.get(`/v1/runs/${run}`)).body.state.envs.sorting.counted;
}

describe("OpenEnv: info routes", () => {
  it("/health, /metadata, /schema and /state answer in OpenEnv's shapes", async () => {
    assert.deepEqual((await api.get("/health")).body, { status: "healthy" });
    const meta = (await api.get("/metadata")).body;
    assert.equal(meta.name, "rlve");
    assert.deepEqual(Object.keys(meta).sort(), [
      "author",
      "description",
      "documentation_url",
      "name",
      "readme_content",
      "version",
    ]);
    const schema = (await api.get("/schema")).body;
    assert.deepEqual(Object.keys(schema).sort(), ["action", "observation", "state"]);
    // verifiers treats titles Action/CallToolAction as MCP, and sends a raw reply as the one required field.
    assert.equal(schema.action.title, "RlveAction");
    assert.deepEqual(schema.action.required, ["response"]);
    assert.ok(schema.observation.properties.prompt);
    const state = (await api.get("/state")).body;
    assert.equal(state.step_count, 0);
  });
});

describe("OpenEnv: WebSocket sessions", () => {
  before(async () => {
    assert.equal((await api.post("/v1/runs", { run_id: "oe", environments: ["sorting"] })).status, 201);
  });

  it("reset issues from a run, step scores and ends the episode, state and close", async () => {
    const s = await Session.open(server.url);
    const r = await s.reset({ run_id: "oe" });
    assert.equal(r.type, "observation", JSON.stringify(r));
    const obs = r.data.observation;
    assert.equal(r.data.done, false);
    assert.equal(r.data.reward, null);
    assert.equal(obs.run_id, "oe");
    assert.equal(obs.env_id, "sorting");
    assert.equal(obs.split, "train");
    assert.equal(obs.outcome, null);
    assert.ok(obs.prompt.length > 0 && obs.ticket.length > 0 && obs.episode_id.length > 0);
    assert.equal(obs.messages[0].content, obs.prompt);

    const before = await counted("oe");
    const st = await s.step({ response: reference(obs) });
    assert.equal(st.type, "observation", JSON.stringify(st));
    assert.equal(st.data.done, true);
    assert.equal(st.data.reward, 1);
    assert.equal(st.data.observation.outcome.status, "correct");
    assert.equal(st.data.observation.ticket, obs.ticket);
    // A retry of the step (same episode) is scored again but counted once.
    const again = await s.step({ response: reference(obs) });
    assert.equal(again.data.reward, 1);
    assert.equal((await counted("oe")) - before, 1);

    const state = await s.send({ type: "state" });
    assert.equal(state.type, "state");
    assert.equal(state.data.episode_id, obs.episode_id);
    assert.equal(state.data.step_count, 2);
    assert.equal(state.data.done, true);
    await s.close();
  });

  it("a wrong answer is a low reward, never an error; the next reset is a new episode", async () => {
    const s = await Session.open(server.url);
    const a = await s.reset({ run_id: "oe" });
    const bad = await s.step({ response: "I do not know" });
    assert.equal(bad.type, "observation");
    assert.ok(bad.data.reward < 1);
    assert.equal(bad.data.observation.outcome.accuracy, 0);
    const b = await s.reset({ run_id: "oe" });
    assert.notEqual(b.data.observation.episode_id, a.data.observation.episode_id);
    assert.notEqual(b.data.observation.ticket, a.data.observation.ticket);
    await s.close();
  });

  it("errors in OpenEnv's shape: INVALID_JSON, UNKNOWN_TYPE, VALIDATION_ERROR, EXECUTION_ERROR", async () => {
    const s = await Session.open(server.url);
    const err = async (msg: unknown, code: string) => {
      const m = await s.send(msg);
      assert.equal(m.type, "error", JSON.stringify(m));
      assert.equal(m.data.code, code, JSON.stringify(m));
      assert.equal(typeof m.data.message, "string");
    };
    await err("{not json", "INVALID_JSON");
    await err({ type: "dance" }, "UNKNOWN_TYPE");
    await err({ type: "step", data: { response: "x" } }, "EXECUTION_ERROR"); // before reset
    await err({ type: "reset", data: { run_id: "oe", bogus: 1 } }, "VALIDATION_ERROR");
    await err({ type: "reset", data: { level: -1, env_id: "sorting" } }, "VALIDATION_ERROR");
    await err({ type: "reset", data: {} }, "EXECUTION_ERROR"); // no run, no env
    await err({ type: "reset", data: { run_id: "no-such-run" } }, "EXECUTION_ERROR");
    await s.reset({ run_id: "oe" });
    await err({ type: "step", data: { response: "x", ticket: "rlve1.forged.x" } }, "EXECUTION_ERROR");
    await err({ type: "step", data: { text: "x" } }, "VALIDATION_ERROR");
    // The session survives its errors.
    const ok = await s.step({ response: "x" });
    assert.equal(ok.type, "observation");
    await s.close();
  });

  it("one problem per GRPO group: sessions resetting the same slot share it until group_size claims", async () => {
    const group = await Promise.all([0, 1, 2, 3].map(() => Session.open(server.url)));
    const resets = await Promise.all(
      group.map((s) => s.reset({ run_id: "oe", slot: "prompt-7", group_size: 4 })),
    );
    const tickets = new Set(resets.map((r) => r.data.observation.ticket));
    assert.equal(tickets.size, 1, "the group got one problem");
    const episodes = new Set(resets.map((r) => r.data.observation.episode_id));
    assert.equal(episodes.size, 4, "each member is its own episode (sample)");
    const before = await counted("oe");
    const steps = await Promise.all(
      group.map((s, i) => s.step({ response: i % 2 ? "wrong" : "also wrong" })),
    );
    assert.ok(steps.every((x) => x.type === "observation"));
    assert.equal((await counted("oe")) - before, 4, "four samples counted");
    const next = await group[0]!.reset({ run_id: "oe", slot: "prompt-7", group_size: 4 });
    assert.ok(!tickets.has(next.data.observation.ticket), "the slot was released after 4 claims");
    await Promise.all(group.map((s) => s.close()));
  });

  it("eval episodes never move the curriculum", async () => {
    const s = await Session.open(server.url);
    const before = (await api.get("/v1/runs/oe")).body.state.envs.sorting;
    for (let i = 0; i < 3; i++) {
      const r = await s.reset({ run_id: "oe", split: "eval" });
      assert.equal(r.data.observation.split, "eval");
      const st = await s.step({ response: reference(r.data.observation) });
      assert.equal(st.data.observation.outcome.counted, false);
      assert.equal(st.data.observation.outcome.count_reason, "eval");
    }
    const afterState = (await api.get("/v1/runs/oe")).body.state.envs.sorting;
    assert.equal(afterState.counted, before.counted);
    await s.close();
  });

  it("a stateless reset at an environment, level and seed needs no run", async () => {
    const s = await Session.open(server.url);
    const r = await s.reset({ env_id: "sorting", level: 2, seed: 5 });
    assert.equal(r.data.observation.run_id, null);
    assert.equal(r.data.observation.level, 2);
    assert.equal(r.data.observation.seed, 5);
    const st = await s.step({ response: reference(r.data.observation) });
    assert.equal(st.data.reward, 1);
    await s.close();
  });

  it("/openenv/runs/<run>/ws draws from that run when reset names none", async () => {
    await api.post("/v1/runs", { run_id: "oe-prefixed", environments: ["sorting"] });
    const s = await Session.open(`${server.url}/openenv/runs/oe-prefixed/`);
    const r = await s.reset();
    assert.equal(r.type, "observation", JSON.stringify(r));
    assert.equal(r.data.observation.run_id, "oe-prefixed");
    await s.close();
    const h = await api.get("/openenv/runs/oe-prefixed/health");
    assert.equal(h.body.status, "healthy");
  });
});

describe("OpenEnv: stateless HTTP", () => {
  it("POST /reset then /step: the ticket rides in the observation", async () => {
    await api.post("/v1/runs", { run_id: "oe-http", environments: ["sorting"] });
    const r = await api.post("/reset", { run_id: "oe-http" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.done, false);
    const obs = r.body.observation;
    const action = {
      response: reference(obs),
      ticket: obs.ticket,
      episode_id: obs.episode_id,
    };
    const before = await counted("oe-http");
    const st = await api.post("/step", { action, timeout_s: 30, request_id: "q1" });
    assert.equal(st.status, 200, JSON.stringify(st.body));
    assert.equal(st.body.reward, 1);
    assert.equal(st.body.done, true);
    assert.equal(st.body.observation.env_id, "sorting");
    // The same step again (a retry, the same episode_id): scored, not counted twice.
    assert.equal((await api.post("/step", { action })).body.reward, 1);
    assert.equal((await counted("oe-http")) - before, 1);
  });

  it("refuses a step without ticket, and a forged ticket, with a 4xx", async () => {
    assert.equal((await api.post("/step", { action: { response: "x" } })).status, 400);
    const forged = await api.post("/step", { action: { response: "x", ticket: "rlve1.aaaa.bbbb" } });
    assert.ok(forged.status >= 400 && forged.status < 500);
    assert.equal((await api.post("/reset", {})).status, 400);
    assert.equal((await api.post("/reset", { env_id: "sorting", level: 1 })).status, 200);
  });
});

describe("OpenEnv: capacity and idle sessions", () => {
  it("refuses sessions beyond the limit with CAPACITY_REACHED and closes idle ones", async () => {
    const small = await startServer({
      port: 0,
      dataDir: tmp.dir,
      secret: "openenv-test-secret-0123456789",
      workers: 1,
      store: "memory",
      openEnvMaxSessions: 2,
      openEnvIdleTimeoutMs: 300,
    });
    try {
      const a = await Session.open(small.url);
      const b = await Session.open(small.url);
      const c = await Session.open(small.url);
      const refused = await c.next();
      assert.equal(refused.type, "error");
      assert.equal(refused.data.code, "CAPACITY_REACHED");
      assert.equal(refused.data.max_sessions, 2);
      await c.closed;
      // a stays busy, b goes idle and is closed with a SESSION_ERROR.
      const keep = setInterval(() => a.ws.send(JSON.stringify({ type: "state" })), 50);
      const idle = await b.next();
      assert.equal(idle.data.code, "SESSION_ERROR");
      await b.closed;
      clearInterval(keep);
      assert.equal(a.ws.readyState, WebSocket.OPEN, "an active session is kept");
      await a.close();
    } finally {
      await small.close();
    }
  });
});
