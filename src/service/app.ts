import { createHash, timingSafeEqual } from "node:crypto";
import { PassThrough } from "node:stream";
import fastifySwagger from "@fastify/swagger";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_FORMATS } from "../core/extract.ts";
import { levelAboveMax, maxLevelOf } from "../core/max-level.ts";
import { getEnv, listEnvs } from "../core/registry.ts";
import { signTicket, type TicketData } from "../core/ticket.ts";
import { RedisError } from "../curriculum/redis-sync.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, generateWithin } from "./budget.ts";
import { type DashboardOptions, dashboardAuth, registerDashboard } from "./dashboard.ts";
import { ApiError, Cancellation, CancelledError, storeUnavailable } from "./errors.ts";
import { float, stringifyWithFloats } from "./json-floats.ts";
import { Metrics } from "./metrics.ts";
import { paramsOf } from "./params.ts";
import type { LaneStats, PoolStats, WorkPool } from "./pool.ts";
import * as S from "./schemas.ts";
import { type ItemError, problemId, type ScoreResult, type Scorer } from "./scoring.ts";
import { responsesApiText } from "./text.ts";
import type { GenResult } from "./work.ts";

/** Batches up to this many items share the fast lane with single requests. */
const SMALL_BATCH = 32;

export interface AppContext {
  scorer: Scorer;
  pool: WorkPool;
  secret: string;
  /** Bearer token required on every route but /healthz; undefined: no authentication. */
  token?: string;
  /** Reward returned by the compatibility endpoints for unscorable samples (default 0). */
  unscorableReward: number;
  /** The training reward of a run's compat responses: "reward" or "accuracy". */
  rewardKey(runId: string | null): "reward" | "accuracy";
  /** Extra routes (runs, issuing, claims, outcomes), registered by the runs layer. */
  routes?: (app: FastifyInstance) => void;
  /** Extra metric families. */
  metrics?: () => Array<{
    name: string;
    help: string;
    type: "counter" | "gauge";
    samples: Array<[Record<string, string | number>, number]>;
  }>;
  bodyLimit?: number;
  /** Most bytes of the problems of one response (default 64 MiB); bigger requests get 413. */
  maxResponseBytes?: number;
  /** fastify's logger: false (none), true, or pino options such as `{ level, stream }`. */
  logger?: FastifyServerOptions["logger"];
  /** Serve the web dashboard at /dashboard with these stores. */
  dashboard?: Omit<DashboardOptions, "token" | "pool" | "scorer" | "secret">;
  /**
   * Host names accepted in the Host header besides loopback names and IP literals (see hostAllowed);
   * "*" accepts any. Default: none.
   */
  allowedHosts?: readonly string[] | "*";
  /** Most ms to receive a request body once its headers are in (default 30 s; 0: only requestTimeout). */
  bodyTimeoutMs?: number;
}

/** Default most ms to receive a request body (`--body-timeout`). */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

/** The host name of a Host header value: lowercase, without port, brackets or a final dot. */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  const name = h.startsWith("[")
    ? h.slice(1, h.indexOf("]") < 0 ? h.length : h.indexOf("]"))
    : h.replace(/:\d*$/, "");
  return name.replace(/\.$/, "");
}

/**
 * Whether a request's Host may be served. A DNS-rebinding page reaches a loopback server under a name
 * its attacker controls, and the browser sends that name as Host; an IP literal or a loopback name
 * cannot be rebound, so they are always accepted, and other names only when configured
 * (`--allowed-hosts`). A request without Host (HTTP/1.0, some health checks) comes from no browser.
 */
export function hostAllowed(header: string | undefined, allowed: ReadonlySet<string> | "*"): boolean {
  if (allowed === "*" || header === undefined || header === "") return true;
  const name = hostName(header);
  if (name === "localhost") return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return true;
  if (header.trim().startsWith("[") && /^[0-9a-f:.]+$/.test(name)) return true;
  return allowed.has(name);
}

declare module "fastify" {
  interface FastifyRequest {
    /** Fires when the client goes away before the response is sent; work for the request is cancelled. */
    cancellation: Cancellation;
  }
}

/** Deepest JSON nesting a request body may have (any field); deeper bodies get 400 `too_deep`. */
export const MAX_JSON_DEPTH = 256;

