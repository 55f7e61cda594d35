import { InvalidArgumentError } from "commander";
import { ANSWER_FORMATS, type AnswerFormat } from "../core/extract.ts";

/** An error the user can fix; printed without a stack trace, exit code 2. */
export class CliError extends Error {
  override name = "CliError";
}

export function intOption(name: string, min = 0) {
  return (value: string): number => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`${name} must be an integer >= ${min}`);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min)
      throw new InvalidArgumentError(`${name} must be an integer >= ${min}`);
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

export function intListOption(name: string) {
  return (value: string): number[] => value.split(",").map((v) => intOption(name)(v));
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
