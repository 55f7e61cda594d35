/**
 * OpenEnv's environment-server protocol (meta-pytorch/OpenEnv, src/openenv/core/env_server/http_server.py
 * HTTPEnvServer.register_routes; message and body types in env_server/types.py):
 *
 * - WebSocket `/ws`: one session per connection; messages `{"type": "reset", "data": {...}}`,
 *   `{"type": "step", "data": <action>}`, `{"type": "state"}`, `{"type": "close"}`; answers
 *   `{"type": "observation", "data": {observation, reward, done}}`, `{"type": "state", "data": {...}}` or
 *   `{"type": "error", "data": {message, code}}` with OpenEnv's WSErrorCode values.
 * - HTTP `POST /reset` and `POST /step`, stateless: the ticket rides in the observation and comes back in
 *   the action. `GET /state`, `/schema`, `/health`, `/metadata`.
 *
 * OpenEnv's clients turn `http://host:port` into `ws://host:port/ws` (src/openenv/core/utils.py
 * convert_to_ws_url, used by env_client.py EnvClient.__init__), so the routes live at the server root, and
 * again under `/openenv/runs/<run>/` where a reset without `run_id` draws from that run.
 *
 * One episode is one problem: reset issues it (from a run: its curriculum, or through a claim slot so that
 * every member of a GRPO group gets the same problem; without a run: a stateless problem at an
 * environment, level and seed); step scores the response and ends the episode. The curriculum semantics
 * are the native API's (runs.ts issues, the scorer counts): a repeated step of an episode is scored again
 * but never counted twice, eval tickets never move h.
 */
