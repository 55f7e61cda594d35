/**
 * The HTTP guards every listener shares: the Host check (DNS rebinding), bearer authentication, request
 * cancellation, the slow-body timeout, the JSON depth limit, and the error and not-found bodies.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { RedisError } from "../curriculum/redis-sync.ts";
import type { AppContext } from "./app.ts";
import { dashboardAuth } from "./dashboard.ts";
import { ApiError, Cancellation, CancelledError, storeUnavailable } from "./errors.ts";

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

/** The Host check, bearer authentication, cancellation, body timeout and depth limit (onRequest .. preValidation). */
export function registerGuards(app: FastifyInstance, ctx: AppContext): void {
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
}

/** The documented error body for every failure, and for unknown routes. */
export function registerErrorHandlers(app: FastifyInstance): void {
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
}
