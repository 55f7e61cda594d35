import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

/**
 * A synchronous Redis connection. RunStore (and the service's SlotStore) are synchronous interfaces,
 * as SQLite is; Redis is reached over a socket. SyncRedis runs a node-redis client in a worker thread
 * (redis-worker.mjs) and blocks the calling thread in Atomics.wait until the reply is posted back, then
 * takes it with receiveMessageOnPort. The cost is the round trip: the calling thread waits for it (the
 * service's scoring runs in its own worker pool and goes on meanwhile).
 */

/** A Redis reply as node-redis gives it with RESP2: strings, integers, null and arrays. */
export type Reply = string | number | null | Reply[];

export class RedisError extends Error {
  override name = "RedisError";
}

export interface SyncRedisOptions {
  /** Longest wait for one reply, ms (default 10000). */
  timeoutMs?: number;
  /** Longest wait for the first connection, ms (default 5000). */
  connectTimeoutMs?: number;
}

export interface Script {
  name: string;
  source: string;
}

export class SyncRedis {
  private readonly worker: Worker;
  private readonly port;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly timeoutMs: number;
  private nextId = 1;
  private closed = false;

  constructor(
    readonly url: string,
    opts: SyncRedisOptions = {},
  ) {
    checkRedisUrl(url);
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    const connectTimeoutMs = opts.connectTimeoutMs ?? 5_000;
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(new URL("./redis-worker.mjs", import.meta.url), {
      workerData: { url, port: port2, flag: this.flag, connectTimeoutMs },
      transferList: [port2],
      // The worker needs no TypeScript loader; keep the parent's flags out of it.
      execArgv: [],
    });
    // Never keep the process alive for the connection alone.
    this.worker.unref();
    try {
      // Starting the thread and loading the client can take seconds on a busy machine; the socket's own
      // connect timeout (in the worker) bounds the wait for an unreachable server.
      this.request({ kind: "connect" }, connectTimeoutMs + 60_000);
    } catch (err) {
      this.close();
      throw new RedisError(`cannot connect to ${redactUrl(url)}: ${(err as Error).message}`);
    }
  }

  private request(req: Record<string, unknown>, timeoutMs = this.timeoutMs): Reply {
    if (this.closed) throw new RedisError("the Redis connection is closed");
    const id = this.nextId++;
    // The worker adds 1 to the flag after posting each reply: wait while it has not moved.
    let seen = Atomics.load(this.flag, 0);
    this.port.postMessage({ ...req, id });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new RedisError(`Redis did not answer within ${timeoutMs} ms`);
      Atomics.wait(this.flag, 0, seen, left);
      seen = Atomics.load(this.flag, 0);
      // Replies to requests that timed out earlier may arrive first: skip them.
      for (let m = receiveMessageOnPort(this.port); m !== undefined; m = receiveMessageOnPort(this.port)) {
        const msg = m.message as { id: number; ok: boolean; value?: Reply; error?: string };
        if (msg.id !== id) continue;
        if (!msg.ok) throw new RedisError(msg.error ?? "Redis error");
        return msg.value ?? null;
      }
    }
  }

  /** One command, e.g. call("HGET", key, field). */
  call(...args: string[]): Reply {
    return this.request({ kind: "cmd", args });
  }

  /** Several commands pipelined in one round trip (not atomic); each answer, or throws the first error. */
  batch(cmds: string[][]): Reply[] {
    if (cmds.length === 0) return [];
    const out = this.request({ kind: "batch", cmds }) as unknown as Array<{
      ok: boolean;
      value?: Reply;
      error?: string;
    }>;
    return out.map((r) => {
      if (!r.ok) throw new RedisError(r.error ?? "Redis error");
      return r.value ?? null;
    });
  }

  /** Run a Lua script (EVALSHA, loaded on first use). The script runs atomically on the server. */
  eval(script: Script, keys: string[], args: string[]): Reply {
    return this.request({ kind: "script", name: script.name, source: script.source, keys, args });
  }

  close(): void {
    if (this.closed) return;
    try {
      this.request({ kind: "close" }, 2000);
    } catch {
      // Closing anyway.
    }
    this.closed = true;
    this.port.close();
    void this.worker.terminate();
  }
}

/** redis://[user:password@]host[:port][/db] or rediss://...; throws a clear error otherwise. */
export function checkRedisUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RedisError(`'${url}' is not a Redis URL (redis://host:6379/0)`);
  }
  if (u.protocol !== "redis:" && u.protocol !== "rediss:") {
    throw new RedisError(`'${redactUrl(url)}' is not a Redis URL (redis://host:6379/0)`);
  }
  if (u.pathname !== "" && u.pathname !== "/" && !/^\/\d{1,5}$/.test(u.pathname)) {
    throw new RedisError(`'${redactUrl(url)}': the path must be a database number (/0)`);
  }
}

/** The URL without its password (for messages and logs). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== "") u.password = "***";
    return u.toString();
  } catch {
    return "(invalid URL)";
  }
}

export function isRedisUrl(s: string): boolean {
  return /^rediss?:\/\//i.test(s);
}
