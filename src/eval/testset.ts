import { readFileSync } from "node:fs";
import { type AnswerFormat, type Environment, generate, Rng, type Split } from "../core/kit.ts";
import { checkMaxLevel } from "../core/max-level.ts";
import { selectEnvs } from "../core/registry.ts";
import { signTicket } from "../core/ticket.ts";

/** One problem of a fixed test set; scorable later from (env, version, level, seed) or its ticket. */
export interface TestItem {
  id: string;
  env: string;
  rlveId: string;
  version: number;
  level: number;
  seed: number;
  format: AnswerFormat;
  prompt: string;
  messages: Array<{ role: "user"; content: string }>;
  /** A signed ticket (present when a secret was given), accepted by the service's score endpoints. */
  ticket?: string;
  metadata: { category: string; split: Split; answerKind: string; threshold: number };
}

export interface TestsetSpec {
  /** Environment selectors (ids, rlveIds, categories, "all"); default: every env of `split`. */
  envs?: string | string[];
  split?: Split;
  perEnv: number;
  /** Levels cycled through; the paper-like default spreads problems over 0..9. */
  levels: number[];
  seed: number;
  format?: AnswerFormat;
  /** Signs a ticket per item when given. */
  secret?: string;
  /**
   * The split written into each ticket: "eval" (default; the service never counts the sample into a
   * curriculum) or "train" (a training export).
   */
  ticketSplit?: (env: Environment) => "train" | "eval";
}

export { DEFAULT_HELD_OUT } from "./defaults.ts";

export function itemSeed(setSeed: number, env: Environment, index: number): number {
  return Rng.from("testset", setSeed, env.id, index).int(0, 2 ** 31 - 1);
}

/**
 * Seeds tried for one item before a repeat is accepted: an item whose problem statement repeats an earlier
 * item of its environment (at any level) is drawn again from another seed, so a test set holds distinct
 * problems wherever the levels have enough of them. Where they do not (a level with a handful of
 * problems), the repeat is kept and counted by `distinctProblems`.
 */
export const DISTINCT_TRIES = 16;

export function retrySeed(setSeed: number, env: Environment, index: number, attempt: number): number {
  return attempt === 0
    ? itemSeed(setSeed, env, index)
    : Rng.from("testset-retry", setSeed, env.id, index, attempt).int(0, 2 ** 31 - 1);
}

/** Items whose problem statement repeats an earlier item of the same environment, and the distinct count. */
export function distinctProblems(items: readonly Pick<TestItem, "env" | "prompt">[]): {
  distinct: number;
  repeats: number;
  byEnv: Map<string, number>;
} {
  const seen = new Set<string>();
  const byEnv = new Map<string, number>();
  let repeats = 0;
  for (const item of items) {
    const key = `${item.env}\u0000${item.prompt}`;
    if (seen.has(key)) {
      repeats++;
      byEnv.set(item.env, (byEnv.get(item.env) ?? 0) + 1);
    } else seen.add(key);
  }
  return { distinct: items.length - repeats, repeats, byEnv };
}

/**
 * A deterministic test set: the same spec gives the same items, in the same order. Within an environment
 * the problems are distinct where the levels allow it (DISTINCT_TRIES).
 */
export function buildTestset(spec: TestsetSpec): TestItem[] {
  if (!Number.isSafeInteger(spec.perEnv) || spec.perEnv < 1)
    throw new RangeError("perEnv must be an integer >= 1");
  if (spec.levels.length === 0) throw new RangeError("levels must not be empty");
  const envs = spec.envs === undefined ? selectEnvs("all", spec.split) : selectEnvs(spec.envs, spec.split);
  if (envs.length === 0) throw new RangeError(`no environments match (split ${spec.split ?? "any"})`);
  // Refuse a level above an environment's maximum before generating anything (LevelTooHighError).
  for (const env of envs) for (const level of spec.levels) checkMaxLevel(env, level);
  const format = spec.format ?? "tags";
  const items: TestItem[] = [];
  for (const env of envs) {
    const seen = new Set<string>();
    for (let i = 0; i < spec.perEnv; i++) {
      const level = spec.levels[i % spec.levels.length]!;
      let seed = retrySeed(spec.seed, env, i, 0);
      let p = generate(env, level, seed, format);
      for (let attempt = 1; seen.has(p.prompt) && attempt < DISTINCT_TRIES; attempt++) {
        seed = retrySeed(spec.seed, env, i, attempt);
        p = generate(env, level, seed, format);
      }
      seen.add(p.prompt);
      const item: TestItem = {
        id: `${env.id}:${level}:${seed}`,
        env: env.id,
        rlveId: env.rlveId ?? "", // "" for environments outside the RLVE catalog
        version: env.version,
        level,
        seed,
        format,
        prompt: p.prompt,
        messages: [{ role: "user", content: p.prompt }],
        metadata: {
          category: env.category,
          split: env.split,
          answerKind: env.answerKind,
          threshold: env.passingThreshold,
        },
      };
      if (spec.secret !== undefined) {
        item.ticket = signTicket(
          {
            t: 1,
            run: null,
            id: item.id,
            env: env.id,
            version: env.version,
            level,
            seed,
            params: p.params as unknown,
            format,
            split: spec.ticketSplit?.(env) ?? "eval",
            threshold: env.passingThreshold,
          },
          spec.secret,
        );
      }
      items.push(item);
    }
  }
  return items;
}

export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length > 0 ? "\n" : "");
}

/** Read a JSONL test set, with a clear error for a bad line. */
export function readTestset(file: string): TestItem[] {
  const text = readFileSync(file, "utf8");
  const items: TestItem[] = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    let row: TestItem;
    try {
      row = JSON.parse(line) as TestItem;
    } catch {
      throw new Error(`${file}:${i + 1}: not valid JSON`);
    }
    if (typeof row.env !== "string" || !Number.isSafeInteger(row.level) || !Number.isSafeInteger(row.seed)) {
      throw new Error(`${file}:${i + 1}: a test item needs env, level and seed`);
    }
    items.push(row);
  });
  return items;
}

export interface ItemFilter {
  /** Keep only these environments (ids, rlveIds, categories or "all"; "all" keeps every item). */
  envs?: string;
  /** Keep only these levels. */
  levels?: readonly number[];
  /** At most this many items per environment, in file order (after the other filters). */
  limit?: number;
}

/** A subset of a test set: environment and level filters, then at most `limit` items per environment. */
export function filterItems(items: readonly TestItem[], filter: ItemFilter): TestItem[] {
  let keep = items;
  const namesAll = (sel: string) => sel.split(",").some((s) => s.trim() === "all");
  if (filter.envs !== undefined && !namesAll(filter.envs)) {
    const ids = new Set(selectEnvs(filter.envs).map((e) => e.id));
    keep = keep.filter((it) => ids.has(it.env));
  }
  if (filter.levels !== undefined) {
    const levels = new Set(filter.levels);
    keep = keep.filter((it) => levels.has(it.level));
  }
  if (filter.limit !== undefined) {
    const perEnv = new Map<string, number>();
    keep = keep.filter((it) => {
      const n = perEnv.get(it.env) ?? 0;
      perEnv.set(it.env, n + 1);
      return n < filter.limit!;
    });
  }
  return [...keep];
}
