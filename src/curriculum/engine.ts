import { createHash } from "node:crypto";
import { z } from "zod";
import { STATUSES, type Status } from "../core/outcome.ts";
import { Rng } from "../core/rng.ts";
import type { RunConfig } from "./config.ts";
import { formatIssues, runEnvMaxLevel } from "./config.ts";
import { groupsOf } from "./stats.ts";
import type { RunTx } from "./store.ts";
import { strategyOf } from "./strategy.ts";
import type {
  BatchStats,
  EnvState,
  IssuedProblem,
  IssueOptions,
  RecordReason,
  RecordResult,
  ReportOptions,
  ReportResult,
  RunRecord,
  RunState,
  SampleOutcome,
} from "./types.ts";

/**
 * The curriculum engine as pure functions over a RunRecord (the Curriculum class runs them inside store
 * transactions). The run's strategy (strategy.ts, `config.schedule`) gives the window and the checks;
 * the engine does the rest. With the paper's rule (RLVE, slime fork `RLVEManager`, Tinker port
 * `update_single_sample`, the default):
 *
 * - issue: environment uniform (or weighted); level uniform in [max(0, h - w + 1), h]; seed from the
 *   run's sequence.
 * - update: only train samples at level == h count (counted += 1, correct += accuracy). Once
 *   counted >= minPrompts x groupSize: h += 1 if correct / counted >= threshold; counters reset either
 *   way. on_score checks after every counted sample, on_report once per reported batch.
 * - eval and unscorable samples never count; levels above h (after a restore) are ignored.
 */

/** Batch statistics kept in the state (oldest dropped first). */
export const MAX_BATCHES = 1000;
/** Longest sampleKey and problemId accepted. */
export const MAX_KEY_CHARS = 256;
/** Most problems issued by one call (count x groupSize). */
export const MAX_ISSUE = 100_000;
/** Most outcomes in one report. */
export const MAX_REPORT = 100_000;
/** Most incomplete groups kept per environment for strategies that judge groups. */
export const MAX_OPEN_GROUPS = 1024;

export class CurriculumError extends Error {
  override name = "CurriculumError";
  constructor(
    readonly code:
      | "invalid_outcome"
      | "invalid_request"
      | "unknown_env"
      | "invalid_state"
      | "not_found"
      | "level_above_max",
    message: string,
  ) {
    super(message);
  }
}

/** Validates one outcome (hostile input: bounded strings, finite numbers). */
export const SampleOutcomeSchema = z
  .object({
    env: z.string().min(1).max(200),
    level: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    accuracy: z.number().min(0).max(1),
    reward: z.number().min(-1).max(1).optional(),
    status: z.enum(STATUSES as unknown as [Status, ...Status[]]).optional(),
    split: z.enum(["train", "eval"]).optional(),
    problemId: z.string().min(1).max(MAX_KEY_CHARS).optional(),
    sampleKey: z.string().min(1).max(MAX_KEY_CHARS).optional(),
  })
  .strip();

export function checkOutcome(run: RunRecord, o: unknown): SampleOutcome {
  const r = SampleOutcomeSchema.safeParse(o);
  if (!r.success) {
    throw new CurriculumError("invalid_outcome", `invalid outcome: ${formatIssues(r.error).join("; ")}`);
  }
  if (!Object.hasOwn(run.state.envs, r.data.env)) {
    throw new CurriculumError("unknown_env", `environment '${r.data.env}' is not part of run '${run.runId}'`);
  }
  return r.data;
}

export function now(): string {
  return new Date().toISOString();
}

/** The top level of a schedule for an environment state. */
export function initialLevel(config: RunConfig, env: string): number {
  return strategyOf(config).initialLevel(runEnvMaxLevel(env));
}

/**
 * The run's environments whose h has reached their maximum level (adaptive strategies only: the static
 * baselines never move h), with that maximum.
 */
