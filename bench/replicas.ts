// Replicas benchmark: the same scoring burst through 1..N `rlve serve` replicas sharing one Redis, and
// through one replica on SQLite, for comparison. Started by bench/service.ts when --replicas or --store
// is given:
//   npm run bench:service -- --replicas 1,2 --store redis [--samples 3072] [--connections 32]
//                            [--rounds 2] [--workers 1] [--appendfsync everysec] [--json]
// Each configuration gets a fresh redis-server (temporary directory, appendonly yes) and fresh replicas;
// the load generator spreads requests round-robin over the replicas' URLs, as RlveClient(base_urls=...)
// does without a load balancer. Reported per configuration: items/s, latency percentiles, and CPU seconds
// per 1,000 items of the replicas (all their threads) and of redis-server (from /proc).
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "../src/core/env.ts";
import { getEnv } from "../src/core/registry.ts";
import { TestRedis } from "../test/support/redis.ts";
import { request, startServer } from "./server.ts";

export interface ReplicaBenchOptions {
  replicas: number[];
  store: "redis" | "sqlite";
  samples: number;
  connections: number;
  rounds: number;
  workers?: string;
  envs: string[];
  appendfsync: "always" | "everysec";
  json: boolean;
}

const GROUP = 16;
const SECRET = "bench-replicas-secret";
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

