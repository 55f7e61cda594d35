// What the service benchmarks share: a real `rlve serve` child process and keep-alive HTTP requests to it.
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";

/** Start `node [nodeArgs] bin/rlve.mjs serve --port 0 ...args` and wait for its "listening on" line. */
export function startServer(
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {},
): Promise<{ proc: ChildProcess; url: URL }> {
  const proc = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), "bin/rlve.mjs", "serve", "--port", "0", ...args],
    { env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ proc, url: new URL(m[1]!) });
    });
    proc.on("exit", (c) => reject(new Error(`server exited (${c})`)));
  });
}

/** One HTTP request on a keep-alive agent; the body is JSON text. */
export function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers:
          body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
