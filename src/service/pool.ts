import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { unscorable } from "../core/env.ts";
import type { Outcome } from "../core/outcome.ts";
import { loadedEnvFiles } from "../core/registry.ts";
import { type Cancellation, CancelledError } from "./errors.ts";
import {
  type GenFailure,
  type GenJob,
  type GenResult,
  runTask,
  type ScoreJob,
  type Task,
  type TaskResult,
} from "./work.ts";

/**
 * The worker pools for scoring and generation, each with a small scheduler in front of its own piscina:
 * - scoring and generation never share a thread: a slow generation cannot delay a score, and the other
 *   way round;
 * - inside each pool, two lanes: `fast` (single scores, claims, small issues) is always served before
 *   `bulk` (batches), so small requests stay fast while big batches run;
 * - jobs waiting in a lane are packed into tasks of up to `chunkSize` jobs, which amortises the message
 *   cost (concurrent single-score requests share one task);
 * - every job has a time budget (`timeoutMs` of running time, not queueing): the worker reports which job
 *   it runs, so a job over budget stops its worker, fails alone, and the rest of its task runs again;
 *   a task that crashes its worker is retried job by job, and a job that still fails is `unscorable`
 *   (scoring) or a failure (generation). piscina replaces the stopped worker;
 * - a request that goes away cancels its jobs (a Cancellation): queued jobs are dropped and a running
 *   task whose jobs are all cancelled is stopped (its worker is terminated and replaced).
 * threads = 0 runs everything inline on the calling thread (tests, in-process library use; no timeouts).
 */

export interface PoolOptions {
  /**
   * Worker threads of both pools together; 0 runs inline. Generation gets floor(threads / 2), scoring
   * the rest, each at least 1. Default: max(2, available cores) (see defaultThreads).
   */
  threads?: number;
  /** Time budget of one job (running time) in ms. */
  timeoutMs?: number;
  /** Most jobs packed into one task. */
  chunkSize?: number;
  /** Most characters of model output packed into one task. */
  chunkChars?: number;
  /** Instances cached per worker. */
  cacheSize?: number;
  /** Heap limit of a worker in MiB: a generator that exceeds it stops its worker, not the server. */
  workerMemoryMb?: number;
  /** Replace the worker handler module (a file URL); a test hook. */
  module?: string;
}

export type Lane = "fast" | "bulk";
export type PoolName = "score" | "gen";

/** Default worker threads: every core, at least 2 (one per pool). */
export function defaultThreads(): number {
  return Math.max(2, availableParallelism());
}

/** How `threads` splits into [score, gen] threads. */
export function splitThreads(threads: number): [number, number] {
  if (threads <= 0) return [0, 0];
  const gen = Math.max(1, Math.floor(threads / 2));
  return [Math.max(1, threads - gen), gen];
}

interface Running {
  chunk: Entry[];
  ac: AbortController;
  cancelled: boolean;
}

interface Entry {
  kind: Task["kind"];
  job: ScoreJob | GenJob;
  chars: number;
  solo: boolean;
  resolve: (r: Outcome | GenResult | GenFailure) => void;
  reject: (e: unknown) => void;
  /** Set once the entry's request went away (or the pool shuts down); it is then never resolved. */
  cancelled: boolean;
  /** Set once resolved. */
  settled: boolean;
  running?: Running;
}

/** A FIFO with O(1) push and shift. */
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(x: T): void {
    this.items.push(x);
  }
  unshift(x: T): void {
    if (this.head > 0) this.items[--this.head] = x;
    else this.items.unshift(x);
  }
  peek(): T | undefined {
    return this.items[this.head];
  }
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const x = this.items[this.head];
    this.items[this.head++] = undefined as T;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return x;
  }
  /** Drop every item (returns them). */
  drain(): T[] {
    const out = this.items.slice(this.head);
    this.items = [];
    this.head = 0;
    return out;
  }
}

