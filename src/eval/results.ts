import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_RESULTS_ROOT } from "./defaults.ts";
import { readResults } from "./evaluate.ts";
import { type GroupSummary, type SampleResult, summarize } from "./metrics.ts";
import { generationSettings, type ModelConfig } from "./model.ts";
import type { TestItem } from "./testset.ts";

/**
 * Eval results live in one folder per model under a results root (as lm-evaluation-harness does):
 * `<root>/<model-slug>/config.json` says what produced `<root>/<model-slug>/results.jsonl`. A rerun resumes
 * only when its configuration is the same; anything else is refused, never mixed in.
 */
export { DEFAULT_RESULTS_ROOT };
export const CONFIG_FILE = "config.json";
export const RESULTS_FILE = "results.jsonl";

export interface ResultsConfig {
  /** Layout version of this file. */
  rlve_results: 1;
  model: string;
  base_url: string;
  /** Settings that change the answers: max_tokens, temperature, top_p, stop, seed, extra_body. */
  generation: Record<string, unknown>;
  /** The whole test set the items come from (filters and --limit choose a subset of it). */
  testset: { source: string; items: number; fingerprint: string };
  created: string;
}

/** A folder name for a model: `org/name:tag` -> `org__name_tag`. */
export function modelSlug(model: string): string {
  const s = model
    .trim()
    .replace(/[\\/]+/g, "__")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^\.+/, "_");
  return s === "" ? "model" : s.slice(0, 120);
}

/** A digest of a test set's problems (ids, versions, formats and prompts), independent of file paths. */
export function testsetFingerprint(items: readonly TestItem[]): string {
  const h = createHash("sha256");
  for (const it of items) h.update(JSON.stringify([it.id, it.version, it.format, it.messages]));
  return h.digest("hex").slice(0, 16);
}

export function resultsConfig(
  model: ModelConfig,
  testset: { source: string; items: readonly TestItem[] },
): ResultsConfig {
  return {
    rlve_results: 1,
    model: model.model,
    base_url: model.baseUrl,
    generation: generationSettings(model),
    testset: {
      source: testset.source,
      items: testset.items.length,
      fingerprint: testsetFingerprint(testset.items),
    },
    created: new Date().toISOString(),
  };
}

/** What differs between two configurations, one phrase per difference; empty when a resume is safe. */
export function configDifferences(old: ResultsConfig, now: ResultsConfig): string[] {
  const diffs: string[] = [];
  const show = (v: unknown) => (v === null || v === undefined ? "unset" : JSON.stringify(v));
  if (old.model !== now.model) diffs.push(`model was ${show(old.model)}, now ${show(now.model)}`);
  if (old.base_url !== now.base_url)
    diffs.push(`base URL was ${show(old.base_url)}, now ${show(now.base_url)}`);
  const keys = new Set([...Object.keys(old.generation ?? {}), ...Object.keys(now.generation)]);
  for (const k of [...keys].sort()) {
    const a = old.generation?.[k] ?? null;
    const b = now.generation[k] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) diffs.push(`${k} was ${show(a)}, now ${show(b)}`);
  }
  if (old.testset?.fingerprint !== now.testset.fingerprint) {
    diffs.push(
      `the test set differs (was ${old.testset?.source ?? "?"} with ${old.testset?.items ?? "?"} items, now ${now.testset.source} with ${now.testset.items} items)`,
    );
  }
  return diffs;
}

export class ResultsError extends Error {
  override name = "ResultsError";
}

/**
 * The results folder for a configuration under `root`, created if needed. Throws ResultsError when the
 * folder holds results of another configuration (unless `fresh`, which deletes them first). `dryRun`
 * only checks: it neither deletes nor creates anything.
 */
export function openResultsDir(
  root: string,
  config: ResultsConfig,
  opts: { fresh?: boolean; dryRun?: boolean } = {},
): string {
  if (existsSync(root) && !statSync(root).isDirectory()) {
    throw new ResultsError(
      `--out '${root}' is a file; --out names a folder that holds one results folder per model (default ${DEFAULT_RESULTS_ROOT})`,
    );
  }
  const dir = join(root, modelSlug(config.model));
  const configFile = join(dir, CONFIG_FILE);
  const resultsFile = join(dir, RESULTS_FILE);
  const fresh = `--out <another folder> to keep both, or --fresh to delete the results in ${dir}`;
  if (opts.fresh) {
    if (opts.dryRun) return dir;
    rmSync(resultsFile, { force: true });
    rmSync(configFile, { force: true });
  }
  if (existsSync(configFile)) {
    let old: ResultsConfig;
    try {
      old = JSON.parse(readFileSync(configFile, "utf8")) as ResultsConfig;
    } catch {
      throw new ResultsError(`${configFile} is not valid JSON; fix it, or start fresh: ${fresh}`);
    }
    const diffs = configDifferences(old, config);
    if (diffs.length > 0) {
      throw new ResultsError(
        `${dir} holds results of another configuration: ${diffs.join("; ")}. Resuming would mix them. Start fresh with ${fresh}`,
      );
    }
  } else if (existsSync(resultsFile)) {
    throw new ResultsError(
      `${resultsFile} has no ${CONFIG_FILE}, so its configuration is unknown. Use ${fresh}`,
    );
  } else if (!opts.dryRun) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  }
  return dir;
}