/** Whether `value` nests deeper than `max` arrays or objects (iterative: never overflows the stack). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== "object") return false;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (d > max) return true;
    const children = Array.isArray(v) ? v : Object.values(v as object);
    for (const c of children) if (c !== null && typeof c === "object") stack.push([c, d + 1]);
  }
  return false;
}

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

function digest(s: string): Buffer {
  return createHash("sha256").update(s).digest();
}

/** "body.items.3.ticket: message; ..." from a zod validation error. */
function validationMessage(err: {
  validation?: unknown;
  validationContext?: string;
  message: string;
}): string {
  const list = Array.isArray(err.validation) ? err.validation : [];
  const parts = list
    .slice(0, 10)
    .map((v: { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } }) => {
      const path = v.params?.issue?.path ?? (v.instancePath ?? "").split("/").filter(Boolean);
      const where = [err.validationContext ?? "body", ...(path ?? []).map(String)].join(".");
      return `${where}: ${v.message ?? "invalid"}`;
    });
  return parts.length > 0 ? parts.join("; ") : err.message;
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.logger ?? false,
    // A malformed URL (/v1/runs/%ZZ) gets the documented error body too.
    frameworkErrors: (err, _req, reply) => {
      (reply as FastifyReply).code(400).send({ error: { code: "bad_request", message: err.message } });
    },
    bodyLimit: ctx.bodyLimit ?? 32 * 1024 * 1024,
    requestTimeout: 300_000,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // A JSON key "__proto__" or "constructor" is dropped, not refused: a model output holding one is still
    // scored (wrong format), and a config holding one is validated without it. Nothing is ever merged into
    // a prototype either way.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by this code from typed values; the schemas document them (OpenAPI) and are not
  // re-validated on the hot path.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "rlve service",
        description:
          "Issues adaptive, verifiable problems and scores model outputs for RL trainers. Every issued problem carries a signed ticket; scoring is stateless and updates the run's curriculum.",
        version: "1",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: ctx.token === undefined ? [] : [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const maxResponseBytes = ctx.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const metrics = new Metrics();
  const started = Date.now();
  const expected = ctx.token === undefined ? undefined : digest(ctx.token);

  const hosts = ctx.allowedHosts === "*" ? "*" : new Set((ctx.allowedHosts ?? []).map((h) => hostName(h)));
  // First of all hooks: a refused Host gets nothing else, not even the authentication challenge.
  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    if (hostAllowed(req.headers.host, hosts)) return;
    reply.code(421).send({
      error: {
        code: "host_not_allowed",
        message: `this server does not answer for host '${hostName(req.headers.host ?? "")}' (a DNS-rebinding guard): add it with --allowed-hosts, or use localhost or an IP address`,
      },
    });
    return reply;
  });

  if (expected !== undefined)
    app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.url === "/healthz") return;
      const h = req.headers.authorization;
      const m = typeof h === "string" ? /^bearer\s+(.+)$/i.exec(h) : null;
      const given = m === null ? undefined : m[1]!.trim();
      const ok = given !== undefined && timingSafeEqual(digest(given), expected);
      if (/^\/dashboard(\/|\?|$)/.test(req.url)) {
        return dashboardAuth(req, reply, ctx.token!, ok) ? undefined : reply;
      }
      if (!ok) {
        reply
          .code(401)
          .header("www-authenticate", "Bearer")
          .send({
            error: {
              code: "unauthorized",
              message: "a bearer token is required (Authorization: Bearer <token>)",
            },
          });
        return reply;
      }
    });

  app.decorateRequest("cancellation", undefined as unknown as Cancellation);
  app.addHook("onRequest", (req, reply, done) => {
    const c = new Cancellation();
    req.cancellation = c;
    // "close" before the response finished: the client went away (or the connection died).
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) c.cancel();
    });
    done();
  });

  // A body sent slowly (a byte a second) would hold its connection for the whole request timeout (300 s).
  // Bodies not already received with their headers (the common case for small requests) go through a
  // stream that fails with 408 `body_timeout` when the body is not in after bodyTimeoutMs; the
  // connection is then closed, since the rest of the body is never read.
  const bodyTimeoutMs = ctx.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  if (bodyTimeoutMs > 0)
    app.addHook("preParsing", (req, reply, payload, done) => {
      const raw = req.raw;
      const length = Number(req.headers["content-length"]);
      if (raw.complete || (Number.isFinite(length) && raw.readableLength >= length))
        return done(null, payload);
      const guarded = new PassThrough();
      const timer = setTimeout(() => {
        payload.unpipe(guarded);
        reply.header("connection", "close");
        const err = new ApiError(
          408,
          "body_timeout",
          `the request body did not arrive within ${bodyTimeoutMs} ms (--body-timeout)`,
        );
        guarded.destroy(Object.assign(err, { statusCode: 408 }));
      }, bodyTimeoutMs);
      const clear = () => clearTimeout(timer);
      guarded.once("end", clear);
      guarded.once("close", clear);
      raw.once("close", clear);
      // Once the response is out the body is of no use (a request answered before its body was read):
      // its timer must not fire later, when nothing reads the stream and its error would be uncaught.
      reply.raw.once("close", clear);
      guarded.on("error", () => {}); // the parser has its own listener while it reads
      payload.pipe(guarded);
      done(null, guarded);
    });

  // Any JSON the body limit lets through is accepted or refused with a 4xx: bodies nested deeper than
  // MAX_JSON_DEPTH (which JSON.stringify and structured clone cannot handle) are refused before any work.
  app.addHook("preValidation", (req, _reply, done) => {
    if (!nestsDeeperThan(req.body, MAX_JSON_DEPTH)) return done();
    done(
      new ApiError(
        400,
        "too_deep",
        `the request body nests deeper than ${MAX_JSON_DEPTH} arrays or objects; flatten it`,
      ),
    );
  });

  app.addHook("onResponse", async (req, reply) => {
    metrics.request(
      req.method,
      req.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send({ error: { code: "not_found", message: `no route ${req.method} ${req.url.split("?")[0]}` } });
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof CancelledError) {
      // A client that went away reads nothing; during shutdown the client is told to retry.
      req.log.warn(
        { err },
        err.reason === "shutting_down"
          ? "request cancelled by the shutdown"
          : "client went away: work cancelled",
      );
      return reply
        .code(503)
        .header("retry-after", "1")
        .send({
          error: {
            code: err.reason === "shutting_down" ? "shutting_down" : "cancelled",
            message: err.message,
          },
        });
    }
    // A store outage anywhere (a route, the dashboard, a lookup) is 503, never 500.
    const api = err instanceof RedisError ? storeUnavailable(err) : err;
    if (api instanceof ApiError) {
      if (api.status >= 500) req.log.error({ err }, `${api.status} ${api.code}`);
      return reply.code(api.status).send({ error: api.toJSON() });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ error: { code: "invalid_request", message: validationMessage(err) } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        err.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "body_too_large"
          : err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "unsupported_media_type"
            : "bad_request";
      return reply.code(status).send({ error: { code, message: err.message } });
    }
    req.log.error({ err }, "internal error");
    return reply.code(500).send({
      error: { code: "internal", message: `internal error (see the server log, request id ${req.id})` },
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/healthz",
    {
      schema: {
        summary: "Liveness: answers without waiting for the worker pool",
        response: { 200: S.Health },
      },
    },
    async () => {
      const s = ctx.pool.stats();
      return {
        status: "ok" as const,
        uptime_s: (Date.now() - started) / 1000,
        workers: s.threads,
        queued: s.queuedFast + s.queuedBulk,
        inflight: s.inflight,
      };
    },
  );

  r.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  r.get("/metrics", { schema: { summary: "Prometheus metrics", hide: false } }, async (_req, reply) => {
    const p = ctx.pool.stats();
    const c = ctx.scorer.counters;
    const text = metrics.render([
      {
        name: "rlve_scored_total",
        help: "Samples scored, by outcome status.",
        type: "counter",
        samples: Object.entries(c.scored).map(([status, n]) => [{ status }, n]),
      },
      {
        name: "rlve_counted_total",
        help: "Samples counted into a curriculum window.",
        type: "counter",
        samples: [[{}, c.counted]],
      },
      {
        name: "rlve_duplicate_samples_total",
        help: "Samples whose sample_key was seen before.",
        type: "counter",
        samples: [[{}, c.duplicates]],
      },
      {
        name: "rlve_tickets_refused_total",
        help: "Tickets refused, by reason.",
        type: "counter",
        samples: Object.entries(c.refused).map(([code, n]) => [{ code }, n]),
      },
      ...poolFamilies(p),
      {
        name: "rlve_instance_cache_total",
        help: "Instance cache lookups in the workers.",
        type: "counter",
        samples: [
          [{ result: "hit" }, p.cacheHits],
          [{ result: "miss" }, p.cacheMisses],
        ],
      },
      ...(ctx.metrics?.() ?? []),
    ]);
    reply.type("text/plain; version=0.0.4").send(text);
  });

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
    async (req) => {
      const b = req.body;
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
        (jobs) => ctx.pool.generate(jobs, b.count > SMALL_BATCH ? "bulk" : "fast", req.cancellation),
      );
      const problems = tickets.map((t, i) => {
        const g = gens[i]!;
        if (!g.ok)
          throw new ApiError(
            422,
            "generation_failed",
            `${t.env} level ${t.level} seed ${t.seed}: ${g.error}`,
          );
        return problemBody(signTicket(t, ctx.secret), t, g);
      });
      return { problems };
    },
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

  // ---- compatibility endpoints: no client code in the trainer ----

  const compatReward = (res: ScoreResult): number => {
    if (res.status === "unscorable") return ctx.unscorableReward;
    return ctx.rewardKey(res.run_id) === "accuracy" ? res.accuracy : res.reward;
  };

  /** Score items and fail the request (4xx) if any ticket is refused: these hooks have no per-item errors. */
  const scoreAll = async (
    items: Array<{ ticket: string; text: string }>,
    small: boolean,
    cancellation: Cancellation,
  ): Promise<ScoreResult[]> => {
    const res = await ctx.scorer.score(items, small ? "fast" : "bulk", cancellation);
    const bad = res.findIndex((x) => "error" in x);
    if (bad >= 0) {
      const e = (res[bad] as ItemError).error;
      throw new ApiError(statusOfCode(e.code), e.code, e.message);
    }
    return res as ScoreResult[];
  };

  const labelTicket = (label: unknown, where: string): string => {
    if (typeof label === "string") return label;
    // Some datasets wrap the label: {"ticket": "..."} or {"rlve_ticket": "..."}.
    if (label !== null && typeof label === "object") {
      const o = label as { ticket?: unknown; rlve_ticket?: unknown };
      const t = o.ticket ?? o.rlve_ticket;
      if (typeof t === "string") return t;
    }
    throw new ApiError(400, "malformed_ticket", `${where}: the label must be an rlve ticket string`);
  };

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
      const res = await scoreAll(items, items.length <= SMALL_BATCH, req.cancellation);
      // Every number a float: OpenRLHF turns each into a tensor (see json-floats.ts).
      return sendFloats(reply, {
        rewards: res.map((x) => float(compatReward(x))),
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
        [{ ticket: labelTicket(b.label, "label"), text: ctx.scorer.text(b.response ?? "") }],
        true,
        req.cancellation,
      );
      const reward = float(compatReward(res!));
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
        [{ ticket, text: ctx.scorer.text(responsesApiText(b.response)) }],
        true,
        req.cancellation,
      );
      return sendFloats(reply, {
        ...b,
        reward: float(compatReward(res!)),
        accuracy: float(res!.accuracy),
        format_score: float(res!.format_score),
        level: res!.level,
        status: res!.status,
      });
    },
  );

  ctx.routes?.(app);
  if (ctx.dashboard !== undefined)
    await registerDashboard(app, {
      ...ctx.dashboard,
      pool: ctx.pool,
      scorer: ctx.scorer,
      secret: ctx.secret,
      token: ctx.token,
    });
  return app;
}

