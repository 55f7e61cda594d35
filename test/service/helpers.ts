import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export function tempDir(prefix = "rlve-svc-"): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are inspected loosely
  body: any;
}

export function client(base: string, token?: string) {
  const headers = (json: boolean): Record<string, string> => {
    const h: Record<string, string> = {};
    if (json) h["content-type"] = "application/json";
    if (token !== undefined) h.authorization = `Bearer ${token}`;
    return h;
  };
  const parse = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body };
  };
  return {
    get: async (path: string): Promise<Reply> => parse(await fetch(base + path, { headers: headers(false) })),
    post: async (path: string, body: unknown): Promise<Reply> =>
      parse(
        await fetch(base + path, {
          method: "POST",
          headers: headers(true),
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
  };
}

export interface Child {
  proc: ChildProcess;
  url: string;
  stderr: () => string;
}

/** Start `node bin/rlve.mjs serve --port 0` and wait for its "listening on" line. */
export function startChild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const proc = spawn(process.execPath, [join(ROOT, "bin", "rlve.mjs"), "serve", "--port", "0", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  proc.stderr!.on("data", (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    proc.stdout!.on("data", (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ proc, url: m[1]!, stderr: () => err });
    });
    proc.on("exit", (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

export function exited(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((r) => proc.once("exit", (code) => r(code)));
}
