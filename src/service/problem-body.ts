import type { z } from "zod";
import type { TicketData } from "../core/ticket.ts";
import type * as S from "./schemas.ts";
import type { GenResult } from "./work.ts";

/** The problem object of the API, from a ticket and its generated prompt. */
export function problemBody(
  ticket: string,
  t: TicketData,
  gen: GenResult,
  extra: {
    top?: number | null;
    groupIndex?: number;
    groupSize?: number;
    slot?: string;
    issuedAt?: string;
  } = {},
): z.infer<typeof S.ProblemBody> {
  const p: z.infer<typeof S.ProblemBody> = {
    problem_id: t.id,
    ticket,
    run_id: t.run,
    env_id: t.env,
    env_version: t.version,
    level: t.level,
    top_level_at_issue: extra.top ?? null,
    seed: t.seed,
    split: t.split,
    prompt: gen.prompt,
    messages: [{ role: "user", content: gen.prompt }],
    answer_format: t.format,
    issued_at: extra.issuedAt ?? new Date().toISOString(),
  };
  if (extra.groupIndex !== undefined) p.group_index = extra.groupIndex;
  if (extra.groupSize !== undefined) p.group_size = extra.groupSize;
  if (extra.slot !== undefined) p.slot = extra.slot;
  if (gen.reference !== undefined) p.reference = gen.reference;
  return p;
}
