import { z } from "zod";

/**
 * Request and response schemas of the HTTP API (validated with zod, published in /openapi.json).
 * Field names are snake_case on the wire (docs/service.md lists every endpoint).
 */

const MAX_TICKET = 16_384;

export const ErrorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .describe("A refused request or item: a stable code and a message that says what to fix");

export const Ticket = z
  .string()
  .min(1)
  .max(MAX_TICKET)
  .describe("The opaque signed ticket of an issued problem (rlve1.base64url(json).base64url(hmac))");

/** Model output is never refused: anything that is neither text nor a message list reads as empty. */
export const ModelResponse = z
  .unknown()
  .describe(
    "The model output: text, or a message list ({role, content}; the last assistant message is read). Anything else reads as an empty output (wrong format), never an error.",
  );

export const ScoreRequestBody = z
  .object({
    ticket: Ticket,
    response: ModelResponse.optional(),
    prompt: z
      .unknown()
      .optional()
      .describe("When the response starts with (or contains) this prompt text, it is stripped first"),
    sample_key: z
      .string()
      .min(1)
      .max(256)
      .optional()
      .describe("Idempotency key: a retry with the same key is scored again but never counted twice"),
    update: z
      .boolean()
      .optional()
      .describe("false: score without touching the curriculum (default true for train tickets)"),
  })
  .strict();

export const ScoreResultBody = z.object({
  reward: z.number().describe("In [-1, 1]; 0 for unscorable"),
  accuracy: z.union([z.literal(0), z.literal(1)]),
  format_score: z.union([z.literal(0), z.literal(1)]),
  score: z.number().describe("Same as reward (verl reads `score`)"),
  status: z.enum(["correct", "partial", "wrong", "invalid", "wrong_format", "unscorable"]),
  reason: z.string(),
  env_id: z.string(),
  env_version: z.number().int(),
  level: z.number().int(),
  seed: z.number().int(),
  problem_id: z.string(),
  run_id: z.string().nullable(),
  split: z.enum(["train", "eval"]),
  counted: z.boolean().describe("Whether the sample entered the curriculum window"),
  count_reason: z
    .string()
    .describe(
      "counted | eval | unscorable | below_h | above_h | static | on_report | no_update | no_run | unknown_run",
    ),
  difficulty: z.number().int().nullable().describe("The environment's top level h after this sample"),
  duplicate: z.boolean().describe("The sample_key was seen before; nothing was counted again"),
});

export const MAX_BATCH = 16_384;

export const ScoreBatchBody = z.object({ items: z.array(ScoreRequestBody).max(MAX_BATCH) }).strict();

export const ScoreBatchResult = z.object({
  results: z.array(z.union([ScoreResultBody, ErrorBody])).describe("Same order as items"),
});

export const EnvInfo = z.object({
  env_id: z.string(),
  rlve_id: z.string().nullable().describe("RLVE-Gym identifier; null for environments outside the catalog"),
  env_version: z.number().int(),
  title: z.string(),
  category: z.string(),
  split: z.string(),
  answer_kind: z.string(),
  passing_threshold: z.number(),
  max_level: z
    .number()
    .int()
    .describe("The highest level served (measured by npm run probe:max-level); higher levels get a 422"),
  answer_formats: z.array(z.enum(["tags", "boxed"])),
});

export const AnswerFormatIn = z
  .enum(["tags", "boxed", "answer_tags"])
  .transform((v) => (v === "answer_tags" ? "tags" : v))
  .describe("tags: <answer>...</answer> (alias answer_tags); boxed: \\boxed{...}");

export const ProblemBody = z.object({
  problem_id: z.string(),
  ticket: z.string(),
  run_id: z.string().nullable(),
  env_id: z.string(),
  env_version: z.number().int(),
  level: z.number().int(),
  top_level_at_issue: z.number().int().nullable(),
  seed: z.number().int(),
  split: z.enum(["train", "eval"]),
  prompt: z.string().describe("The user text, including the answer-format instruction"),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  answer_format: z.enum(["tags", "boxed"]),
  group_index: z.number().int().optional(),
  group_size: z.number().int().optional(),
  slot: z.string().optional(),
  issued_at: z.string(),
  reference: z.string().optional().describe("The reference answer (only when include_reference is set)"),
});