type Family = {
  name: string;
  help: string;
  type: "counter" | "gauge";
  samples: Array<[Record<string, string | number>, number]>;
};

/** The worker pools' metric families: one series per pool (score, gen), queues per pool and lane. */
function poolFamilies(p: PoolStats): Family[] {
  const per = (name: string, help: string, type: Family["type"], key: keyof LaneStats): Family => ({
    name,
    help,
    type,
    samples: (["score", "gen"] as const).map((pool) => [{ pool }, p.pools[pool][key]]),
  });
  return [
    per("rlve_pool_threads", "Worker threads, by pool.", "gauge", "threads"),
    {
      name: "rlve_pool_queued",
      help: "Jobs waiting for a worker, by pool and lane.",
      type: "gauge",
      samples: (["score", "gen"] as const).flatMap((pool): Family["samples"] => [
        [{ pool, lane: "fast" }, p.pools[pool].queuedFast],
        [{ pool, lane: "bulk" }, p.pools[pool].queuedBulk],
      ]),
    },
    per("rlve_pool_inflight_tasks", "Tasks running in workers, by pool.", "gauge", "inflight"),
    per("rlve_pool_jobs_total", "Jobs run, by pool.", "counter", "jobs"),
    per("rlve_pool_timeouts_total", "Jobs stopped by the time budget, by pool.", "counter", "timeouts"),
    per("rlve_pool_failures_total", "Worker tasks that crashed, by pool.", "counter", "failures"),
    per(
      "rlve_pool_cancelled_jobs_total",
      "Jobs cancelled because their request went away or the server shut down, by pool.",
      "counter",
      "cancelledJobs",
    ),
    per(
      "rlve_pool_cancelled_tasks_total",
      "Running tasks stopped (worker terminated) because all their jobs were cancelled, by pool.",
      "counter",
      "cancelledTasks",
    ),
  ];
}

/** Send a compat body with its rewards written as JSON floats (`1.0`, not `1`). */
function sendFloats(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(stringifyWithFloats(body));
}

function statusOfCode(code: string): number {
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