export function envsAtTop(run: RunRecord): { env: string; maxLevel: number }[] {
  if (!strategyOf(run.config).adaptive) return [];
  const out: { env: string; maxLevel: number }[] = [];
  for (const env of run.config.environments) {
    const max = runEnvMaxLevel(env);
    if (run.state.envs[env]!.h >= max) out.push({ env, maxLevel: max });
  }
  return out;
}

/** Levels issued for top level h: [lo, hi], both inclusive. */
export function windowOf(config: RunConfig, h: number): [number, number] {
  return strategyOf(config).window(h);
}

export function newEnvState(h: number, seq: number, at: string): EnvState {
  return {
    h,
    counted: 0,
    correct: 0,
    issued: 0,
    scored: 0,
    scoredCorrect: 0,
    unscorable: 0,
    aboveH: 0,
    evalIssued: 0,
    evalScored: 0,
    checks: 0,
    lastCheck: null,
    history: [{ h, from: null, accuracy: null, samples: 0, scored: 0, seq, step: null, at, checks: 0 }],
  };
}

export function initialState(config: RunConfig, at = now()): RunState {
  return {
    seq: 0,
    envs: Object.fromEntries(
      config.environments.map((e) => [e, newEnvState(initialLevel(config, e), 0, at)]),
    ),
    batches: [],
  };
}

/** The generation seed of problem `seq` of a run: 48 bits of SHA-256(run seed, seq). */
export function deriveSeed(runSeed: number, seq: number): number {
  return createHash("sha256")
    .update(`rlve-problem-seed\u0000${runSeed}\u0000${seq}`)
    .digest()
    .readUIntBE(0, 6);
}

/** Pick an index by weight (uniform when weights is null) with one float draw. */
function pickWeighted(rng: Rng, items: readonly string[], weights: Record<string, number> | null): string {
  if (weights === null) return rng.pick(items);
  let total = 0;
  for (const e of items) total += weights[e] ?? 1;
  let r = rng.float() * total;
  for (const e of items) {
    r -= weights[e] ?? 1;
    if (r < 0) return e;
  }
  return items[items.length - 1]!;
}

/**
 * Issue `count` problems, each `groupSize` times (consecutive entries share the problem). Mutates the
 * state: seq advances by count, issued counts grow. Choices are a pure function of (run seed, seq, h).
 */
export function issueProblems(run: RunRecord, tx: RunTx, count: number, opts: IssueOptions): IssuedProblem[] {
  const { config, state } = run;
  const split = opts.split ?? "train";
  if (split !== "train" && split !== "eval") {
    throw new CurriculumError("invalid_request", `split must be train or eval, got '${String(split)}'`);
  }
  const groupSize = opts.groupSize ?? config.groupSize;
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new CurriculumError("invalid_request", `count must be an integer >= 0, got ${count}`);
  }
  if (!Number.isSafeInteger(groupSize) || groupSize < 1 || groupSize > 4096) {
    throw new CurriculumError(
      "invalid_request",
      `groupSize must be an integer in [1, 4096], got ${groupSize}`,
    );
  }
  if (count * groupSize > MAX_ISSUE) {
    throw new CurriculumError(
      "invalid_request",
      `at most ${MAX_ISSUE} problems (count x groupSize) per call`,
    );
  }
  if (opts.level !== undefined) {
    if (split === "train") {
      throw new CurriculumError("invalid_request", "a forced level is for eval only (train levels follow h)");
    }
    if (!Number.isSafeInteger(opts.level) || opts.level < 0) {
      throw new CurriculumError("invalid_request", `level must be an integer >= 0, got ${opts.level}`);
    }
  }
  let envs: readonly string[] = config.environments;
  if (opts.envs !== undefined && opts.envs !== null) {
    if (opts.envs.length === 0) throw new CurriculumError("invalid_request", "envs must not be empty");
    for (const e of opts.envs) {
      if (typeof e !== "string" || !Object.hasOwn(state.envs, e)) {
        throw new CurriculumError(
          "unknown_env",
          `environment '${String(e)}' is not part of run '${run.runId}'`,
        );
      }
    }
    envs = [...new Set(opts.envs)].sort();
  }
  if (opts.level !== undefined) {
    const over = envs
      .map((env) => ({ env, max: runEnvMaxLevel(env) }))
      .filter((x) => opts.level! > x.max)
      .sort((a, b) => a.max - b.max || a.env.localeCompare(b.env))[0];
    if (over !== undefined) {
      throw new CurriculumError(
        "level_above_max",
        `level ${opts.level} is above the maximum level of ${over.env} (${over.max})`,
      );
    }
  }
  const strategy = strategyOf(config);
  const out: IssuedProblem[] = [];
  for (let i = 0; i < count; i++) {
    const seq = state.seq++;
    const rng = Rng.from("rlve-issue", config.seed, seq);
    const env = pickWeighted(rng, envs, config.weights);
    const es = state.envs[env]!;
    const [lo, hi] = strategy.window(es.h);
    const level = opts.level ?? rng.int(lo, hi);
    if (split === "train") es.issued++;
    else es.evalIssued++;
    tx.touch(env);
    const base = {
      problemId: `p${seq}`,
      runId: run.runId,
      seq,
      env,
      level,
      seed: deriveSeed(config.seed, seq),
      topLevel: es.h,
      split,
      format: config.answerFormat,
      groupSize,
    };
    for (let g = 0; g < groupSize; g++) out.push({ ...base, groupIndex: g });
  }
  return out;
}

