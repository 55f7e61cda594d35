import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A private redis-server for one test: a free port, a temporary directory, stopped at the end.
 * CI installs Debian's redis-server (.ci/run); without it the Redis tests fail under CI=true and are
 * skipped loudly elsewhere.
 */

function onPath(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const available = onPath();

/** undefined when redis-server can be used; a skip reason otherwise (throws under CI). */
export function redisSkip(): string | undefined {
  if (available) return undefined;
  if (process.env.CI === "true" || process.env.CI === "1") {
    throw new Error("redis-server is not on PATH but CI is set: the Redis tests must run in CI (.ci/run)");
  }
  const msg = "redis-server is not on PATH: SKIPPING the Redis tests (apt-get install -y redis-server)";
  process.stderr.write(`\n*** ${msg} ***\n\n`);
  return msg;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a !== null ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface RedisOptions {
  /** always (default), everysec or no. */
  appendfsync?: "always" | "everysec" | "no";
  /** appendonly (default true). */
  appendonly?: boolean;
}

export class TestRedis {
  private proc: ChildProcess | undefined;
  readonly url: string;

  private constructor(
    readonly port: number,
    readonly dir: string,
    private readonly opts: RedisOptions,
  ) {
    this.url = `redis://127.0.0.1:${port}/0`;
  }

  static async start(opts: RedisOptions = {}): Promise<TestRedis> {
    const dir = mkdtempSync(join(tmpdir(), "rlve-redis-"));
    for (let attempt = 0; ; attempt++) {
      const r = new TestRedis(await freePort(), dir, opts);
      try {
        await r.launch();
        return r;
      } catch (err) {
        if (attempt >= 3) {
          rmSync(dir, { recursive: true, force: true });
          throw err;
        }
      }
    }
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  /** Start (or restart, on the same port and directory: the AOF is replayed). */
  async launch(): Promise<void> {
    const args = [
      "--port",
      String(this.port),
      "--bind",
      "127.0.0.1",
      "--dir",
      this.dir,
      "--save",
      "",
      "--appendonly",
      this.opts.appendonly === false ? "no" : "yes",
      "--appendfsync",
      this.opts.appendfsync ?? "always",
      "--daemonize",
      "no",
      "--loglevel",
      "warning",
    ];
    const proc = spawn("redis-server", args, { stdio: ["ignore", "pipe", "pipe"] });
    this.proc = proc;
    let out = "";
    proc.stdout!.on("data", (d) => {
      out += d;
    });
    proc.stderr!.on("data", (d) => {
      out += d;
    });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited: ${out.slice(-500)}`);
      if (await ping(this.port)) return;
      if (Date.now() > deadline) {
        proc.kill("SIGKILL");
        throw new Error(`redis-server did not answer on port ${this.port}: ${out.slice(-500)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** kill -9 (no shutdown save, no final fsync). */
  async kill9(): Promise<void> {
    const p = this.proc;
    if (p === undefined || p.exitCode !== null || p.signalCode !== null) return;
    const gone = new Promise((r) => p.once("exit", r));
    p.kill("SIGKILL");
    await gone;
  }

  async stop(): Promise<void> {
    await this.kill9();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One PING over a raw socket: true when the server answers +PONG (and is done loading). */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    import("node:net").then(({ connect }) => {
      const s = connect(port, "127.0.0.1");
      let buf = "";
      const done = (v: boolean) => {
        s.destroy();
        resolve(v);
      };
      s.setTimeout(1000, () => done(false));
      s.once("error", () => done(false));
      s.on("connect", () => s.write("PING\r\n"));
      s.on("data", (d) => {
        buf += d;
        if (buf.includes("\r\n")) done(buf.startsWith("+PONG"));
      });
    });
  });
}
