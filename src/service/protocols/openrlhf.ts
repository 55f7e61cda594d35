/** OpenRLHF's remote reward model protocol (--reward.remote_url): POST /compat/openrlhf. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../app.ts";
import { ApiError } from "../errors.ts";
import { float } from "../json-floats.ts";
import * as S from "../schemas.ts";
import { compatReward, labelTicket, SMALL_BATCH, scoreAll, sendFloats } from "./shared.ts";

export async function openRlhfRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/compat/openrlhf",
    {
      schema: {
        summary: "OpenRLHF remote reward (--reward.remote_url, formerly --remote_rm_url)",
        description:
          "labels[i] is the ticket. query[i] is prompt + response; prompts[i] is stripped when present, otherwise the text is cut at the last assistant header. rewards = the run's reward_key, scores = accuracy (for dynamic filtering).",
        body: S.OpenRlhfBody,
        response: { 200: S.OpenRlhfResult, "4xx": S.ErrorBody },
      },
    },
    async (req, reply) => {
      const { query, prompts, labels } = req.body;
      if (labels.length !== query.length || (prompts !== undefined && prompts.length !== query.length)) {
        throw new ApiError(400, "invalid_request", "query, prompts and labels must have the same length");
      }
      const items = query.map((q, i) => ({
        ticket: labelTicket(labels[i], `labels[${i}]`),
        text: ctx.scorer.text(q ?? "", prompts?.[i] ?? undefined),
      }));
      const res = await scoreAll(ctx, items, items.length <= SMALL_BATCH, req.cancellation);
      // Every number a float: OpenRLHF turns each into a tensor (see json-floats.ts).
      return sendFloats(reply, {
        rewards: res.map((x) => float(compatReward(ctx, x))),
        scores: res.map((x) => float(x.accuracy)),
        extra_logs: {
          rlve_level: res.map((x) => float(x.level)),
          rlve_format: res.map((x) => float(x.format_score)),
          rlve_counted: res.map((x) => float(x.counted ? 1 : 0)),
          rlve_unscorable: res.map((x) => float(x.status === "unscorable" ? 1 : 0)),
        },
      });
    },
  );
}
