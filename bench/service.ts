// Load test of the rlve service: RLVE's per-step scoring burst against a real `rlve serve`.
// npm run bench:service -- [--samples 6144] [--connections 64] [--batch 96] [--rounds 3] [--workers N]
//                          [--only single|batch] [--no-batch-keys] [--json]
// npm run bench:service -- --replicas 1,2 --store redis   (several replicas on one Redis: bench/replicas.ts)
//
// The server runs as a child process (its own data directory, SQLite store); this process is the load
// generator (keep-alive HTTP, one request per connection at a time). Phases, each after a warm-up:
//   single: `samples` POST /v1/score from `connections` connections (a slime/OpenRLHF-style burst);
//   batch:  the same number of samples through POST /v1/score/batch, `batch` items per request,
//           while /healthz is probed to show that small requests stay fast during big batches.
// Every sample is a training sample of a run with a sample_key, so scoring also updates the curriculum.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generate } from "../src/core/env.ts";
import { getEnv } from "../src/core/registry.ts";
import { request as httpRequest, startServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "6144" },
    connections: { type: "string", default: "64" },
    batch: { type: "string", default: "96" },
    rounds: { type: "string", default: "3" },
    workers: { type: "string" },
    envs: { type: "string", default: "sorting,knapsack" },
    json: { type: "boolean", default: false },
    only: { type: "string" },
    "no-batch-keys": { type: "boolean", default: false },
    replicas: { type: "string" },
    store: { type: "string" },
    appendfsync: { type: "string", default: "everysec" },
  },
});

// Several replicas and/or the Redis store: a separate benchmark (bench/replicas.ts).
function given(flag: string): boolean {
  return process.argv.some((a) => a === flag || a.startsWith(`${flag}=`));
}
if (values.replicas !== undefined || values.store !== undefined) {
  const { benchReplicas } = await import("./replicas.ts");
  const store = values.store ?? "redis";
  const replicas = (values.replicas ?? "1").split(",").map(Number);
  if (store !== "redis" && store !== "sqlite") throw new Error("--store must be redis or sqlite");
  if (replicas.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) throw new Error("--replicas: e.g. 1,2");
  if (values.appendfsync !== "always" && values.appendfsync !== "everysec")
    throw new Error("--appendfsync must be always or everysec");
  await benchReplicas({
    replicas,
    store,
    // Smaller defaults than the single-server phases: every configuration starts its own servers.
    samples: given("--samples") ? Number(values.samples) : 3072,
    connections: given("--connections") ? Number(values.connections) : 32,
    rounds: given("--rounds") ? Number(values.rounds) : 2,
    workers: values.workers,
    envs: values.envs!.split(","),
    appendfsync: values.appendfsync,
    json: values.json === true,
  });
  process.exit(0);
}
const SAMPLES = Number(values.samples);
const CONNS = Number(values.connections);
const BATCH = Number(values.batch);
const ROUNDS = Number(values.rounds);
const GROUP = 16;

const dataDir = mkdtempSync(join(tmpdir(), "rlve-bench-"));
const args = ["--data-dir", dataDir];
if (values.workers !== undefined) args.push("--workers", values.workers);
const nodeArgs = (process.env.RLVE_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const server = await startServer(args, { nodeArgs });
const child = server.proc;
process.on("exit", () => {
  child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});
const base = server.url.href.replace(/\/$/, "");
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNS + 4 });

