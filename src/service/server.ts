import type { FastifyInstance } from "fastify";
import { dataDir as resolveDataDir, ticketSecret } from "../core/secret.ts";
import { type RunStore, SqliteStore } from "../curriculum/index.ts";
import { MemoryStore } from "../curriculum/store.ts";
import { buildApp } from "./app.ts";
import type { EvalFile } from "./dashboard.ts";
import { WorkPool } from "./pool.ts";
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
  /** sqlite (default): durable, in the data directory; memory: for tests. */
  store?: "sqlite" | "memory";
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
