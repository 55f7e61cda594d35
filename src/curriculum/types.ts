import type { AnswerFormat } from "../core/extract.ts";
import type { Status } from "../core/outcome.ts";
import type { RunConfig } from "./config.ts";

/** Traffic split of an issued problem or a scored sample: eval never moves the curriculum. */
export type TrafficSplit = "train" | "eval";

/** One change of h (and the initial value). */
export interface LevelChange {
  /** h after the change. */
  h: number;
  /** h before (null for the initial entry). */
  from: number | null;
  /** Mean accuracy of the check that caused it (null for the initial entry and restores). */
  accuracy: number | null;
  /** Counted samples in that check. */
  samples: number;
  /** Train samples scored in this environment when it happened (a time axis independent of clocks). */
  scored: number;
  /** Problem sequence number of the run when it happened. */
  seq: number;
  /** Trainer step of the report that caused it, when known. */
  step: number | null;
  at: string;
  /** The environment's check count when it happened (absent in states saved before it was recorded). */
  checks?: number;
}

/** The result of the last check of an environment. */
export interface CheckResult {
  h: number;
  accuracy: number;
  samples: number;
  /** "up", "down" (two-sided mode) or "stay". */
  outcome: "up" | "down" | "stay";
  at: string;
}

/**
 * Group counters at h since the last check, for strategies that judge groups (Strategy.groups). A group
 * is groupSize train samples at h with the same problemId.
 */
export interface GroupCounters {
  /** Groups completed since the last check. */
  done: number;
  /** Of those, groups whose samples all had accuracy 1. */
  allCorrect: number;
  /** Of those, groups whose samples all had accuracy 0. */
  allWrong: number;
  /**
   * Groups at h not complete yet, oldest first: [problemId, samples so far, lowest accuracy, highest
   * accuracy]. At most MAX_OPEN_GROUPS (the oldest is dropped); emptied when h changes.
   */
  open: Array<[string, number, number, number]>;
}

/** Per-environment state. Counters `counted`/`correct` are the paper's window counters (at level h). */
export interface EnvState {
  /** Current top level h; the window is [max(0, h - windowSize + 1), h]. */
  h: number;
  /** Samples counted toward the next check (training samples at level h since the last check). */
  counted: number;
  /** Sum of their accuracies. */
  correct: number;
  /** Train problems issued (groups, not samples). */
  issued: number;
  /** Train samples recorded (record() and report(); once when both see it), scorable or not, counted or not. */
  scored: number;
  /** Sum of the accuracy of scored train samples (any level). */
  scoredCorrect: number;
  /** Train samples that were unscorable (verifier crash or timeout). */
  unscorable: number;
  /** Train samples ignored because their level was above h (only after a restore). */
  aboveH: number;
  /** Eval problems issued and eval samples scored (never counted). */
  evalIssued: number;
  evalScored: number;
  /** Number of checks made so far. */
  checks: number;
  lastCheck: CheckResult | null;
  /** h over time: one entry at creation and one per change. */
  history: LevelChange[];
  /** Group counters (absent unless the strategy judges groups, and until its first counted sample). */
  groups?: GroupCounters;
  /**
   * update_mode on_report only: samples record() tallied (scored, scoredCorrect, unscorable, evalScored)
   * that no report() has carried yet, per problem: [problemId, samples]. A reported sample of a problem
   * listed here was tallied already and only counts toward the check, so a sample scored and then
   * reported (slime's documented setup) is in `scored` once. At most MAX_OPEN_GROUPS problems (oldest
   * dropped); absent until the first such record().
   */
  unreported?: Array<[string, number]>;
}

/** Statistics of one reported batch (one trainer step). */
export interface BatchStats {
  step: number | null;
  /** Samples in the batch (train split). */
  samples: number;
  /** Prompt groups (outcomes with the same problemId) of the batch. */
  groups: number;
  /** Groups whose values (config.rewardKey) are not all identical. */
  effectiveGroups: number;
  /** effectiveGroups / groups (0 when there are no groups). */
  effectivePromptRatio: number;
  /** Mean accuracy of the batch's train samples. */
  accuracy: number;
  at: string;
}

