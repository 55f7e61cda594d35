import { Rng } from "../core/rng.ts";
import type { Schedule, UpdateTiming } from "./config.ts";
import { Curriculum } from "./curriculum.ts";
import { SIMULATE_DEFAULTS } from "./defaults.ts";
import type { SampleOutcome } from "./types.ts";

/**
 * A smoke test of the engine: the curriculum against a scripted policy. Per environment the policy has
 * a skill s; a sample at level L is correct with probability 1 / (1 + exp(slope x (L - s))), so accuracy
 * falls with level. The policy learns only from groups with a signal (not all rewards identical), and
 * most at its frontier: each such group at level L adds learningRate x 4p(1-p) to s, where p is the
 * success probability at L. Static schedules run the same policy through the same interface.
 */
export interface SimulateOptions {
  /** Environment ids (the curriculum only needs ids and levels; the policy decides correctness). */
  envs: readonly string[];
  /** Trainer steps. */
  steps?: number;
  /** Prompts (groups) per step. */
  batch?: number;
  groupSize?: number;
  minPrompts?: number;
  windowSize?: number;
  accuracyThreshold?: number;
  updateTiming?: UpdateTiming;
  /** Level of the fixed-low baseline. */
  lowLevel?: number;
  /** dMax of the fixed-wide baseline (levels uniform in [0, dMax]). */
  wideMax?: number;
  /** Initial skill range [lo, hi): each environment draws its own. */
  initialSkill?: [number, number];
  /** Skill gained per informative group at the frontier. */
  learningRate?: number;
  /** Steepness of accuracy against level. */
  slope?: number;
  seed?: number;
  /** Called after each step of each schedule. */
  onStep?: (schedule: string, step: number, ratio: number, levels: Record<string, number>) => void;
}

export interface ScheduleResult {
  schedule: string;
  /** Mean over steps of the share of groups whose rewards are not all identical. */
  effectivePromptRatio: number;
  /** Final h per environment (for baselines, their static top level). */
  levels: Record<string, number>;
  /** Final skill of the scripted policy per environment. */
  skills: Record<string, number>;
  /** Mean accuracy of all training samples. */
  accuracy: number;
  /** effectivePromptRatio of every step. */
  ratios: number[];
  /** Mean h over environments after every step. */
  meanLevels: number[];
}

export { SIMULATE_DEFAULTS };

export type SimulateConfig = typeof SIMULATE_DEFAULTS;

function withDefaults(opts: SimulateOptions): SimulateConfig & SimulateOptions {
  const defined = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined));
  return { ...SIMULATE_DEFAULTS, ...defined } as SimulateConfig & SimulateOptions;
}

/** Run one schedule. */
export function simulateSchedule(name: string, schedule: Schedule, opts: SimulateOptions): ScheduleResult {
  const o = withDefaults(opts);
  const envs = [...opts.envs].sort();
  if (envs.length === 0) throw new RangeError("simulate needs at least one environment");
  const cur = Curriculum.create(
    {
      environments: envs,
      groupSize: o.groupSize,
      minPrompts: o.minPrompts,
      windowSize: o.windowSize,
      accuracyThreshold: o.accuracyThreshold,
      updateTiming: o.updateTiming,
      seed: o.seed,
      schedule,
    },
    { knownEnvs: envs, runId: `simulate-${name}` },
  );
  const skill: Record<string, number> = {};
  for (const e of envs) {
    const [lo, hi] = o.initialSkill;
    skill[e] = lo + (hi - lo) * Rng.from("rlve-simulate-skill", o.seed, e).float();
  }
  // The same policy randomness for every schedule.
  const rng = Rng.from("rlve-simulate-policy", o.seed);
  const pCorrect = (env: string, level: number) => 1 / (1 + Math.exp(o.slope * (level - skill[env]!)));
  const ratios: number[] = [];
  const meanLevels: number[] = [];
  let correct = 0;
  let samples = 0;
  for (let step = 0; step < o.steps; step++) {
    const issued = cur.issue(o.batch);
    const outcomes: SampleOutcome[] = issued.map((p) => {
      const accuracy = rng.bool(pCorrect(p.env, p.level)) ? 1 : 0;
      correct += accuracy;
      samples++;
      return {
        env: p.env,
        level: p.level,
        accuracy,
        reward: accuracy,
        problemId: p.problemId,
        status: accuracy ? "correct" : "wrong",
      };
    });
    // Learn from the informative groups (the policy's gradient), most at the frontier.
    for (let g = 0; g < issued.length; g += o.groupSize) {
      const group = outcomes.slice(g, g + o.groupSize);
      if (group.every((x) => x.accuracy === group[0]!.accuracy)) continue;
      const { env, level } = group[0]!;
      const p = pCorrect(env, level);
      skill[env]! += o.learningRate * 4 * p * (1 - p);
    }
    const r = cur.report(outcomes, { step });
    ratios.push(r.batch.effectivePromptRatio);
    const lv = Object.values(r.levels);
    meanLevels.push(lv.reduce((a, b) => a + b, 0) / lv.length);
    o.onStep?.(name, step, r.batch.effectivePromptRatio, r.levels);
  }
  return {
    schedule: name,
    effectivePromptRatio: ratios.length === 0 ? 0 : ratios.reduce((a, b) => a + b, 0) / ratios.length,
    levels: cur.levels(),
    skills: Object.fromEntries(envs.map((e) => [e, Math.round(skill[e]! * 1000) / 1000])),
    accuracy: samples === 0 ? 0 : correct / samples,
    ratios,
    meanLevels,
  };
}

/**
 * Adaptive vs fixed-low (one low level) vs fixed-wide (uniform in [0, min(wideMax, the environment's
 * maximum level)]), same policy and seed.
 */
export function simulate(
  opts: SimulateOptions,
): Record<"adaptive" | "fixed-low" | "fixed-wide", ScheduleResult> {
  const o = withDefaults(opts);
  return {
    adaptive: simulateSchedule("adaptive", { kind: "adaptive", twoSided: null }, opts),
    "fixed-low": simulateSchedule("fixed-low", { kind: "fixed", level: o.lowLevel }, opts),
    // Capped per environment: with the default --envs all, some environments stop below wideMax.
    "fixed-wide": simulateSchedule(
      "fixed-wide",
      { kind: "range", maxLevel: o.wideMax, perEnvMax: true },
      opts,
    ),
  };
}