export const StatelessProblemsBody = z
  .object({
    env_id: z.string().min(1).max(200),
    level: z.number().int().min(0).max(1_000_000),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    count: z.number().int().min(1).max(4096).default(1).describe("Problems with seeds seed, seed+1, ..."),
    answer_format: AnswerFormatIn.default("tags"),
    prompt_style: z.enum(["plain", "tinyzero"]).default("plain"),
    split: z.enum(["train", "eval"]).default("eval"),
    include_reference: z.boolean().default(false),
  })
  .strict();

export const ProblemsResult = z.object({ problems: z.array(ProblemBody) });

// ---- compatibility endpoints ----

export const OpenRlhfBody = z
  .object({
    query: z.array(z.union([z.string(), z.null()])).max(MAX_BATCH),
    prompts: z
      .array(z.union([z.string(), z.null()]))
      .max(MAX_BATCH)
      .optional(),
    labels: z.array(z.unknown()).max(MAX_BATCH),
  })
  .passthrough();

export const OpenRlhfResult = z.object({
  rewards: z.array(z.number()),
  scores: z.array(z.number()),
  extra_logs: z.record(z.string(), z.array(z.number())),
});

export const SlimeBody = z
  .object({
    prompt: z.unknown().optional(),
    response: ModelResponse.optional(),
    label: z.unknown(),
  })
  .passthrough();

export const SlimeResult = z.union([
  z.number(),
  z.object({
    reward: z.number(),
    accuracy: z.number(),
    format_score: z.number(),
    raw_reward: z.number(),
    level: z.number(),
    status: z.string(),
  }),
]);

export const NemoVerifyBody = z
  .object({
    responses_create_params: z.unknown().optional(),
    response: z.unknown().optional(),
    rlve_ticket: z.unknown(),
  })
  .passthrough();

export const Health = z.object({
  status: z.literal("ok"),
  uptime_s: z.number(),
  workers: z.number().int(),
  queued: z.number().int(),
  inflight: z.number().int(),
});

// ---- runs ----

export const RunId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, "run ids are 1-128 letters, digits, '.', '_' or '-'");

export const RunParams = z.object({ run: RunId });

export const CreateRunBody = z
  .object({
    run_id: RunId.optional().describe("Default: generated"),
    environments: z
      .union([z.string().max(10_000), z.array(z.string().max(200)).max(10_000)])
      .optional()
      .describe('Environment ids, RLVE ids, categories, or "all" (default)'),
    env_split: z
      .enum(["train", "held-out"])
      .optional()
      .describe("What 'all' and categories expand to (train)"),
    env_weights: z.record(z.string().max(200), z.number()).nullable().optional().describe("Default uniform"),
    initial_difficulty: z.number().int().optional(),
    window_size: z.number().int().optional(),
    accuracy_threshold: z.number().optional(),
    min_prompts_before_check: z.number().int().optional(),
    group_size: z.number().int().optional().describe("n: samples per prompt"),
    update_mode: z
      .enum(["on_score", "on_report"])
      .optional()
      .describe("on_score: every scored train sample counts at once (default); on_report: /outcomes counts"),
    answer_format: AnswerFormatIn.optional(),
    prompt_style: z.enum(["plain", "tinyzero"]).optional(),
    reward_key: z
      .enum(["reward", "accuracy"])
      .optional()
      .describe("What compat endpoints return as the reward"),
    seed: z.number().int().min(0).optional(),
    schedule: z
      .object({
        kind: z
          .string()
          .max(64)
          .describe("The curriculum strategy: adaptive (the paper's rule, default), fixed, range or mixed"),
        level: z.number().int().optional().describe("fixed: the level"),
        max_level: z.number().int().optional().describe("range: levels uniform in [0, max_level]"),
        two_sided_floor: z
          .number()
          .nullable()
          .optional()
          .describe("adaptive: lower h when accuracy at h falls under this (off by default)"),
        raise_above: z
          .number()
          .optional()
          .describe("mixed: raise h when more than this fraction of the groups at h are all correct (0.5)"),
        lower_above: z
          .number()
          .optional()
          .describe("mixed: lower h when more than this fraction of the groups at h are all wrong (0.5)"),
      })
      .strict()
      .optional(),
  })
  .strict();

