import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { dataDir as resolveDataDir, ticketSecret } from "../core/secret.ts";
import {
  isRedisUrl,
  persistenceWarning,
  RedisStore,
  type RunStore,
  redactUrl,
  SqliteStore,
} from "../curriculum/index.ts";
import { MemoryStore } from "../curriculum/store.ts";
import { type AppContext, buildApp, buildNemoGymApp } from "./app.ts";
import type { EvalFile } from "./dashboard.ts";
import { WorkPool } from "./pool.ts";
import { RedisSlots } from "./redis-slots.ts";
import { Runs } from "./runs.ts";
import { Scorer } from "./scoring.ts";
import { MemorySlots, type SlotStore, SqliteSlots } from "./slots.ts";

export interface ServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Where the SQLite store and the ticket secret live (default RLVE_DATA_DIR, else ./.rlve). */
  dataDir?: string;
  /** Bearer token; required when listening beyond loopback. */
  token?: string;
  /** Ticket secret (default: RLVE_TICKET_SECRET, else a file in the data directory). */
  secret?: string;
  /** Worker threads of the scoring and generation pools together (0: inline; default max(2, cores)). */
  workers?: number;
  /** Time budget of one generation or scoring job, ms. */
  taskTimeoutMs?: number;
  /** Most bytes of the problems of one response (default 64 MiB). */
  maxResponseBytes?: number;
  /** On close: how long in-flight requests may finish before their work is cancelled, ms (default 10 s). */
  shutdownGraceMs?: number;
  /** Export the top level per run and environment in /metrics (default: per run only). */
  metricsPerEnv?: boolean;
  /** Replace the worker handler module (a file URL). A test hook (see test/service/slow-worker.ts). */
  workerModule?: string;
  /** Largest request body, bytes. */
  bodyLimit?: number;
  /** Most characters of one model output read (longer outputs keep their tail). */
  maxResponseChars?: number;
  /** Reward the compatibility endpoints return for unscorable samples. */
  unscorableReward?: number;
  /** Instances cached per worker. */
  cacheSize?: number;
  /** Heap limit of a worker thread, MiB. */
  workerMemoryMb?: number;
  /**
   * Structured JSON logs (fastify's pino): false for none, a level name (default "warn": every 5xx with
   * its request id and stack; "info", or true, adds every request), or pino options. Lines go to stderr.
   */
  logger?: boolean | string | Exclude<FastifyServerOptions["logger"], boolean | undefined>;
  /** Serve the web dashboard at /dashboard (default true). */
  dashboard?: boolean;
  /** Evaluation files the dashboard shows (`rlve dashboard --eval`). */
  evalFiles?: EvalFile[];
  /**
   * sqlite (default): durable, in the data directory; memory: for tests; a redis:// URL: runs, sample
   * keys and slot bindings in Redis, shared by every replica started with the same URL (docs/deploy.md).
   */
  store?: "sqlite" | "memory" | (string & {});
  /**
   * Host names served besides localhost and IP literals (`--allowed-hosts`; "*": any). The name given as
   * `host` is added. Other names in the Host header get 421 `host_not_allowed` (a DNS-rebinding guard).
   */
  allowedHosts?: readonly string[] | "*";
  /** Most ms to receive a request body once its headers are in (`--body-timeout`; default 30 s). */
  bodyTimeoutMs?: number;
  /** Where warnings go (default: stderr). */
  warn?: (message: string) => void;
  /**
   * Also serve NeMo Gym's resources-server routes at the root of a second listener on this port (same
   * host; 0: any free port), where NeMo Gym's client calls them (`http://host:port/verify`).
   */
  nemoGymPort?: number;
  /** Most OpenEnv WebSocket sessions at once (default 8192; more get CAPACITY_REACHED). */
  openEnvMaxSessions?: number;
  /** Most idle time of an OpenEnv WebSocket session, ms (default 15 min; 0: no limit). */
  openEnvIdleTimeoutMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  port: number;
  /** The NeMo Gym listener (`nemoGymPort`), when started. */
  nemoGym?: { app: FastifyInstance; url: string; port: number };
  /**
   * Stop accepting requests at once; let those in flight finish for the shutdown grace, then cancel their
   * work (they get 503); commit pending curriculum updates; stop the workers.
   */
  close(): Promise<void>;
}

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h) || /^::ffff:127\./.test(h);
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? "127.0.0.1";
  const dataDir = resolveDataDir(opts.dataDir);
  if (!isLoopback(host) && (opts.token === undefined || opts.token === "")) {
    throw new Error(
      `listening on ${host} (beyond loopback) requires a bearer token: set RLVE_TOKEN (or the variable named by --token-env)`,
    );
  }
  const redisUrl = opts.store !== undefined && isRedisUrl(opts.store) ? opts.store : undefined;
  if (
    opts.store !== undefined &&
    redisUrl === undefined &&
    opts.store !== "sqlite" &&
    opts.store !== "memory"
  ) {
    throw new Error(`store must be sqlite, memory or a redis:// URL, got '${redactUrl(opts.store)}'`);
  }
  const envSecret = process.env.RLVE_TICKET_SECRET;
  if (redisUrl !== undefined && opts.secret === undefined && (envSecret === undefined || envSecret === "")) {
    // A secret file in each replica's data directory would make tickets of one replica fail on another.
    throw new Error(
      "a Redis store is shared by several replicas: set RLVE_TICKET_SECRET to the same secret on every replica",
    );
  }
  const warn = opts.warn ?? ((m: string) => process.stderr.write(`rlve: warning: ${m}\n`));
  const secret = opts.secret ?? ticketSecret(dataDir);
  const pool = new WorkPool({
    threads: opts.workers,
    timeoutMs: opts.taskTimeoutMs,
    cacheSize: opts.cacheSize,
    workerMemoryMb: opts.workerMemoryMb,
    module: opts.workerModule,
  });
  const scorer = new Scorer({ secret, pool, maxResponseChars: opts.maxResponseChars });
  let store: RunStore;
  let slots: SlotStore;
  if (opts.store === "memory") {
    store = new MemoryStore();
    slots = new MemorySlots();
  } else if (redisUrl !== undefined) {
    let redis: RedisStore;
    try {
      redis = new RedisStore(redisUrl);
    } catch (err) {
      await pool.close();
      throw err;
    }
    const w = persistenceWarning(redis.redis);
    if (w !== undefined) warn(w);
    store = redis;
    slots = new RedisSlots(redis.redis, redis.prefix);
  } else {
    store = new SqliteStore({ dataDir });
    slots = new SqliteSlots(dataDir);
  }
  const runs = new Runs(store, slots, pool, scorer, secret);
  if (opts.maxResponseBytes !== undefined) runs.maxResponseBytes = opts.maxResponseBytes;
  runs.metricsPerEnv = opts.metricsPerEnv === true;
  scorer.recorder = runs;
  slots.prune(Date.now() - 7 * 24 * 3600 * 1000);
  let app: FastifyInstance;
  let nemo: FastifyInstance | undefined;
  try {
    await pool.warm();
    const ctx: AppContext = {
      scorer,
      pool,
      secret,
      token: opts.token || undefined,
      unscorableReward: opts.unscorableReward ?? 0,
      rewardKey: (run) => (run === null ? "reward" : (runs.config(run)?.rewardKey ?? "reward")),
      routes: (a) => runs.routes(a),
      issuer: runs,
      openEnv: { maxSessions: opts.openEnvMaxSessions, idleTimeoutMs: opts.openEnvIdleTimeoutMs },
      metrics: () => runs.metrics(),
      bodyLimit: opts.bodyLimit,
      maxResponseBytes: opts.maxResponseBytes,
      logger: loggerOptions(opts.logger),
      allowedHosts: opts.allowedHosts === "*" ? "*" : [...(opts.allowedHosts ?? []), host],
      bodyTimeoutMs: opts.bodyTimeoutMs,
      dashboard: opts.dashboard === false ? undefined : { store, evalFiles: opts.evalFiles },
    };
    app = await buildApp(ctx);
    await app.listen({ host, port: opts.port ?? 8787 });
    if (opts.nemoGymPort !== undefined) {
      nemo = await buildNemoGymApp({ ...ctx, dashboard: undefined });
      try {
        await nemo.listen({ host, port: opts.nemoGymPort });
      } catch (err) {
        await app.close();
        throw err;
      }
    }
  } catch (err) {
    await pool.close();
    runs.close();
    throw err;
  }
  const addr = app.server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : (opts.port ?? 8787);
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const nemoAddr = nemo?.server.address();
  const nemoPort = typeof nemoAddr === "object" && nemoAddr !== null ? nemoAddr.port : opts.nemoGymPort;
  const grace = opts.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let closing: Promise<void> | undefined;
  return {
    app,
    port,
    url: `http://${shownHost}:${port}`,
    ...(nemo === undefined
      ? {}
      : { nemoGym: { app: nemo, port: nemoPort!, url: `http://${shownHost}:${nemoPort}` } }),
    close: () => {
      closing ??= (async () => {
        // app.close() stops listening at once (requests on kept-alive connections get 503) and resolves
        // when the requests in flight are answered.
        const answered = Promise.all([app.close(), nemo?.close()]);
        if (!(await within(answered, grace))) {
          const s = pool.stats();
          app.log.warn(
            { queued: s.queuedFast + s.queuedBulk, inflight: s.inflight },
            `shutdown grace of ${grace} ms over: cancelling the work in flight`,
          );
          pool.abort();
          if (!(await within(answered, 2_000))) {
            app.server.closeAllConnections();
            nemo?.server.closeAllConnections();
          }
          await answered;
        }
        await pool.close();
        // Commits the curriculum updates still pending, then closes the stores.
        runs.close();
      })();
      return closing;
    },
  };
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** Whether `p` settles within `ms`. */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((r) => {
      timer = setTimeout(() => r(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** fastify's logger options from ServerOptions.logger: JSON lines on stderr, level "warn" by default. */
function loggerOptions(l: ServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (l === false) return false;
  if (l === undefined || l === true || typeof l === "string")
    return { level: typeof l === "string" ? l : l === true ? "info" : "warn", stream: process.stderr };
  return l;
}