/** Run a check on an environment's counters; returns the new h. */
function check(
  run: RunRecord,
  env: string,
  step: number | null,
  at: string,
): { from: number; to: number; accuracy: number } {
  const { config, state } = run;
  const es = state.envs[env]!;
  const accuracy = es.correct / es.counted;
  const from = es.h;
  const want = strategyOf(config).next(es);
  // h never rises past the environment's maximum level (envsAtTop lists the environments there), nor
  // falls below 0.
  const to = want > from ? Math.max(from, Math.min(want, runEnvMaxLevel(env))) : Math.max(0, want);
  const samples = es.counted;
  if (es.groups !== undefined) {
    es.groups.done = 0;
    es.groups.allCorrect = 0;
    es.groups.allWrong = 0;
    // Samples of unfinished groups at the old h will not count any more.
    if (to !== from) es.groups.open = [];
  }
  es.checks++;
  es.lastCheck = { h: from, accuracy, samples, outcome: to > from ? "up" : to < from ? "down" : "stay", at };
  es.counted = 0;
  es.correct = 0;
  if (to !== from) {
    es.h = to;
    es.history.push({
      h: to,
      from,
      accuracy,
      samples,
      scored: es.scored,
      seq: state.seq,
      step,
      at,
      checks: es.checks,
    });
  }
  return { from, to, accuracy };
}

/**
 * Apply one outcome. `counting`: whether this call may count (false for record() under on_report).
 * `levelAtStart`: for on_report, h at the start of the report (the check comes at the end).
 * Returns the reason; does not check (the caller decides when).
 */
function applyOne(
  run: RunRecord,
  tx: RunTx,
  o: SampleOutcome,
  counting: boolean,
  levelAtStart: number,
): RecordReason {
  const es = run.state.envs[o.env]!;
  tx.touch(o.env);
  // on_report: record() tallies and remembers the problem; report() of a sample record() tallied
  // does not tally it again (it only counts toward the check).
  const onReport = run.config.updateTiming === "on_report";
  const tally = !onReport || !counting || !takeUnreported(es, o.problemId);
  if (onReport && !counting) putUnreported(es, o.problemId);
  if ((o.split ?? "train") === "eval") {
    if (tally) es.evalScored++;
    return "eval";
  }
  if (tally) es.scored++;
  if (o.status === "unscorable") {
    if (tally) es.unscorable++;
    return "unscorable";
  }
  if (tally) es.scoredCorrect += o.accuracy;
  if (!strategyOf(run.config).adaptive) return "static";
  if (!counting) return "on_report";
  if (o.level < levelAtStart) return "below_h";
  if (o.level > levelAtStart) {
    es.aboveH++;
    return "above_h";
  }
  es.counted++;
  es.correct += o.accuracy;
  if (strategyOf(run.config).groups === true && o.problemId !== undefined) {
    tallyGroup(es, o.problemId, o.accuracy, run.config.groupSize);
  }
  return "counted";
}

