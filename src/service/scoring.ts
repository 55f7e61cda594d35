import { createHash } from "node:crypto";
import type { AnswerFormat } from "../core/extract.ts";
import type { Outcome, Status } from "../core/outcome.ts";
import { findEnv } from "../core/registry.ts";
import { readTicket, type TicketData, TicketError } from "../core/ticket.ts";
import { ApiError, asApiError, type Cancellation } from "./errors.ts";
import { Lru } from "./lru.ts";
import type { Lane, WorkPool } from "./pool.ts";
import { capText, DEFAULT_MAX_RESPONSE_CHARS, responseText, stripPrompt } from "./text.ts";
import type { ScoreJob } from "./work.ts";

/** One sample to score, as the HTTP API receives it. */
export interface ScoreRequest {
  ticket: string;
  /** The model output: text, a message list, or (NeMo Gym) text already extracted. */
  response?: unknown;
  /** Optional prompt to strip from the response first (when the response is prompt + completion). */
  prompt?: unknown;
  /** Idempotency key: a retried sample with the same key is not counted twice. */
  sample_key?: string;
  /** false: score only, never touch the curriculum. Default true. */
  update?: boolean;
}

export interface ScoreResult {
  reward: number;
  accuracy: 0 | 1;
  format_score: 0 | 1;
  /** The same as reward (verl reads `score`). */
  score: number;
  status: Status;
  reason: string;
  env_id: string;
  env_version: number;
  level: number;
  seed: number;
  problem_id: string;
  run_id: string | null;
  split: "train" | "eval";
  /** Whether the sample entered the curriculum window. */
  counted: boolean;
  /** Why it did or did not (counted, eval, unscorable, below_h, above_h, static, on_report, no_update, no_run, ...). */
  count_reason: string;
  /** The environment's top level in the run after this sample (null for stateless tickets). */
  difficulty: number | null;
  /** True when the sample_key was seen before; the curriculum was not touched again. */
  duplicate: boolean;
}

export interface ItemError {
  error: { code: string; message: string };
}

/** The curriculum side of scoring, provided by the runs layer. */
export interface Recorder {
  /**
   * Record scored samples of one run durably (resolves once committed). Returns, per sample, whether it
   * was counted and the environment's top level; `undefined` when the run does not exist.
   */
  record(runId: string, items: RecordItem[]): Promise<RecordOutcome[] | undefined>;
}

export interface RecordItem {
  ticket: TicketData;
  outcome: Outcome;
  sampleKey?: string;
}

export interface RecordOutcome {
  counted: boolean;
  reason: string;
  difficulty: number;
  duplicate: boolean;
}

/** problem id of stateless problems: a content hash of what determines the instance. */
export function problemId(env: string, version: number, level: number, seed: number, format: AnswerFormat) {
  return `p_${createHash("sha256").update(`${env}\u0000${version}\u0000${level}\u0000${seed}\u0000${format}`).digest("hex").slice(0, 20)}`;
}

export interface ScorerOptions {
  secret: string;
  pool: WorkPool;
  recorder?: Recorder;
  maxResponseChars?: number;
  ticketCacheSize?: number;
}

/** Statistics kept for /metrics. */
export interface ScoreCounters {
  scored: Record<Status, number>;
  counted: number;
  duplicates: number;
  refused: Record<string, number>;
}

/**
 * Stateless scoring: check the ticket (HMAC, environment and version), reduce the response to text, verify
 * in the worker pool, then let the recorder update the run's curriculum.
 */
export class Scorer {
  private readonly tickets: Lru<string, TicketData>;
  readonly maxResponseChars: number;
  readonly counters: ScoreCounters = {
    scored: { correct: 0, partial: 0, wrong: 0, invalid: 0, wrong_format: 0, unscorable: 0 },
    counted: 0,
    duplicates: 0,
    refused: {},
  };
  recorder: Recorder | undefined;

  constructor(private readonly opts: ScorerOptions) {
    this.tickets = new Lru(opts.ticketCacheSize ?? 65_536);
    this.maxResponseChars = opts.maxResponseChars ?? DEFAULT_MAX_RESPONSE_CHARS;
    this.recorder = opts.recorder;
  }