export interface LaneStats {
  threads: number;
  queuedFast: number;
  queuedBulk: number;
  inflight: number;
  tasks: number;
  jobs: number;
  timeouts: number;
  failures: number;
  /** Jobs cancelled because their request went away or the server shut down. */
  cancelledJobs: number;
  /** Running tasks stopped because all their jobs were cancelled. */
  cancelledTasks: number;
  cacheHits: number;
  cacheMisses: number;
}

export interface PoolStats extends LaneStats {
  pools: Record<PoolName, LaneStats>;
}

/** One pool: a piscina (or inline) with its two lanes. */
class Lanes {
  private readonly piscina: Piscina | undefined;
  private readonly fast = new Queue<Entry>();
  private readonly bulk = new Queue<Entry>();
  private readonly running = new Set<Running>();
  private readonly maxInflight: number;
  private inflight = 0;
  private pumpScheduled = false;
  private readonly counters = {
    tasks: 0,
    jobs: 0,
    timeouts: 0,
    failures: 0,
    cancelledJobs: 0,
    cancelledTasks: 0,
    cacheHits: 0,
    cacheMisses: 0,
  };
  private idleWaiters: Array<() => void> = [];

  constructor(
    readonly threads: number,
    private readonly timeoutMs: number,
    private readonly chunkSize: number,
    private readonly chunkChars: number,
    opts: PoolOptions,
  ) {
    if (threads > 0) {
      this.piscina = new Piscina({
        filename: fileURLToPath(new URL("./worker-entry.mjs", import.meta.url)),
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: Number.POSITIVE_INFINITY,
        resourceLimits: { maxOldGenerationSizeMb: opts.workerMemoryMb ?? 2048 },
        // envsFrom: the user's environment modules this thread loaded (--envs-from); workers load them too.
        workerData: { cacheSize: opts.cacheSize ?? 4096, module: opts.module, envsFrom: loadedEnvFiles() },
      });
      this.piscina.on("error", () => {});
    }
    this.maxInflight = Math.max(1, threads * 2);
  }

  async warm(): Promise<void> {
    if (this.piscina === undefined) return;
    await Promise.all(
      Array.from({ length: this.threads }, () => this.piscina!.run({ kind: "score", jobs: [] })),
    );
  }

  stats(): LaneStats {
    return {
      threads: this.threads,
      queuedFast: this.fast.length,
      queuedBulk: this.bulk.length,
      inflight: this.inflight,
      ...this.counters,
    };
  }

  submit(
    kind: Task["kind"],
    jobs: Array<ScoreJob | GenJob>,
    lane: Lane,
    cancellation: Cancellation | undefined,
  ): Promise<unknown[]> {
    if (jobs.length === 0) return Promise.resolve([]);
    if (cancellation?.cancelled) return Promise.reject(new CancelledError("client_gone"));
    const q = lane === "fast" ? this.fast : this.bulk;
    const entries: Entry[] = [];
    const out = jobs.map(
      (job) =>
        new Promise<Outcome | GenResult | GenFailure>((resolve, reject) => {
          const chars = kind === "score" ? (job as ScoreJob).text.length : 0;
          const e: Entry = {
            kind,
            job,
            chars,
            solo: false,
            resolve: (r) => {
              e.settled = true;
              resolve(r);
            },
            reject,
            cancelled: false,
            settled: false,
          };
          entries.push(e);
          q.push(e);
        }),
    );
    cancellation?.onCancel(() => this.cancel(entries, new CancelledError("client_gone")));
    this.schedule();
    return Promise.all(out);
  }

