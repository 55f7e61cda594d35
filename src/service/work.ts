import { instanceOf, promptOf, unscorable, verify } from "../core/env.ts";
import { type AnswerFormat, wrapAnswer } from "../core/extract.ts";
import type { Outcome } from "../core/outcome.ts";
import { findEnv } from "../core/registry.ts";
import { Lru } from "./lru.ts";

/**
 * The CPU work of the service, as plain functions of plain data: they run in the worker pool (worker.ts)
 * or inline. Instances are cached per (env, version, level, seed), so scoring a group of samples of one
 * problem generates it once.
 */

export type PromptStyle = "plain" | "tinyzero";

export interface GenJob {
  env: string;
  version: number;
  level: number;
  seed: number;
  format: AnswerFormat;
  style: PromptStyle;
  /** Also return the reference answer (eval exports, the environment browser). */
  reference?: boolean;
}

export interface GenResult {
  ok: true;
  params: unknown;
  prompt: string;
  reference?: string;
}

export interface GenFailure {
  ok: false;
  error: string;
  /** Set when the generation ran over the time budget (pool.ts). */
  timedOut?: boolean;
}

export interface ScoreJob {
  env: string;
  version: number;
  level: number;
  seed: number;
  format: AnswerFormat;
  threshold: number;
  /** The model output, already reduced to the text to read. */
  text: string;
}

export type Task = { kind: "score"; jobs: ScoreJob[] } | { kind: "gen"; jobs: GenJob[] };

export interface TaskResult {
  results: Array<Outcome | GenResult | GenFailure>;
  cacheHits: number;
  cacheMisses: number;
}

const DEFAULT_CACHE = 4096;
let cache = new Lru<string, unknown>(DEFAULT_CACHE);

export function setCacheCapacity(n: number): void {
  if (n !== cache.capacity) cache = new Lru<string, unknown>(n);
}

function envOf(id: string, version: number) {
  const env = findEnv(id);
  if (env === undefined) throw new Error(`unknown environment '${id}'`);
  if (env.version !== version)
    throw new Error(`${id} is version ${env.version} here, the job asks for version ${version}`);
  return env;
}

/** The cached instance of (env, version, level, seed). */
export function cachedInstance(id: string, version: number, level: number, seed: number): unknown {
  const key = `${id}\u0000${version}\u0000${level}\u0000${seed}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const { instance } = instanceOf(envOf(id, version), level, seed);
  cache.set(key, instance);
  return instance;
}

/** TinyZero's raw-text prompt, the one RLVE pairs with <answer> tags (no chat template applied). */
export function tinyZero(prompt: string): string {
  return (
    "A conversation between User and Assistant. The user asks a question, and the Assistant solves it. " +
    "The assistant first thinks about the reasoning process in the mind and then provides the user with " +
    `the answer.\nUser: ${prompt}\nAssistant: Let me solve this step by step.\n<think>`
  );
}

export function generateJob(job: GenJob): GenResult | GenFailure {
  try {
    const env = envOf(job.env, job.version);
    const instance = cachedInstance(job.env, job.version, job.level, job.seed);
    const text = promptOf(env, instance, job.format);
    const out: GenResult = {
      ok: true,
      params: env.params(job.level),
      prompt: job.style === "tinyzero" ? tinyZero(text) : text,
    };
    if (job.reference) out.reference = wrapAnswer(env.reference(instance), job.format);
    return out;
  } catch (err) {
    return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

/** Never throws: generation failures and verifier crashes are `unscorable`. */
export function scoreJob(job: ScoreJob): Outcome {
  let env: ReturnType<typeof envOf>;
  let instance: unknown;
  try {
    env = envOf(job.env, job.version);
    instance = cachedInstance(job.env, job.version, job.level, job.seed);
  } catch (err) {
    return unscorable(err);
  }
  return verify(env, instance, job.text, { format: job.format, threshold: job.threshold });
}

/**
 * Run a task's jobs in order. When the task carries `started` (shared memory, see pool.ts), the start
 * time of each job and its index are written there before it runs, so the pool can hold each job to its
 * time budget and knows which job overran.
 */
export function runTask(task: Task & { started?: Float64Array }): TaskResult {
  const h0 = cache.hits;
  const m0 = cache.misses;
  const progress =
    task.started instanceof Float64Array && task.started.length >= 2 ? task.started : undefined;
  const results: TaskResult["results"] = [];
  for (let i = 0; i < task.jobs.length; i++) {
    if (progress !== undefined) {
      progress[1] = i;
      progress[0] = Date.now();
    }
    results.push(
      task.kind === "score" ? scoreJob(task.jobs[i] as ScoreJob) : generateJob(task.jobs[i] as GenJob),
    );
  }
  return { results, cacheHits: cache.hits - h0, cacheMisses: cache.misses - m0 };
}
