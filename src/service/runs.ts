import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getEnv } from "../core/registry.ts";
import { signTicket, type TicketData } from "../core/ticket.ts";
import {
  ConfigError,
  Curriculum,
  CurriculumError,
  describeSchedule,
  envsAtTop,
  type IssuedProblem,
  LevelAboveMaxError,
  type RecordResult,
  RedisError,
  type RunConfig,
  type RunConfigInput,
  RunExistsError,
  RunNotFoundError,
  type RunRecord,
  type RunStore,
  runEnvMaxLevel,
  type SampleOutcome,
  windowOf,
} from "../curriculum/index.ts";
import { problemBody } from "./app.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, generateWithin } from "./budget.ts";
import { ApiError, type Cancellation, storeUnavailable } from "./errors.ts";
import { paramsOf } from "./params.ts";
import type { WorkPool } from "./pool.ts";
import * as S from "./schemas.ts";
import type { Recorder, RecordItem, RecordOutcome, Scorer } from "./scoring.ts";
import type { SlotStore } from "./slots.ts";
import type { GenFailure, GenResult } from "./work.ts";

const SMALL = 32;
/** Prefix of the slot-store key of an eval claim (control characters, so no ordinary slot name collides). */
const EVAL_SLOT = "\u001feval\u001f";
/** The run levels of /metrics are read from the store at most this often. */
const METRICS_TTL_MS = 5_000;
/** Most runs (in the store's order) in /metrics. */
const METRICS_MAX_RUNS = 500;
/** Most scored samples committed in one transaction of the group commit. */
const FLUSH_ITEMS = 512;
/** Default lifetime of a slot binding without group_size. */
export const SLOT_TTL_MS = 24 * 3600 * 1000;

type Problem = z.infer<typeof S.ProblemBody>;

type Samples = Array<[Record<string, string | number>, number]>;
/** Run levels for /metrics: per run the highest and mean h; per run and environment h (opt-in). */
type RunLevels = { max: Samples; mean: Samples; env: Samples };

/** Map curriculum errors to HTTP errors; anything else is rethrown. */
export function runApiError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  if (err instanceof RunNotFoundError) throw new ApiError(404, "unknown_run", err.message);
  if (err instanceof RedisError) throw storeUnavailable(err);
  if (err instanceof RunExistsError) throw new ApiError(409, "run_exists", err.message);
  if (err instanceof LevelAboveMaxError) throw new ApiError(422, "level_above_max", wireNames(err.message));
  if (err instanceof ConfigError) throw new ApiError(400, "invalid_config", wireNames(err.message));
  if (err instanceof CurriculumError) {
    const status = err.code === "not_found" ? 404 : err.code === "level_above_max" ? 422 : 400;
    throw new ApiError(status, err.code, err.message);
  }
  throw err;
}

const WIRE: Record<string, string> = {
  split: "env_split",
  weights: "env_weights",
  initialDifficulty: "initial_difficulty",
  windowSize: "window_size",
  accuracyThreshold: "accuracy_threshold",
  minPrompts: "min_prompts_before_check",
  groupSize: "group_size",
  updateTiming: "update_mode",
  answerFormat: "answer_format",
  promptStyle: "prompt_style",
  rewardKey: "reward_key",
  maxLevel: "max_level",
  twoSided: "two_sided_floor",
  raiseAbove: "raise_above",
  lowerAbove: "lower_above",
};

/** The curriculum's messages name its camelCase fields; the API's are snake_case. */
function wireNames(message: string): string {
  return message.replace(
    /\b(split|weights|initialDifficulty|windowSize|accuracyThreshold|minPrompts|groupSize|updateTiming|answerFormat|promptStyle|rewardKey|maxLevel|twoSided|raiseAbove|lowerAbove)\b(?=[.:\s])/g,
    (m) => WIRE[m] ?? m,
  );
}

