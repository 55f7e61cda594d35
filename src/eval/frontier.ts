import pLimit from "p-limit";
import type { Environment } from "../core/env.ts";
import { promptOf } from "../core/env.ts";
import type { AnswerFormat } from "../core/extract.ts";
import { instanceOf, Rng, verify } from "../core/kit.ts";
import { complete, type ModelConfig, makeClient, RequestRefusedError } from "./model.ts";

export interface FrontierOptions {
  envs: readonly Environment[];
  model: ModelConfig;
  /** Problems per probed level. */
  perLevel: number;
  /** Accuracy a level must reach to count as mastered. */
  threshold: number;
  maxLevel: number;
  /** ladder: 0, 1, 2, ... until a level fails; binary: 0, 1, 3, 7, ... then bisect between the last pass and the first fail. */
  search: "ladder" | "binary";
  seed: number;
  concurrency: number;
  format?: AnswerFormat;
  onProbe?: (env: string, level: number, accuracy: number) => void;
  /**
   * Requests done and an upper bound on all requests (it shrinks as environments finish early): one
   * overall progress figure for the whole search.
   */
  onProgress?: (done: number, total: number) => void;
}

export interface Probe {
  level: number;
  /** Accuracy over the problems that got a reply. */
  accuracy: number;
  n: number;
  /** Requests that failed after all retries (not counted in the accuracy). */
  errors?: number;
}

/** Accuracy NaN: no request at the level got a reply because the endpoint refused them (HTTP 400). */
const UNANSWERED = Number.NaN;

export interface FrontierResult {
  env: string;
  /** Highest level whose accuracy reached the threshold; -1 when even level 0 did not. */
  frontier: number;
  /** True when the search stopped at maxLevel while still passing. */
  capped: boolean;
  probes: Probe[];
  /**
   * The lowest level where the endpoint refused every request (HTTP 400, e.g. prompts longer than the
   * model's context): the search treats it as its upper bound, neither passed nor failed.
   */
  refusedAt?: number;
}

/** The seed of the i-th problem probed at a level. */
export function frontierSeed(seed: number, env: string, level: number, i: number): number {
  return Rng.from("frontier", seed, env, level, i).int(0, 2 ** 31 - 1);
}

/** A capability profile: per environment, the highest level the model masters. */
export async function findFrontiers(opts: FrontierOptions): Promise<FrontierResult[]> {
  const client = makeClient(opts.model);
  const limit = pLimit(Math.max(1, opts.concurrency));
  let lastError: Error | undefined;
  const budget = maxProbes(opts.search, opts.maxLevel) * opts.perLevel;
  let total = budget * opts.envs.length;
  let done = 0;
  opts.onProgress?.(0, total);
  const probed = new Map<string, number>();
  const probeLevel = async (env: Environment, level: number): Promise<Probe> => {
    probed.set(env.id, (probed.get(env.id) ?? 0) + 1);
    const scores = await Promise.all(
      Array.from({ length: opts.perLevel }, (_, i) =>
        limit(async () => {
          const seed = frontierSeed(opts.seed, env.id, level, i);
          const { instance } = instanceOf(env, level, seed);
          const prompt = promptOf(env, instance, opts.format ?? "tags");
          try {
            const reply = await complete(client, opts.model, [{ role: "user", content: prompt }]);
            return verify(env, instance, reply.text, { format: opts.format ?? "tags" }).accuracy;
          } catch (err) {
            if ((err as Error).name === "FatalModelError") throw err;
            lastError = err as Error;
            return err instanceof RequestRefusedError ? "refused" : null;
          } finally {
            opts.onProgress?.(++done, total);
          }
        }),
      ),
    );
    const ok = scores.filter((s): s is 0 | 1 => s === 0 || s === 1);
    if (ok.length === 0 && scores.includes("refused"))
      return { level, accuracy: UNANSWERED, n: 0, errors: scores.length };
    if (ok.length === 0)
      throw new Error(`every request for ${env.id} level ${level} failed: ${lastError?.message}`);
    const accuracy = ok.reduce<number>((a, b) => a + b, 0) / ok.length;
    opts.onProbe?.(env.id, level, accuracy);
    return { level, accuracy, n: ok.length, errors: scores.length - ok.length };
  };
  return Promise.all(
    opts.envs.map(async (env) => {
      const res = await frontierOf(env, opts, (l) => probeLevel(env, l));
      total -= budget - (probed.get(env.id) ?? 0) * opts.perLevel;
      opts.onProgress?.(done, total);
      return res;
    }),
  );
}

/** The most levels the search can probe for one environment (its worst case over every true frontier). */
export function maxProbes(search: "ladder" | "binary", maxLevel: number): number {
  if (search === "ladder") return maxLevel + 1;
  let worst = 0;
  for (let truth = -1; truth <= maxLevel; truth++) {
    // Replays the binary search of frontierOf synchronously against a monotone skill.
    const seen = new Set<number>();
    const passes = (level: number) => {
      seen.add(level);
      return level <= truth;
    };
    let best = -1;
    let fail = -1;
    let step = 1;
    let level = 0;
    for (;;) {
      if (passes(level)) {
        best = level;
        if (level === maxLevel) break;
        level = Math.min(maxLevel, level + step);
        step *= 2;
      } else {
        fail = level;
        break;
      }
    }
    while (fail >= 0 && fail - best > 1) {
      const mid = Math.floor((best + fail) / 2);
      if (passes(mid)) best = mid;
      else fail = mid;
    }
    worst = Math.max(worst, seen.size);
  }
  return worst;
}

/** The search itself, separated from the model so that it can be tested with a scripted probe. */
export async function frontierOf(
  env: Pick<Environment, "id">,
  opts: Pick<FrontierOptions, "threshold" | "maxLevel" | "search">,
  probe: (level: number) => Promise<Probe>,
): Promise<FrontierResult> {
  const probes: Probe[] = [];
  const cache = new Map<number, Probe>();
  let refusedAt: number | undefined;
  const passes = async (level: number) => {
    let p = cache.get(level);
    if (p === undefined) {
      p = await probe(level);
      cache.set(level, p);
      if (Number.isNaN(p.accuracy)) refusedAt = Math.min(level, refusedAt ?? level);
      else probes.push(p);
    }
    return p.accuracy >= opts.threshold;
  };
  let best = -1;
  let capped = false;
  if (opts.search === "ladder") {
    for (let level = 0; level <= opts.maxLevel; level++) {
      if (!(await passes(level))) break;
      best = level;
      if (level === opts.maxLevel) capped = true;
    }
  } else {
    let fail = -1;
    let step = 1;
    let level = 0;
    for (;;) {
      if (await passes(level)) {
        best = level;
        if (level === opts.maxLevel) {
          capped = true;
          break;
        }
        level = Math.min(opts.maxLevel, level + step);
        step *= 2;
      } else {
        fail = level;
        break;
      }
    }
    while (fail >= 0 && fail - best > 1) {
      const mid = Math.floor((best + fail) / 2);
      if (await passes(mid)) best = mid;
      else fail = mid;
    }
  }
  probes.sort((a, b) => a.level - b.level);
  return { env: env.id, frontier: best, capped, probes, ...(refusedAt !== undefined ? { refusedAt } : {}) };
}