  /** Cancel every queued and running job (shutdown). */
  cancelAll(err: CancelledError): void {
    const all = [...this.fast.drain(), ...this.bulk.drain()];
    for (const r of this.running) all.push(...r.chunk);
    this.cancel(all, err);
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.inflight === 0 && this.fast.length === 0 && this.bulk.length === 0) return Promise.resolve();
    return new Promise<void>((r) => this.idleWaiters.push(r));
  }

  async destroy(): Promise<void> {
    await this.piscina?.destroy();
  }

  private cancel(entries: Entry[], err: CancelledError): void {
    const touched = new Set<Running>();
    for (const e of entries) {
      if (e.cancelled || e.settled) continue;
      e.cancelled = true;
      this.counters.cancelledJobs++;
      e.reject(err);
      if (e.running !== undefined) touched.add(e.running);
    }
    for (const r of touched) {
      if (!r.cancelled && r.chunk.every((e) => e.cancelled)) {
        r.cancelled = true;
        this.counters.cancelledTasks++;
        r.ac.abort();
      }
    }
    // Queued cancelled entries are skipped when they reach the head of their lane.
    this.schedule();
  }

  private schedule(): void {
    // Dispatch on the next turn of the event loop: requests parsed in this turn share tasks.
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private next(q: Queue<Entry>): Entry | undefined {
    for (;;) {
      const e = q.peek();
      if (e === undefined || !e.cancelled) return e;
      q.shift();
    }
  }

  private pump(): void {
    while (this.inflight < this.maxInflight) {
      const q =
        this.next(this.fast) !== undefined
          ? this.fast
          : this.next(this.bulk) !== undefined
            ? this.bulk
            : undefined;
      if (q === undefined) break;
      const first = q.shift()!;
      const chunk = [first];
      if (!first.solo) {
        let chars = first.chars;
        const max = first.kind === "gen" ? Math.max(1, this.chunkSize >> 3) : this.chunkSize;
        for (;;) {
          const next = this.next(q);
          if (next === undefined || chunk.length >= max || next.solo || next.kind !== first.kind) break;
          if (chars + next.chars > this.chunkChars) break;
          chars += next.chars;
          chunk.push(q.shift()!);
        }
      }
      this.dispatch(chunk);
    }
    if (this.inflight === 0 && this.fast.length === 0 && this.bulk.length === 0) {
      const w = this.idleWaiters;
      this.idleWaiters = [];
      for (const r of w) r();
    }
  }

  private dispatch(chunk: Entry[]): void {
    this.inflight++;
    this.counters.tasks++;
    this.counters.jobs += chunk.length;
    const task = { kind: chunk[0]!.kind, jobs: chunk.map((e) => e.job) } as Task;
    const done = (res: TaskResult) => {
      this.counters.cacheHits += res.cacheHits;
      this.counters.cacheMisses += res.cacheMisses;
      for (let i = 0; i < chunk.length; i++) if (!chunk[i]!.cancelled) chunk[i]!.resolve(res.results[i]!);
    };
    if (this.piscina === undefined) {
      setImmediate(() => {
        try {
          done(runTask(task));
        } catch (err) {
          for (const e of chunk) if (!e.cancelled) e.resolve(failure(e.kind, err));
        }
        this.inflight--;
        this.pump();
      });
      return;
    }
    const running: Running = { chunk, ac: new AbortController(), cancelled: false };
    for (const e of chunk) e.running = running;
    this.running.add(running);
    let timedOut = false;
    // The worker writes here the start time of the job it runs and its index (work.ts, runTask); the
    // budget counts from then (not from a worker's start-up, nor from the task's start).
    const progress = new Float64Array(new SharedArrayBuffer(16));
    (task as Task & { started?: Float64Array }).started = progress;
    const limit = this.timeoutMs;
    const arm = (ms: number): NodeJS.Timeout =>
      setTimeout(() => {
        const t0 = progress[0]!;
        const left = t0 === 0 ? limit : t0 + limit - Date.now();
        if (left > 0) {
          timer = arm(left);
          return;
        }
        timedOut = true;
        running.ac.abort();
      }, ms);
    let timer = arm(limit);
    (this.piscina.run(task, { signal: running.ac.signal }) as Promise<TaskResult>)
      .then(done, (err: unknown) => {
        if (running.cancelled) return;
        if (timedOut) this.counters.timeouts++;
        else this.counters.failures++;
        const live = chunk.filter((e) => !e.cancelled);
        const at = progress[1]!;
        if (timedOut && chunk.length > 1 && at >= 0 && at < chunk.length) {
          // The job over budget (the worker reported which) fails alone; the others run again, first.
          const culprit = chunk[at]!;
          if (!culprit.cancelled) culprit.resolve(failure(culprit.kind, timeoutError(limit), true));
          for (let i = live.length - 1; i >= 0; i--) {
            const e = live[i]!;
            if (e === culprit) continue;
            e.running = undefined;
            this.fast.unshift(e);
          }
          return;
        }
        if (chunk.length > 1) {
          // Find the culprit of a crash (or of a timeout no job reported): retry each job alone, first.
          for (let i = live.length - 1; i >= 0; i--) {
            live[i]!.running = undefined;
            live[i]!.solo = true;
            this.fast.unshift(live[i]!);
          }
          return;
        }
        const e = chunk[0]!;
        if (!e.cancelled) e.resolve(failure(e.kind, timedOut ? timeoutError(limit) : err, timedOut));
      })
      .finally(() => {
        clearTimeout(timer);
        this.running.delete(running);
        this.inflight--;
        this.pump();
      });
  }
}

