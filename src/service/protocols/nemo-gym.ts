/**
 * NeMo Gym's resources-server protocol: POST /seed_session, /verify, /aggregate_metrics and
 * GET /reverify_mode, relative to wherever the plugin is registered. The main server mounts it under
 * /compat/nemo-gym; `rlve serve --nemo-gym-port N` serves it at a server root, as NeMo Gym's client
 * builds `http://host:port/verify` with no base path (nemo_gym/server_utils.py, ServerClient.request and
 * _build_server_base_url), and under the `/ng-rollout/<id>/` prefix the client adds when observability is
 * on (the same function; the prefix is nemo_gym/config_types.py ROLLOUT_PATH_PREFIX).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../app.ts";
import { ApiError } from "../errors.ts";
import { float } from "../json-floats.ts";
import * as S from "../schemas.ts";
import { responsesApiText } from "../text.ts";
import { compatReward, labelTicket, scoreAll, sendFloats } from "./shared.ts";

/** NeMo Gym's row keys (nemo_gym/global_config.py). */
export const NG_TASK_INDEX = "_ng_task_index";
export const NG_ROLLOUT_INDEX = "_ng_rollout_index";
export const NG_ROLLOUT_ID = "_ng_rollout_id";

/** A rollout id as NeMo Gym accepts it in a path (nemo_gym/rollout_correlation.py ROLLOUT_ID_PATTERN). */
export const ROLLOUT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Most verify responses one /aggregate_metrics request may hold. */
export const MAX_AGGREGATE_ROWS = 1_000_000;

export interface NemoGymOptions {
  ctx: AppContext;
}

/**
 * The rollout a /verify body names explicitly (`_ng_rollout_id`, as nemo_gym/rollout_correlation.py
 * maybe_rollout_id_from_run_body reads it), without the re-dispatch attempt, which is a retry of the same
 * sample. Task and rollout indices are not an identity: NeMo Gym numbers them anew per dispatch, so the
 * same row in a later epoch is a new sample and must be counted.
 */
export function rolloutIdentity(body: Record<string, unknown>): string | undefined {
  const explicit = body[NG_ROLLOUT_ID];
  return typeof explicit === "string" && ROLLOUT_ID_PATTERN.test(explicit) ? explicit : undefined;
}

/** The sample key of a rollout of a ticket (bounded: a hash of both). */
export function nemoSampleKey(ticket: string, rollout: string): string {
  return `nemo-gym:${createHash("sha256").update(ticket).update("\0").update(rollout).digest("hex").slice(0, 40)}`;
}

const STATS = ["mean", "max", "min", "median", "std"] as const;

/** mean/max/min/median/std of each column (std: the sample deviation, 0 for a single value). */
function describe(columns: Map<string, number[]>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const stat of STATS) {
    for (const [name, values] of columns) {
      if (values.length === 0) continue;
      const n = values.length;
      let v: number;
      if (stat === "mean") v = values.reduce((a, b) => a + b, 0) / n;
      else if (stat === "max") v = values.reduce((a, b) => (b > a ? b : a), Number.NEGATIVE_INFINITY);
      else if (stat === "min") v = values.reduce((a, b) => (b < a ? b : a), Number.POSITIVE_INFINITY);
      else if (stat === "median") {
        const s = [...values].sort((a, b) => a - b);
        v = n % 2 === 1 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
      } else {
        if (n < 2) v = 0;
        else {
          const m = values.reduce((a, b) => a + b, 0) / n;
          v = Math.sqrt(values.reduce((a, b) => a + (b - m) * (b - m), 0) / (n - 1));
        }
      }
      if (Number.isFinite(v)) out[`${stat}/${name}`] = v;
    }
  }
  return out;
}

/** The numeric fields of a verify response (booleans as 0/1), with those of response.usage. */
function numericFields(row: Record<string, unknown>): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  const usage = (row.response as { usage?: unknown } | null | undefined)?.usage;
  const merged: Record<string, unknown> =
    usage !== null && typeof usage === "object" ? { ...row, ...(usage as object) } : row;
  for (const [k, v] of Object.entries(merged)) {
    if (k === NG_TASK_INDEX || k === NG_ROLLOUT_INDEX) continue;
    if (typeof v === "boolean") out.push([k, v ? 1 : 0]);
    else if (typeof v === "number" && Number.isFinite(v)) out.push([k, v]);
  }
  return out;
}

