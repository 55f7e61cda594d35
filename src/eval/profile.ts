import { passAtK } from "./metrics.ts";

/**
 * Pass-rate and effective-prompt profiles per environment and level (format: docs/rescore-profile.md). Statistic
 * names follow NeMo Gym's reward profiling (nemo_gym/reward_profile.py, RewardProfiler.describe_dataframe
 * and profile_from_data: `mean/reward`, `max/reward`, `min/reward`, `median/reward`, `std/reward`,
 * `num_rollouts`; compute_pass_majority_metrics: `pass@{k}`).
 */

/** One scored rollout as the profile sees it. */
export interface ProfileSample {
  env: string;
  level: number;
  /** The task (problem) it answers: the rollouts of one task form a group. */
  task: string;
  accuracy: number;
  reward: number;
  /** "error" (no reply) and "unscorable" are counted apart and left out of the rates. */
  status: string;
}

export interface ProfileRow {
  env: string;
  /** A level, or "all" for the environment over every level. */
  level: number | "all";
  num_tasks: number;
  num_rollouts: number;
  /** Rollouts left out of the rates. */
  errors: number;
  unscorable: number;
  /** The pass rate: mean accuracy over the scored rollouts. */
  "mean/accuracy": number | null;
  "mean/reward": number | null;
  "std/reward": number | null;
  "min/reward": number | null;
  "max/reward": number | null;
  "median/reward": number | null;
  /** k = the fewest scored rollouts of any task here (unbiased estimator); absent when k < 2. */
  pass_at_k: { k: number; value: number } | null;
  /** Tasks whose scored rollouts do not all have the same accuracy (they carry a GRPO signal). */
  effective_tasks: number;
  /** effective_tasks / tasks with at least 2 scored rollouts (null when there are none). */
  effective_prompt_ratio: number | null;
  /** Tasks (>= 2 scored rollouts) all correct / all wrong. */
  all_correct: number;
  all_wrong: number;
}

export interface Profile {
  rlve_profile: 1;
  source: string;
  rows: ProfileRow[];
}

function stats(values: number[]) {
  if (values.length === 0) return { mean: null, std: null, min: null, max: null, median: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  // Sample standard deviation, as pandas' describe() (NeMo Gym's describe_dataframe) computes it.
  const std =
    values.length < 2
      ? null
      : Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { mean, std, min: sorted[0]!, max: sorted[sorted.length - 1]!, median };
}

function rowOf(env: string, level: number | "all", samples: readonly ProfileSample[]): ProfileRow {
  const tasks = new Map<string, number[]>();
  let errors = 0;
  let unscorable = 0;
  const scored: ProfileSample[] = [];
  for (const s of samples) {
    if (!tasks.has(s.task)) tasks.set(s.task, []);
    if (s.status === "error") errors++;
    else if (s.status === "unscorable") unscorable++;
    else {
      scored.push(s);
      tasks.get(s.task)!.push(s.accuracy);
    }
  }
  const r = stats(scored.map((s) => s.reward));
  const acc = stats(scored.map((s) => s.accuracy));
  const groups = [...tasks.values()].filter((g) => g.length >= 2);
  const effective = groups.filter((g) => g.some((v) => v !== g[0])).length;
  const withAny = [...tasks.values()].filter((g) => g.length > 0);
  const k = withAny.length === 0 ? 0 : Math.min(...withAny.map((g) => g.length));
  const passK =
    k < 2
      ? null
      : {
          k,
          value:
            withAny.reduce((a, g) => a + passAtK(g.length, g.filter((v) => v >= 1).length, k), 0) /
            withAny.length,
        };
  return {
    env,
    level,
    num_tasks: tasks.size,
    num_rollouts: samples.length,
    errors,
    unscorable,
    "mean/accuracy": acc.mean,
    "mean/reward": r.mean,
    "std/reward": r.std,
    "min/reward": r.min,
    "max/reward": r.max,
    "median/reward": r.median,
    pass_at_k: passK,
    effective_tasks: effective,
    effective_prompt_ratio: groups.length === 0 ? null : effective / groups.length,
    all_correct: groups.filter((g) => g.every((v) => v >= 1)).length,
    all_wrong: groups.filter((g) => g.every((v) => v <= 0)).length,
  };
}

/** Rows per (environment, level), and one "all" row per environment; sorted by environment, then level. */
export function profileOf(samples: readonly ProfileSample[], source: string): Profile {
  const byEnv = new Map<string, ProfileSample[]>();
  for (const s of samples) {
    if (!byEnv.has(s.env)) byEnv.set(s.env, []);
    byEnv.get(s.env)!.push(s);
  }
  const rows: ProfileRow[] = [];
  for (const env of [...byEnv.keys()].sort()) {
    const all = byEnv.get(env)!;
    const levels = [...new Set(all.map((s) => s.level))].sort((a, b) => a - b);
    for (const level of levels) {
      rows.push(
        rowOf(
          env,
          level,
          all.filter((s) => s.level === level),
        ),
      );
    }
    rows.push(rowOf(env, "all", all));
  }
  return { rlve_profile: 1, source, rows };
}