/** The whole mutable state of a run; JSON; `restore` brings it back exactly. */
export interface RunState {
  /** Next problem sequence number (the paper's problem_generation_seed counter). */
  seq: number;
  envs: Record<string, EnvState>;
  /** Statistics of the reported batches, oldest first (the last MAX_BATCHES are kept). */
  batches: BatchStats[];
}

/** A run as stored: id, configuration, state and bookkeeping. */
export interface RunRecord {
  runId: string;
  config: RunConfig;
  state: RunState;
  /** Incremented by every committed change (optimistic concurrency across processes). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface IssueOptions {
  /** train (default) moves issued counts; eval problems never count toward the curriculum. */
  split?: TrafficSplit;
  /** Restrict the environment choice to these run environments (weights are kept relative). */
  envs?: readonly string[];
  /** Force the level (eval and export only; refused for train). */
  level?: number;
  /** Override the group size for this call (for example 1 when the caller repeats problems itself). */
  groupSize?: number;
}

/** One issued sample slot. A group is groupSize consecutive entries with the same problemId. */
export interface IssuedProblem {
  /** Unique within the run: "p<seq>". The same for every member of a group. */
  problemId: string;
  runId: string;
  /** Sequence number of the problem in the run. */
  seq: number;
  env: string;
  level: number;
  /** Generation seed: `generate(getEnv(env), level, seed, format)` in src/core gives the instance. */
  seed: number;
  /** h of the environment when the problem was issued. */
  topLevel: number;
  split: TrafficSplit;
  format: AnswerFormat;
  /** Position in the group, 0..groupSize-1. */
  groupIndex: number;
  groupSize: number;
}

/** One scored sample, as the curriculum sees it. */
export interface SampleOutcome {
  /** Environment id (as issued). */
  env: string;
  /** Level the problem was issued at. */
  level: number;
  /** 0 or 1 (values in [0, 1] are accepted and averaged). */
  accuracy: number;
  /** In [-1, 1]; used for batch statistics when rewardKey is "reward" (defaults to accuracy). */
  reward?: number;
  /** An `unscorable` outcome is never counted. */
  status?: Status;
  /** eval samples are never counted. Default train. */
  split?: TrafficSplit;
  /** Groups samples of one prompt for batch statistics. */
  problemId?: string;
  /**
   * Idempotency key: a second outcome with the same key (for the same call kind) is not applied again
   * and gets the first result back with `duplicate: true`. Persisted with the run. At most 256 chars.
   */
  sampleKey?: string;
}

export type RecordReason =
  /** Counted toward the check at h. */
  | "counted"
  /** split eval. */
  | "eval"
  /** status unscorable. */
  | "unscorable"
  /** Level below h (stale sample; the paper skips these). */
  | "below_h"
  /** Level above h (only after a restore). */
  | "above_h"
  /** Static schedule (fixed level or range): nothing moves. */
  | "static"
  /** updateTiming on_report: record() only keeps statistics, report() counts. */
  | "on_report";

export interface RecordResult {
  counted: boolean;
  reason: RecordReason;
  /** True when this sample triggered a check that moved h. */
  levelChanged: boolean;
  /** h of the sample's environment after the call. */
  h: number;
  /** True when the sampleKey was seen before; the other fields are those of the first call. */
  duplicate: boolean;
}

export interface ReportOptions {
  /** Trainer step, stored with the batch statistics and with level changes. */
  step?: number;
}

export interface ReportResult {
  /** Samples counted toward checks. */
  counted: number;
  /** Samples not counted (eval, unscorable, stale level, static schedule). */
  ignored: number;
  /** Samples skipped because their sampleKey was seen before. */
  duplicates: number;
  /** Level changes made by this report. */
  changes: Array<{ env: string; from: number; to: number; accuracy: number }>;
  /** h of every environment after the report. */
  levels: Record<string, number>;
  batch: BatchStats;
}

export interface SnapshotInfo {
  runId: string;
  /** Unique per run; taking a snapshot with an existing label replaces it. */
  label: string;
  /** Trainer step, when given. */
  step: number | null;
  createdAt: string;
}

export interface Snapshot extends SnapshotInfo {
  state: RunState;
}

/** Summary of a run for listings. */
export interface RunSummary {
  runId: string;
  environments: number;
  schedule: string;
  seq: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
