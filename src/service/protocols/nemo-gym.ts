/** NeMo Gym's resources-server protocol under /compat/nemo-gym: /seed_session and /verify. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app.ts";
import { float } from "../json-floats.ts";
import * as S from "../schemas.ts";
import { responsesApiText } from "../text.ts";
import { compatReward, labelTicket, scoreAll, sendFloats } from "./shared.ts";

export async function nemoGymRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/compat/nemo-gym/seed_session",
    {
      schema: {
        summary: "NeMo Gym resources server: seed a session (nothing to do)",
        body: z.unknown().optional(),
      },
    },
    async () => ({}),
  );

  r.post(
    "/compat/nemo-gym/verify",
    {
      schema: {
        summary: "NeMo Gym resources server /verify",
        description:
          "The row carries the ticket in rlve_ticket; the answer is the output_text of the Responses API object. Returns the request with reward, accuracy, format_score and level added.",
        body: S.NemoVerifyBody,
      },
    },
    async (req, reply) => {
      const b = req.body as Record<string, unknown>;
      const ticket = labelTicket(b.rlve_ticket, "rlve_ticket");
      const [res] = await scoreAll(
        ctx,
        [{ ticket, text: ctx.scorer.text(responsesApiText(b.response)) }],
        true,
        req.cancellation,
      );
      return sendFloats(reply, {
        ...b,
        reward: float(compatReward(ctx, res!)),
        accuracy: float(res!.accuracy),
        format_score: float(res!.format_score),
        level: res!.level,
        status: res!.status,
      });
    },
  );
}
