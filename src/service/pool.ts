import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { unscorable } from "../core/env.ts";
import type { Outcome } from "../core/outcome.ts";
import { loadedEnvFiles } from "../core/registry.ts";
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
 * The worker pool for generation and scoring, with a small scheduler in front of piscina:
 * - two lanes: `fast` (single scores, claims, small issues) is always served before `bulk` (batches), so
 *   small requests stay fast while big batches run;
 * - jobs waiting in a lane are packed into tasks of up to `chunkSize` jobs, which amortises the message
 *   cost (concurrent single-score requests share one task);
 * - every task has a timeout; a task that times out or crashes its worker is retried job by job, and a
 *   job that still fails is `unscorable` (scoring) or a failure (generation). piscina replaces the
 *   stopped worker.
 * threads = 0 runs everything inline on the calling thread (tests, in-process library use; no timeouts).
 */

export interface PoolOptions {
  /** Worker threads; 0 runs inline. Default: available cores - 1, at least 1. */
  threads?: number;
  /** Time limit of one task (a chunk of jobs) in ms. */
  timeoutMs?: number;
  /** Most jobs packed into one task. */
  chunkSize?: number;
  /** Most characters of model output packed into one task. */
  chunkChars?: number;
  /** Instances cached per worker. */
  cacheSize?: number;
  /** Heap limit of a worker in MiB: a generator that exceeds it stops its worker, not the server. */
  workerMemoryMb?: number;
  /** Replace the worker handler module (a file URL); used by tests. */
  module?: string;
}

export type Lane = "fast" | "bulk";

interface Entry {
  kind: Task["kind"];
  job: ScoreJob | GenJob;
  chars: number;
  solo: boolean;
  resolve: (r: Outcome | GenResult | GenFailure) => void;
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
}

export interface PoolStats {
  threads: number;
  queuedFast: number;
  queuedBulk: number;
  inflight: number;
  tasks: number;
  jobs: number;
  timeouts: number;
  failures: number;
  cacheHits: number;
  cacheMisses: number;
}

export class WorkPool {
  readonly threads: number;
  readonly timeoutMs: number;
  private readonly chunkSize: number;
  private readonly chunkChars: number;
  private readonly piscina: Piscina | undefined;
  private readonly fast = new Queue<Entry>();
  private readonly bulk = new Queue<Entry>();
  private readonly maxInflight: number;
  private inflight = 0;
  private pumpScheduled = false;
  private closed = false;
  private readonly counters = { tasks: 0, jobs: 0, timeouts: 0, failures: 0, cacheHits: 0, cacheMisses: 0 };
  private idleWaiters: Array<() => void> = [];

  constructor(opts: PoolOptions = {}) {
    this.threads = opts.threads ?? Math.max(1, availableParallelism() - 1);
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.chunkSize = opts.chunkSize ?? 64;
    this.chunkChars = opts.chunkChars ?? 2_000_000;
    if (this.threads > 0) {
      this.piscina = new Piscina({
        filename: fileURLToPath(new URL("./worker-entry.mjs", import.meta.url)),
        minThreads: this.threads,
        maxThreads: this.threads,
        idleTimeout: Number.POSITIVE_INFINITY,
        resourceLimits: { maxOldGenerationSizeMb: opts.workerMemoryMb ?? 2048 },
        // envsFrom: the user's environment modules this thread loaded (--envs-from); workers load them too.
        workerData: { cacheSize: opts.cacheSize ?? 4096, module: opts.module, envsFrom: loadedEnvFiles() },
      });
      // Start every worker now so the first requests do not pay for loading the registry.
      this.piscina.on("error", () => {});
    }
    this.maxInflight = Math.max(1, this.threads * 2);
  }

  /** Wait until every worker has loaded (the first task of each is otherwise slow). */
  async warm(): Promise<void> {
    if (this.piscina === undefined) return;
    await Promise.all(
      Array.from({ length: this.threads }, () => this.piscina!.run({ kind: "score", jobs: [] })),
    );
  }