function request(method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  return httpRequest(agent, url, method, path, body);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const r = await request("POST", path, JSON.stringify(body));
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 300)}`);
  return JSON.parse(r.text) as T;
}

interface Problem {
  ticket: string;
  problem_id: string;
  env_id: string;
  level: number;
  seed: number;
}

let runNo = 0;
/** A fresh run and `samples` scored-sample bodies (groups of 16, a realistic mix of answers). */
async function makeSamples(
  samples: number,
): Promise<Array<{ ticket: string; response: string; sample_key: string }>> {
  const run = `bench-${runNo++}`;
  await post("/v1/runs", { run_id: run, environments: values.envs!.split(","), group_size: GROUP });
  const problems: Problem[] = [];
  const need = Math.ceil(samples / GROUP);
  while (problems.length < need) {
    const r = await post<{ problems: Problem[] }>(`/v1/runs/${run}/problems`, {
      count: Math.min(1024, need - problems.length),
    });
    problems.push(...r.problems);
  }
  const out: Array<{ ticket: string; response: string; sample_key: string }> = [];
  for (const p of problems) {
    const ref = generate(getEnv(p.env_id), p.level, p.seed).reference;
    for (let g = 0; g < GROUP && out.length < samples; g++) {
      // A reasoning-length output: ~1.5k characters of thought, then the answer (right 5 times in 8).
      const thought = `Let me think step by step. ${"We compare the values and keep track of the best choice so far. ".repeat(24)}`;
      const answer = g % 8 < 5 ? ref : g % 8 === 5 ? "<answer>0</answer>" : "I am not sure.";
      out.push({ ticket: p.ticket, response: `${thought}\n${answer}`, sample_key: `${p.problem_id}/${g}` });
    }
  }
  return out;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** CPU seconds (user + system) used so far by the server process, all threads (Linux /proc). */
function serverCpu(): number {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Phase {
  /** Server CPU seconds for the phase, and scored items per server CPU second (load-independent). */
  serverCpuS: number;
  itemsPerServerCpuS: number;
  /** CPU seconds of this load generator during the phase. */
  driverCpuS: number;
  requests: number;
  items: number;
  seconds: number;
  requestsPerSec: number;
  itemsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
}

/** Send the bodies from `conns` connections, one request in flight per connection. */
async function drive(path: string, bodies: string[], items: number, conns: number): Promise<Phase> {
  const lat: number[] = [];
  let next = 0;
  let errors = 0;
  const cpu0 = serverCpu();
  const d0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (next < bodies.length) {
        const b = bodies[next++]!;
        const s = performance.now();
        const r = await request("POST", path, b);
        lat.push(performance.now() - s);
        if (r.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = serverCpu() - cpu0;
  const d = process.cpuUsage(d0);
  lat.sort((a, b) => a - b);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    serverCpuS: r2(cpu),
    driverCpuS: r2((d.user + d.system) / 1e6),
    itemsPerServerCpuS: Math.round(items / cpu),
    requests: bodies.length,
    items,
    seconds: r2(seconds),
    requestsPerSec: Math.round(bodies.length / seconds),
    itemsPerSec: Math.round(items / seconds),
    latencyMs: {
      p50: r2(percentile(lat, 0.5)),
      p90: r2(percentile(lat, 0.9)),
      p99: r2(percentile(lat, 0.99)),
      max: r2(lat.at(-1)!),
    },
    errors,
  };
}

async function single(): Promise<Phase> {
  const s = await makeSamples(SAMPLES);
  return drive(
    "/v1/score",
    s.map((x) => JSON.stringify(x)),
    s.length,
    CONNS,
  );
}

async function batch(): Promise<
  Phase & { healthMs: { p50: number; p99: number; max: number; probes: number } }
> {
  const s = await makeSamples(SAMPLES);
  const bodies: string[] = [];
  for (let i = 0; i < s.length; i += BATCH) bodies.push(JSON.stringify({ items: s.slice(i, i + BATCH) }));
  let done = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await request("GET", "/healthz");
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const phase = await drive("/v1/score/batch", bodies, s.length, Math.min(CONNS, bodies.length));
  done = true;
  await probe;
  health.sort((a, b) => a - b);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    ...phase,
    healthMs: {
      p50: r2(percentile(health, 0.5)),
      p99: r2(percentile(health, 0.99)),
      max: r2(health.at(-1) ?? 0),
      probes: health.length,
    },
  };
}

// Warm-up (JIT, worker caches, SQLite pages), not reported.
const doSingle = values.only !== "batch";
const doBatch = values.only !== "single";
if (doSingle) await single();
if (doBatch) await batch();
const singles: Phase[] = [];
const batches: Awaited<ReturnType<typeof batch>>[] = [];
for (let r = 0; r < ROUNDS; r++) {
  if (doSingle) singles.push(await single());
  if (doBatch) batches.push(await batch());
}
const metrics = await request("GET", "/metrics");
const commits = /rlve_record_commits_total (\d+)/.exec(metrics.text)?.[1];
const counted = /rlve_counted_total (\d+)/.exec(metrics.text)?.[1];
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));

const median = <T>(xs: T[], key: (x: T) => number): T =>
  xs.slice().sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)]!;
const result = {
  samples: SAMPLES,
  connections: CONNS,
  batchSize: BATCH,
  rounds: ROUNDS,
  loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
  single: median(singles, (x) => x.itemsPerSec),
  batch: median(batches, (x) => x.itemsPerSec),
  allRounds: { single: singles, batch: batches },
  server: { curriculumCommits: Number(commits), countedSamples: Number(counted) },
};
if (values.json) console.log(JSON.stringify(result, null, 2));
else {
  const line = (name: string, p: Phase) =>
    `${name.padEnd(22)} ${String(p.requests).padStart(6)} req  ${String(p.requestsPerSec).padStart(7)} req/s  ${String(p.itemsPerSec).padStart(7)} items/s   latency ms p50 ${p.latencyMs.p50}  p90 ${p.latencyMs.p90}  p99 ${p.latencyMs.p99}  max ${p.latencyMs.max}  errors ${p.errors}  (CPU s: server ${p.serverCpuS}, load generator ${p.driverCpuS}, in ${p.seconds} s; ${p.itemsPerServerCpuS} items per server CPU-second)`;
  console.log(
    `rlve service: ${SAMPLES} samples from ${CONNS} connections, median of ${ROUNDS} rounds (load average ${result.loadAverage.join(" ")})`,
  );
  if (doSingle) console.log(line("POST /v1/score", result.single));
  if (doBatch) {
    console.log(
      line(`POST /v1/score/batch x${BATCH}${values["no-batch-keys"] ? " (no keys)" : ""}`, result.batch),
    );
    const h = result.batch.healthMs;
    console.log(
      `GET /healthz during the batch burst: p50 ${h.p50} ms  p99 ${h.p99} ms  max ${h.max} ms (${h.probes} probes)`,
    );
  }
  console.log(`curriculum: ${counted} samples counted in ${commits} transactions (group commit)`);
}
process.exit(0);