function configIn(b: z.infer<typeof S.CreateRunBody>): RunConfigInput {
  const c: Record<string, unknown> = {};
  const set = (k: string, v: unknown) => {
    if (v !== undefined) c[k] = v;
  };
  set("environments", b.environments);
  set("split", b.env_split);
  set("weights", b.env_weights);
  set("initialDifficulty", b.initial_difficulty);
  set("windowSize", b.window_size);
  set("accuracyThreshold", b.accuracy_threshold);
  set("minPrompts", b.min_prompts_before_check);
  set("groupSize", b.group_size);
  set("updateTiming", b.update_mode);
  set("answerFormat", b.answer_format);
  set("promptStyle", b.prompt_style);
  set("rewardKey", b.reward_key);
  set("seed", b.seed);
  if (b.schedule !== undefined) {
    // The strategy's own schema (src/curriculum/strategies) checks the kind and which fields it takes.
    const { kind, level, max_level, two_sided_floor, raise_above, lower_above } = b.schedule;
    const sc: Record<string, unknown> = { kind };
    if (level !== undefined) sc.level = level;
    if (max_level !== undefined) sc.maxLevel = max_level;
    if (two_sided_floor !== undefined)
      sc.twoSided = two_sided_floor === null ? null : { floor: two_sided_floor };
    if (raise_above !== undefined) sc.raiseAbove = raise_above;
    if (lower_above !== undefined) sc.lowerAbove = lower_above;
    c.schedule = sc;
  }
  return c as RunConfigInput;
}

export function configOut(c: RunConfig): z.infer<typeof S.RunConfigOut> {
  const s = c.schedule;
  return {
    environments: c.environments,
    env_split: c.split,
    env_weights: c.weights,
    initial_difficulty: c.initialDifficulty,
    window_size: c.windowSize,
    accuracy_threshold: c.accuracyThreshold,
    min_prompts_before_check: c.minPrompts,
    group_size: c.groupSize,
    update_mode: c.updateTiming,
    answer_format: c.answerFormat,
    prompt_style: c.promptStyle,
    reward_key: c.rewardKey,
    seed: c.seed,
    schedule:
      s.kind === "fixed"
        ? { kind: "fixed", level: s.level }
        : s.kind === "range"
          ? { kind: "range", max_level: s.maxLevel }
          : s.kind === "mixed"
            ? { kind: "mixed", raise_above: s.raiseAbove, lower_above: s.lowerAbove }
            : { kind: "adaptive", two_sided_floor: s.twoSided?.floor ?? null },
    schedule_text: describeSchedule(c),
  };
}

export function runOut(run: RunRecord): z.infer<typeof S.RunBody> {
  const envs: Record<string, z.infer<typeof S.EnvSummary>> = {};
  for (const [id, e] of Object.entries(run.state.envs)) {
    envs[id] = {
      difficulty: e.h,
      window: windowOf(run.config, e.h),
      counted: e.counted,
      correct: e.correct,
      issued: e.issued,
      scored: e.scored,
      unscorable: e.unscorable,
      eval_issued: e.evalIssued,
      eval_scored: e.evalScored,
      checks: e.checks,
      accuracy: e.scored - e.unscorable > 0 ? e.scoredCorrect / (e.scored - e.unscorable) : null,
      max_level: Number.isFinite(runEnvMaxLevel(id)) ? runEnvMaxLevel(id) : null,
      history: e.history.map((x) => ({ h: x.h, at: x.at, scored: x.scored, step: x.step })),
    };
  }
  return {
    run_id: run.runId,
    config: configOut(run.config),
    state: {
      problem_seq: run.state.seq,
      version: run.version,
      envs,
      effective_prompt_ratio: run.state.batches.at(-1)?.effectivePromptRatio ?? null,
      at_top: envsAtTop(run).map((x) => x.env),
    },
    raw_state: run.state,
    created_at: run.createdAt,
    updated_at: run.updatedAt,
  };
}

interface Pending {
  items: RecordItem[];
  resolve: (r: RecordOutcome[] | undefined) => void;
  reject: (e: unknown) => void;
}

/**
 * The run layer of the service: runs, issuing, claims, outcomes, and the recorder that applies scored
 * samples to the curriculum. Concurrent score requests are group-committed: everything recorded in one
 * turn of the event loop goes into one transaction per run, committed before any of them is answered.
 */
