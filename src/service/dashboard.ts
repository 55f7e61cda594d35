import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { catalogEntry } from "../core/catalog.ts";
import { listEnvs } from "../core/registry.ts";
import { signTicket, type TicketData } from "../core/ticket.ts";
import type { RunStore } from "../curriculum/store.ts";
import { describeSchedule, scheduleLabel } from "../curriculum/strategy.ts";
import type { RunRecord } from "../curriculum/types.ts";
import { ApiError } from "./errors.ts";
import { paramsOf } from "./params.ts";
import type { WorkPool } from "./pool.ts";
import { problemId, type Scorer } from "./scoring.ts";

/**
 * The web dashboard, served by `rlve serve` on the same port: an overview of runs, per-run curriculum
 * charts, the environment browser and evaluation results. The page is static (HTML, one ES module, CSS,
 * and uPlot from its npm package); its data comes from the JSON routes under /dashboard/api, which are
 * thin views over the same stores and worker pool as the API.
 */

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), "dashboard");
const UPLOT = dirname(createRequire(import.meta.url).resolve("uplot/dist/uPlot.esm.js"));

/** Checks since the last change of h from which an environment is reported as stuck. */
export const STUCK_CHECKS = 5;
/** Most levels whose knobs the environment browser lists. */
const KNOB_LEVELS = 16;
/**
 * Most values sent for the h-over-time chart, over all series (x is thinned to this / environments, at
 * least 200 and at most 2000 points; below that every change of h is kept exactly).
 */
const MAX_VALUES = 200_000;

/** One evaluation file the dashboard shows (`rlve dashboard --eval FILE`). */
export interface EvalFile {
  name: string;
  /** "results": eval sample lines (JSONL); "frontier": `rlve eval frontier` output (JSON). */
  kind: "results" | "frontier";
  data: unknown[];
}

export interface DashboardOptions {
  store: RunStore;
  pool: WorkPool;
  scorer: Scorer;
  secret: string;
  /** Bearer token of the service; the dashboard then asks for it once and keeps it in a cookie. */
  token?: string;
  /** Files opened with `--eval`. */
  evalFiles?: EvalFile[];
  /** The highest level of an environment, when known. */
  maxLevel?: (envId: string) => number | null;
}

const COOKIE = "rlve_dashboard";