  /** Verify and decode a ticket; refuses forged ones and other environment versions (ApiError). */
  ticket(ticket: unknown, where = "ticket"): TicketData {
    if (typeof ticket === "string") {
      const hit = this.tickets.get(ticket);
      if (hit !== undefined) return hit;
    }
    let data: TicketData;
    try {
      data = readTicket(ticket, this.opts.secret);
      const env = findEnv(data.env);
      if (env === undefined)
        throw new TicketError("unknown_environment", `ticket names unknown environment '${data.env}'`);
      if (env.version !== data.version) {
        throw new TicketError(
          "stale_version",
          `ticket was issued for ${env.id} version ${data.version}, but this server has version ${env.version}; the problem cannot be scored reliably`,
        );
      }
      if (
        !Number.isSafeInteger(data.level) ||
        data.level < 0 ||
        !Number.isSafeInteger(data.seed) ||
        data.seed < 0
      )
        throw new TicketError("malformed", "ticket level and seed must be integers >= 0");
    } catch (err) {
      const api = asApiError(err, where);
      if (api === undefined) throw err;
      this.counters.refused[api.code] = (this.counters.refused[api.code] ?? 0) + 1;
      throw api;
    }
    this.tickets.set(ticket as string, data);
    return data;
  }

  /** The text the verifier reads for one request. */
  text(response: unknown, prompt?: unknown): string {
    return capText(stripPrompt(responseText(response), prompt), this.maxResponseChars);
  }

  /**
   * Score many samples. Items whose ticket is refused get an ItemError in their place; model output never
   * does. Curriculum updates are committed before this resolves; the counters of /metrics move only
   * after everything that can fail has succeeded.
   */
  async score(
    items: ReadonlyArray<ScoreRequest & { text?: string }>,
    lane: Lane,
    cancellation?: Cancellation,
  ): Promise<Array<ScoreResult | ItemError>> {
    const out: Array<ScoreResult | ItemError> = new Array(items.length);
    const jobs: ScoreJob[] = [];
    const where: number[] = [];
    const tickets: TicketData[] = [];
    items.forEach((item, i) => {
      let t: TicketData;
      try {
        t = this.ticket(item.ticket, items.length > 1 ? `items[${i}].ticket` : "ticket");
      } catch (err) {
        if (err instanceof ApiError) {
          out[i] = { error: err.toJSON() };
          return;
        }
        throw err;
      }
      tickets.push(t);
      where.push(i);
      jobs.push({
        env: t.env,
        version: t.version,
        level: t.level,
        seed: t.seed,
        format: t.format,
        threshold: t.threshold,
        text: item.text ?? this.text(item.response, item.prompt),
      });
    });
    // Rejects (CancelledError) when the request goes away first: nothing is counted then.
    const outcomes = await this.opts.pool.score(jobs, lane, cancellation);
    // Group the curriculum updates by run; each run's updates commit together.
    const byRun = new Map<string, number[]>();
    outcomes.forEach((o, k) => {
      const t = tickets[k]!;
      const item = items[where[k]!]!;
      out[where[k]!] = {
        reward: o.reward,
        accuracy: o.accuracy,
        format_score: o.formatScore,
        score: o.reward,
        status: o.status,
        reason: o.reason,
        env_id: t.env,
        env_version: t.version,
        level: t.level,
        seed: t.seed,
        problem_id: t.id,
        run_id: t.run,
        split: t.split,
        counted: false,
        count_reason: t.run === null ? "no_run" : item.update === false ? "no_update" : "pending",
        difficulty: null,
        duplicate: false,
      };
      if (t.run !== null && item.update !== false) {
        const list = byRun.get(t.run);
        if (list === undefined) byRun.set(t.run, [k]);
        else list.push(k);
      }
    });
    if (byRun.size > 0) {
      await Promise.all(
        [...byRun].map(async ([run, ks]) => {
          const recs =
            this.recorder === undefined
              ? undefined
              : await this.recorder.record(
                  run,
                  ks.map((k) => ({
                    ticket: tickets[k]!,
                    outcome: outcomes[k]!,
                    sampleKey: items[where[k]!]!.sample_key,
                  })),
                );
          ks.forEach((k, j) => {
            const r = out[where[k]!] as ScoreResult;
            const rec = recs?.[j];
            if (rec === undefined) {
              r.count_reason = "unknown_run";
              return;
            }
            r.counted = rec.counted;
            r.count_reason = rec.reason;
            r.difficulty = rec.difficulty;
            r.duplicate = rec.duplicate;
          });
        }),
      );
    }
    for (const k of where) {
      const r = out[k] as ScoreResult;
      this.counters.scored[r.status]++;
      if (r.counted && !r.duplicate) this.counters.counted++;
      if (r.duplicate) this.counters.duplicates++;
    }
    return out;
  }
}