import { createHash, randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { WebSocket } from "ws";
import { z } from "zod";
import type { AppContext } from "../app.ts";
import { ApiError, Cancellation, CancelledError } from "../errors.ts";
import * as S from "../schemas.ts";
import type { ScoreResult } from "../scoring.ts";
import { statelessProblems } from "./native.ts";
import { compatReward, statusOfCode } from "./shared.ts";

/** Default most concurrent WebSocket sessions (`--openenv-max-sessions`). */
export const DEFAULT_OPENENV_MAX_SESSIONS = 8192;
/** Default most idle time of a WebSocket session, ms (`--openenv-idle-timeout`). */
export const DEFAULT_OPENENV_IDLE_MS = 900_000;
/** Messages a session may have waiting behind the one being answered; more close the session. */
export const MAX_QUEUED_MESSAGES = 8;

/** OpenEnv's WSErrorCode (env_server/types.py). */
export type WsErrorCode =
  | "INVALID_JSON"
  | "UNKNOWN_TYPE"
  | "VALIDATION_ERROR"
  | "EXECUTION_ERROR"
  | "CAPACITY_REACHED"
  | "SESSION_ERROR";

type Problem = z.infer<typeof S.ProblemBody>;

/** What reset accepts (OpenEnv's ResetRequest fields seed and episode_id, and rlve's own). */
export const ResetData = z
  .object({
    run_id: z.string().min(1).max(200).optional().describe("Draw the problem from this run's curriculum"),
    slot: z
      .string()
      .min(1)
      .max(256)
      .optional()
      .describe("With a run: every reset naming this slot gets the same problem (one per GRPO group)"),
    group_size: z
      .number()
      .int()
      .min(1)
      .max(4096)
      .optional()
      .describe("With a slot: release it after this many resets (the next one binds a new problem)"),
    split: z
      .enum(["train", "eval"])
      .optional()
      .describe("train (default with a run) or eval (never moves h)"),
    env_id: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe("Without a run: the environment; with one: restrict to it"),
    level: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe("Without a run: the level; with one: eval only"),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe("Without a run: the seed"),
    answer_format: S.AnswerFormatIn.optional(),
    episode_id: z.string().min(1).max(255).optional(),
  })
  .strict();

/** The action of a step: the model's response (the only required field: verifiers sends a raw reply so). */
export const StepAction = z
  .object({
    response: S.ModelResponse.describe("The model output: text, or a message list"),
    ticket: S.Ticket.optional().describe("The observation's ticket: required over HTTP, implied on /ws"),
    episode_id: z.string().min(1).max(255).optional().describe("Over HTTP: the observation's episode_id"),
    sample_key: z.string().min(1).max(256).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .meta({ title: "RlveAction" });

const Outcome = z.object({
  status: z.string(),
  reward: z.number(),
  accuracy: z.number(),
  format_score: z.number(),
  reason: z.string(),
  counted: z.boolean(),
  count_reason: z.string(),
  difficulty: z.number().nullable(),
});

const ObservationSchema = z
  .object({
    prompt: z.string(),
    messages: z.array(z.object({ role: z.string(), content: z.string() })),
    ticket: z.string(),
    episode_id: z.string(),
    run_id: z.string().nullable(),
    env_id: z.string(),
    level: z.number().int(),
    seed: z.number().int(),
    split: z.enum(["train", "eval"]),
    problem_id: z.string(),
    answer_format: z.enum(["tags", "boxed"]),
    outcome: Outcome.nullable().describe("null after reset; the score after step"),
  })
  .meta({ title: "RlveObservation" });

const StateSchema = z
  .object({
    episode_id: z.string().nullable(),
    step_count: z.number().int(),
    done: z.boolean(),
    ticket: z.string().nullable(),
  })
  .meta({ title: "RlveState" });

const HttpStepBody = z
  .object({
    action: z.record(z.string(), z.unknown()),
    timeout_s: z.number().positive().optional(),
    request_id: z.string().max(255).optional(),
  })
  .strict();

/** An error a session reports to its client. */
class WsError extends Error {
  constructor(
    readonly code: WsErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Episode {
  problem: Problem;
  episodeId: string;
  steps: number;
  last?: ScoreResult;
}

interface Session {
  socket: WebSocket;
  episode?: Episode;
  lastActivity: number;
  queued: number;
  chain: Promise<void>;
  /** The cancellation of the message being answered (a fresh one each: handlers never pile up). */
  current?: Cancellation;
  closed: boolean;
}

/** The WebSocket sessions of one server: capacity, idle reaping, and their count for /metrics. */
export class OpenEnvSessions {
  readonly active = new Set<Session>();
  opened = 0;
  refused = 0;
  reaped = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly maxSessions = DEFAULT_OPENENV_MAX_SESSIONS,
    readonly idleMs = DEFAULT_OPENENV_IDLE_MS,
  ) {}

  start(): void {
    if (this.timer !== undefined || this.idleMs <= 0) return;
    this.timer = setInterval(() => this.reap(Date.now()), Math.max(50, Math.min(this.idleMs / 4, 30_000)));
    this.timer.unref();
  }

  /** Close the sessions idle for longer than idleMs (one waiting on its own work is not idle). */
  reap(now: number): void {
    for (const s of this.active) {
      if (s.queued === 0 && now - s.lastActivity > this.idleMs) {
        this.reaped++;
        sendError(s.socket, "SESSION_ERROR", `session idle for more than ${this.idleMs} ms: closed`);
        s.socket.close(1000, "idle");
        this.drop(s);
      }
    }
  }

  drop(s: Session): void {
    s.closed = true;
    if (this.active.delete(s)) s.current?.cancel();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const s of this.active) {
      s.socket.close(1001, "server shutting down");
      this.drop(s);
    }
  }
}

function sendError(
  socket: WebSocket,
  code: WsErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  send(socket, { type: "error", data: { message, code, ...extra } });
}

function send(socket: WebSocket, msg: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
}

/** "data.level: message; ..." from a zod error. */
function zodMessage(err: z.ZodError, where: string): string {
  return err.issues
    .slice(0, 10)
    .map((i) => `${[where, ...i.path.map(String)].join(".")}: ${i.message}`)
    .join("; ");
}

/** The observation of a problem (after reset: no outcome). */
function observationOf(p: Problem, episodeId: string, outcome: ScoreResult | null, reward: number | null) {
  return {
    observation: {
      prompt: p.prompt,
      messages: p.messages,
      ticket: p.ticket,
      episode_id: episodeId,
      run_id: p.run_id,
      env_id: p.env_id,
      level: p.level,
      seed: p.seed,
      split: p.split,
      problem_id: p.problem_id,
      answer_format: p.answer_format,
      outcome:
        outcome === null
          ? null
          : {
              status: outcome.status,
              reward: outcome.reward,
              accuracy: outcome.accuracy,
              format_score: outcome.format_score,
              reason: outcome.reason,
              counted: outcome.counted,
              count_reason: outcome.count_reason,
              difficulty: outcome.difficulty,
            },
    },
    reward,
    done: outcome !== null,
  };
}

/**
 * The OpenEnv protocol: WebSocket support, one table of sessions, and the routes at the root and under
 * /openenv/runs/:run_id.
 */
export async function openEnvProtocol(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const sessions = new OpenEnvSessions(
    ctx.openEnv?.maxSessions ?? DEFAULT_OPENENV_MAX_SESSIONS,
    ctx.openEnv?.idleTimeoutMs ?? DEFAULT_OPENENV_IDLE_MS,
  );
  await app.register(websocket, { options: { maxPayload: ctx.bodyLimit ?? 32 * 1024 * 1024 } });
  sessions.start();
  app.addHook("preClose", async () => sessions.stop());
  await app.register(openEnvRoutes, { ctx, sessions });
  await app.register(openEnvRoutes, { ctx, sessions, prefix: "/openenv/runs/:run_id" });
}

interface OpenEnvOptions {
  ctx: AppContext;
  sessions: OpenEnvSessions;
}

/** The OpenEnv routes, relative to the plugin's prefix (the root, or /openenv/runs/:run_id). */
async function openEnvRoutes(app: FastifyInstance, { ctx, sessions }: OpenEnvOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const runOf = (req: FastifyRequest): string | undefined =>
    (req.params as { run_id?: string } | undefined)?.run_id;

  /** The problem of a reset. */
  const reset = async (data: z.infer<typeof ResetData>, prefixRun: string | undefined, c: Cancellation) => {
    const run = data.run_id ?? prefixRun;
    if (run === undefined) {
      if (data.env_id === undefined || data.level === undefined)
        throw new ApiError(
          400,
          "invalid_request",
          "reset needs run_id (or a /openenv/runs/<run> URL), or env_id and level",
        );
      if (data.slot !== undefined || data.group_size !== undefined)
        throw new ApiError(400, "invalid_request", "slot and group_size need a run");
      const [p] = await statelessProblems(
        ctx,
        {
          env_id: data.env_id,
          level: data.level,
          seed: data.seed ?? 0,
          count: 1,
          answer_format: data.answer_format ?? "tags",
          prompt_style: "plain",
          split: data.split ?? "eval",
          include_reference: false,
        },
        c,
      );
      return p!;
    }
    if (ctx.issuer === undefined) throw new ApiError(404, "unknown_run", "this server has no runs");
    if (data.seed !== undefined || data.answer_format !== undefined)
      throw new ApiError(
        400,
        "invalid_request",
        "seed and answer_format follow the run (give them without a run)",
      );
    const split = data.split ?? "train";
    if (data.slot !== undefined) {
      if (data.env_id !== undefined || data.level !== undefined)
        throw new ApiError(400, "invalid_request", "a claimed slot takes no env_id or level");
      return ctx.issuer.claim(
        run,
        { slot: data.slot, split, ...(data.group_size === undefined ? {} : { group_size: data.group_size }) },
        c,
      );
    }
    if (data.group_size !== undefined) throw new ApiError(400, "invalid_request", "group_size needs a slot");
    const [p] = await ctx.issuer.issue(
      run,
      {
        count: 1,
        split,
        include_reference: false,
        ...(data.env_id === undefined ? {} : { env_ids: [data.env_id] }),
        ...(data.level === undefined ? {} : { levels: [data.level] }),
      },
      c,
    );
    return p!;
  };

  /** Score a step's response against a ticket; a refused ticket is an error, model output never is. */
  const score = async (
    ticket: string,
    action: z.infer<typeof StepAction>,
    episodeId: string | undefined,
    c: Cancellation,
  ) => {
    const key =
      action.sample_key ??
      (episodeId === undefined
        ? undefined
        : `openenv:${createHash("sha256").update(ticket).update("\0").update(episodeId).digest("hex").slice(0, 40)}`);
    const [res] = await ctx.scorer.score(
      [{ ticket, response: action.response, ...(key === undefined ? {} : { sample_key: key }) }],
      "fast",
      c,
    );
    if ("error" in res!) throw new ApiError(statusOfCode(res.error.code), res.error.code, res.error.message);
    return res as ScoreResult;
  };

  /** The problem a stateless step names: its ticket, read back into the observation's fields. */
  const ticketProblem = (ticket: string, res: ScoreResult): Problem => ({
    problem_id: res.problem_id,
    ticket,
    run_id: res.run_id,
    env_id: res.env_id,
    env_version: res.env_version,
    level: res.level,
    top_level_at_issue: null,
    seed: res.seed,
    split: res.split,
    prompt: "",
    messages: [],
    answer_format: "tags",
    issued_at: new Date().toISOString(),
  });

  r.get("/health", { schema: { summary: "OpenEnv health" } }, async () => ({ status: "healthy" }));

  r.get("/metadata", { schema: { summary: "OpenEnv environment metadata" } }, async () => ({
    name: "rlve",
    description:
      "Adaptive verifiable environments: reset issues a problem (from a run's curriculum, or at an environment, level and seed), step scores the response and ends the episode.",
    readme_content: null,
    version: "1",
    author: null,
    documentation_url: null,
  }));

  r.get(
    "/schema",
    { schema: { summary: "OpenEnv JSON schemas of the action, observation and state" } },
    async () => ({
      action: z.toJSONSchema(StepAction, { io: "input" }),
      observation: z.toJSONSchema(ObservationSchema),
      state: z.toJSONSchema(StateSchema),
    }),
  );

  r.get("/state", { schema: { summary: "OpenEnv state over HTTP (stateless: no episode)" } }, async () => ({
    episode_id: null,
    step_count: 0,
    done: false,
    ticket: null,
  }));

  r.post(
    "/reset",
    {
      schema: {
        summary: "OpenEnv reset over HTTP: a problem, its ticket in the observation (nothing is kept)",
        body: ResetData.optional(),
      },
    },
    async (req) => {
      const data = req.body ?? {};
      const episodeId = data.episode_id ?? randomUUID();
      return observationOf(await reset(data, runOf(req), req.cancellation), episodeId, null, null);
    },
  );

  r.post(
    "/step",
    {
      schema: {
        summary: "OpenEnv step over HTTP: score action.response against action.ticket (from the observation)",
        body: HttpStepBody,
      },
    },
    async (req) => {
      const parsed = StepAction.safeParse(req.body.action);
      if (!parsed.success)
        throw new ApiError(400, "invalid_request", zodMessage(parsed.error, "body.action"));
      const action = parsed.data;
      if (action.ticket === undefined)
        throw new ApiError(
          400,
          "invalid_request",
          "body.action.ticket: over HTTP the step names its ticket (the observation's)",
        );
      const res = await score(action.ticket, action, action.episode_id, req.cancellation);
      const out = observationOf(
        ticketProblem(action.ticket, res),
        action.episode_id ?? "",
        res,
        compatReward(ctx, res),
      );
      return out;
    },
  );

  const handle = async (
    s: Session,
    raw: string,
    prefixRun: string | undefined,
    c: Cancellation,
  ): Promise<"close" | undefined> => {
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch (err) {
      throw new WsError("INVALID_JSON", `Invalid JSON: ${(err as Error).message}`);
    }
    if (msg === null || typeof msg !== "object" || Array.isArray(msg))
      throw new WsError("VALIDATION_ERROR", "Invalid message: a JSON object with a type is expected");
    const m = msg as { type?: unknown; data?: unknown };
    switch (m.type) {
      case "reset": {
        const keys = Object.keys(m).filter((k) => k !== "type" && k !== "data");
        if (keys.length > 0)
          throw new WsError("VALIDATION_ERROR", `Invalid message: unknown field ${keys[0]}`);
        const parsed = ResetData.safeParse(m.data ?? {});
        if (!parsed.success)
          throw new WsError("VALIDATION_ERROR", `Invalid message: ${zodMessage(parsed.error, "data")}`);
        const problem = await reset(parsed.data, prefixRun, c);
        const episodeId = parsed.data.episode_id ?? randomUUID();
        s.episode = { problem, episodeId, steps: 0 };
        send(s.socket, { type: "observation", data: observationOf(problem, episodeId, null, null) });
        return;
      }
      case "step": {
        const parsed = StepAction.safeParse(m.data);
        if (!parsed.success)
          throw new WsError("VALIDATION_ERROR", `Invalid message: ${zodMessage(parsed.error, "data")}`);
        const e = s.episode;
        if (e === undefined) throw new WsError("EXECUTION_ERROR", "step before reset: reset first");
        if (parsed.data.ticket !== undefined && parsed.data.ticket !== e.problem.ticket)
          throw new WsError("EXECUTION_ERROR", "data.ticket is not this episode's ticket");
        // A step after the episode ended (a retry) is scored again, never counted twice (same sample key).
        const res = await score(e.problem.ticket, parsed.data, e.episodeId, c);
        e.steps++;
        e.last = res;
        send(s.socket, {
          type: "observation",
          data: observationOf(e.problem, e.episodeId, res, compatReward(ctx, res)),
        });
        return;
      }
      case "state": {
        const e = s.episode;
        send(s.socket, {
          type: "state",
          data: {
            episode_id: e?.episodeId ?? null,
            step_count: e?.steps ?? 0,
            done: e?.last !== undefined,
            ticket: e?.problem.ticket ?? null,
          },
        });
        return;
      }
      case "close":
        return "close";
      default:
        throw new WsError(
          "UNKNOWN_TYPE",
          `Unknown message type: ${typeof m.type === "string" ? m.type : String(m.type)}`,
        );
    }
  };

  app.get(
    "/ws",
    { websocket: true, schema: { summary: "OpenEnv WebSocket sessions (reset/step/state/close)" } },
    (socket, req) => {
      if (sessions.active.size >= sessions.maxSessions) {
        sessions.refused++;
        sendError(
          socket,
          "CAPACITY_REACHED",
          `the server holds ${sessions.maxSessions} sessions (--openenv-max-sessions)`,
          {
            active_sessions: sessions.active.size,
            max_sessions: sessions.maxSessions,
          },
        );
        socket.close(1013, "capacity reached");
        return;
      }
      const prefixRun = runOf(req);
      const s: Session = {
        socket,
        lastActivity: Date.now(),
        queued: 0,
        chain: Promise.resolve(),
        closed: false,
      };
      sessions.active.add(s);
      sessions.opened++;
      socket.on("message", (data, isBinary) => {
        if (!sessions.active.has(s)) return;
        s.lastActivity = Date.now();
        if (s.queued > MAX_QUEUED_MESSAGES) {
          sendError(
            socket,
            "SESSION_ERROR",
            `more than ${MAX_QUEUED_MESSAGES} messages waiting: send one at a time`,
          );
          socket.close(1008, "too many messages waiting");
          sessions.drop(s);
          return;
        }
        s.queued++;
        const raw = isBinary ? Buffer.from(data as Buffer).toString("utf8") : data.toString();
        s.chain = s.chain.then(async () => {
          if (s.closed) return;
          const c = new Cancellation();
          s.current = c;
          try {
            if ((await handle(s, raw, prefixRun, c)) === "close") {
              socket.close(1000, "closed");
              sessions.drop(s);
            }
          } catch (err) {
            if (err instanceof WsError) sendError(socket, err.code, err.message, err.extra);
            else if (err instanceof CancelledError) sendError(socket, "SESSION_ERROR", err.message);
            else if (err instanceof ApiError)
              sendError(socket, "EXECUTION_ERROR", err.message, { rlve_code: err.code, status: err.status });
            else {
              req.log.error({ err }, "openenv session: internal error");
              sendError(
                socket,
                "EXECUTION_ERROR",
                `internal error (see the server log, request id ${req.id})`,
              );
            }
          } finally {
            s.current = undefined;
            s.queued--;
            s.lastActivity = Date.now();
          }
        });
      });
      socket.on("close", () => sessions.drop(s));
      socket.on("error", () => sessions.drop(s));
    },
  );
}
