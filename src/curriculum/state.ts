import { z } from "zod";
import type { RunConfig } from "./config.ts";
import { formatIssues } from "./config.ts";
import { CurriculumError, MAX_BATCHES, MAX_KEY_CHARS, MAX_OPEN_GROUPS } from "./engine.ts";
import type { RunState } from "./types.ts";

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const level = count;
const time = z.string().max(64);
const num = z.number().finite();

const LevelChangeSchema = z
  .object({
    h: level,
    from: level.nullable(),
    accuracy: num.min(0).max(1).nullable(),
    samples: count,
    scored: count,
    seq: count,
    step: count.nullable(),
    at: time,
    checks: count.optional(),
  })
  .strict();

const EnvStateSchema = z
  .object({
    h: level,
    counted: count,
    correct: num.min(0),
    issued: count,
    scored: count,
    scoredCorrect: num.min(0),
    unscorable: count,
    aboveH: count,
    evalIssued: count,
    evalScored: count,
    checks: count,
    lastCheck: z
      .object({
        h: level,
        accuracy: num.min(0).max(1),
        samples: count,
        outcome: z.enum(["up", "down", "stay"]),
        at: time,
      })
      .strict()
      .nullable(),
    history: z.array(LevelChangeSchema).min(1).max(1_000_000),
    groups: z
      .object({
        done: count,
        allCorrect: count,
        allWrong: count,
        open: z
          .array(z.tuple([z.string().min(1).max(MAX_KEY_CHARS), count, num.min(0).max(1), num.min(0).max(1)]))
          .max(MAX_OPEN_GROUPS),
      })
      .strict()
      .optional(),
    unreported: z
      .array(z.tuple([z.string().min(1).max(MAX_KEY_CHARS), count.min(1)]))
      .max(MAX_OPEN_GROUPS)
      .optional(),
  })
  .strict();

const BatchStatsSchema = z
  .object({
    step: count.nullable(),
    samples: count,
    groups: count,
    effectiveGroups: count,
    effectivePromptRatio: num.min(0).max(1),
    accuracy: num.min(0).max(1),
    at: time,
  })
  .strict();

export const RunStateSchema = z
  .object({
    seq: count,
    envs: z.record(z.string().max(200), EnvStateSchema),
    batches: z.array(BatchStatsSchema).max(MAX_BATCHES),
  })
  .strict();

/** Validate a state (hostile input) for a run configuration: exactly the run's environments. */
export function parseRunState(input: unknown, config: RunConfig): RunState {
  const r = RunStateSchema.safeParse(input);
  if (!r.success) {
    throw new CurriculumError("invalid_state", `invalid state: ${formatIssues(r.error).join("; ")}`);
  }
  const have = Object.keys(r.data.envs).sort();
  const want = [...config.environments].sort();
  if (have.length !== want.length || have.some((e, i) => e !== want[i])) {
    throw new CurriculumError(
      "invalid_state",
      `state environments [${have.join(", ")}] differ from the run's [${want.join(", ")}]`,
    );
  }
  for (const [e, s] of Object.entries(r.data.envs)) {
    if (s.correct > s.counted) {
      throw new CurriculumError("invalid_state", `envs.${e}: correct exceeds counted`);
    }
  }
  return r.data as RunState;
}
