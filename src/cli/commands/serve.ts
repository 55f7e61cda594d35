import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { dataDir } from "../../core/secret.ts";
import type { EvalFile } from "../../service/dashboard.ts";
import { CliError, intOption, numberOption } from "../util.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export interface ServeOpts {
  host: string;
  port: number;
  dataDir?: string;
  tokenEnv: string;
  workers?: number;
  taskTimeout: number;
  bodyLimit: number;
  bodyTimeout: number;
  allowedHosts?: string;
  maxResponseChars: number;
  unscorableReward: number;
  cacheSize: number;
  workerMemory: number;
  maxResponseBytes: number;
  shutdownGrace: number;
  metricsPerEnv?: boolean;
  logLevel: string;
  log?: boolean;
  store?: string;
  dashboard: boolean;
  eval?: string[];
  nemoGymPort?: number;
  openenvMaxSessions?: number;
  openenvIdleTimeout?: number;
}

/** rlve serve: the HTTP service (issue, score, adapt) with its embedded store. */
export function register(program: Command): void {
  program
    .command("serve")
    .description(
      "run the rlve service: issue problems, score outputs, adapt difficulty (HTTP, OpenAPI at /openapi.json)",
    )
    .option(
      "--host <host>",
      "interface to listen on (beyond loopback a bearer token is required)",
      "127.0.0.1",
    )
    .option("--port <port>", "port (0: any free port)", intOption("--port", 0, 65535), 8787)
    .option(
      "--data-dir <dir>",
      "directory of the SQLite stores and the ticket secret (default: RLVE_DATA_DIR, else .rlve)",
    )
    .option("--token-env <VAR>", "environment variable holding the bearer token", "RLVE_TOKEN")
    .option(
      "--workers <n>",
      "worker threads: floor(n/2) for generation, the rest for scoring, each at least 1 (default: max(2, cores))",
      intOption("--workers"),
    )
    .option(
      "--task-timeout <ms>",
      "time budget (ms) of one generation or scoring job",
      intOption("--task-timeout", 1),
      10_000,
    )
    .option("--body-limit <bytes>", "largest request body", intOption("--body-limit", 1024), 32 * 1024 * 1024)
    .option(
      "--body-timeout <ms>",
      "most time to receive a request body after its headers (slower bodies get 408; 0: only the 300 s request timeout)",
      intOption("--body-timeout", 0),
      30_000,
    )
    .option(
      "--allowed-hosts <names>",
      "comma-separated host names served besides localhost, IP addresses and --host ('*': any); other Host headers get 421 (DNS-rebinding guard)",
    )
    .option(
      "--max-response-chars <n>",
      "most characters of one model output read (longer outputs keep their tail)",
      intOption("--max-response-chars", 1),
      262_144,
    )
    .option(
      "--unscorable-reward <r>",
      "reward the compatibility endpoints give unscorable samples",
      numberOption("--unscorable-reward", -1, 1),
      0,
    )
    .option(
      "--cache-size <n>",
      "generated instances cached per worker (LRU)",
      intOption("--cache-size"),
      4096,
    )
    .option("--worker-memory <MiB>", "heap limit of a worker thread", intOption("--worker-memory", 64), 2048)
    .option(
      "--max-response-bytes <bytes>",
      "most bytes of the problems of one response; bigger requests get 413 before they are generated",
      intOption("--max-response-bytes", 1024),
      64 * 1024 * 1024,
    )
    .option(
      "--shutdown-grace <ms>",
      "on SIGINT/SIGTERM: how long requests in flight may finish before their work is cancelled",
      intOption("--shutdown-grace"),
      10_000,
    )
    .option("--metrics-per-env", "export the top level of every run and environment in /metrics")
    .option(
      "--log-level <level>",
      `JSON log lines on stderr: ${LOG_LEVELS.join(", ")} (warn: every 5xx with its request id; info: every request)`,
      (v: string) => {
        if (!LOG_LEVELS.includes(v))
          throw new InvalidArgumentError(`--log-level must be one of ${LOG_LEVELS.join(", ")}`);
        return v;
      },
      "warn",
    )
    .option("--log", "the same as --log-level info")
    .option(
      "--store <store>",
      "where runs live: sqlite (in the data directory), or redis://host:6379/0 shared by several replicas (default: RLVE_STORE, else sqlite)",
    )
    .option("--eval <files...>", "eval results (.jsonl) or frontier.json files the dashboard shows")
    .option("--no-dashboard", "do not serve the web dashboard at /dashboard")
    .option(
      "--nemo-gym-port <port>",
      "also serve NeMo Gym's resources-server routes (/verify, /seed_session, /aggregate_metrics, /reverify_mode) at the root of this port (0: any free port)",
      intOption("--nemo-gym-port", 0, 65535),
    )
    .option(
      "--openenv-max-sessions <n>",
      "most OpenEnv WebSocket sessions (/ws) at once; more get CAPACITY_REACHED",
      intOption("--openenv-max-sessions", 1),
      8192,
    )
    .option(
      "--openenv-idle-timeout <ms>",
      "close an OpenEnv WebSocket session idle this long (0: never)",
      intOption("--openenv-idle-timeout", 0),
      900_000,
    )
    .action(serve);
}