function cookieValue(token: string): string {
  return createHash("sha256").update(`rlve-dashboard\u0000${token}`).digest("hex");
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a request carries the dashboard cookie of this token. */
export function dashboardCookieOk(req: FastifyRequest, token: string): boolean {
  const got = readCookie(req.headers.cookie, COOKIE);
  return got !== undefined && sameText(got, cookieValue(token));
}

const LOGIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>rlve dashboard: sign in</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1b1f24}
label,input,button{display:block;font:inherit}input{width:100%;margin:.4rem 0 1rem;padding:.5rem;border:1px solid #57606a;border-radius:4px}
button{padding:.5rem 1rem;background:#0b5cad;color:#fff;border:0;border-radius:4px}p.error{color:#a40e26}</style></head>
<body><main><h1>rlve dashboard</h1>
<p>This server requires its bearer token.</p>__ERROR__
<form method="get" action="/dashboard"><label for="token">Token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button></form></main></body></html>
`;

function loginPage(error: boolean): string {
  return LOGIN_PAGE.replace(
    "__ERROR__",
    error ? '<p class="error" role="alert">That token is not the server\'s.</p>' : "",
  );
}

/**
 * Authentication of /dashboard routes when the service has a token: `?token=` once (the login form) sets
 * an HttpOnly, SameSite=Strict cookie; the cookie or the API's bearer header authorise later requests.
 * Returns true when the request may go on; otherwise the reply has been sent.
 */
export function dashboardAuth(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  bearerOk: boolean,
): boolean {
  if (bearerOk || dashboardCookieOk(req, token)) return true;
  const [path = "", query = ""] = req.url.split("?", 2);
  const given = new URLSearchParams(query).get("token");
  const isPage = req.method === "GET" && (path === "/dashboard" || path === "/dashboard/");
  if (isPage && given !== null) {
    if (sameText(cookieValue(given), cookieValue(token))) {
      reply
        .code(303)
        .header("set-cookie", `${COOKIE}=${cookieValue(token)}; HttpOnly; SameSite=Strict; Path=/dashboard`)
        .header("location", "/dashboard")
        .send();
      return false;
    }
    reply.code(401).type("text/html; charset=utf-8").send(loginPage(true));
    return false;
  }
  if (isPage) {
    reply.code(401).type("text/html; charset=utf-8").send(loginPage(false));
    return false;
  }
  reply
    .code(401)
    .send({ error: { code: "unauthorized", message: "sign in at /dashboard or send the bearer token" } });
  return false;
}

/** The mean of numbers (null for none). */
function mean(xs: number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Checks made since h last changed (null when the state predates that bookkeeping). */
function checksSinceChange(e: RunRecord["state"]["envs"][string]): number | null {
  const last = e.history.at(-1);
  if (last === undefined || last.checks === undefined) return null;
  return e.checks - last.checks;
}

/** One run of the overview table. */
export function runOverview(run: RunRecord, maxLevel: (env: string) => number | null) {
  const envs = Object.entries(run.state.envs);
  const hs = envs.map(([, e]) => e.h);
  const ratios = run.state.batches.map((b) => b.effectivePromptRatio);
  return {
    run_id: run.runId,
    environments: envs.length,
    schedule: scheduleLabel(run.config),
    samples_scored: envs.reduce((a, [, e]) => a + e.scored, 0),
    problems_issued: run.state.seq,
    mean_h: mean(hs),
    max_h: hs.length === 0 ? null : Math.max(...hs),
    effective_prompt_ratio: run.state.batches.at(-1)?.effectivePromptRatio ?? null,
    mean_effective_prompt_ratio: mean(ratios),
    stuck: envs.filter(([, e]) => (checksSinceChange(e) ?? 0) >= STUCK_CHECKS).length,
    at_max: envs.filter(([id, e]) => {
      const m = maxLevel(id);
      return m !== null && e.h >= m;
    }).length,
    created_at: run.createdAt,
    last_activity: run.updatedAt,
  };
}

/**
 * The h-over-time series of a run, aligned on one x axis (the run's problem sequence number) as uPlot
 * expects: x, then one array of h per environment. Every change of h is a point; when a run has more
 * change points than its budget, x is thinned to evenly spaced sequence numbers (h is a step
 * function, so each thinned point still carries the exact h at its x).
 */
export function levelSeries(run: RunRecord): { envs: string[]; x: number[]; h: number[][] } {
  const envs = Object.keys(run.state.envs).sort();
  const xs = new Set<number>([0, run.state.seq]);
  for (const id of envs) for (const c of run.state.envs[id]!.history) xs.add(c.seq);
  let x = [...xs].sort((a, b) => a - b);
  const most = Math.min(2000, Math.max(200, Math.floor(MAX_VALUES / Math.max(1, envs.length))));
  if (x.length > most) {
    const last = x.at(-1)!;
    x = [...new Set(Array.from({ length: most }, (_, i) => Math.round((i * last) / (most - 1))))];
  }
  const h = envs.map((id) => {
    const hist = run.state.envs[id]!.history;
    const out = new Array<number>(x.length);
    let j = 0;
    let cur = hist[0]?.h ?? 0;
    for (let i = 0; i < x.length; i++) {
      while (j < hist.length && hist[j]!.seq <= x[i]!) cur = hist[j++]!.h;
      out[i] = cur;
    }
    return out;
  });
  return { envs, x, h };
}

/** Per-environment rows of a run's detail page. */
export function envRows(run: RunRecord, maxLevel: (env: string) => number | null) {
  const w = run.config.windowSize;
  return Object.entries(run.state.envs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, e]) => {
      const m = maxLevel(id);
      const since = checksSinceChange(e);
      return {
        env_id: id,
        h: e.h,
        window: [Math.max(0, e.h - w + 1), e.h] as [number, number],
        counted: e.counted,
        accuracy_at_h: e.counted > 0 ? e.correct / e.counted : null,
        last_check_accuracy: e.lastCheck?.accuracy ?? null,
        scored: e.scored,
        accuracy: e.scored - e.unscorable > 0 ? e.scoredCorrect / (e.scored - e.unscorable) : null,
        unscorable: e.unscorable,
        checks: e.checks,
        checks_since_change: since,
        rises: e.history.length - 1,
        stuck: (since ?? 0) >= STUCK_CHECKS,
        max_level: m,
        at_max: m !== null && e.h >= m,
      };
    });
}

const ProblemIn = z.object({
  env_id: z.string().min(1).max(200),
  level: z.number().int().min(0).max(1_000_000),
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  answer_format: z.enum(["tags", "boxed"]).default("tags"),
});
const ScoreIn = z.object({ ticket: z.string().min(1).max(100_000), response: z.string().max(1_000_000) });

/** Register /dashboard and /dashboard/api/* on the app. */
export async function registerDashboard(app: FastifyInstance, o: DashboardOptions): Promise<void> {
  const maxLevel = o.maxLevel ?? (() => null);
  const index = readFileSync(join(ASSETS, "index.html"), "utf8");
  await app.register(fastifyStatic, {
    root: ASSETS,
    prefix: "/dashboard/assets/",
    decorateReply: false,
    index: false,
    cacheControl: true,
    maxAge: 0,
  });
  await app.register(fastifyStatic, {
    root: UPLOT,
    prefix: "/dashboard/vendor/uplot/",
    decorateReply: false,
    index: false,
    allowedPath: (p) => p === "/uPlot.esm.js" || p === "/uPlot.min.css",
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };

  const page = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(index);
  r.get("/dashboard", { schema: hide }, page);
  r.get("/dashboard/", { schema: hide }, page);

  const getRun = (id: string): RunRecord => {
    const run = o.store.getRun(id);
    if (run === undefined) throw new ApiError(404, "run_not_found", `no run '${id}'`);
    return run;
  };

  r.get("/dashboard/api/overview", { schema: hide }, async () => {
    const runs = o.store
      .listRuns()
      .map((s) => o.store.getRun(s.runId))
      .filter((x): x is RunRecord => x !== undefined)
      .map((run) => runOverview(run, maxLevel))
      .sort((a, b) => b.last_activity.localeCompare(a.last_activity));
    return { runs, environments: listEnvs().length, stuck_checks: STUCK_CHECKS };
  });

  r.get(
    "/dashboard/api/runs/:run",
    { schema: { ...hide, params: z.object({ run: z.string().min(1).max(200) }) } },
    async (req) => {
      const run = getRun(req.params.run);
      return {
        overview: runOverview(run, maxLevel),
        version: run.version,
        stuck_checks: STUCK_CHECKS,
        config: {
          schedule: describeSchedule(run.config),
          window_size: run.config.windowSize,
          accuracy_threshold: run.config.accuracyThreshold,
          min_prompts: run.config.minPrompts,
          group_size: run.config.groupSize,
          update_mode: run.config.updateTiming,
        },
        envs: envRows(run, maxLevel),
        levels: levelSeries(run),
        batches: run.state.batches.map((b, i) => ({
          step: b.step ?? i + 1,
          effective_prompt_ratio: b.effectivePromptRatio,
          accuracy: b.accuracy,
          groups: b.groups,
        })),
      };
    },
  );

  r.get("/dashboard/api/envs", { schema: hide }, async () => ({
    envs: listEnvs().map((e) => ({
      env_id: e.id,
      rlve_id: e.rlveId ?? null,
      title: e.title,
      category: e.category,
      split: e.split,
      answer_kind: e.answerKind,
      reward_style: (e.rlveId === undefined ? undefined : catalogEntry(e.rlveId))?.rewardStyle ?? null,
      version: e.version,
      max_level: maxLevel(e.id),
      example: e.answerExample ?? null,
    })),
  }));

  r.get(
    "/dashboard/api/envs/:env",
    { schema: { ...hide, params: z.object({ env: z.string().min(1).max(200) }) } },
    async (req) => {
      const env = listEnvs().find((e) => e.id === req.params.env);
      if (env === undefined)
        throw new ApiError(404, "unknown_environment", `no environment '${req.params.env}'`);
      const top = Math.min(maxLevel(env.id) ?? KNOB_LEVELS - 1, KNOB_LEVELS - 1);
      const knobs: Array<{ level: number; params: unknown }> = [];
      for (let level = 0; level <= top; level++) {
        try {
          knobs.push({ level, params: paramsOf(env, level) });
        } catch {
          break;
        }
      }
      return { env_id: env.id, title: env.title, max_level: maxLevel(env.id), knobs };
    },
  );

  r.post("/dashboard/api/problem", { schema: { ...hide, body: ProblemIn } }, async (req) => {
    const b = req.body;
    const env = listEnvs().find((e) => e.id === b.env_id);
    if (env === undefined) throw new ApiError(404, "unknown_environment", `no environment '${b.env_id}'`);
    const m = maxLevel(env.id);
    if (m !== null && b.level > m)
      throw new ApiError(422, "level_above_max", `${env.id}: level ${b.level} is above its maximum ${m}`);
    const t: TicketData = {
      t: 1,
      run: null,
      id: problemId(env.id, env.version, b.level, b.seed, b.answer_format),
      env: env.id,
      version: env.version,
      level: b.level,
      seed: b.seed,
      params: paramsOf(env, b.level),
      format: b.answer_format,
      split: "eval",
      threshold: env.passingThreshold,
    };
    const [g] = await o.pool.generate(
      [
        {
          env: env.id,
          version: env.version,
          level: b.level,
          seed: b.seed,
          format: b.answer_format,
          style: "plain",
          reference: true,
        },
      ],
      "fast",
    );
    if (g === undefined || !g.ok)
      throw new ApiError(422, "generation_failed", g?.ok === false ? g.error : "generation failed");
    return {
      ticket: signTicket(t, o.secret),
      prompt: g.prompt,
      reference: g.reference ?? null,
      params: g.params,
    };
  });

  r.post("/dashboard/api/score", { schema: { ...hide, body: ScoreIn } }, async (req) => {
    const [res] = await o.scorer.score(
      [{ ticket: req.body.ticket, response: req.body.response, update: false }],
      "fast",
    );
    if (res === undefined) throw new ApiError(500, "internal", "no result");
    if ("error" in res) throw new ApiError(400, res.error.code, res.error.message);
    return {
      reward: res.reward,
      accuracy: res.accuracy,
      format_score: res.format_score,
      status: res.status,
      reason: res.reason,
    };
  });

  r.get("/dashboard/api/eval", { schema: hide }, async () => ({ files: o.evalFiles ?? [] }));
}

/** Read an eval results file (JSONL sample lines) or a frontier file (JSON array) for the dashboard. */
export function readEvalFile(path: string, text: string): EvalFile {
  const name = path.split(/[\\/]/).pop() ?? path;
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    const data = JSON.parse(trimmed) as unknown;
    if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON array (frontier.json)`);
    return { name, kind: "frontier", data };
  }
  if (trimmed.startsWith("{") && !trimmed.includes("\n")) {
    const obj = JSON.parse(trimmed) as { frontiers?: unknown };
    if (Array.isArray(obj.frontiers)) return { name, kind: "frontier", data: obj.frontiers };
  }
  const data: unknown[] = [];
  trimmed.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`${path}:${i + 1}: not valid JSON`);
    }
    delete row.output;
    data.push(row);
  });
  return { name, kind: "results", data };
}
