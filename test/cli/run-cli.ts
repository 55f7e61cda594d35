import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = join(ROOT, "bin", "rlve.mjs");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/rlve.mjs ...args` as a child process (optionally with standard input). */
export function rlve(
  args: string[],
  opts: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd: opts.cwd ?? ROOT,
        env: { ...process.env, RLVE_DEBUG: "", ...opts.env },
        timeout: 400_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (err, stdout, stderr) => {
        const code = err === null ? 0 : typeof err.code === "number" ? err.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(opts.input ?? "");
  });
}