export const RunConfigOut = z.object({
  environments: z.array(z.string()),
  env_split: z.string(),
  env_weights: z.record(z.string(), z.number()).nullable(),
  initial_difficulty: z.number(),
  window_size: z.number(),
  accuracy_threshold: z.number(),
  min_prompts_before_check: z.number(),
  group_size: z.number(),
  update_mode: z.string(),
  answer_format: z.string(),
  prompt_style: z.string(),
  reward_key: z.string(),
  seed: z.number(),
  schedule: z.unknown(),
  /** The schedule in words, as `rlve run show` prints it. */
  schedule_text: z.string(),
});

export const EnvSummary = z.object({
  difficulty: z.number().int(),
  window: z.tuple([z.number().int(), z.number().int()]),
  counted: z.number(),
  correct: z.number(),
  issued: z.number(),
  scored: z.number(),
  unscorable: z.number(),
  eval_issued: z.number(),
  eval_scored: z.number(),
  checks: z.number(),
  accuracy: z.number().nullable().describe("Mean accuracy of scored train samples (any level)"),
  max_level: z.number().int().nullable().describe("The environment's maximum level: h never rises past it"),
  history: z.array(
    z.object({ h: z.number(), at: z.string(), scored: z.number(), step: z.number().nullable() }),
  ),
});

export const RunBody = z.object({
  run_id: z.string(),
  config: RunConfigOut,
  state: z.object({
    problem_seq: z.number().int(),
    version: z.number().int(),
    envs: z.record(z.string(), EnvSummary),
    effective_prompt_ratio: z.number().nullable().describe("Of the last reported batch"),
    at_top: z
      .array(z.string())
      .describe("Environments whose difficulty reached their maximum level (adaptive schedule)"),
  }),
  raw_state: z.unknown().describe("The exact curriculum state (what snapshots hold and restore accepts)"),
  created_at: z.string(),
  updated_at: z.string(),
});

export const SnapshotBody = z
  .object({
    label: z.string().max(128).optional().describe('Default "step-<step>" or "v<version>"'),
    step: z.number().int().min(0).optional(),
  })
  .strict();

export const SnapshotResult = z.object({
  snapshot_id: z.string(),
  step: z.number().nullable(),
  created_at: z.string(),
  state: z.unknown(),
});

export const RestoreBody = z.union([
  z.object({ snapshot_id: z.string().min(1).max(128) }).strict(),
  z.object({ state: z.unknown() }).strict(),
]);

export const IssueBody = z
  .object({
    count: z.number().int().min(1).max(4096).default(1).describe("Problems (prompts); each is one group"),
    split: z.enum(["train", "eval"]).default("train"),
    env_ids: z.array(z.string().max(200)).min(1).max(10_000).nullable().optional(),
    levels: z
      .array(z.number().int().min(0).max(1_000_000))
      .min(1)
      .max(1000)
      .nullable()
      .optional()
      .describe("eval only: problems are spread over these levels in turn"),
    include_reference: z.boolean().default(false).describe("eval only"),
  })
  .strict();

export const ClaimBody = z
  .object({
    slot: z.string().min(1).max(256),
    group_size: z
      .number()
      .int()
      .min(1)
      .max(4096)
      .optional()
      .describe("Release the slot after this many claims (the next claim binds a new problem)"),
    split: z.enum(["train", "eval"]).default("train"),
  })
  .strict();

export const OutcomesBody = z
  .object({
    items: z
      .array(
        z
          .object({
            ticket: Ticket,
            accuracy: z.number().min(0).max(1),
            reward: z.number().min(-1).max(1).optional(),
            status: z
              .enum(["correct", "partial", "wrong", "invalid", "wrong_format", "unscorable"])
              .optional(),
            sample_key: z.string().min(1).max(256).optional(),
          })
          .strict(),
      )
      .max(100_000),
    step: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe("Trainer step (recorded with the batch and level changes)"),
  })
  .strict();

export const OutcomesResult = z.object({
  counted: z.number().int(),
  ignored: z.number().int(),
  duplicates: z.number().int(),
  changes: z.array(z.object({ env: z.string(), from: z.number(), to: z.number(), accuracy: z.number() })),
  levels: z.record(z.string(), z.number()),
  effective_prompt_ratio: z.number(),
});
