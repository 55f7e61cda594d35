import type { FastifyInstance } from "fastify";
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
import { buildApp } from "./app.ts";
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
  /** Worker threads (0: inline). */
  workers?: number;
  /** Time limit of one generation or scoring task, ms. */
  taskTimeoutMs?: number;
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
  logger?: boolean;
  /** Serve the web dashboard at /dashboard (default true). */
  dashboard?: boolean;
  /** Evaluation files the dashboard shows (`rlve dashboard --eval`). */
  evalFiles?: EvalFile[];
  /**
   * sqlite (default): durable, in the data directory; memory: for tests; a redis:// URL: runs, sample
   * keys and slot bindings in Redis, shared by every replica started with the same URL (docs/deploy.md).
   */
  store?: "sqlite" | "memory" | (string & {});
  /** Where warnings go (default: stderr). */
  warn?: (message: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  port: number;
  /** Stop accepting requests, finish those in flight, flush the store, stop the workers. */
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
  scorer.recorder = runs;
  slots.prune(Date.now() - 7 * 24 * 3600 * 1000);
  let app: FastifyInstance;
  try {
    await pool.warm();
    app = await buildApp({
      scorer,
      pool,
      secret,
      token: opts.token || undefined,
      unscorableReward: opts.unscorableReward ?? 0,
      rewardKey: (run) => (run === null ? "reward" : (runs.config(run)?.rewardKey ?? "reward")),
      routes: (a) => runs.routes(a),
      metrics: () => runs.metrics(),
      bodyLimit: opts.bodyLimit,
      logger: opts.logger,
      dashboard: opts.dashboard === false ? undefined : { store, evalFiles: opts.evalFiles },
    });
    await app.listen({ host, port: opts.port ?? 8787 });
  } catch (err) {
    await pool.close();
    runs.close();
    throw err;
  }
  const addr = app.server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : (opts.port ?? 8787);
  const shownHost = host.includes(":") ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    app,
    port,
    url: `http://${shownHost}:${port}`,
    close: () => {
      closing ??= (async () => {
        await app.close();
        await pool.close();
        runs.close();
      })();
      return closing;
    },
  };
}
