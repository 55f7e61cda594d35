import { randomBytes } from "node:crypto";
import { parseRunConfig, type ResolveOptions, type RunConfig, type RunConfigInput } from "./config.ts";
import {
  CurriculumError,
  initialState,
  issueProblems,
  now,
  recordOutcome,
  recordOutcomes,
  reportOutcomes,
  windowOf,
} from "./engine.ts";
import { parseRunState } from "./state.ts";
import { MemoryStore, RunNotFoundError, type RunStore } from "./store.ts";
import type {
  IssuedProblem,
  IssueOptions,
  RecordResult,
  ReportOptions,
  ReportResult,
  RunRecord,
  RunState,
  SampleOutcome,
  SnapshotInfo,
} from "./types.ts";

export interface CreateOptions extends ResolveOptions {
  /** Where the run lives (default: a new MemoryStore). The CLI and the service use SqliteStore. */
  store?: RunStore;
  /** Run id (default "run-" + 12 random hex digits). Letters, digits, '.', '_', '-'; at most 128. */
  runId?: string;
}

export interface OpenOptions {
  store: RunStore;
}

const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const LABEL = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function checkRunId(runId: string): void {
  if (typeof runId !== "string" || !RUN_ID.test(runId)) {
    throw new CurriculumError(
      "invalid_request",
      "run id must be 1-128 characters: letters, digits, '.', '_' or '-', starting with a letter or digit",
    );
  }
}

/**
 * One adaptive-difficulty run. A thin handle: every call is one atomic store transaction, so several
 * handles (or processes sharing a SQLite file) on the same run stay consistent.
 *
 * ```ts
 * const cur = Curriculum.create({ environments: "all", groupSize: 16 }, { store: new SqliteStore() });
 * for (const p of cur.issue(128)) { ... generate(getEnv(p.env), p.level, p.seed, p.format) ... }
 * cur.record({ env: p.env, level: p.level, accuracy: outcome.accuracy, status: outcome.status, sampleKey });
 * ```
 */
export class Curriculum {
  private constructor(
    readonly runId: string,
    readonly config: RunConfig,
    readonly store: RunStore,
  ) {}

  /** Validate the configuration (ConfigError lists every problem), create the run and store it. */
  static create(config: RunConfigInput = {}, opts: CreateOptions = {}): Curriculum {
    const store = opts.store ?? new MemoryStore();
    const runId = opts.runId ?? `run-${randomBytes(6).toString("hex")}`;
    checkRunId(runId);
    const cfg = parseRunConfig(config, opts);
    const at = now();
    const record: RunRecord = {
      runId,
      config: cfg,
      state: initialState(cfg, at),
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    store.createRun(record);
    return new Curriculum(runId, cfg, store);
  }

  /** Open an existing run; throws RunNotFoundError. */
  static open(runId: string, opts: OpenOptions): Curriculum {
    const config = opts.store.getConfig(runId);
    if (config === undefined) throw new RunNotFoundError(runId);
    return new Curriculum(runId, config, opts.store);
  }

  /**
   * Issue `count` problems (prompts), each handed out groupSize times: count x groupSize entries, the
   * members of a group consecutive and sharing problemId, env, level and seed. The instance itself is
   * `generate(getEnv(env), level, seed, format)` from src/core.
   */
  issue(count: number, opts: IssueOptions = {}): IssuedProblem[] {
    return this.store.update(this.runId, (run, tx) => issueProblems(run, tx, count, opts));
  }

  /**
   * Record one scored sample. With updateTiming on_score it is counted at once (when train, scorable,
   * and at level == h) and may move h; with on_report it only feeds statistics. Durable when it returns.
   * Throws CurriculumError for an invalid outcome or an environment not in the run.
   */
  record(outcome: SampleOutcome): RecordResult {
    return this.store.update(this.runId, (run, tx) => recordOutcome(run, tx, outcome));
  }

  /**
   * Record several scored samples in one transaction (one fsync): the same as calling record() for
   * each in order, with one result per outcome. Every outcome is validated first; an invalid one throws
   * CurriculumError (message names its index) and nothing is applied. For batch scoring and for
   * group-committing concurrent score requests.
   */
  recordMany(outcomes: readonly SampleOutcome[]): RecordResult[] {
    return this.store.update(this.runId, (run, tx) => recordOutcomes(run, tx, outcomes));
  }

  /**
   * Report a batch of outcomes (one trainer step) in one transaction. on_report: counts them and then
   * checks each environment once (the paper's end-of-step timing). on_score: same as record() for each.
   * Also computes the batch's effective prompt ratio (groups by problemId) into the statistics.
   */
  report(outcomes: readonly SampleOutcome[], opts: ReportOptions = {}): ReportResult {
    return this.store.update(this.runId, (run, tx) => reportOutcomes(run, tx, outcomes, opts));
  }

  /** The latest committed run (config, state, version, timestamps). */
  get(): RunRecord {
    const run = this.store.getRun(this.runId);
    if (run === undefined) throw new RunNotFoundError(this.runId);
    return run;
  }

  /** The whole state as JSON data (a copy). */
  state(): RunState {
    return this.get().state;
  }

  /** Current top level h of every environment. */
  levels(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.state().envs).map(([e, s]) => [e, s.h]));
  }

  /** The level window [lo, hi] of an environment at its current h. */
  window(env: string): [number, number] {
    const es = this.state().envs[env];
    if (es === undefined)
      throw new CurriculumError("unknown_env", `environment '${env}' is not part of the run`);
    return windowOf(this.config, es.h);
  }

  /** Save the current state under a label (default "step-<step>", else "v<version>"); replaces a same-label snapshot. */
  snapshot(opts: { label?: string; step?: number } = {}): SnapshotInfo {
    if (opts.step !== undefined && (!Number.isSafeInteger(opts.step) || opts.step < 0)) {
      throw new CurriculumError("invalid_request", `step must be an integer >= 0, got ${opts.step}`);
    }
    const run = this.get();
    const label = opts.label ?? (opts.step !== undefined ? `step-${opts.step}` : `v${run.version}`);
    if (!LABEL.test(label)) {
      throw new CurriculumError(
        "invalid_request",
        "snapshot label must be 1-128 characters: letters, digits, '.', '_', ':' or '-'",
      );
    }
    const info: SnapshotInfo = { runId: this.runId, label, step: opts.step ?? null, createdAt: now() };
    this.store.putSnapshot({ ...info, state: run.state });
    return info;
  }

  snapshots(): SnapshotInfo[] {
    return this.store.listSnapshots(this.runId);
  }

  /** Delete a snapshot by label (the run's state is untouched); false if there was none. */
  deleteSnapshot(label: string): boolean {
    this.get();
    return this.store.deleteSnapshot(this.runId, label);
  }

  /**
   * Replace the state by a snapshot's (by label) or by a state object (validated: it must be a state of
   * this run's environments). Sample keys are forgotten (the restored timeline starts fresh). Returns the
   * restored state, equal to the saved one.
   */
  restore(from: { snapshot: string } | { state: unknown }): RunState {
    let state: RunState;
    if ("snapshot" in from) {
      const snap = this.store.getSnapshot(this.runId, from.snapshot);
      if (snap === undefined) {
        throw new CurriculumError("not_found", `run '${this.runId}' has no snapshot '${from.snapshot}'`);
      }
      state = snap.state;
    } else {
      state = parseRunState(from.state, this.config);
    }
    this.store.update(this.runId, (run, tx) => {
      run.state = structuredClone(state);
      tx.touchAll();
      tx.clearKeys();
    });
    return this.state();
  }
}
