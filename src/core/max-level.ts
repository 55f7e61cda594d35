import type { Environment } from "./env.ts";
import { MEASURED_MAX_LEVELS, PROBE_BUDGET } from "./max-level-table.ts";

/**
 * The highest level an environment serves. Measured by scripts/probe-max-level.ts (npm run
 * probe:max-level): the last level at which generation, reference included, stays within the probe's
 * budget (median PROBE_BUDGET.ms), the reference fits MAX_ANSWER_CHARS and the prompt PROBE_BUDGET.promptChars.
 * An environment may declare `maxLevel` itself (it overrides the measurement, e.g. for a declared size cap).
 */

/** The maximum given to an environment that was never probed (a new one): the levels conformance covers. */
export const DEFAULT_MAX_LEVEL = 20;

export interface MaxLevelInfo {
  maxLevel: number;
  /** declared: the environment's own maxLevel; measured: the probe's table; default: neither (run the probe). */
  source: "declared" | "measured" | "default";
  /** Measured: why level maxLevel + 1 failed the probe ("ceiling" when the probe stopped there). */
  next?: string;
  /** Measured: median generation time at maxLevel, in ms. */
  ms?: number;
}

export function maxLevelInfo(env: Pick<Environment, "id" | "maxLevel">): MaxLevelInfo {
  if (env.maxLevel !== undefined) return { maxLevel: env.maxLevel, source: "declared" };
  const row = MEASURED_MAX_LEVELS[env.id];
  if (row !== undefined) return { maxLevel: row[0], source: "measured", next: row[1], ms: row[2] };
  return { maxLevel: DEFAULT_MAX_LEVEL, source: "default" };
}

/** The highest level the environment serves; levels above it are refused by the CLI, service and curriculum. */
export function maxLevelOf(env: Pick<Environment, "id" | "maxLevel">): number {
  return maxLevelInfo(env).maxLevel;
}

/** The probe's ceiling: an environment measured at this level may go further, but is not served above it. */
export const MAX_LEVEL_CEILING: number = PROBE_BUDGET.ceiling;

/** A level above an environment's maximum. */
export class LevelTooHighError extends RangeError {
  constructor(
    readonly env: string,
    readonly level: number,
    readonly maxLevel: number,
  ) {
    super(`level ${level} is above the maximum level of ${env} (${maxLevel})`);
    this.name = "LevelTooHighError";
  }
}

/** The refusal message when level is above the environment's maximum, else null (for the service's 422). */
export function levelAboveMax(env: Pick<Environment, "id" | "maxLevel">, level: number): string | null {
  const max = maxLevelOf(env);
  return level > max ? new LevelTooHighError(env.id, level, max).message : null;
}

/** Throws LevelTooHighError when level is above the environment's maximum. */
export function checkMaxLevel(env: Pick<Environment, "id" | "maxLevel">, level: number): void {
  const max = maxLevelOf(env);
  if (level > max) throw new LevelTooHighError(env.id, level, max);
}