  score(jobs: ScoreJob[], lane: Lane = "fast"): Promise<Outcome[]> {
    return this.submit("score", jobs, lane) as Promise<Outcome[]>;
  }

  generate(jobs: GenJob[], lane: Lane = "fast"): Promise<Array<GenResult | GenFailure>> {
    return this.submit("gen", jobs, lane) as Promise<Array<GenResult | GenFailure>>;
  }

  stats(): PoolStats {
    return {
      threads: this.threads,
      queuedFast: this.fast.length,
      queuedBulk: this.bulk.length,
      inflight: this.inflight,
      ...this.counters,
    };
  }

  /** Finish the queued work, then stop the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    while (this.inflight > 0 || this.fast.length > 0 || this.bulk.length > 0) {
      await new Promise<void>((r) => this.idleWaiters.push(r));
    }
    this.closed = true;
    await this.piscina?.destroy();
  }

  private submit(kind: Task["kind"], jobs: Array<ScoreJob | GenJob>, lane: Lane): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error("the worker pool is closed"));
    if (jobs.length === 0) return Promise.resolve([]);
    const q = lane === "fast" ? this.fast : this.bulk;
    const out = jobs.map(
      (job) =>
        new Promise<Outcome | GenResult | GenFailure>((resolve) => {
          const chars = kind === "score" ? (job as ScoreJob).text.length : 0;
          q.push({ kind, job, chars, solo: false, resolve });
        }),
    );
    // Dispatch on the next turn of the event loop: requests parsed in this turn share tasks.
    if (!this.pumpScheduled) {
      this.pumpScheduled = true;
      setImmediate(() => {
        this.pumpScheduled = false;
        this.pump();
      });
    }
    return Promise.all(out);
  }

  private pump(): void {
    while (this.inflight < this.maxInflight) {
      const q = this.fast.length > 0 ? this.fast : this.bulk.length > 0 ? this.bulk : undefined;
      if (q === undefined) break;
      const first = q.shift()!;
      const chunk = [first];
      if (!first.solo) {
        let chars = first.chars;
        const max = first.kind === "gen" ? Math.max(1, this.chunkSize >> 3) : this.chunkSize;
        for (;;) {
          const next = q.peek();
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
      for (let i = 0; i < chunk.length; i++) chunk[i]!.resolve(res.results[i]!);
    };
    if (this.piscina === undefined) {
      setImmediate(() => {
        try {
          done(runTask(task));
        } catch (err) {
          for (const e of chunk) e.resolve(failure(e.kind, err));
        }
        this.inflight--;
        this.pump();
      });
      return;
    }
    const ac = new AbortController();
    let timedOut = false;
    // The worker writes its start time here; the limit counts from then (not from a worker's start-up).
    const started = new Float64Array(new SharedArrayBuffer(8));
    (task as Task & { started?: Float64Array }).started = started;
    const limit = this.timeoutMs;
    const arm = (ms: number): NodeJS.Timeout =>
      setTimeout(() => {
        const t0 = started[0]!;
        const left = t0 === 0 ? limit : t0 + limit - Date.now();
        if (left > 0) {
          timer = arm(left);
          return;
        }
        timedOut = true;
        ac.abort();
      }, ms);
    let timer = arm(limit);
    (this.piscina.run(task, { signal: ac.signal }) as Promise<TaskResult>)
      .then(done, (err: unknown) => {
        if (timedOut) this.counters.timeouts++;
        else this.counters.failures++;
        if (chunk.length > 1) {
          // Find the culprit: retry each job alone, ahead of everything else.
          for (let i = chunk.length - 1; i >= 0; i--) this.fast.unshift({ ...chunk[i]!, solo: true });
          return;
        }
        const e = chunk[0]!;
        const reason = timedOut ? new Error(`timed out after ${this.timeoutMs} ms`) : err;
        e.resolve(failure(e.kind, reason));
      })
      .finally(() => {
        clearTimeout(timer);
        this.inflight--;
        this.pump();
      });
  }
}

function failure(kind: Task["kind"], err: unknown): Outcome | GenFailure {
  if (kind === "score") return unscorable(err);
  return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
}
