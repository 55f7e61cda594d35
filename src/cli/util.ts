import { InvalidArgumentError } from "commander";
import { ANSWER_FORMATS, type AnswerFormat } from "../core/extract.ts";

/** An error the user can fix; printed without a stack trace, exit code 2. */
export class CliError extends Error {
  override name = "CliError";
}

/** Errors that mean "the command line asked for something wrong": exit code 2. */
const USAGE_ERRORS = new Set([
  "CliError",
  "UnknownEnvironmentError",
  "InvalidArgumentError",
  "EnvLoadError",
  "LevelTooHighError",
]);

/**
 * The one place the CLI reports an error: `rlve: <message>` and a hint on stderr, never a raw stack trace
 * unless `debug` (--debug or RLVE_DEBUG=1). Returns the exit code: 2 for usage errors, 1 otherwise.
 */
export function reportError(err: unknown, debug = false): number {
  const e = err instanceof Error ? err : new Error(String(err));
  if (USAGE_ERRORS.has(e.name)) {
    process.stderr.write(`rlve: ${e.message}\n`);
    if (debug && e.stack) process.stderr.write(`${e.stack}\n`);
    return 2;
  }
  const code = (e as NodeJS.ErrnoException).code;
  // A system error (ENOENT, EACCES, ENOTDIR...) is about the user's files or machine, not a bug.
  const system = typeof code === "string" && /^E[A-Z0-9_]+$/.test(code);
  const what = system && !e.message.includes(code) ? `${code}: ${e.message}` : e.message;
  process.stderr.write(`rlve: ${system || e.name === "Error" ? "" : `${e.name}: `}${what}\n`);
  if (debug) process.stderr.write(`${e.stack ?? ""}\n`);
  else if (system) process.stderr.write("rlve: (rerun with --debug for the stack trace)\n");
  else process.stderr.write("rlve: this is probably a bug in rlve; rerun with --debug for the stack trace\n");
  return 1;
}

/**
 * Runs an environment's own code (params, generate, reference) for the CLI: a failure there is reported as
 * what it is (the environment could not build that level) instead of a stack trace.
 */
export function envWork<T>(what: string, level: number, work: () => T): T {
  try {
    return work();
  } catch (err) {
    const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new CliError(
      `${what} failed at level ${level} (${msg}); the level is probably beyond what this environment can build, try a lower one`,
    );
  }
}

export function intOption(name: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `in [${min}, ${max}]`;
  return (value: string): number => {
    const v = value.trim();
    if (!/^\d+$/.test(v))
      throw new InvalidArgumentError(`${name} must be an integer ${range}, got '${value}'`);
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`${name} must be an integer ${range}, got '${value}'`);
    return n;
  };
}

export function numberOption(name: string, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n) || n < min || n > max) {
      throw new InvalidArgumentError(`${name} must be a number in [${min}, ${max}]`);
    }
    return n;
  };
}

export function formatOption(value: string): AnswerFormat {
  if (!(ANSWER_FORMATS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`format must be one of ${ANSWER_FORMATS.join(", ")}`);
  }
  return value as AnswerFormat;
}

/** Most values one list option may expand to (a range like 0-1000000 is refused, not allocated). */
const MAX_LIST = 10_000;

/** A comma-separated list of integers and ranges: "0,4,8", "0-20", "0-3,10". */
export function intListOption(name: string) {
  return (value: string): number[] => {
    if (value.trim() === "")
      throw new InvalidArgumentError(`${name} must be a comma-separated list of integers or ranges (0-20)`);
    const out: number[] = [];
    for (const part of value.split(",")) {
      const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(part);
      if (m === null) out.push(intOption(name)(part));
      else {
        const [lo, hi] = [intOption(name)(m[1]!), intOption(name)(m[2]!)];
        if (hi < lo) throw new InvalidArgumentError(`${name}: range '${part.trim()}' runs backwards`);
        if (out.length + hi - lo + 1 > MAX_LIST)
          throw new InvalidArgumentError(`${name}: more than ${MAX_LIST} values`);
        for (let v = lo; v <= hi; v++) out.push(v);
      }
    }
    return out;
  };
}

export async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new CliError("reading the model output from standard input, but none was piped in");
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Rows as an aligned text table. */
export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const r of rows) {
    for (const [i, c] of r.entries()) widths[i] = Math.max(widths[i] ?? 0, c.length);
  }
  return rows
    .map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join("  "))
    .join("\n");
}