/** record() under on_report tallied a sample of this problem that no report() has carried yet. */
function putUnreported(es: EnvState, problemId: string | undefined): void {
  if (problemId === undefined) return;
  const u = (es.unreported ??= []);
  const entry = u.find((x) => x[0] === problemId);
  if (entry !== undefined) {
    entry[1]++;
    return;
  }
  u.push([problemId, 1]);
  if (u.length > MAX_OPEN_GROUPS) u.shift();
}

/** report() under on_report: true (and one fewer pending) when record() already tallied this sample. */
function takeUnreported(es: EnvState, problemId: string | undefined): boolean {
  if (problemId === undefined || es.unreported === undefined) return false;
  const i = es.unreported.findIndex((x) => x[0] === problemId);
  if (i < 0) return false;
  const entry = es.unreported[i]!;
  if (--entry[1] === 0) es.unreported.splice(i, 1);
  if (es.unreported.length === 0) delete es.unreported;
  return true;
}

/** Add a counted sample to its group; a group of `size` samples is complete and judged. */
function tallyGroup(es: EnvState, problemId: string, accuracy: number, size: number): void {
  const g = (es.groups ??= { done: 0, allCorrect: 0, allWrong: 0, open: [] });
  let i = g.open.length - 1;
  while (i >= 0 && g.open[i]![0] !== problemId) i--;
  if (i < 0) {
    g.open.push([problemId, 0, accuracy, accuracy]);
    if (g.open.length > MAX_OPEN_GROUPS) g.open.shift();
    i = g.open.length - 1;
  }
  const entry = g.open[i]!;
  entry[1]++;
  entry[2] = Math.min(entry[2], accuracy);
  entry[3] = Math.max(entry[3], accuracy);
  if (entry[1] < size) return;
  g.open.splice(i, 1);
  g.done++;
  if (entry[2] === 1) g.allCorrect++;
  if (entry[3] === 0) g.allWrong++;
}

/** record(): one scored sample, on_score timing (checks at once) or statistics only under on_report. */
export function recordOutcome(run: RunRecord, tx: RunTx, input: unknown): RecordResult {
  const o = checkOutcome(run, input);
  return applyRecord(run, tx, o);
}

function applyRecord(run: RunRecord, tx: RunTx, o: SampleOutcome): RecordResult {
  const key = o.sampleKey === undefined ? undefined : `s:${o.sampleKey}`;
  if (key !== undefined) {
    const seen = tx.seenKey(key);
    if (seen !== undefined) return { ...seen, duplicate: true };
  }
  const onScore = run.config.updateTiming === "on_score";
  const es = run.state.envs[o.env]!;
  const reason = applyOne(run, tx, o, onScore, es.h);
  let levelChanged = false;
  if (reason === "counted" && strategyOf(run.config).due(es)) {
    const c = check(run, o.env, null, now());
    levelChanged = c.to !== c.from;
  }
  const result: RecordResult = {
    counted: reason === "counted",
    reason,
    levelChanged,
    h: es.h,
    duplicate: false,
  };
  if (key !== undefined) tx.rememberKey(key, result);
  return result;
}

/** recordMany(): record() for each outcome, all validated first. */
export function recordOutcomes(run: RunRecord, tx: RunTx, inputs: readonly unknown[]): RecordResult[] {
  const outcomes = checkAll(run, inputs);
  return outcomes.map((o) => applyRecord(run, tx, o));
}

