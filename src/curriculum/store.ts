import type { RunConfig } from "./config.ts";
import { scheduleLabel } from "./strategy.ts";
import type { EnvState, RecordResult, RunRecord, RunSummary, Snapshot, SnapshotInfo } from "./types.ts";

/**
 * Where runs live. A store applies every change atomically and, for durable stores, makes it durable
 * before `update` returns, so whatever a caller acknowledges survives a crash.
 *
 * The Curriculum class is the only intended caller of `update`; other code reads through `getRun`.
 * Backends: MemoryStore, SqliteStore (sqlite.ts), RedisStore (redis.ts); test/curriculum/store.test.ts is
 * the contract every one of them passes.
 */
export interface RunStore {
  /** Store a new run; throws RunExistsError if the id is taken. */
  createRun(run: RunRecord): void;
  /** The latest committed run (a copy the caller may keep), or undefined. */
  getRun(runId: string): RunRecord | undefined;
  /** The run's configuration (never changes after creation; a copy), or undefined. Cheap. */
  getConfig(runId: string): RunConfig | undefined;
  listRuns(): RunSummary[];
  /** Delete a run with its snapshots and sample keys; false if it did not exist. */
  deleteRun(runId: string): boolean;
  /**
   * Apply one change atomically: `fn` receives the latest committed run (its state may be mutated in
   * place) and a transaction handle; when `fn` returns, the change is committed (durably, for SQLite)
   * and `version` and `updatedAt` are advanced. If `fn` throws, nothing is committed. Throws
   * RunNotFoundError if the run does not exist. Calls are serialised per run, also across processes
   * sharing a SQLite file.
   */
  update<T>(runId: string, fn: (run: RunRecord, tx: RunTx) => T): T;
  /** Store a snapshot; an existing snapshot with the same label is replaced. */
  putSnapshot(snapshot: Snapshot): void;
  getSnapshot(runId: string, label: string): Snapshot | undefined;
  /** Snapshots of a run, oldest first. */
  listSnapshots(runId: string): SnapshotInfo[];
  /** Delete a snapshot; false if the run has no snapshot of that label. */
  deleteSnapshot(runId: string, label: string): boolean;
  close(): void;
}

/** Inside `RunStore.update`. */
export interface RunTx {
  /** Mark an environment's state as changed (stores may write only changed environments). */
  touch(env: string): void;
  /** Mark the whole state as changed (restore). */
  touchAll(): void;
  /** The result stored with a sample key, if it was seen. */
  seenKey(key: string): RecordResult | undefined;
  /** Remember a sample key with its result (committed with the change). */
  rememberKey(key: string, result: RecordResult): void;
  /** Forget every sample key of the run (after a restore, keys of the new timeline start fresh). */
  clearKeys(): void;
}

export class RunExistsError extends Error {
  override name = "RunExistsError";
  constructor(readonly runId: string) {
    super(`run '${runId}' already exists`);
  }
}

export class RunNotFoundError extends Error {
  override name = "RunNotFoundError";
  constructor(readonly runId: string) {
    super(`run '${runId}' does not exist`);
  }
}

export function summarize(run: RunRecord): RunSummary {
  return {
    runId: run.runId,
    environments: run.config.environments.length,
    schedule: scheduleLabel(run.config),
    seq: run.state.seq,
    version: run.version,
    createdAt: run.createdAt,
    updatedAt: run.updatedAt,
  };
}

/** Runs in memory: for tests and in-process use. Every change is atomic (applied to a copy first). */
export class MemoryStore implements RunStore {
  private readonly runs = new Map<string, RunRecord>();
  private readonly keys = new Map<string, Map<string, RecordResult>>();
  private readonly snaps = new Map<string, Map<string, Snapshot>>();

  createRun(run: RunRecord): void {
    if (this.runs.has(run.runId)) throw new RunExistsError(run.runId);
    this.runs.set(run.runId, structuredClone(run));
    this.keys.set(run.runId, new Map());
    this.snaps.set(run.runId, new Map());
  }

  getRun(runId: string): RunRecord | undefined {
    const r = this.runs.get(runId);
    return r === undefined ? undefined : structuredClone(r);
  }

  getConfig(runId: string): RunConfig | undefined {
    const r = this.runs.get(runId);
    return r === undefined ? undefined : structuredClone(r.config);
  }

  listRuns(): RunSummary[] {
    return [...this.runs.values()].map(summarize).sort((a, b) => a.runId.localeCompare(b.runId));
  }

  deleteRun(runId: string): boolean {
    this.keys.delete(runId);
    this.snaps.delete(runId);
    return this.runs.delete(runId);
  }

  update<T>(runId: string, fn: (run: RunRecord, tx: RunTx) => T): T {
    const current = this.runs.get(runId);
    if (current === undefined) throw new RunNotFoundError(runId);
    // Copy on write: environment states are cloned when first accessed, so an update costs what it
    // touches, and a throwing fn leaves the committed run untouched.
    const committed = current.state.envs;
    const target: Record<string, EnvState> = { ...committed };
    const copied = new Set<string>();
    const envs = new Proxy(target, {
      get(t, k, r) {
        if (typeof k === "string" && !copied.has(k) && Object.hasOwn(committed, k)) {
          copied.add(k);
          t[k] = structuredClone(committed[k]!);
        }
        return Reflect.get(t, k, r);
      },
    });
    const draft: RunRecord = {
      ...current,
      state: { ...current.state, envs, batches: current.state.batches.slice() },
    };
    const keys = this.keys.get(runId)!;
    const added = new Map<string, RecordResult>();
    let cleared = false;
    const tx: RunTx = {
      touch: () => {},
      touchAll: () => {},
      seenKey: (k) => added.get(k) ?? (cleared ? undefined : keys.get(k)),
      rememberKey: (k, r) => void added.set(k, structuredClone(r)),
      clearKeys: () => {
        cleared = true;
        added.clear();
      },
    };
    const result = fn(draft, tx);
    const state =
      draft.state.envs === envs
        ? { ...draft.state, envs: { ...target } }
        : structuredClone({ ...draft.state, envs: { ...draft.state.envs } });
    this.runs.set(runId, {
      ...draft,
      state,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    });
    if (cleared) keys.clear();
    for (const [k, r] of added) keys.set(k, r);
    return result;
  }

  putSnapshot(snapshot: Snapshot): void {
    const m = this.snaps.get(snapshot.runId);
    if (m === undefined) throw new RunNotFoundError(snapshot.runId);
    m.delete(snapshot.label);
    m.set(snapshot.label, structuredClone(snapshot));
  }

  getSnapshot(runId: string, label: string): Snapshot | undefined {
    const s = this.snaps.get(runId)?.get(label);
    return s === undefined ? undefined : structuredClone(s);
  }

  listSnapshots(runId: string): SnapshotInfo[] {
    return [...(this.snaps.get(runId)?.values() ?? [])].map(({ state: _s, ...info }) => info);
  }

  deleteSnapshot(runId: string, label: string): boolean {
    return this.snaps.get(runId)?.delete(label) ?? false;
  }

  close(): void {}
}
