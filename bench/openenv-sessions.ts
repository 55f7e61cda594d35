// How a real `rlve serve` holds many concurrent OpenEnv WebSocket sessions (/ws).
// npm run bench:openenv-sessions -- [--sessions 2048] [--group 8] [--concurrency 256] [--json]
//
// Opens `sessions` WebSocket connections (at most `concurrency` connecting at once) as OpenEnv's
// EnvClient does (ws://host:port/ws), and keeps them all open. Every session resets from one run through
// a claim slot shared by `group` sessions (a GRPO group: sessions/group problems), then steps once with
// a response (half right, half wrong), then asks for its state. Measured: the server's resident memory
// before any session and with all of them open after their reset (the difference per session), the
// latency of each reset, step and state (p50 / p99 / max, ms, from send to answer), and sessions lost (a
// connection that closed, or a message answered with an error, before the end). The load generator is
// this process; both share the machine (its load average is printed).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { generate } from "../src/core/env.ts";
import { getEnv } from "../src/core/registry.ts";
import { request, startServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    sessions: { type: "string", default: "2048" },
    group: { type: "string", default: "8" },
    concurrency: { type: "string", default: "256" },
    json: { type: "boolean", default: false },
  },
});
const N = Number(values.sessions);
const GROUP = Number(values.group);
const CONCURRENCY = Number(values.concurrency);

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m === null ? Number.NaN : Number(m[1]) / 1024;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

// biome-ignore lint/suspicious/noExplicitAny: protocol messages are read loosely
type Msg = { type: string; data: any };

class Session {
  lost: string | undefined;
  private waiting: ((m: Msg) => void) | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (d) => {
      const w = this.waiting;
      this.waiting = undefined;
      w?.(JSON.parse(d.toString()) as Msg);
    });
    ws.on("close", (code) => {
      this.lost ??= `closed (${code})`;
      const w = this.waiting;
      this.waiting = undefined;
      w?.({ type: "error", data: { code: "CLOSED", message: "closed" } });
    });
  }
  static open(url: string): Promise<Session> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new Session(ws)));
      ws.once("error", reject);
    });
  }
  /** Send one message and time its answer (ms); an error answer marks the session lost. */
  async send(msg: unknown): Promise<{ m: Msg; ms: number }> {
    const t0 = performance.now();
    const answer = new Promise<Msg>((r) => {
      this.waiting = r;
    });
    this.ws.send(JSON.stringify(msg));
    const m = await answer;
    if (m.type === "error") this.lost ??= `${m.data.code}: ${m.data.message}`;
    return { m, ms: performance.now() - t0 };
  }
}

/** Run f over items, at most `limit` at once. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  f: (x: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]!, i);
      }
    }),
  );
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), "rlve-bench-openenv-"));
const server = await startServer([
  "--workers",
  "2",
  "--data-dir",
  dataDir,
  "--no-dashboard",
  "--openenv-max-sessions",
  String(N + 16),
]);
const pid = server.proc.pid!;
const agent = new http.Agent({ keepAlive: true });
try {
  const run = `bench-${Date.now()}`;
  const created = await request(
    agent,
    server.url,
    "POST",
    "/v1/runs",
    JSON.stringify({ run_id: run, environments: ["sorting"], group_size: GROUP }),
  );
  if (created.status !== 201) throw new Error(`run: ${created.status} ${created.text}`);
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = rssMb(pid);
  const wsUrl = `ws://${server.url.host}/ws`;

  const t0 = performance.now();
  const sessions = await pool(
    Array.from({ length: N }, (_, i) => i),
    CONCURRENCY,
    () => Session.open(wsUrl),
  );
  const openS = (performance.now() - t0) / 1000;

  const resets = await pool(sessions, CONCURRENCY, (s, i) =>
    s.send({ type: "reset", data: { run_id: run, slot: `g${Math.floor(i / GROUP)}`, group_size: GROUP } }),
  );
  await new Promise((r) => setTimeout(r, 500));
  const rssOpen = rssMb(pid);
  const tickets = new Set(resets.map((r) => r.m.data?.observation?.ticket));

  const steps = await pool(sessions, CONCURRENCY, (s, i) => {
    const o = resets[i]!.m.data?.observation;
    const right =
      o === undefined ? "" : generate(getEnv(o.env_id), o.level, o.seed, o.answer_format).reference;
    return s.send({ type: "step", data: { response: i % 2 === 0 ? right : "no idea" } });
  });
  const states = await pool(sessions, CONCURRENCY, (s) => s.send({ type: "state" }));
  const stillOpen = sessions.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  const lost = sessions.filter((s) => s.lost !== undefined);
  const accuracy = steps.map((x) => x.m.data?.observation?.outcome?.accuracy ?? 0);
  const summary = (xs: Array<{ ms: number }>) => {
    const ms = xs.map((x) => x.ms);
    return { p50: pct(ms, 50), p99: pct(ms, 99), max: Math.max(...ms) };
  };
  const result = {
    sessions: N,
    group: GROUP,
    concurrency: CONCURRENCY,
    open_s: openS,
    problems: tickets.size,
    rss_before_mb: rssBefore,
    rss_open_mb: rssOpen,
    kb_per_session: ((rssOpen - rssBefore) * 1024) / N,
    reset_ms: summary(resets),
    step_ms: summary(steps),
    state_ms: summary(states),
    still_open: stillOpen,
    sessions_lost: lost.length,
    lost_reasons: [...new Set(lost.map((s) => s.lost))].slice(0, 5),
    accuracy: accuracy.reduce((a, b) => a + b, 0) / N,
    loadavg: loadavg().map((x) => Math.round(x * 100) / 100),
  };
  await Promise.all(
    sessions.map(
      (s) =>
        new Promise((r) => {
          s.ws.once("close", r);
          s.ws.close();
        }),
    ),
  );
  if (values.json) console.log(JSON.stringify(result));
  else {
    const f = (x: { p50: number; p99: number; max: number }) =>
      `p50 ${x.p50.toFixed(1)}  p99 ${x.p99.toFixed(1)}  max ${x.max.toFixed(1)} ms`;
    console.log(
      `${N} OpenEnv sessions (groups of ${GROUP}: ${result.problems} problems), ${CONCURRENCY} at a time`,
    );
    console.log(
      `opened in ${openS.toFixed(2)} s; server RSS ${rssBefore.toFixed(0)} -> ${rssOpen.toFixed(0)} MiB`,
    );
    console.log(`memory per open session (after reset): ${result.kb_per_session.toFixed(1)} KiB`);
    console.log(`reset  ${f(result.reset_ms)}`);
    console.log(`step   ${f(result.step_ms)}`);
    console.log(`state  ${f(result.state_ms)}`);
    console.log(
      `still open ${stillOpen}/${N}; sessions lost ${lost.length} ${result.lost_reasons.join("; ")}`,
    );
    console.log(
      `accuracy ${result.accuracy.toFixed(3)} (half right); load average ${result.loadavg.join(" ")}`,
    );
  }
} finally {
  agent.destroy();
  server.proc.kill("SIGTERM");
  await new Promise((r) => server.proc.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
