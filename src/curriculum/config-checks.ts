import type { z } from "zod";
import { maxLevelOf } from "../core/max-level.ts";
import { findEnv } from "../core/registry.ts";

/** Errors of a run configuration and the level checks shared by config.ts and the strategies. */

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(
    message: string,
    /** One line per problem, "path: message". */
    readonly issues: string[] = [message],
  ) {
    super(message);
  }
}

/** Turn zod issues into "path: message" lines. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => {
    const path = i.path.map(String).join(".");
    if (i.code === "unrecognized_keys") {
      const keys = i.keys.map((k) => (path === "" ? k : `${path}.${k}`)).join(", ");
      return `${keys}: unknown option${i.keys.length > 1 ? "s" : ""}`;
    }
    return `${path === "" ? "config" : path}: ${i.message}`;
  });
}

/** A level of the configuration above the maximum level of one of the run's environments. */
export class LevelAboveMaxError extends ConfigError {
  override name = "LevelAboveMaxError";
  constructor(
    message: string,
    /** The environment with the lowest maximum among those the level exceeds. */
    readonly env: string,
    readonly maxLevel: number,
  ) {
    super(message);
  }
}

/**
 * The highest level the curriculum gives an environment: maxLevelOf for a registered one, unbounded for an
 * id the registry does not hold (in-process callers with their own environments).
 */
export function runEnvMaxLevel(id: string): number {
  const env = findEnv(id);
  return env === undefined ? Number.POSITIVE_INFINITY : maxLevelOf(env);
}

/** Throws LevelAboveMaxError when `level` (the config field `field`) is above some environment's maximum. */
export function checkRunLevel(field: string, level: number, environments: readonly string[]): void {
  const over = environments
    .map((env) => ({ env, max: runEnvMaxLevel(env) }))
    .filter((x) => level > x.max)
    .sort((a, b) => a.max - b.max || a.env.localeCompare(b.env));
  if (over.length === 0) return;
  const first = over[0]!;
  let msg = `${field}: level ${level} is above the maximum level of ${first.env} (${first.max})`;
  if (over.length > 1) {
    const more = over
      .slice(1, 6)
      .map((x) => `${x.env} (${x.max})`)
      .join(", ");
    msg += ` and of ${over.length - 1} more environment${over.length > 2 ? "s" : ""}: ${more}${over.length > 6 ? ", ..." : ""}`;
  }
  throw new LevelAboveMaxError(msg, first.env, first.max);
}