export class Runs implements Recorder {
  private readonly configs = new Map<string, RunConfig>();
  private pending = new Map<string, Pending[]>();
  private scheduled = false;
  commits = 0;
  /** Most bytes of the problems of one response (`--max-response-bytes`). */
  maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;
  /** Export the top level of every run and environment in /metrics (`--metrics-per-env`). */
  metricsPerEnv = false;
  private metricsCache: { at: number; levels: RunLevels & { available: boolean } } | undefined;

  constructor(
    readonly store: RunStore,
    readonly slots: SlotStore,
    private readonly pool: WorkPool,
    private readonly scorer: Scorer,
    private readonly secret: string,
    private readonly slotTtlMs = SLOT_TTL_MS,
  ) {}

  /** The immutable configuration of a run (cached), or undefined. */
  config(runId: string): RunConfig | undefined {
    let c = this.configs.get(runId);
    if (c === undefined) {
      c = this.store.getConfig(runId);
      if (c !== undefined) this.configs.set(runId, c);
    }
    return c;
  }

  curriculum(runId: string): Curriculum {
    try {
      return Curriculum.open(runId, { store: this.store });
    } catch (err) {
      return runApiError(err);
    }
  }

  create(body: z.infer<typeof S.CreateRunBody>): RunRecord {
    try {
      const cur = Curriculum.create(configIn(body), { store: this.store, runId: body.run_id });
      return cur.get();
    } catch (err) {
      return runApiError(err);
    }
  }

  // ---- recording scored samples (on_score) ----

