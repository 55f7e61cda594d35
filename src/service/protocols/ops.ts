/** Operations routes: liveness (/healthz), the OpenAPI document and Prometheus metrics. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../app.ts";
import type { Metrics } from "../metrics.ts";
import type { LaneStats, PoolStats } from "../pool.ts";
import * as S from "../schemas.ts";

export interface OpsOptions {
  ctx: AppContext;
  /** Request metrics, fed by buildApp's onResponse hook. */
  metrics: Metrics;
  /** Date.now() when the app was built (for uptime). */
  started: number;
  /** Register only these routes (default: all). */
  only?: ReadonlyArray<"/healthz" | "/openapi.json" | "/metrics">;
}

export async function opsRoutes(
  app: FastifyInstance,
  { ctx, metrics, started, only }: OpsOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const want = (path: "/healthz" | "/openapi.json" | "/metrics") => only === undefined || only.includes(path);

  if (want("/healthz"))
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

  if (want("/openapi.json")) r.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  if (want("/metrics"))
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