export interface ResultsFolder {
  dir: string;
  config: ResultsConfig;
  results: SampleResult[];
}

/** Read a results folder (config.json and results.jsonl). */
export function readResultsDir(dir: string): ResultsFolder {
  const configFile = join(dir, CONFIG_FILE);
  if (!existsSync(configFile)) throw new ResultsError(`${dir} is not a results folder (no ${CONFIG_FILE})`);
  let config: ResultsConfig;
  try {
    config = JSON.parse(readFileSync(configFile, "utf8")) as ResultsConfig;
  } catch {
    throw new ResultsError(`${configFile} is not valid JSON`);
  }
  return { dir, config, results: [...readResults(join(dir, RESULTS_FILE)).values()] };
}

/** Results folders named by `paths`: each a results folder, or a root holding results folders. */
export function findResultsDirs(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (!existsSync(p) || !statSync(p).isDirectory()) throw new ResultsError(`'${p}' is not a folder`);
    if (existsSync(join(p, CONFIG_FILE))) {
      out.push(p);
      continue;
    }
    const subs = readdirSync(p)
      .sort()
      .map((d) => join(p, d))
      .filter((d) => existsSync(join(d, CONFIG_FILE)));
    if (subs.length === 0)
      throw new ResultsError(`'${p}' holds no results folders (none has ${CONFIG_FILE})`);
    out.push(...subs);
  }
  return out;
}

/** A short column label per folder: the model name, with the folder name when two share a model. */
export function folderLabels(folders: readonly ResultsFolder[]): string[] {
  const counts = new Map<string, number>();
  for (const f of folders) counts.set(f.config.model, (counts.get(f.config.model) ?? 0) + 1);
  return folders.map((f) =>
    (counts.get(f.config.model) ?? 0) > 1 ? `${f.config.model} (${f.dir})` : f.config.model,
  );
}

export interface Comparison {
  labels: string[];
  dirs: string[];
  /** Items every folder has results for: the comparison is over these only. */
  commonItems: number;
  /** Items per folder before restricting to the common ones. */
  itemsPerFolder: number[];
  /** True when the folders were run on different test sets (by fingerprint). */
  mixedTestsets: boolean;
  /** Rows: overall, then per level across environments, then per environment. Cells follow `labels`. */
  rows: Array<{ env: string; level: number | "all"; cells: GroupSummary[] }>;
}

/** Compare results folders on the items they all have, overall, per level and per environment. */
export function compareResults(folders: readonly ResultsFolder[]): Comparison {
  const itemSets = folders.map((f) => new Set(f.results.map((r) => r.item)));
  const common = new Set([...(itemSets[0] ?? [])].filter((id) => itemSets.every((s) => s.has(id))));
  const summaries = folders.map((f) => summarize(f.results.filter((r) => common.has(r.item))));
  const rows: Comparison["rows"] = [];
  const push = (
    env: string,
    level: number | "all",
    pick: (s: (typeof summaries)[number]) => GroupSummary[],
  ) => {
    const cells = summaries.map((s) => pick(s).find((g) => g.env === env && g.level === level));
    if (cells.every((c) => c !== undefined)) rows.push({ env, level, cells: cells as GroupSummary[] });
  };
  push("all", "all", (s) => [s.overall]);
  for (const g of summaries[0]?.levels ?? []) push("all", g.level, (s) => s.levels);
  for (const g of summaries[0]?.groups ?? []) if (g.level === "all") push(g.env, "all", (s) => s.groups);
  return {
    labels: folderLabels(folders),
    dirs: folders.map((f) => f.dir),
    commonItems: common.size,
    itemsPerFolder: itemSets.map((s) => s.size),
    mixedTestsets: new Set(folders.map((f) => f.config.testset?.fingerprint)).size > 1,
    rows,
  };
}
