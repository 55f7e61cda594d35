import { z } from "zod";
import { ANSWER_FORMATS } from "../core/extract.ts";
import { categoriesOf, listEnvs, selectEnvs } from "../core/registry.ts";
import { ConfigError, formatIssues } from "./config-checks.ts";
import { ScheduleSchema, strategyDef } from "./strategy.ts";

export {
  ConfigError,
  checkRunLevel,
  formatIssues,
  LevelAboveMaxError,
  runEnvMaxLevel,
} from "./config-checks.ts";
export { type Schedule, ScheduleSchema } from "./strategy.ts";

/**
 * Run configuration. Defaults are the paper's (RLVE, slime fork): initial difficulty 0, window 4,
 * accuracy threshold 0.9, 8 prompts before a check, uniform environment choice, adaptive schedule.
 * The schedule names the curriculum strategy and holds its parameters (strategy.ts).
 */

export const UPDATE_TIMINGS = ["on_score", "on_report"] as const;
export type UpdateTiming = (typeof UPDATE_TIMINGS)[number];

const envSelector = z
  .string()
  .trim()
  .min(1, "an environment selector must not be empty")
  .max(200, "an environment selector is at most 200 characters");

export const RunConfigSchema = z
  .object({
    /**
     * Environments: ids, RLVE ids, category names or "all" (a list or one comma-separated string).
     * Categories and "all" expand to the environments of `split` only.
     */
    environments: z
      .union([envSelector, z.array(envSelector).min(1, "environments must not be an empty list").max(10_000)])
      .default("all"),
    /** Which registry split "all" and categories expand to (train by default). */
    split: z.enum(["train", "held-out"]).default("train"),
    /** Optional weights by env id or RLVE id (unlisted environments weigh 1). Uniform when absent. */
    weights: z
      .record(
        z.string().max(200),
        z.number().positive("weights must be > 0").finite().max(1e9, "weights must be <= 1e9"),
      )
      .nullable()
      .default(null),
    /** Level h of every environment at the start. */
    initialDifficulty: z.number().int().min(0).max(1_000_000).default(0),
    /** Window size w: levels are drawn from [max(0, h - w + 1), h]. */
    windowSize: z.number().int().min(1).max(1_000_000).default(4),
    /** h rises when the mean accuracy of the counted samples at h is >= this. */
    accuracyThreshold: z.number().min(0).max(1).default(0.9),
    /** Number of prompts (groups) at level h collected before a check: minPrompts x groupSize samples. */
    minPrompts: z.number().int().min(1).max(1_000_000).default(8),
    /** n: samples per prompt (GRPO group size). Every issued problem is handed out n times. */
    groupSize: z.number().int().min(1).max(4096).default(16),
    /** on_score: check after every counted sample (RLVE Tinker port); on_report: once per report() (paper). */
    updateTiming: z.enum(UPDATE_TIMINGS).default("on_score"),
    /** Answer markers rendered into prompts and used by the verifier. */
    answerFormat: z.enum(ANSWER_FORMATS as unknown as ["tags", "boxed"]).default("tags"),
    /** Prompt style for consumers that render prompts (plain user text, or the TinyZero template). */
    promptStyle: z.enum(["plain", "tinyzero"]).default("plain"),
    /** What the trainer trains on (returned by compat endpoints; used for batch statistics). */
    rewardKey: z.enum(["reward", "accuracy"]).default("reward"),
    /** Run seed: env choice, level choice and problem seeds are a pure function of (seed, sequence). */
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    /** The curriculum strategy and its parameters: adaptive (the paper's rule, default) or another (strategy.ts). */
    schedule: ScheduleSchema.default({ kind: "adaptive", twoSided: null }),
  })
  .strict();

/** What a caller writes (everything optional). */
export type RunConfigInput = z.input<typeof RunConfigSchema>;

/** A validated configuration with environments resolved to registry ids (stored with the run). */
export interface RunConfig extends Omit<z.output<typeof RunConfigSchema>, "environments" | "weights"> {
  /** Resolved environment ids, sorted, distinct. */
  environments: string[];
  /** Weight per resolved env id, or null for uniform. */
  weights: Record<string, number> | null;
}

export interface ResolveOptions {
  /**
   * Resolve selectors against this list of ids instead of the registry ("all" = the whole list; no
   * categories). For tests and for callers with their own environments.
   */
  knownEnvs?: readonly string[];
}

/** Validate a configuration and resolve its environments. Throws ConfigError with every problem listed. */
export function parseRunConfig(input: unknown, opts: ResolveOptions = {}): RunConfig {
  const parsed = RunConfigSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issues = formatIssues(parsed.error);
    throw new ConfigError(`invalid run configuration: ${issues.join("; ")}`, issues);
  }
  const c = parsed.data;
  const selectors = (typeof c.environments === "string" ? c.environments.split(",") : c.environments)
    .map((s) => s.trim())
    .filter(Boolean);
  if (selectors.length === 0) throw new ConfigError("environments: no environment selected");
  const resolveOne = (key: string): string => {
    if (opts.knownEnvs !== undefined) {
      if (!opts.knownEnvs.includes(key)) {
        throw new ConfigError(`environments: unknown environment '${key}'`);
      }
      return key;
    }
    try {
      return selectEnvs([key], c.split)[0]?.id ?? key;
    } catch (err) {
      throw new ConfigError(`environments: ${(err as Error).message}`);
    }
  };
  const ids = new Set<string>();
  for (const s of selectors) {
    if (s === "all") {
      const all = opts.knownEnvs ?? listEnvs({ split: c.split }).map((e) => e.id);
      for (const id of all) ids.add(id);
    } else if (opts.knownEnvs === undefined && categoriesOf().includes(s)) {
      const inCat = listEnvs({ category: s, split: c.split });
      if (inCat.length === 0)
        throw new ConfigError(
          `environments: no ${c.split} environments in '${s}' (categories: ${categoriesOf().join(", ")})`,
        );
      for (const e of inCat) ids.add(e.id);
    } else {
      ids.add(resolveOne(s));
    }
  }
  if (ids.size === 0) throw new ConfigError(`environments: the selection is empty (split ${c.split})`);
  const environments = [...ids].sort();
  let weights: Record<string, number> | null = null;
  if (c.weights !== null) {
    weights = Object.fromEntries(environments.map((e) => [e, 1]));
    for (const [key, w] of Object.entries(c.weights)) {
      const id = resolveOne(key);
      if (!ids.has(id)) throw new ConfigError(`weights: '${key}' is not one of the run's environments`);
      weights[id] = w;
    }
  }
  const config: RunConfig = { ...c, environments, weights };
  strategyDef(config.schedule).validate(config.schedule, config);
  return config;
}