/** --allowed-hosts: "*", or names separated by commas (a port or scheme is a mistake worth naming). */
function allowedHosts(v: string | undefined): string[] | "*" | undefined {
  if (v === undefined) return undefined;
  const names = v
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  if (names.includes("*")) return "*";
  for (const n of names)
    if (!/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?\.?$/.test(n))
      throw new CliError(`--allowed-hosts: '${n}' is not a host name (give names only, no scheme or port)`);
  return names;
}

/** Read the files given to --eval, with a clear error for a missing or malformed one. */
async function evalFiles(paths: readonly string[] | undefined): Promise<EvalFile[]> {
  const { readEvalFile } = await import("../../service/dashboard.ts");
  return (paths ?? []).map((p) => {
    let text: string;
    try {
      text = readFileSync(p, "utf8");
    } catch (err) {
      throw new CliError(
        `--eval: cannot read ${p}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
    }
    try {
      return readEvalFile(p, text);
    } catch (err) {
      throw new CliError(`--eval: ${(err as Error).message}`);
    }
  });
}

/** The action of `rlve serve` (and of `rlve dashboard`, which is serve with the dashboard's URL printed). */
export async function serve(opts: ServeOpts): Promise<void> {
  // The service (fastify, the workers, the stores, every environment) loads only when it is started.
  const { isRedisUrl, RedisError, redactUrl } = await import("../../curriculum/index.ts");
  const { startServer } = await import("../../service/server.ts");
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(opts.tokenEnv))
    throw new CliError(`--token-env: '${opts.tokenEnv}' is not a variable name`);
  const token = process.env[opts.tokenEnv] || undefined;
  const store = opts.store ?? (process.env.RLVE_STORE || "sqlite");
  if (store !== "sqlite" && !isRedisUrl(store))
    throw new CliError("--store must be sqlite or a redis:// URL (redis://host:6379/0)");
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      host: opts.host,
      port: opts.port,
      dataDir: opts.dataDir,
      token,
      workers: opts.workers,
      taskTimeoutMs: opts.taskTimeout,
      bodyLimit: opts.bodyLimit,
      bodyTimeoutMs: opts.bodyTimeout,
      allowedHosts: allowedHosts(opts.allowedHosts),
      maxResponseChars: opts.maxResponseChars,
      unscorableReward: opts.unscorableReward,
      cacheSize: opts.cacheSize,
      workerMemoryMb: opts.workerMemory,
      maxResponseBytes: opts.maxResponseBytes,
      shutdownGraceMs: opts.shutdownGrace,
      metricsPerEnv: opts.metricsPerEnv === true,
      logger: opts.log === true ? "info" : opts.logLevel,
      dashboard: opts.dashboard,
      evalFiles: await evalFiles(opts.eval),
      store,
      nemoGymPort: opts.nemoGymPort,
      openEnvMaxSessions: opts.openenvMaxSessions,
      openEnvIdleTimeoutMs: opts.openenvIdleTimeout,
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === "EADDRINUSE")
      throw new CliError(
        `port ${opts.port}${opts.nemoGymPort === undefined ? "" : ` or ${opts.nemoGymPort}`} is in use (try --port 0)`,
      );
    if (e instanceof Error && /requires a bearer token|RLVE_TICKET_SECRET/.test(e.message))
      throw new CliError(e.message);
    if (e instanceof RedisError) throw new CliError(e.message);
    throw err;
  }
  // One line on stdout that scripts (and the tests) read to find the port.
  process.stdout.write(
    `rlve: listening on ${server.url} (${store === "sqlite" ? `data ${dataDir(opts.dataDir)}` : `store ${redactUrl(store)}`}${token ? ", bearer token required" : ""})\n`,
  );
  const stop = (signal: string) => {
    process.stderr.write(`rlve: ${signal}, shutting down (grace ${opts.shutdownGrace} ms)\n`);
    // A last resort: the shutdown cancels work after the grace, so this fires only if closing hangs.
    setTimeout(() => {
      process.stderr.write("rlve: shutdown did not finish in time, exiting\n");
      process.exit(1);
    }, opts.shutdownGrace + 30_000).unref();
    server.close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`rlve: shutdown failed: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  if (server.nemoGym !== undefined)
    process.stdout.write(`rlve: NeMo Gym resources server at ${server.nemoGym.url} (POST /verify)\n`);
  if (opts.dashboard) process.stdout.write(`rlve: dashboard at ${server.url}/dashboard\n`);
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}