  record(runId: string, items: RecordItem[]): Promise<RecordOutcome[] | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.pending.get(runId);
      const p = { items, resolve, reject };
      if (list === undefined) this.pending.set(runId, [p]);
      else list.push(p);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush(false));
      }
    });
  }

  /**
   * Commit what is pending, at most FLUSH_ITEMS samples per transaction: a burst is committed in
   * slices, with the event loop free in between (health checks and small requests stay fast).
   * `all` (snapshots, restores, reports, shutdown) commits everything at once.
   */
  flush(all = true): void {
    this.scheduled = false;
    let budget = all ? Number.POSITIVE_INFINITY : FLUSH_ITEMS;
    const now = new Map<string, Pending[]>();
    for (const [runId, reqs] of this.pending) {
      if (budget <= 0) break;
      let k = 0;
      while (k < reqs.length && budget > 0) budget -= reqs[k++]!.items.length;
      now.set(runId, reqs.slice(0, k));
      if (k === reqs.length) this.pending.delete(runId);
      else this.pending.set(runId, reqs.slice(k));
    }
    if (this.pending.size > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush(false));
    }
    for (const [runId, reqs] of now) this.commit(runId, reqs);
  }

  private commit(runId: string, reqs: Pending[]): void {
    // Runs inside setImmediate: whatever throws here must reach the requests, never the event loop.
    let known: boolean;
    try {
      known = this.config(runId) !== undefined;
    } catch (err) {
      const e = err instanceof RedisError ? storeUnavailable(err) : err;
      for (const r of reqs) r.reject(e);
      return;
    }
    if (!known) {
      for (const r of reqs) r.resolve(undefined);
      return;
    }
    const outcomes = reqs.flatMap((r) => r.items.map(toOutcome));
    let results: Array<RecordResult | { error: string }>;
    try {
      results = Curriculum.open(runId, { store: this.store }).recordMany(outcomes);
      this.commits++;
    } catch (err) {
      if (!(err instanceof CurriculumError)) {
        const e = err instanceof RedisError ? storeUnavailable(err) : err;
        for (const r of reqs) r.reject(e);
        return;
      }
      // One bad outcome (should not happen: tickets are signed) must not sink the others.
      const cur = Curriculum.open(runId, { store: this.store });
      results = outcomes.map((o) => {
        try {
          return cur.record(o);
        } catch (e) {
          return { error: (e as Error).message };
        }
      });
    }
    let k = 0;
    for (const r of reqs) {
      const slice = results.slice(k, k + r.items.length);
      k += r.items.length;
      r.resolve(
        slice.map((x) =>
          "error" in x
            ? { counted: false, reason: `rejected: ${x.error}`, difficulty: -1, duplicate: false }
            : { counted: x.counted, reason: x.reason, difficulty: x.h, duplicate: x.duplicate },
        ),
      );
    }
  }

  // ---- issuing ----

  private ticketOf(p: IssuedProblem): TicketData {
    const env = getEnv(p.env);
    return {
      t: 1,
      run: p.runId,
      id: p.problemId,
      env: p.env,
      version: env.version,
      level: p.level,
      seed: p.seed,
      params: paramsOf(env, p.level),
      format: p.format,
      split: p.split,
      threshold: env.passingThreshold,
    };
  }

  private async generate(
    runId: string,
    tickets: TicketData[],
    lane: "fast" | "bulk",
    reference: boolean,
    cancellation: Cancellation | undefined,
  ): Promise<Array<GenResult | GenFailure>> {
    const style = this.config(runId)?.promptStyle ?? "plain";
    return generateWithin(
      tickets.map((t) => ({
        env: t.env,
        version: t.version,
        level: t.level,
        seed: t.seed,
        format: t.format,
        style,
        reference,
      })),
      this.maxResponseBytes,
      (jobs) => this.pool.generate(jobs, lane, cancellation),
    );
  }

  /**
   * A request refused after its problems were drawn gives back what it took: the issued counts of the
   * problems it drew and never handed out, and (`seq`) the draw sequence too when nothing failed to
   * generate (a 413, a client gone). After a generation failure problem_seq stays past the failed draws,
   * so a seed that cannot be generated is not drawn again by the next request (the paper's rule: retry
   * with the next seed). Best effort: a store that fails now leaves the counts as they were.
   */
  private withdraw(runId: string, drawn: readonly IssuedProblem[], seq: boolean): void {
    if (drawn.length === 0) return;
    try {
      this.store.update(runId, (run, tx) => {
        for (const p of drawn) {
          const es = run.state.envs[p.env];
          if (es === undefined) continue;
          if (p.split === "train") es.issued = Math.max(0, es.issued - 1);
          else es.evalIssued = Math.max(0, es.evalIssued - 1);
          tx.touch(p.env);
        }
        // Only the tail: numbers drawn since by other requests stay theirs (the sequence then skips).
        const mine = new Set(drawn.map((p) => p.seq));
        if (seq) while (run.state.seq > 0 && mine.has(run.state.seq - 1)) run.state.seq--;
      });
    } catch (err) {
      if (!(err instanceof RedisError) && !(err instanceof CurriculumError)) throw err;
    }
  }

  async issue(
    runId: string,
    b: z.infer<typeof S.IssueBody>,
    cancellation?: Cancellation,
  ): Promise<Problem[]> {
    const cur = this.curriculum(runId);
    if (b.split === "train" && (b.levels ?? null) !== null)
      throw new ApiError(
        400,
        "invalid_request",
        "levels can only be forced for split eval (train levels follow the curriculum)",
      );
    if (b.split === "train" && b.include_reference)
      throw new ApiError(400, "invalid_request", "include_reference is for split eval only");
    const envs = b.env_ids ?? undefined;
    // Every problem drawn by this request, and those whose generation failed (never handed out).
    const drawn: IssuedProblem[] = [];
    const failedDraws: IssuedProblem[] = [];
    const issueSome = (count: number, opts: { envs?: string[]; level?: number }): IssuedProblem[] => {
      try {
        const got = cur.issue(count, { split: b.split, envs: opts.envs, level: opts.level, groupSize: 1 });
        drawn.push(...got);
        return got;
      } catch (err) {
        return runApiError(err);
      }
    };
    try {
      const out = await this.generateIssued(runId, b, cur, envs, issueSome, failedDraws, cancellation);
      this.withdraw(runId, failedDraws, false);
      return out;
    } catch (err) {
      this.withdraw(runId, drawn, failedDraws.length === 0);
      throw err;
    }
  }

  /** Draw the problems of an issue request and generate them; failed generations are redrawn. */
  private async generateIssued(
    runId: string,
    b: z.infer<typeof S.IssueBody>,
    cur: Curriculum,
    envs: string[] | undefined,
    issueSome: (count: number, opts: { envs?: string[]; level?: number }) => IssuedProblem[],
    failedDraws: IssuedProblem[],
    cancellation: Cancellation | undefined,
  ): Promise<Problem[]> {
    let issued: IssuedProblem[];
    const levels = b.levels ?? null;
    if (levels === null) issued = issueSome(b.count, { envs });
    else {
      issued = [];
      levels.forEach((lvl, i) => {
        const n = Math.floor(b.count / levels.length) + (i < b.count % levels.length ? 1 : 0);
        if (n > 0) issued.push(...issueSome(n, { envs, level: lvl }));
      });
    }
    const lane = b.count > SMALL ? "bulk" : "fast";
    const out: Problem[] = new Array(issued.length);
    let todo = issued.map((p, i) => ({ p, i }));
    for (let attempt = 0; todo.length > 0; attempt++) {
      const tickets = todo.map(({ p }) => this.ticketOf(p));
      const gens = await this.generate(runId, tickets, lane, b.include_reference, cancellation);
      const failed: typeof todo = [];
      todo.forEach(({ p, i }, j) => {
        const g = gens[j]!;
        if (g.ok) {
          out[i] = problemBody(signTicket(tickets[j]!, this.secret), tickets[j]!, g, {
            top: p.topLevel,
            groupSize: cur.config.groupSize,
          });
        } else {
          failed.push({ p, i });
          failedDraws.push(p);
        }
      });
      const late = gens.findIndex((g) => !g.ok && g.timedOut === true);
      if (late >= 0) throw generationTimeout(tickets[late]!, this.pool.timeoutMs);
      if (failed.length > 0 && attempt >= 2) {
        const f = failed[0]!.p;
        throw new ApiError(
          503,
          "generation_failed",
          `generating ${f.env} at level ${f.level} failed three times`,
        );
      }
      // The paper's rule: a failed generation is retried with the next seed (same environment).
      todo = failed.map(({ p, i }) => {
        const level = levels !== null ? p.level : undefined;
        return { p: issueSome(1, { envs: [p.env], level })[0]!, i };
      });
    }
    return out;
  }

  // ---- claims ----

  async claim(runId: string, b: z.infer<typeof S.ClaimBody>, cancellation?: Cancellation): Promise<Problem> {
    const cur = this.curriculum(runId);
    // Eval slots are bound apart from train slots: an eval row numbered like a train row (OpenRLHF's
    // --eval.dataset next to its train rows) must get an eval problem, never the train group's.
    const slot = b.split === "eval" ? `${EVAL_SLOT}${b.slot}` : b.slot;
    for (let attempt = 0; ; attempt++) {
      const now = Date.now();
      // Atomic in the slot store: claims of one slot from several replicas get one problem.
      let taken = this.slots.take(runId, slot, now, this.slotTtlMs);
      // The problem this claim drew and bound, if it did (its counts are given back if it is never served).
      let mine: IssuedProblem | undefined;
      if (taken === undefined) {
        let p: IssuedProblem;
        try {
          p = cur.issue(1, { split: b.split, groupSize: 1 })[0]!;
        } catch (err) {
          return runApiError(err);
        }
        const ticket = signTicket(this.ticketOf(p), this.secret);
        const fresh = { ticket, claims: 1, groupSize: b.group_size ?? null, createdAt: now, top: p.topLevel };
        taken = this.slots.bind(runId, slot, fresh, now, this.slotTtlMs);
        // Another claim bound the slot meanwhile: this draw is never handed out.
        if (taken.row.ticket !== ticket) this.withdraw(runId, [p], true);
        else mine = p;
      }
      const { row, index } = taken;
      let t: TicketData;
      try {
        t = this.scorer.ticket(row.ticket);
      } catch (err) {
        // A binding made under another secret or environment version: bind the slot anew.
        if (!(err instanceof ApiError) || attempt >= 2) throw err;
        this.slots.put(runId, slot, { ...row, claims: 0, createdAt: 0 });
        continue;
      }
      let g: GenResult | GenFailure;
      try {
        [g] = (await this.generate(runId, [t], "fast", false, cancellation)) as [GenResult | GenFailure];
      } catch (err) {
        if (mine !== undefined) this.release(runId, slot, row.ticket, [mine], true);
        throw err;
      }
      if (g.ok) {
        return problemBody(row.ticket, t, g, {
          top: row.top,
          groupIndex: index,
          groupSize: row.groupSize ?? undefined,
          slot: b.slot,
          issuedAt: new Date(row.createdAt).toISOString(),
        });
      }
      if (g.timedOut === true) {
        if (mine !== undefined) this.release(runId, slot, row.ticket, [mine], false);
        throw generationTimeout(t, this.pool.timeoutMs);
      }
      if (attempt >= 2) {
        if (mine !== undefined) this.release(runId, slot, row.ticket, [mine], false);
        throw new ApiError(
          503,
          "generation_failed",
          `generating ${t.env} at level ${t.level} failed three times`,
        );
      }
      // Rebind the slot to a fresh problem (unless a concurrent claim already did).
      const now2 = this.slots.get(runId, slot);
      if (now2?.ticket === row.ticket) {
        this.slots.put(runId, slot, { ...now2, claims: 0, createdAt: 0 });
        if (mine !== undefined && now2.claims === 1) this.withdraw(runId, [mine], false);
      }
    }
  }

  /**
   * A claim that bound a slot and could not serve its problem: free the slot and give back the draw,
   * unless another member of the group has claimed the binding since (then it was, or is being, served).
   */
  private release(runId: string, slot: string, ticket: string, drawn: IssuedProblem[], seq: boolean): void {
    const row = this.slots.get(runId, slot);
    if (row?.ticket !== ticket || row.claims !== 1) return;
    this.slots.put(runId, slot, { ...row, claims: 0, createdAt: 0 });
    this.withdraw(runId, drawn, seq);
  }

  // ---- outcomes (end-of-step timing) ----

  report(runId: string, b: z.infer<typeof S.OutcomesBody>): z.infer<typeof S.OutcomesResult> {
    const cur = this.curriculum(runId);
    const outcomes: SampleOutcome[] = b.items.map((item, i) => {
      const t = this.scorer.ticket(item.ticket, `items[${i}].ticket`);
      if (t.run !== runId) {
        throw new ApiError(
          400,
          "ticket_run_mismatch",
          `items[${i}].ticket was issued by run '${t.run}', not '${runId}'`,
        );
      }
      const o: SampleOutcome = {
        env: t.env,
        level: t.level,
        accuracy: item.accuracy,
        split: t.split,
        problemId: t.id,
      };
      if (item.reward !== undefined) o.reward = item.reward;
      if (item.status !== undefined) o.status = item.status;
      if (item.sample_key !== undefined) o.sampleKey = item.sample_key;
      return o;
    });
    try {
      const r = cur.report(outcomes, { step: b.step });
      return {
        counted: r.counted,
        ignored: r.ignored,
        duplicates: r.duplicates,
        changes: r.changes,
        levels: r.levels,
        effective_prompt_ratio: r.batch.effectivePromptRatio,
      };
    } catch (err) {
      return runApiError(err);
    }
  }

  /**
   * Run levels for /metrics: per run the highest and the mean top level h over its environments (one
   * series each per run); with metricsPerEnv also h per run and environment. Reading every run's state is
   * the costly part of a scrape, so it is done at most once per METRICS_TTL_MS.
   */
  private runLevels(): RunLevels & { available: boolean } {
    const now = Date.now();
    if (this.metricsCache !== undefined && now - this.metricsCache.at < METRICS_TTL_MS)
      return this.metricsCache.levels;
    let levels: RunLevels & { available: boolean };
    try {
      levels = this.readRunLevels();
    } catch (err) {
      if (!(err instanceof RedisError)) throw err;
      // The store is down: /metrics still reports the pools and says so; run levels are unknown. The
      // failure is cached like a success, so scrapes do not wait on an unreachable store every time.
      levels = { max: [], mean: [], env: [], available: false };
    }
    this.metricsCache = { at: now, levels };
    return levels;
  }

  private readRunLevels(): RunLevels & { available: boolean } {
    const levels = { max: [], mean: [], env: [], available: true } as RunLevels & { available: boolean };
    for (const s of this.store.listRuns().slice(0, METRICS_MAX_RUNS)) {
      const run = this.store.getRun(s.runId);
      if (run === undefined) continue;
      const hs = Object.entries(run.state.envs);
      if (hs.length === 0) continue;
      let max = 0;
      let sum = 0;
      for (const [env, e] of hs) {
        max = Math.max(max, e.h);
        sum += e.h;
        if (this.metricsPerEnv) levels.env.push([{ run: s.runId, env }, e.h]);
      }
      levels.max.push([{ run: s.runId }, max]);
      levels.mean.push([{ run: s.runId }, sum / hs.length]);
    }
    return levels;
  }

  metrics() {
    const levels = this.runLevels();
    let slots: number | undefined;
    try {
      slots = levels.available ? this.slots.count() : undefined;
    } catch (err) {
      if (!(err instanceof RedisError)) throw err;
    }
    return [
      {
        name: "rlve_run_level_max",
        help: "Highest top level h over the environments of a run.",
        type: "gauge" as const,
        samples: levels.max,
      },
      {
        name: "rlve_run_level_mean",
        help: "Mean top level h over the environments of a run.",
        type: "gauge" as const,
        samples: levels.mean,
      },
      ...(this.metricsPerEnv
        ? [
            {
              name: "rlve_run_level",
              help: "Top level h per run and environment (--metrics-per-env).",
              type: "gauge" as const,
              samples: levels.env,
            },
          ]
        : []),
      {
        name: "rlve_store_available",
        help: "1 when the run store answered the last read of the run levels (at most 5 s old), else 0.",
        type: "gauge" as const,
        samples: [[{}, levels.available ? 1 : 0]] as Samples,
      },
      {
        name: "rlve_slots",
        help: "Slot bindings held for claims (absent while the store is unavailable).",
        type: "gauge" as const,
        samples: (slots === undefined ? [] : [[{}, slots]]) as Samples,
      },
      {
        name: "rlve_record_commits_total",
        help: "Curriculum transactions for scored samples.",
        type: "counter" as const,
        samples: [[{}, this.commits]] as Array<[Record<string, string | number>, number]>,
      },
    ];
  }

  close(): void {
    this.flush();
    this.slots.close();
    this.store.close();
  }

  /** The HTTP routes of runs, issuing, claims and outcomes. */
  routes(app: FastifyInstance): void {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const E = { "4xx": S.ErrorBody };

    r.post(
      "/v1/runs",
      {
        schema: {
          summary: "Create a run (one curriculum)",
          body: S.CreateRunBody,
          response: { 201: S.RunBody, ...E },
        },
      },
      async (req, reply) => {
        const run = this.create(req.body);
        reply.code(201);
        return runOut(run);
      },
    );

    r.get(
      "/v1/runs",
      {
        schema: {
          summary: "List runs",
          response: {
            200: z.object({
              runs: z.array(
                z.object({
                  run_id: z.string(),
                  environments: z.number(),
                  schedule: z.string(),
                  problem_seq: z.number(),
                  updated_at: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async () => ({
        runs: this.store.listRuns().map((s) => ({
          run_id: s.runId,
          environments: s.environments,
          schedule: s.schedule,
          problem_seq: s.seq,
          updated_at: s.updatedAt,
        })),
      }),
    );

    r.get(
      "/v1/runs/:run",
      {
        schema: {
          summary: "A run: configuration and state",
          params: S.RunParams,
          response: { 200: S.RunBody, ...E },
        },
      },
      async (req) => runOut(this.curriculum(req.params.run).get()),
    );

    r.post(
      "/v1/runs/:run/snapshots",
      {
        schema: {
          summary: "Save the run's state under a label (e.g. the trainer's step)",
          params: S.RunParams,
          body: S.SnapshotBody,
          response: { 200: S.SnapshotResult, ...E },
        },
      },
      async (req) => {
        const cur = this.curriculum(req.params.run);
        try {
          this.flush();
          const info = cur.snapshot({ label: req.body.label, step: req.body.step });
          const snap = this.store.getSnapshot(cur.runId, info.label)!;
          return { snapshot_id: info.label, step: info.step, created_at: info.createdAt, state: snap.state };
        } catch (err) {
          return runApiError(err);
        }
      },
    );

    r.get(
      "/v1/runs/:run/snapshots",
      {
        schema: {
          summary: "List a run's snapshots",
          params: S.RunParams,
          response: {
            200: z.object({
              snapshots: z.array(
                z.object({ snapshot_id: z.string(), step: z.number().nullable(), created_at: z.string() }),
              ),
            }),
            ...E,
          },
        },
      },
      async (req) => ({
        snapshots: this.curriculum(req.params.run)
          .snapshots()
          .map((s) => ({ snapshot_id: s.label, step: s.step, created_at: s.createdAt })),
      }),
    );

    r.delete(
      "/v1/runs/:run/snapshots/:snapshot",
      {
        schema: {
          summary: "Delete a snapshot (the run's state is untouched); trainers keep the last few with it",
          params: S.RunParams.extend({ snapshot: z.string().min(1).max(128) }),
          response: { 200: z.object({ deleted: z.boolean() }), ...E },
        },
      },
      async (req, reply) => {
        const cur = this.curriculum(req.params.run);
        let deleted: boolean;
        try {
          deleted = cur.deleteSnapshot(req.params.snapshot);
        } catch (err) {
          return runApiError(err);
        }
        if (!deleted) {
          throw new ApiError(404, "not_found", `run '${cur.runId}' has no snapshot '${req.params.snapshot}'`);
        }
        return reply.send({ deleted });
      },
    );

    r.post(
      "/v1/runs/:run/restore",
      {
        schema: {
          summary: "Replace the run's state by a snapshot or a state object (sample keys are forgotten)",
          params: S.RunParams,
          body: S.RestoreBody,
          response: { 200: z.object({ state: z.unknown(), run: S.RunBody }), ...E },
        },
      },
      async (req) => {
        const cur = this.curriculum(req.params.run);
        this.flush();
        try {
          const state =
            "snapshot_id" in req.body
              ? cur.restore({ snapshot: req.body.snapshot_id })
              : cur.restore({ state: req.body.state });
          return { state, run: runOut(cur.get()) };
        } catch (err) {
          return runApiError(err);
        }
      },
    );

    r.post(
      "/v1/runs/:run/problems",
      {
        schema: {
          summary: "Issue problems from the run's curriculum (one per prompt group)",
          description: "The trainer repeats each problem group_size times itself (slime, verl, TRL, Tinker).",
          params: S.RunParams,
          body: S.IssueBody,
          response: { 200: S.ProblemsResult, ...E },
        },
      },
      async (req) => ({ problems: await this.issue(req.params.run, req.body, req.cancellation) }),
    );

    r.post(
      "/v1/runs/:run/claims",
      {
        schema: {
          summary: "Claim the problem bound to a slot (idempotent: the same slot gets the same problem)",
          description:
            "For trainers that initialise every sample separately (OpenRLHF agents, SkyRL, verl agent loops): all members of a group claim the same slot. With group_size the slot is released after that many claims; without, the binding lasts 24 hours.",
          params: S.RunParams,
          body: S.ClaimBody,
          response: { 200: S.ProblemBody, ...E },
        },
      },
      async (req) => this.claim(req.params.run, req.body, req.cancellation),
    );

    r.post(
      "/v1/runs/:run/outcomes",
      {
        schema: {
          summary: "Report a step's outcomes (update_mode on_report: the paper's end-of-step update)",
          description:
            "Under on_report these counts move the curriculum (one check per environment per report); under on_score they are recorded like scores (sample keys prevent double counting).",
          params: S.RunParams,
          body: S.OutcomesBody,
          response: { 200: S.OutcomesResult, ...E },
        },
      },
      async (req) => {
        this.flush();
        return this.report(req.params.run, req.body);
      },
    );
  }
}

/** A generation over the time budget: retrying the next seed at the same level would only take as long. */
function generationTimeout(t: TicketData, ms: number): ApiError {
  return new ApiError(
    503,
    "generation_failed",
    `generating ${t.env} at level ${t.level} took longer than the task budget (${ms} ms, --task-timeout)`,
  );
}

function toOutcome(i: RecordItem): SampleOutcome {
  const o: SampleOutcome = {
    env: i.ticket.env,
    level: i.ticket.level,
    accuracy: i.outcome.accuracy,
    reward: i.outcome.reward,
    status: i.outcome.status,
    split: i.ticket.split,
    problemId: i.ticket.id,
  };
  if (i.sampleKey !== undefined) o.sampleKey = i.sampleKey;
  return o;
}
