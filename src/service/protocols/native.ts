/**
 * The native API: environments, stateless problems and scoring (/v1/envs, /v1/problems, /v1/score,
 * /v1/score/batch). Runs, issuing, claims and outcomes are the runs layer's (runs.ts, `ctx.routes`).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_FORMATS } from "../../core/extract.ts";
import { levelAboveMax, maxLevelOf } from "../../core/max-level.ts";
import { getEnv, listEnvs } from "../../core/registry.ts";
import { signTicket, type TicketData } from "../../core/ticket.ts";
import type { AppContext } from "../app.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, generateWithin } from "../budget.ts";
import { ApiError, type Cancellation } from "../errors.ts";
import { paramsOf } from "../params.ts";
import { problemBody } from "../problem-body.ts";
import * as S from "../schemas.ts";
import { problemId, type ScoreResult } from "../scoring.ts";
import { SMALL_BATCH, statusOfCode } from "./shared.ts";

export async function nativeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/envs",
    { schema: { summary: "The environments this server scores", response: { 200: z.array(S.EnvInfo) } } },
    async () =>
      listEnvs().map((e) => ({
        env_id: e.id,
        rlve_id: e.rlveId ?? null,
        env_version: e.version,
        title: e.title,
        category: e.category,
        split: e.split,
        answer_kind: e.answerKind,
        passing_threshold: e.passingThreshold,
        max_level: maxLevelOf(e),
        answer_formats: [...ANSWER_FORMATS],
      })),
  );

  r.post(
    "/v1/problems",
    {
      schema: {
        summary: "Stateless problems at a given environment, level and seed (exports, eval sets, browsing)",
        description: "The tickets name no run: scoring them never touches a curriculum.",
        body: S.StatelessProblemsBody,
        response: { 200: S.ProblemsResult, "4xx": S.ErrorBody },
      },
    },
    async (req) => ({ problems: await statelessProblems(ctx, req.body, req.cancellation) }),
  );

  r.post(
    "/v1/score",
    {
      schema: {
        summary: "Score one model output",
        description:
          "Model output never causes an error status (a bad answer gets the format penalty). 4xx only for a malformed, forged or stale ticket or a malformed request.",
        body: S.ScoreRequestBody,
        response: { 200: S.ScoreResultBody, "4xx": S.ErrorBody },
      },
    },
    async (req) => {
      const [res] = await ctx.scorer.score([req.body], "fast", req.cancellation);
      if ("error" in res!)
        throw new ApiError(statusOfCode(res.error.code), res.error.code, res.error.message);
      return res as ScoreResult;
    },
  );

  r.post(
    "/v1/score/batch",
    {
      schema: {
        summary: "Score many model outputs (same order); a refused ticket fails only its own item",
        body: S.ScoreBatchBody,
        response: { 200: S.ScoreBatchResult, "4xx": S.ErrorBody },
      },
    },
    async (req) => {
      const items = req.body.items;
      const results = await ctx.scorer.score(
        items,
        items.length > SMALL_BATCH ? "bulk" : "fast",
        req.cancellation,
      );
      return { results };
    },
  );
}

/** Stateless problems (the tickets name no run), as POST /v1/problems issues them. */
export async function statelessProblems(
  ctx: AppContext,
  b: z.infer<typeof S.StatelessProblemsBody>,
  cancellation: Cancellation,
): Promise<Array<z.infer<typeof S.ProblemBody>>> {
  const maxResponseBytes = ctx.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const env = (() => {
    try {
      return getEnv(b.env_id);
    } catch (err) {
      throw new ApiError(404, "unknown_environment", (err as Error).message);
    }
  })();
  const over = levelAboveMax(env, b.level);
  if (over !== null) throw new ApiError(422, "level_above_max", over);
  const tickets: TicketData[] = [];
  for (let i = 0; i < b.count; i++) {
    const seed = b.seed + i;
    tickets.push({
      t: 1,
      run: null,
      id: problemId(env.id, env.version, b.level, seed, b.answer_format),
      env: env.id,
      version: env.version,
      level: b.level,
      seed,
      params: paramsOf(env, b.level),
      format: b.answer_format,
      split: b.split,
      threshold: env.passingThreshold,
    });
  }
  const gens = await generateWithin(
    tickets.map((t) => ({
      env: t.env,
      version: t.version,
      level: t.level,
      seed: t.seed,
      format: t.format,
      style: b.prompt_style,
      reference: b.include_reference,
    })),
    maxResponseBytes,
    (jobs) => ctx.pool.generate(jobs, b.count > SMALL_BATCH ? "bulk" : "fast", cancellation),
  );
  const problems = tickets.map((t, i) => {
    const g = gens[i]!;
    if (!g.ok)
      throw new ApiError(422, "generation_failed", `${t.env} level ${t.level} seed ${t.seed}: ${g.error}`);
    return problemBody(signTicket(t, ctx.secret), t, g);
  });
  return problems;
}
