import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type DashboardOptions, registerDashboard } from "./dashboard.ts";
import type { Cancellation } from "./errors.ts";
import { registerErrorHandlers, registerGuards } from "./guards.ts";
import { Metrics } from "./metrics.ts";
import type { WorkPool } from "./pool.ts";
import { nativeRoutes } from "./protocols/native.ts";
import { nemoGymRoutes } from "./protocols/nemo-gym.ts";
import { openEnvProtocol } from "./protocols/openenv.ts";
import { openRlhfRoutes } from "./protocols/openrlhf.ts";
import { opsRoutes } from "./protocols/ops.ts";
import { slimeRoutes } from "./protocols/slime.ts";
import type * as S from "./schemas.ts";
import type { Scorer } from "./scoring.ts";

export { problemBody } from "./problem-body.ts";

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
  /** Issuing from runs (runs.ts), for protocols that issue problems themselves (OpenEnv's reset). */
  issuer?: Issuer;
  /** OpenEnv WebSocket sessions: most at once and most idle time, ms (0: none). */
  openEnv?: { maxSessions?: number; idleTimeoutMs?: number };
}

/** What a protocol needs of the runs layer to issue problems (Runs implements it). */
export interface Issuer {
  issue(
    runId: string,
    body: z.infer<typeof S.IssueBody>,
    cancellation?: Cancellation,
  ): Promise<Array<z.infer<typeof S.ProblemBody>>>;
  claim(
    runId: string,
    body: z.infer<typeof S.ClaimBody>,
    cancellation?: Cancellation,
  ): Promise<z.infer<typeof S.ProblemBody>>;
}

export { DEFAULT_BODY_TIMEOUT_MS, hostAllowed, hostName, MAX_JSON_DEPTH, nestsDeeperThan } from "./guards.ts";

/** A Fastify instance with the shared setup: limits, OpenAPI, guards, request metrics, error bodies. */
async function baseApp(
  ctx: AppContext,
): Promise<{ app: FastifyInstance; metrics: Metrics; started: number }> {
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

  const metrics = new Metrics();
  const started = Date.now();
  registerGuards(app, ctx);
  app.addHook("onResponse", async (req, reply) => {
    metrics.request(
      req.method,
      req.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  registerErrorHandlers(app);
  return { app, metrics, started };
}

/** The main server: every protocol, each a plugin (src/service/protocols/). */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { app, metrics, started } = await baseApp(ctx);
  await app.register(opsRoutes, { ctx, metrics, started }); // /healthz, /openapi.json, /metrics
  await app.register(nativeRoutes, { ctx }); // /v1/envs, /v1/problems, /v1/score[/batch]
  ctx.routes?.(app); // /v1/runs/... (runs, issuing, claims, outcomes: runs.ts)
  await app.register(openRlhfRoutes, { ctx }); // /compat/openrlhf
  await app.register(slimeRoutes, { ctx }); // /compat/slime
  await app.register(nemoGymRoutes, { ctx, prefix: "/compat/nemo-gym" }); // NeMo Gym, under a path
  await app.register(openEnvProtocol, { ctx }); // OpenEnv: /ws, /reset, /step, /schema, ... (+ /openenv/runs/:run_id/)
  // (one line per further protocol plugin here)
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

/**
 * The NeMo Gym listener (`rlve serve --nemo-gym-port`): NeMo Gym's resources-server routes at the server
 * root, as its client calls them (`http://host:port/verify`), and under `/ng-rollout/<id>/`.
 */
export async function buildNemoGymApp(ctx: AppContext): Promise<FastifyInstance> {
  const { app, metrics, started } = await baseApp(ctx);
  await app.register(opsRoutes, { ctx, metrics, started, only: ["/healthz", "/openapi.json"] });
  await app.register(nemoGymRoutes, { ctx });
  await app.register(nemoGymRoutes, { ctx, prefix: "/ng-rollout/:rollout_id" });
  return app;
}
