import { z } from "zod";
import type { RunConfig } from "./config.ts";
import { AdaptiveSchema, adaptive } from "./strategies/adaptive.ts";
import { MixedSchema, mixed } from "./strategies/mixed.ts";
import { FixedSchema, fixed, RangeSchema, range } from "./strategies/static.ts";
import type { EnvState } from "./types.ts";

/**
 * A curriculum strategy: the rule that decides, per environment, which levels are drawn (the window)
 * and what a check does to the top level h. The engine (engine.ts) keeps the per-environment state
 * (EnvState), counts train samples at h into it, asks `due` after counting, and at a check moves h to
 * `next` (kept in [0, the environment's maximum level]) and resets the counters. A strategy is named
 * by `config.schedule.kind` and parameterised by the rest of `config.schedule` and the run's shared
 * fields (windowSize, accuracyThreshold, minPrompts, groupSize, initialDifficulty).
 *
 * Adding one: a zod object schema with a `kind` literal, a StrategyDef, and an entry in
 * ScheduleSchema and DEFS below.
 */
export interface Strategy {
  /** False for static schedules: h never moves and train samples are never counted (reason "static"). */
  readonly adaptive: boolean;
  /**
   * Whether the engine keeps group counters (EnvState.groups) for it: train samples counted at h are
   * also tallied by problemId into groups of config.groupSize.
   */
  readonly groups?: boolean;
  /** h of an environment when the run starts, given its maximum level (Infinity when unknown). */
  initialLevel(maxLevel: number): number;
  /** Levels drawn for an environment whose top level is h: [lo, hi], both inclusive. */
  window(h: number): [number, number];
  /** Whether the environment's counters call for a check now (asked after every counted sample). */
  due(es: Readonly<EnvState>): boolean;
  /** The check: the h the strategy wants next (the engine clamps it and resets the counters). */
  next(es: Readonly<EnvState>): number;
}

/** A strategy's definition: how its configuration is checked, run and shown. */
export interface StrategyDef<S extends { kind: string }> {
  readonly kind: S["kind"];
  /** Checks that need the whole configuration (levels against maximum levels, ...); throws ConfigError. */
  validate(s: S, config: RunConfig): void;
  /** The strategy bound to a validated configuration. */
  create(s: S, config: RunConfig): Strategy;
  /** Short label for run listings, e.g. "fixed:3". */
  label(s: S): string;
  /** One line for `rlve run show`. */
  describe(s: S, config: RunConfig): string;
}

/** `config.schedule`: the strategy's name (`kind`) and its parameters. */
export const ScheduleSchema = z.discriminatedUnion("kind", [
  AdaptiveSchema,
  FixedSchema,
  RangeSchema,
  MixedSchema,
]);
export type Schedule = z.infer<typeof ScheduleSchema>;
export type StrategyName = Schedule["kind"];

type Defs = { [K in StrategyName]: StrategyDef<Extract<Schedule, { kind: K }>> };
const DEFS: Defs = { adaptive, fixed, range, mixed };

/** The strategy names, in the order they are documented. */
export const STRATEGY_NAMES = Object.keys(DEFS) as StrategyName[];

/** The definition of a schedule's strategy. */
export function strategyDef<S extends Schedule>(s: S): StrategyDef<S> {
  return DEFS[s.kind] as unknown as StrategyDef<S>;
}

const bound = new WeakMap<RunConfig, Strategy>();

/** The strategy of a run configuration (cached per configuration object). */
export function strategyOf(config: RunConfig): Strategy {
  let s = bound.get(config);
  if (s === undefined) {
    s = strategyDef(config.schedule).create(config.schedule, config);
    bound.set(config, s);
  }
  return s;
}

/** Short label of a run's schedule for listings. */
export function scheduleLabel(config: RunConfig): string {
  return strategyDef(config.schedule).label(config.schedule);
}

/** One line describing a run's schedule and its parameters. */
export function describeSchedule(config: RunConfig): string {
  return strategyDef(config.schedule).describe(config.schedule, config);
}
