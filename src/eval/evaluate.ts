import { appendFileSync, existsSync, readFileSync } from "node:fs";
import pLimit from "p-limit";
import { instanceOf, verify } from "../core/env.ts";
import { getEnv } from "../core/registry.ts";
import type { SampleResult } from "./metrics.ts";
import {
  type Completion,
  complete,
  FatalModelError,
  type ModelConfig,
  makeClient,
  RequestRefusedError,
} from "./model.ts";
import type { TestItem } from "./testset.ts";

export interface EvalOptions {
  items: readonly TestItem[];
  samples: number;
  concurrency: number;
  model: ModelConfig;
  /** JSONL results file: appended to as samples finish; a rerun skips what is already done. */
  out?: string;
  /**
   * Keep the model's text in the results file. A request that gets no reply (the endpoint refused it, or
   * it failed after every retry) is that sample's error, with the reason; the run goes on.
   */
  keepOutputs?: boolean;
  onProgress?: (done: number, total: number) => void;
  /**
   * Stop when the first this many fresh requests (samples with no earlier result; retries of earlier
   * errors do not count) all fail, before any request of this run got a reply (a dead or misconfigured
   * endpoint); 0 never stops. Default 10.
   */
  stopAfterFailures?: number;
}

/** The run stopped early (see EvalOptions.stopAfterFailures, FatalModelError); `results` holds what is done. */
export class EvalStoppedError extends FatalModelError {
  constructor(
    message: string,
    readonly results: SampleResult[],
  ) {
    super(message);
  }
}

const keyOf = (item: string, sample: number) => `${item}#${sample}`;

/** Results already in a file, the last line per (item, sample) winning. */
export function readResults(file: string): Map<string, SampleResult> {
  const out = new Map<string, SampleResult>();
  if (!existsSync(file)) return out;
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    try {
      const r = JSON.parse(line) as SampleResult;
      out.set(keyOf(r.item, r.sample), r);
    } catch {
      // A torn last line from an interrupted run is redone; a torn line elsewhere is a damaged file.
      if (i < lines.length - 2) throw new Error(`${file}:${i + 1}: not valid JSON; fix or remove the line`);
    }
  });
  return out;
}

/** How many (item, sample) pairs a run would still ask for, given a results file. */
export function pendingSamples(items: readonly TestItem[], samples: number, file: string): number {
  const previous = readResults(file);
  let n = 0;
  for (const item of items) {
    for (let s = 0; s < samples; s++) {
      const prev = previous.get(keyOf(item.id, s));
      if (prev === undefined || prev.status === "error") n++;
    }
  }
  return n;
}

/** Every item's environment exists at the item's version, or a clear error. */
export function checkItems(items: readonly TestItem[]): void {
  for (const item of items) {
    const env = getEnv(item.env);
    if (env.version !== item.version) {
      throw new Error(
        `test item ${item.id} was built with ${env.id} version ${item.version}, this rlve has version ${env.version}: rebuild the test set`,
      );
    }
  }
}

/** Query the model for every (item, sample) not yet done and score each answer. Returns all results. */
export async function evaluate(opts: EvalOptions): Promise<SampleResult[]> {
  checkItems(opts.items);
  const previous = opts.out ? readResults(opts.out) : new Map<string, SampleResult>();
  const todo: Array<{ item: TestItem; sample: number; retry: boolean }> = [];
  for (const item of opts.items) {
    for (let s = 0; s < opts.samples; s++) {
      const prev = previous.get(keyOf(item.id, s));
      if (prev === undefined || prev.status === "error")
        todo.push({ item, sample: s, retry: prev !== undefined });
    }
  }
  const client = makeClient(opts.model);
  const limit = pLimit(Math.max(1, opts.concurrency));
  const fresh = new Map<string, SampleResult>();
  let done = 0;
  let fatal: FatalModelError | undefined;
  const stopAfter = opts.stopAfterFailures ?? 10;
  let answered = 0;
  let failedBeforeAnswer = 0;
  opts.onProgress?.(0, todo.length);
  await Promise.all(
    todo.map(({ item, sample, retry }) =>
      limit(async () => {
        if (fatal) return;
        const t0 = performance.now();
        let result: SampleResult;
        try {
          const reply: Completion = await complete(client, opts.model, item.messages);
          result = score(item, sample, reply, performance.now() - t0, opts.keepOutputs ?? true);
        } catch (err) {
          if (err instanceof FatalModelError) {
            fatal = err;
            return;
          }
          result = {
            ...base(item, sample),
            reward: 0,
            accuracy: 0,
            formatScore: 0,
            status: "error",
            reason: err instanceof Error ? err.message : String(err),
            promptTokens: 0,
            completionTokens: 0,
            attempts: err instanceof RequestRefusedError ? 1 : opts.model.retries + 1,
            latencyMs: Math.round(performance.now() - t0),
          };
        }
        if (result.status === "error") {
          // Retries of earlier errors say nothing new about the endpoint: the same prompts failed before.
          if (!retry && answered === 0 && ++failedBeforeAnswer >= stopAfter && stopAfter > 0 && !fatal) {
            fatal = new FatalModelError(
              `the first ${failedBeforeAnswer} requests all failed (last error: ${result.reason}); stopping: is the endpoint up and the model loaded? (--give-up-after 0 never stops)`,
            );
          }
        } else answered++;
        fresh.set(keyOf(item.id, sample), result);
        if (opts.out) appendFileSync(opts.out, `${JSON.stringify(result)}\n`);
        opts.onProgress?.(++done, todo.length);
      }),
    ),
  );
  const all: SampleResult[] = [];
  for (const item of opts.items) {
    for (let s = 0; s < opts.samples; s++) {
      const r = fresh.get(keyOf(item.id, s)) ?? previous.get(keyOf(item.id, s));
      if (r) all.push(r);
    }
  }
  if (fatal) throw new EvalStoppedError(fatal.message, all);
  return all;
}

function base(item: TestItem, sample: number) {
  return { item: item.id, sample, env: item.env, level: item.level, seed: item.seed };
}

const instances = new Map<string, unknown>();

function score(item: TestItem, sample: number, reply: Completion, ms: number, keep: boolean): SampleResult {
  const env = getEnv(item.env);
  let instance = instances.get(item.id);
  if (instance === undefined) {
    instance = instanceOf(env, item.level, item.seed).instance;
    if (instances.size > 10_000) instances.clear();
    instances.set(item.id, instance);
  }
  const outcome = verify(env, instance, reply.text, {
    format: item.format,
    threshold: item.metadata?.threshold,
  });
  return {
    ...base(item, sample),
    ...outcome,
    ...(keep ? { output: reply.text } : {}),
    ...(reply.finishReason !== undefined ? { finishReason: reply.finishReason } : {}),
    promptTokens: reply.promptTokens,
    completionTokens: reply.completionTokens,
    attempts: reply.attempts,
    latencyMs: Math.round(ms),
  };
}
