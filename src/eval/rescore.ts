import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { instanceOf, verify } from "../core/env.ts";
import { findEnv } from "../core/registry.ts";
import { readTicket, type TicketData } from "../core/ticket.ts";

/**
 * Re-score stored rollouts (JSONL of ticket + response) with the verifiers of this rlve: the tickets are
 * stateless, so nothing but the row is needed. Each row: {"ticket": ..., "response": ...} (or "output",
 * or "completion"), optionally with the outcome it had then: top-level "reward", "accuracy", "status", or an
 * "outcome" object holding them. Rows are independent: a bad row is reported as such, never fatal.
 */

/** Longest line read; longer rows are row errors (the verifier reads at most 1,000,000 characters anyway). */
export const MAX_LINE_CHARS = 8_000_000;

export interface OutcomeView {
  reward: number;
  accuracy: number;
  status: string;
  format_score?: number;
  reason?: string;
}

export interface RescoredRow {
  /** 1-based line number in the input. */
  line: number;
  env?: string;
  level?: number;
  seed?: number;
  split?: string;
  problem_id?: string;
  /** The environment version the ticket was issued for, and this rlve's. */
  ticket_version?: number;
  version?: number;
  /** The stored outcome, null when the row carried none. */
  old?: OutcomeView | null;
  new?: OutcomeView;
  /** new differs from old in status, reward or accuracy (null without an old outcome). */
  changed?: boolean | null;
  error?: string;
}

export interface RescoreSummary {
  rows: number;
  rescored: number;
  errors: number;
  with_old: number;
  changed: number;
  /** "old status -> new status": rows (only the rows whose outcome changed). */
  transitions: Record<string, number>;
  /** Mean stored accuracy (rows that carried one) and mean new accuracy (rows that carried an old outcome). */
  old_accuracy: number | null;
  new_accuracy: number | null;
  /** Per environment: rows, changed, old and new mean accuracy (rows with an old outcome). */
  envs: Record<
    string,
    { rows: number; changed: number; old_accuracy: number | null; new_accuracy: number | null }
  >;
  /** Rows whose ticket names another version of its environment (rescored only when allowed). */
  version_changes: number;
}

export class RescoreError extends Error {
  override name = "RescoreError";
}

async function* lines(file: string): AsyncGenerator<[number, string]> {
  const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let n = 0;
  for await (const line of rl) {
    n++;
    if (line.trim() === "") continue;
    yield [n, line];
  }
}

function num(x: unknown): number | undefined {
  return typeof x === "number" && Number.isFinite(x) ? x : undefined;
}

/** The stored outcome of a row, if it has one (reward, accuracy or status). */
function oldOutcome(row: Record<string, unknown>): OutcomeView | null {
  const o =
    row.outcome !== null && typeof row.outcome === "object" ? (row.outcome as Record<string, unknown>) : row;
  const reward = num(o.reward);
  const accuracy = num(o.accuracy);
  const status = typeof o.status === "string" ? o.status : undefined;
  if (reward === undefined && accuracy === undefined && status === undefined) return null;
  return { reward: reward ?? Number.NaN, accuracy: accuracy ?? Number.NaN, status: status ?? "unknown" };
}

function responseOf(row: Record<string, unknown>): string | undefined {
  for (const k of ["response", "output", "completion"])
    if (typeof row[k] === "string") return row[k] as string;
  return undefined;
}

interface Parsed {
  row?: Record<string, unknown>;
  ticket?: TicketData;
  error?: string;
}

function parseLine(line: string, secret: string): Parsed {
  if (line.length > MAX_LINE_CHARS) return { error: `line longer than ${MAX_LINE_CHARS} characters` };
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return { error: "not valid JSON" };
  }
  if (row === null || typeof row !== "object" || Array.isArray(row)) return { error: "not a JSON object" };
  const r = row as Record<string, unknown>;
  try {
    return { row: r, ticket: readTicket(r.ticket, secret) };
  } catch (err) {
    return { row: r, error: `ticket: ${(err as Error).message}` };
  }
}

