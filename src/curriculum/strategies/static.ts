import { z } from "zod";
import { checkRunLevel } from "../config-checks.ts";
import type { Strategy, StrategyDef } from "../strategy.ts";

/** The static baselines: h never moves and no sample is counted. */
function fixedWindow(h0: number, lo: number, hi: number): Strategy {
  return {
    adaptive: false,
    initialLevel: () => h0,
    window: () => [lo, hi],
    due: () => false,
    next: (es) => es.h,
  };
}

/** range with perEnvMax: each environment's h is min(maxLevel, its maximum) and its window [0, h]. */
function cappedRange(maxLevel: number): Strategy {
  return {
    adaptive: false,
    initialLevel: (envMax) => Math.min(maxLevel, envMax),
    window: (h) => [0, h],
    due: () => false,
    next: (es) => es.h,
  };
}

/** Baseline: every problem at this level. */
export const FixedSchema = z
  .object({ kind: z.literal("fixed"), level: z.number().int().min(0).max(1_000_000) })
  .strict();
export type FixedSchedule = z.infer<typeof FixedSchema>;

export const fixed: StrategyDef<FixedSchedule> = {
  kind: "fixed",
  validate: (s, c) => checkRunLevel("schedule.level", s.level, c.environments),
  create: (s) => fixedWindow(s.level, s.level, s.level),
  label: (s) => `fixed:${s.level}`,
  describe: (s) => `fixed level ${s.level}`,
};

/** Baseline: levels uniform in [0, maxLevel]. */
export const RangeSchema = z
  .object({
    kind: z.literal("range"),
    maxLevel: z.number().int().min(0).max(1_000_000),
    /**
     * Optional: cap each environment at its own maximum level (levels uniform in [0, min(maxLevel,
     * max)]) instead of refusing a maxLevel above some environment's maximum.
     */
    perEnvMax: z.boolean().optional(),
  })
  .strict();
export type RangeSchedule = z.infer<typeof RangeSchema>;

export const range: StrategyDef<RangeSchedule> = {
  kind: "range",
  validate: (s, c) => {
    if (s.perEnvMax !== true) checkRunLevel("schedule.maxLevel", s.maxLevel, c.environments);
  },
  create: (s) => (s.perEnvMax === true ? cappedRange(s.maxLevel) : fixedWindow(s.maxLevel, 0, s.maxLevel)),
  label: (s) => `range:0-${s.maxLevel}${s.perEnvMax === true ? "-capped" : ""}`,
  describe: (s) =>
    s.perEnvMax === true
      ? `uniform levels in [0, min(${s.maxLevel}, each environment's maximum)]`
      : `uniform levels in [0, ${s.maxLevel}]`,
};