function checkAll(run: RunRecord, inputs: readonly unknown[]): SampleOutcome[] {
  if (!Array.isArray(inputs)) throw new CurriculumError("invalid_request", "outcomes must be a list");
  if (inputs.length > MAX_REPORT) {
    throw new CurriculumError("invalid_request", `at most ${MAX_REPORT} outcomes per call`);
  }
  return inputs.map((o, i) => {
    try {
      return checkOutcome(run, o);
    } catch (err) {
      throw new CurriculumError((err as CurriculumError).code, `outcomes[${i}]: ${(err as Error).message}`);
    }
  });
}

/** report(): a batch of outcomes (one trainer step). */
export function reportOutcomes(
  run: RunRecord,
  tx: RunTx,
  inputs: readonly unknown[],
  opts: ReportOptions,
): ReportResult {
  const step = opts.step ?? null;
  if (step !== null && (!Number.isSafeInteger(step) || step < 0)) {
    throw new CurriculumError("invalid_request", `step must be an integer >= 0, got ${step}`);
  }
  // Validate everything first: a bad item rejects the whole report and nothing changes.
  const outcomes = checkAll(run, inputs);
  const at = now();
  const onReport = run.config.updateTiming === "on_report";
  const prefix = onReport ? "r:" : "s:";
  const startLevels = Object.fromEntries(Object.entries(run.state.envs).map(([e, s]) => [e, s.h]));
  const changes: ReportResult["changes"] = [];
  const fresh: SampleOutcome[] = [];
  let counted = 0;
  let ignored = 0;
  let duplicates = 0;
  const strategy = strategyOf(run.config);
  for (const o of outcomes) {
    const key = o.sampleKey === undefined ? undefined : prefix + o.sampleKey;
    if (key !== undefined && tx.seenKey(key) !== undefined) {
      duplicates++;
      continue;
    }
    fresh.push(o);
    const es = run.state.envs[o.env]!;
    const reason = applyOne(run, tx, o, true, onReport ? startLevels[o.env]! : es.h);
    let levelChanged = false;
    if (reason === "counted") {
      counted++;
      if (!onReport && strategy.due(es)) {
        const c = check(run, o.env, step, at);
        if (c.to !== c.from) {
          levelChanged = true;
          changes.push({ env: o.env, ...c });
        }
      }
    } else ignored++;
    if (key !== undefined) {
      tx.rememberKey(key, { counted: reason === "counted", reason, levelChanged, h: es.h, duplicate: false });
    }
  }
  if (onReport) {
    for (const env of run.config.environments) {
      const es = run.state.envs[env]!;
      if (strategy.due(es)) {
        const c = check(run, env, step, at);
        if (c.to !== c.from) changes.push({ env, ...c });
      }
    }
  }
  const batch = batchStats(run.config, fresh, step, at);
  run.state.batches.push(batch);
  if (run.state.batches.length > MAX_BATCHES)
    run.state.batches.splice(0, run.state.batches.length - MAX_BATCHES);
  const levels = Object.fromEntries(Object.entries(run.state.envs).map(([e, s]) => [e, s.h]));
  return { counted, ignored, duplicates, changes, levels, batch };
}

/** Statistics of a batch: groups by problemId over train, scorable samples. */
export function batchStats(
  config: RunConfig,
  outcomes: readonly SampleOutcome[],
  step: number | null,
  at: string,
): BatchStats {
  const train = outcomes.filter((o) => (o.split ?? "train") === "train" && o.status !== "unscorable");
  const groups = groupsOf(train, config.rewardKey);
  const effectiveGroups = groups.filter((g) => !allSame(g)).length;
  const accuracy = train.length === 0 ? 0 : train.reduce((s, o) => s + o.accuracy, 0) / train.length;
  return {
    step,
    samples: train.length,
    groups: groups.length,
    effectiveGroups,
    effectivePromptRatio: groups.length === 0 ? 0 : effectiveGroups / groups.length,
    accuracy,
    at,
  };
}

function allSame(values: readonly number[]): boolean {
  return values.every((v) => v === values[0]);
}
