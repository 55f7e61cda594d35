// How many slow connections a real `rlve serve` holds before the latency of normal requests suffers.
// npm run bench:slow-connections -- [--steps 0,500,1000,2000,4000,8000] [--requests 200] [--json]
//
// A slow connection sends the headers of a POST /v1/score at once, then its body one byte a second
// (a slow-loris body). For each step, that many slow connections are opened and held (the server runs
// with --body-timeout 600000 so none is closed during the measurement; the default of 30 s bounds how
// long each one is held in practice), then `requests` sequential scores (with a real ticket) and
// /healthz probes are timed from one keep-alive connection. Printed per step: p50 / p99 / max latency,
// the server's resident memory, and how many slow connections were still open at the end. The load
// generator is this process; both share the machine (its load average is printed).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { connect, type Socket } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { request, startServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    steps: { type: "string", default: "0,500,1000,2000,4000,8000" },
    requests: { type: "string", default: "200" },
    json: { type: "boolean", default: false },
  },
});
const steps = values.steps!.split(",").map(Number);
const requests = Number(values.requests);

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m === null ? Number.NaN : Number(m[1]) / 1024;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

const dataDir = mkdtempSync(join(tmpdir(), "rlve-bench-slow-"));
const server = await startServer(["--workers", "2", "--data-dir", dataDir, "--body-timeout", "600000"]);
const pid = server.proc.pid!;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const base = server.url;

const issued = await request(
  agent,
  base,
  "POST",
  "/v1/problems",
  JSON.stringify({ env_id: "sorting", level: 3, seed: 1 }),
);
const ticket = JSON.parse(issued.text).problems[0].ticket as string;
const score = JSON.stringify({ ticket, response: "<answer>1 2 3</answer>", update: false });

const slow: Socket[] = [];
const closedWhy = new Map<string, number>();
const HEAD = `POST /v1/score HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
function openSlow(n: number): Promise<void> {
  let pending = n;
  if (n === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    for (let i = 0; i < n; i++) {
      const s = connect(Number(base.port), base.hostname);
      let got = "";
      s.on("data", (d) => {
        got += d;
      });
      s.on("error", (e: NodeJS.ErrnoException) => {
        got ||= `error ${e.code ?? e.message}`;
      });
      s.once("close", () => {
        // Why a slow connection ended early: the server's answer (its status line) or the socket error.
        const why = got.split("\r\n")[0] || "closed without an answer";
        closedWhy.set(why, (closedWhy.get(why) ?? 0) + 1);
      });
      s.once("connect", () => {
        s.write(HEAD);
        slow.push(s);
        if (--pending === 0) resolve();
      });
      s.once("error", (e) => reject(e));
    }
  });
}
// One byte a second on every slow connection.
const drip = setInterval(() => {
  for (const s of slow) if (!s.destroyed) s.write(" ");
}, 1000);

async function timed(path: string, body?: string): Promise<number> {
  const t0 = process.hrtime.bigint();
  const r = await request(agent, base, body === undefined ? "GET" : "POST", path, body);
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 200)}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const rows: Array<Record<string, number>> = [];
for (const n of steps) {
  await openSlow(n - slow.length);
  // Let the slow connections settle (their headers parsed, a byte or two of body sent).
  await new Promise((r) => setTimeout(r, 2000));
  const scores: number[] = [];
  const health: number[] = [];
  for (let i = 0; i < 20; i++) await timed("/v1/score", score);
  for (let i = 0; i < requests; i++) {
    scores.push(await timed("/v1/score", score));
    if (i % 4 === 0) health.push(await timed("/healthz"));
  }
  const open = slow.filter((s) => !s.destroyed).length;
  rows.push({
    slow: n,
    open,
    score_p50: pct(scores, 50),
    score_p99: pct(scores, 99),
    score_max: Math.max(...scores),
    healthz_p50: pct(health, 50),
    healthz_p99: pct(health, 99),
    rss_mb: rssMb(pid),
  });
  const r = rows.at(-1)!;
  if (!values.json)
    process.stdout.write(
      `${String(n).padStart(6)} slow (${open} open): score p50 ${r.score_p50!.toFixed(2)} ms, p99 ${r.score_p99!.toFixed(2)}, max ${r.score_max!.toFixed(1)}; healthz p50 ${r.healthz_p50!.toFixed(2)}, p99 ${r.healthz_p99!.toFixed(2)}; server RSS ${r.rss_mb!.toFixed(0)} MB\n`,
    );
}
clearInterval(drip);
const ended = new Map(closedWhy);
for (const s of slow) s.destroy();
agent.destroy();
server.proc.kill("SIGTERM");
await new Promise((r) => server.proc.once("exit", r));
rmSync(dataDir, { recursive: true, force: true });
const load = loadavg().map((x) => x.toFixed(2));
if (!values.json && ended.size > 0)
  process.stdout.write(`slow connections that ended early: ${JSON.stringify([...ended])}\n`);
if (values.json) process.stdout.write(`${JSON.stringify({ rows, loadavg: load })}\n`);
else process.stdout.write(`load average ${load.join(" ")}\n`);