function timeoutError(ms: number): Error {
  return new Error(`timed out after ${ms} ms`);
}

export class WorkPool {
  /** Worker threads of both pools. */
  readonly threads: number;
  readonly timeoutMs: number;
  private readonly scoring: Lanes;
  private readonly generation: Lanes;
  private closed = false;

  constructor(opts: PoolOptions = {}) {
    this.threads = opts.threads ?? defaultThreads();
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    const chunkSize = opts.chunkSize ?? 64;
    const chunkChars = opts.chunkChars ?? 2_000_000;
    const [s, g] = splitThreads(this.threads);
    this.threads = s + g;
    this.scoring = new Lanes(s, this.timeoutMs, chunkSize, chunkChars, opts);
    this.generation = new Lanes(g, this.timeoutMs, chunkSize, chunkChars, opts);
  }

  /** Wait until every worker has loaded (the first task of each is otherwise slow). */
  async warm(): Promise<void> {
    await Promise.all([this.scoring.warm(), this.generation.warm()]);
  }

  /** Score jobs in the scoring pool; rejects with CancelledError when `cancellation` fires first. */
  score(jobs: ScoreJob[], lane: Lane = "fast", cancellation?: Cancellation): Promise<Outcome[]> {
    if (this.closed) return Promise.reject(new CancelledError("shutting_down"));
    return this.scoring.submit("score", jobs, lane, cancellation) as Promise<Outcome[]>;
  }

  /** Generate in the generation pool; rejects with CancelledError when `cancellation` fires first. */
  generate(
    jobs: GenJob[],
    lane: Lane = "fast",
    cancellation?: Cancellation,
  ): Promise<Array<GenResult | GenFailure>> {
    if (this.closed) return Promise.reject(new CancelledError("shutting_down"));
    return this.generation.submit("gen", jobs, lane, cancellation) as Promise<Array<GenResult | GenFailure>>;
  }

  stats(): PoolStats {
    const s = this.scoring.stats();
    const g = this.generation.stats();
    const sum = {} as LaneStats;
    for (const k of Object.keys(s) as Array<keyof LaneStats>) sum[k] = s[k] + g[k];
    return { ...sum, pools: { score: s, gen: g } };
  }

  /** Refuse new work and cancel everything queued or running (requests waiting on it get CancelledError). */
  abort(): void {
    this.closed = true;
    const err = new CancelledError("shutting_down");
    this.scoring.cancelAll(err);
    this.generation.cancelAll(err);
  }

  /** Refuse new work, let the queued and running work finish, then stop the workers. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.scoring.idle(), this.generation.idle()]);
    await Promise.all([this.scoring.destroy(), this.generation.destroy()]);
  }
}

function failure(kind: Task["kind"], err: unknown, timedOut = false): Outcome | GenFailure {
  if (kind === "score") return unscorable(err);
  const f: GenFailure = {
    ok: false,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
  };
  if (timedOut) f.timedOut = true;
  return f;
}