async function post<T>(base: URL, path: string, body: unknown): Promise<T> {
  const r = await request(agent, base, "POST", path, JSON.stringify(body));
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 300)}`);
  return JSON.parse(r.text) as T;
}

/** CPU seconds (user + system, all threads) used so far by a process (Linux /proc). */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function startReplica(args: string[], env: NodeJS.ProcessEnv): Promise<{ proc: ChildProcess; url: URL }> {
  return startServer(args, { env });
}

interface Round {
  items: number;
  seconds: number;
  itemsPerSec: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  /** CPU seconds per 1,000 scored items: the replicas (all threads) and redis-server. */
  cpuPer1000: { replicas: number; redis: number; total: number };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

async function measure(
  opts: ReplicaBenchOptions,
  store: "redis" | "sqlite",
  n: number,
): Promise<{ store: string; replicas: number; rounds: Round[] }> {
  const dir = mkdtempSync(join(tmpdir(), "rlve-bench-rep-"));
  const redis = store === "redis" ? await TestRedis.start({ appendfsync: opts.appendfsync }) : undefined;
  const procs: ChildProcess[] = [];
  try {
    const env: NodeJS.ProcessEnv = { RLVE_TICKET_SECRET: SECRET, RLVE_STORE: redis?.url ?? "sqlite" };
    const extra = opts.workers === undefined ? [] : ["--workers", opts.workers];
    const reps = await Promise.all(
      Array.from({ length: n }, (_, i) => startReplica(["--data-dir", join(dir, `r${i}`), ...extra], env)),
    );
    procs.push(...reps.map((r) => r.proc));
    const urls = reps.map((r) => r.url);
    let runNo = 0;
    const makeSamples = async (): Promise<string[]> => {
      const run = `bench-${runNo++}`;
      await post(urls[0]!, "/v1/runs", { run_id: run, environments: opts.envs, group_size: GROUP });
      const need = Math.ceil(opts.samples / GROUP);
      const problems: Array<{
        ticket: string;
        problem_id: string;
        env_id: string;
        level: number;
        seed: number;
      }> = [];
      while (problems.length < need) {
        const r = await post<{ problems: typeof problems }>(
          urls[problems.length % urls.length]!,
          `/v1/runs/${run}/problems`,
          {
            count: Math.min(1024, need - problems.length),
          },
        );
        problems.push(...r.problems);
      }
      const out: string[] = [];
      for (const p of problems) {
        const ref = generate(getEnv(p.env_id), p.level, p.seed).reference;
        for (let g = 0; g < GROUP && out.length < opts.samples; g++) {
          const thought = `Let me think step by step. ${"We compare the values and keep track of the best choice so far. ".repeat(24)}`;
          const answer = g % 8 < 5 ? ref : g % 8 === 5 ? "<answer>0</answer>" : "I am not sure.";
          out.push(
            JSON.stringify({
              ticket: p.ticket,
              response: `${thought}\n${answer}`,
              sample_key: `${p.problem_id}/${g}`,
            }),
          );
        }
      }
      return out;
    };
    const cpuNow = () => ({
      replicas: procs.reduce((s, p) => s + cpuOf(p.pid), 0),
      redis: redis === undefined ? 0 : cpuOf(redis.pid),
    });
    const round = async (): Promise<Round> => {
      const bodies = await makeSamples();
      const lat: number[] = [];
      let next = 0;
      let errors = 0;
      const c0 = cpuNow();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: opts.connections }, async (_, c) => {
          while (next < bodies.length) {
            const i = next++;
            // Round-robin over the replicas, as a client given several base URLs does.
            const s = performance.now();
            const r = await request(agent, urls[(i + c) % urls.length]!, "POST", "/v1/score", bodies[i]!);
            lat.push(performance.now() - s);
            if (r.status !== 200) errors++;
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const c1 = cpuNow();
      lat.sort((a, b) => a - b);
      const k = bodies.length / 1000;
      const rep = (c1.replicas - c0.replicas) / k;
      const red = (c1.redis - c0.redis) / k;
      return {
        items: bodies.length,
        seconds: r2(seconds),
        itemsPerSec: Math.round(bodies.length / seconds),
        latencyMs: { p50: r2(percentile(lat, 0.5)), p99: r2(percentile(lat, 0.99)), max: r2(lat.at(-1)!) },
        errors,
        cpuPer1000: { replicas: r2(rep), redis: r2(red), total: r2(rep + red) },
      };
    };
    await round(); // warm-up: JIT, worker caches, Lua scripts
    const rounds: Round[] = [];
    for (let i = 0; i < opts.rounds; i++) rounds.push(await round());
    return { store, replicas: n, rounds };
  } finally {
    for (const p of procs) p.kill("SIGKILL");
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchReplicas(opts: ReplicaBenchOptions): Promise<void> {
  if (opts.store === "redis") {
    try {
      execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    } catch {
      throw new Error("redis-server is not on PATH (apt-get install -y redis-server)");
    }
  }
  const configs: Array<["redis" | "sqlite", number]> = [];
  // SQLite on one replica is the baseline the Redis figures are compared with.
  configs.push(["sqlite", 1]);
  if (opts.store === "redis") for (const n of opts.replicas) configs.push(["redis", n]);
  const results = [];
  for (const [store, n] of configs) results.push(await measure(opts, store, n));
  const median = (rs: Round[]) =>
    rs.slice().sort((a, b) => a.itemsPerSec - b.itemsPerSec)[Math.floor(rs.length / 2)]!;
  const summary = results.map((r) => ({
    store: r.store,
    replicas: r.replicas,
    ...median(r.rounds),
    allRounds: r.rounds,
  }));
  const head = {
    samples: opts.samples,
    connections: opts.connections,
    rounds: opts.rounds,
    workersPerReplica: opts.workers ?? "default (cores - 1)",
    appendfsync: opts.appendfsync,
    cores: cpus().length,
    loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
  };
  if (opts.json) {
    console.log(JSON.stringify({ ...head, results: summary }, null, 2));
    return;
  }
  console.log(
    `rlve replicas: ${opts.samples} POST /v1/score from ${opts.connections} connections, round-robin over the replicas; median of ${opts.rounds} rounds; ${head.cores} cores, load average ${head.loadAverage.join(" ")}; Redis appendonly yes, appendfsync ${opts.appendfsync}`,
  );
  for (const s of summary) {
    console.log(
      `${s.store.padEnd(6)} x${s.replicas}  ${String(s.itemsPerSec).padStart(6)} items/s  p50 ${s.latencyMs.p50} ms  p99 ${s.latencyMs.p99} ms  max ${s.latencyMs.max} ms  errors ${s.errors}   CPU-s per 1,000 items: replicas ${s.cpuPer1000.replicas} + redis ${s.cpuPer1000.redis} = ${s.cpuPer1000.total}`,
    );
  }
}
