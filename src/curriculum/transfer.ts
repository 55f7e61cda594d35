import { z } from "zod";
import { parseRunConfig, type ResolveOptions } from "./config.ts";
import { CurriculumError } from "./engine.ts";
import { parseRunState } from "./state.ts";
import { RunNotFoundError, type RunStore } from "./store.ts";
import type { RunRecord, Snapshot } from "./types.ts";

/**
 * A run as one JSON document, to move it between stores (SQLite <-> Redis) or machines: configuration,
 * state, bookkeeping and snapshots. Sample keys are not included: retries of samples scored before the
 * move are counted again after it, so move a run between trainer steps with the service stopped.
 */
export const EXPORT_FORMAT = "rlve-run";
export const EXPORT_VERSION = 1;

export interface RunExport {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  exportedAt: string;
  run: RunRecord;
  /** Oldest first. */
  snapshots: Snapshot[];
}

export function exportRun(store: RunStore, runId: string): RunExport {
  const run = store.getRun(runId);
  if (run === undefined) throw new RunNotFoundError(runId);
  const snapshots = store.listSnapshots(runId).map((s) => store.getSnapshot(runId, s.label)!);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    run,
    snapshots,
  };
}

const time = z.string().min(1).max(64);
const ExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.literal(EXPORT_VERSION),
  exportedAt: time.optional(),
  run: z.object({
    runId: z.string(),
    config: z.unknown(),
    state: z.unknown(),
    version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    createdAt: time,
    updatedAt: time,
  }),
  snapshots: z
    .array(
      z.object({
        runId: z.string(),
        label: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/),
        step: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
        createdAt: time,
        state: z.unknown(),
      }),
    )
    .max(100_000),
});

export interface ImportOptions extends ResolveOptions {
  /** Store the run under this id instead of the exported one. */
  runId?: string;
}

/**
 * Validate an export (hostile input: the configuration and every state are checked as on restore) and
 * create the run with its snapshots. Throws RunExistsError if the id is taken, CurriculumError or
 * ConfigError for an invalid document.
 */
export function importRun(store: RunStore, data: unknown, opts: ImportOptions = {}): RunRecord {
  const r = ExportSchema.safeParse(data);
  if (!r.success) {
    const first = r.error.issues[0];
    throw new CurriculumError(
      "invalid_state",
      `not an rlve run export (${first === undefined ? "invalid" : `${first.path.join(".") || "document"}: ${first.message}`})`,
    );
  }
  const doc = r.data;
  const config = parseRunConfig(doc.run.config, opts);
  const runId = opts.runId ?? doc.run.runId;
  // The same id rules as Curriculum.create.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(runId)) {
    throw new CurriculumError("invalid_request", `run id '${runId.slice(0, 140)}' is not valid`);
  }
  const record: RunRecord = {
    runId,
    config,
    state: parseRunState(doc.run.state, config),
    version: doc.run.version,
    createdAt: doc.run.createdAt,
    updatedAt: doc.run.updatedAt,
  };
  const snapshots: Snapshot[] = doc.snapshots.map((s, i) => {
    try {
      return {
        runId,
        label: s.label,
        step: s.step,
        createdAt: s.createdAt,
        state: parseRunState(s.state, config),
      };
    } catch (err) {
      throw new CurriculumError("invalid_state", `snapshots[${i}] (${s.label}): ${(err as Error).message}`);
    }
  });
  store.createRun(record);
  for (const s of snapshots) store.putSnapshot(s);
  return store.getRun(runId)!;
}
