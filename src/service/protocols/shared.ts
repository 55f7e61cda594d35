/**
 * What the protocol plugins share: the AppContext they are given, the compat reward, scoring that fails a
 * request on a refused ticket, ticket labels, float bodies and the status of an item error code.
 */
import type { FastifyReply } from "fastify";
import type { AppContext } from "../app.ts";
import { ApiError, type Cancellation } from "../errors.ts";
import { stringifyWithFloats } from "../json-floats.ts";
import type { ItemError, ScoreResult } from "../scoring.ts";

/** Batches up to this many items share the fast lane with single requests. */
export const SMALL_BATCH = 32;

/** The reward a compatibility endpoint returns: the run's reward key, `unscorableReward` when unscorable. */
export function compatReward(ctx: AppContext, res: ScoreResult): number {
  if (res.status === "unscorable") return ctx.unscorableReward;
  return ctx.rewardKey(res.run_id) === "accuracy" ? res.accuracy : res.reward;
}

/** Score items and fail the request (4xx) if any ticket is refused: these hooks have no per-item errors. */
export async function scoreAll(
  ctx: AppContext,
  items: Array<{ ticket: string; text: string; sample_key?: string }>,
  small: boolean,
  cancellation: Cancellation,
): Promise<ScoreResult[]> {
  const res = await ctx.scorer.score(items, small ? "fast" : "bulk", cancellation);
  const bad = res.findIndex((x) => "error" in x);
  if (bad >= 0) {
    const e = (res[bad] as ItemError).error;
    throw new ApiError(statusOfCode(e.code), e.code, e.message);
  }
  return res as ScoreResult[];
}

/** The ticket of a dataset label: the string itself, or `{"ticket": ...}` / `{"rlve_ticket": ...}`. */
export function labelTicket(label: unknown, where: string): string {
  if (typeof label === "string") return label;
  // Some datasets wrap the label: {"ticket": "..."} or {"rlve_ticket": "..."}.
  if (label !== null && typeof label === "object") {
    const o = label as { ticket?: unknown; rlve_ticket?: unknown };
    const t = o.ticket ?? o.rlve_ticket;
    if (typeof t === "string") return t;
  }
  throw new ApiError(400, "malformed_ticket", `${where}: the label must be an rlve ticket string`);
}

/** Send a compat body with its rewards written as JSON floats (`1.0`, not `1`). */
export function sendFloats(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(stringifyWithFloats(body));
}

/** The HTTP status of an item error code. */
export function statusOfCode(code: string): number {
  switch (code) {
    case "forged_ticket":
      return 403;
    case "stale_env_version":
      return 409;
    case "unknown_environment":
      return 422;
    default:
      return 400;
  }
}
