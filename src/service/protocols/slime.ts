/** slime's remote reward model protocol (--rm-type remote_rm --rm-url): POST /compat/slime. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app.ts";
import { float } from "../json-floats.ts";
import * as S from "../schemas.ts";
import { compatReward, labelTicket, scoreAll, sendFloats } from "./shared.ts";

export async function slimeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/compat/slime",
    {
      schema: {
        summary: "slime remote reward model (--rm-type remote_rm --rm-url ... --reward-key reward)",
        description:
          "label is the ticket; response is the generated text only. Returns an object (use --reward-key reward), or a bare number with ?scalar=1.",
        body: S.SlimeBody,
        querystring: z.object({ scalar: z.enum(["0", "1", "true", "false"]).optional() }),
        response: { 200: S.SlimeResult, "4xx": S.ErrorBody },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const [res] = await scoreAll(
        ctx,
        [{ ticket: labelTicket(b.label, "label"), text: ctx.scorer.text(b.response ?? "") }],
        true,
        req.cancellation,
      );
      const reward = float(compatReward(ctx, res!));
      if (req.query.scalar === "1" || req.query.scalar === "true") return sendFloats(reply, reward);
      return sendFloats(reply, {
        reward,
        accuracy: float(res!.accuracy),
        format_score: float(res!.format_score),
        raw_reward: float(res!.reward),
        level: res!.level,
        status: res!.status,
      });
    },
  );
}