/** First pass: the rows whose ticket names another version of its environment, as "env vA -> vB". */
export async function versionChanges(file: string, secret: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for await (const [, line] of lines(file)) {
    const { ticket } = parseLine(line, secret);
    if (ticket === undefined) continue;
    const env = findEnv(ticket.env);
    if (env === undefined || env.version === ticket.version) continue;
    const k = `${ticket.env} v${ticket.version} -> v${env.version}`;
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

function view(o: { reward: number; accuracy: number; status: string; formatScore: number; reason: string }) {
  return {
    reward: o.reward,
    accuracy: o.accuracy,
    status: o.status,
    format_score: o.formatScore,
    reason: o.reason,
  };
}

const same = (a: number, b: number) => (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) <= 1e-9;

/** Re-score one parsed row with the current verifier (the ticket's version is not checked here). */
function rescoreRow(line: number, p: Parsed): RescoredRow {
  if (p.error !== undefined || p.row === undefined || p.ticket === undefined)
    return { line, error: p.error ?? "unreadable" };
  const t = p.ticket;
  const out: RescoredRow = {
    line,
    env: t.env,
    level: t.level,
    seed: t.seed,
    split: t.split,
    problem_id: t.id,
    ticket_version: t.version,
  };
  const env = findEnv(t.env);
  if (env === undefined) return { ...out, error: `unknown environment '${t.env}'` };
  out.version = env.version;
  const response = responseOf(p.row);
  if (response === undefined)
    return { ...out, error: "no response (a string in response, output or completion)" };
  let outcome: ReturnType<typeof verify>;
  try {
    const { instance } = instanceOf(env, t.level, t.seed);
    outcome = verify(env, instance, response, { format: t.format, threshold: t.threshold });
  } catch (err) {
    // The problem could not be rebuilt: unscorable, never a wrong answer.
    outcome = {
      reward: 0,
      accuracy: 0,
      formatScore: 0,
      status: "unscorable",
      reason: `generation failed: ${(err as Error).message}`,
    } as ReturnType<typeof verify>;
  }
  const old = oldOutcome(p.row);
  const now = view(outcome);
  const changed =
    old === null
      ? null
      : old.status !== now.status || !same(old.reward, now.reward) || !same(old.accuracy, now.accuracy);
  return { ...out, old, new: now, changed };
}

/**
 * Re-score every row of `file`, handing each result to `emit` in input order. Refuses (RescoreError,
 * nothing emitted) when some ticket names another version of its environment, unless allowVersionChange.
 */
export async function rescoreFile(
  file: string,
  opts: { secret: string; allowVersionChange?: boolean },
  emit: (row: RescoredRow) => void,
): Promise<RescoreSummary> {
  const versions = await versionChanges(file, opts.secret);
  const versionRows = [...versions.values()].reduce((a, b) => a + b, 0);
  if (versionRows > 0 && opts.allowVersionChange !== true) {
    const list = [...versions].map(([k, n]) => `${k} (${n} rows)`).join(", ");
    throw new RescoreError(
      `${versionRows} rows hold tickets of another environment version: ${list}. The problems of another version may differ; pass --allow-version-change to re-score them with the current version anyway`,
    );
  }
  const s: RescoreSummary = {
    rows: 0,
    rescored: 0,
    errors: 0,
    with_old: 0,
    changed: 0,
    transitions: {},
    old_accuracy: null,
    new_accuracy: null,
    envs: {},
    version_changes: versionRows,
  };
  let oldSum = 0;
  let oldN = 0;
  let newSum = 0;
  const envSums: Record<string, { old: number; oldN: number; new: number; n: number }> = {};
  for await (const [n, line] of lines(file)) {
    s.rows++;
    const r = rescoreRow(n, parseLine(line, opts.secret));
    emit(r);
    if (r.error !== undefined || r.new === undefined) {
      s.errors++;
      continue;
    }
    s.rescored++;
    const e = (s.envs[r.env!] ??= { rows: 0, changed: 0, old_accuracy: null, new_accuracy: null });
    e.rows++;
    if (r.old === null || r.old === undefined) continue;
    s.with_old++;
    const sums = (envSums[r.env!] ??= { old: 0, oldN: 0, new: 0, n: 0 });
    if (!Number.isNaN(r.old.accuracy)) {
      oldSum += r.old.accuracy;
      oldN++;
      sums.old += r.old.accuracy;
      sums.oldN++;
    }
    newSum += r.new.accuracy;
    sums.new += r.new.accuracy;
    sums.n++;
    if (r.changed === true) {
      s.changed++;
      e.changed++;
      const k = `${r.old.status} -> ${r.new.status}`;
      s.transitions[k] = (s.transitions[k] ?? 0) + 1;
    }
  }
  if (oldN > 0) s.old_accuracy = oldSum / oldN;
  if (s.with_old > 0) s.new_accuracy = newSum / s.with_old;
  for (const [env, sums] of Object.entries(envSums)) {
    if (sums.oldN > 0) s.envs[env]!.old_accuracy = sums.old / sums.oldN;
    s.envs[env]!.new_accuracy = sums.new / sums.n;
  }
  return s;
}