/**
 * The body of /aggregate_metrics: NeMo Gym's AggregateMetrics (nemo_gym/config_types.py) as its
 * compute_aggregate_metrics (nemo_gym/reward_profile.py) fills it: per task (`_ng_task_index`) and over
 * all rows, the mean/max/min/median/std of every numeric field, key_metrics the `mean/` ones. No
 * histograms (they are W&B objects there).
 */
export function aggregateMetrics(rows: ReadonlyArray<Record<string, unknown>>): {
  group_level_metrics: Array<Record<string, unknown>>;
  agent_metrics: Record<string, number>;
  key_metrics: Record<string, number>;
} {
  if (rows.length === 0) return { group_level_metrics: [], agent_metrics: {}, key_metrics: {} };
  const all = new Map<string, number[]>();
  const byTask = new Map<number, { n: number; columns: Map<string, number[]> }>();
  for (const row of rows) {
    const t = row[NG_TASK_INDEX];
    const task = typeof t === "number" && Number.isFinite(t) ? t : 0;
    let g = byTask.get(task);
    if (g === undefined) byTask.set(task, (g = { n: 0, columns: new Map() }));
    g.n++;
    for (const [k, v] of numericFields(row)) {
      for (const m of [all, g.columns]) {
        const col = m.get(k);
        if (col === undefined) m.set(k, [v]);
        else col.push(v);
      }
    }
  }
  const group_level_metrics = [...byTask.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([task, g]) => ({ [NG_TASK_INDEX]: task, ...describe(g.columns), num_rollouts: g.n }));
  const agent_metrics = describe(all);
  const key_metrics = Object.fromEntries(
    Object.entries(agent_metrics).filter(([k]) => k.startsWith("mean/")),
  );
  return { group_level_metrics, agent_metrics, key_metrics };
}

const AggregateBody = z.object({
  verify_responses: z.array(z.record(z.string(), z.unknown())).max(MAX_AGGREGATE_ROWS),
});

/** The resources-server routes, relative to the plugin's prefix. */
export async function nemoGymRoutes(app: FastifyInstance, { ctx }: NemoGymOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Under the /ng-rollout/:rollout_id prefix: an id NeMo Gym would not strip is no route of its server.
  const prefixId = (req: FastifyRequest): string | undefined => {
    const id = (req.params as { rollout_id?: unknown } | undefined)?.rollout_id;
    if (id === undefined) return undefined;
    if (typeof id !== "string" || !ROLLOUT_ID_PATTERN.test(id))
      throw new ApiError(404, "not_found", `no route ${req.method} ${req.url.split("?")[0]}`);
    return id;
  };

  r.post(
    "/seed_session",
    {
      schema: {
        summary: "NeMo Gym resources server: seed a session (nothing to do: rlve's tickets are stateless)",
        body: z.unknown().optional(),
      },
    },
    async (req) => {
      prefixId(req);
      return {};
    },
  );

  r.post(
    "/verify",
    {
      schema: {
        summary: "NeMo Gym resources server /verify",
        description:
          "The row carries the ticket in rlve_ticket; the answer is the output_text of the Responses API object. Returns the request with reward, accuracy, format_score and level added. A row with `_ng_rollout_id` is counted into the curriculum once: re-verifying it (a retry, a re-dispatch, `gym eval reverify`) scores it again without counting it twice.",
        body: S.NemoVerifyBody,
      },
    },
    async (req, reply) => {
      const b = req.body as Record<string, unknown>;
      const ticket = labelTicket(b.rlve_ticket, "rlve_ticket");
      prefixId(req);
      const rollout = rolloutIdentity(b);
      const [res] = await scoreAll(
        ctx,
        [
          {
            ticket,
            text: ctx.scorer.text(responsesApiText(b.response)),
            ...(rollout === undefined ? {} : { sample_key: nemoSampleKey(ticket, rollout) }),
          },
        ],
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

  r.post(
    "/aggregate_metrics",
    {
      schema: {
        summary: "NeMo Gym resources server /aggregate_metrics: reward statistics per task and overall",
        body: AggregateBody,
      },
    },
    async (req) => {
      prefixId(req);
      return aggregateMetrics(req.body.verify_responses);
    },
  );

  r.get(
    "/reverify_mode",
    { schema: { summary: "NeMo Gym resources server /reverify_mode: stateless (tickets hold the problem)" } },
    async (req, reply) => {
      prefixId(req);
      // A JSON string, as FastAPI sends the ReverifyMode enum (nemo_gym/base_resources_server.py).
      return reply.type("application/json; charset=utf-8").send(JSON.stringify("stateless"));
    },
  );
}
