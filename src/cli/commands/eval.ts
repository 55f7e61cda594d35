import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SingleBar } from "cli-progress";
import { type Command, InvalidArgumentError } from "commander";
import type { Split } from "../../core/env.ts";
import { DEFAULT_RESULTS_ROOT } from "../../eval/defaults.ts";
import { type GroupSummary, summarize } from "../../eval/metrics.ts";
import type { ModelConfig } from "../../eval/model.ts";
import type { ResultsConfig } from "../../eval/results.ts";
import type { TestItem } from "../../eval/testset.ts";
import { makeOutputDir } from "../output.ts";
import { CliError, formatOption, intListOption, intOption, numberOption, printJson, table } from "../util.ts";

interface ModelOpts {
  baseUrl?: string;
  model?: string;
  apiKeyEnv?: string;
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  stop?: string[];
  samplingSeed?: number;
  extraBody?: Record<string, unknown>;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  concurrency: number;
  check: boolean;
  json?: boolean;
}

function extraBodyOption(value: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError(`--extra-body must be a JSON object, e.g. '{"top_k": 20}'`);
  }
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new InvalidArgumentError(`--extra-body must be a JSON object, e.g. '{"top_k": 20}'`);
  return v as Record<string, unknown>;
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

function modelOptions(cmd: Command): Command {
  return cmd
    .option("--base-url <url>", "OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 (required)")
    .option("--model <name>", "model name (required)")
    .option("--api-key-env <VAR>", "environment variable holding the API key")
    .option("--max-tokens <n>", "max tokens per reply", intOption("--max-tokens", 1))
    .option("--temperature <t>", "sampling temperature", numberOption("--temperature", 0, 2))
    .option("--top-p <p>", "nucleus sampling top_p", numberOption("--top-p", 0, 1))
    .option("--stop <text>", "stop sequence (repeat for several)", collect)
    .option(
      "--sampling-seed <n>",
      "the request's seed, for endpoints that support it",
      intOption("--sampling-seed"),
    )
    .option(
      "--extra-body <json>",
      "JSON object merged into every request, e.g. '{\"top_k\": 20}'",
      extraBodyOption,
    )
    .option("--timeout-ms <ms>", "per-request timeout", intOption("--timeout-ms", 1), 600_000)
    .option("--retries <n>", "retries per request", intOption("--retries"), 4)
    .option("--backoff-ms <ms>", "first retry delay (doubles per retry)", intOption("--backoff-ms"), 1000)
    .option("--concurrency <c>", "parallel requests", intOption("--concurrency", 1), 8)
    .option("--no-check", "skip the one check request sent to the endpoint before starting")
    .option("--json", "print JSON");
}

function modelConfig(opts: ModelOpts): ModelConfig {
  if (opts.baseUrl === undefined)
    throw new CliError("--base-url is required (an OpenAI-compatible endpoint)");
  if (opts.model === undefined) throw new CliError("--model is required");
  let apiKey: string | undefined;
  if (opts.apiKeyEnv !== undefined) {
    apiKey = process.env[opts.apiKeyEnv];
    if (apiKey === undefined || apiKey === "")
      throw new CliError(`environment variable ${opts.apiKeyEnv} is not set`);
  }
  try {
    new URL(opts.baseUrl);
  } catch {
    throw new CliError(`--base-url is not a URL: '${opts.baseUrl}'`);
  }
  return {
    baseUrl: opts.baseUrl,
    model: opts.model,
    apiKey,
    maxTokens: opts.maxTokens,
    temperature: opts.temperature,
    topP: opts.topP,
    stop: opts.stop,
    samplingSeed: opts.samplingSeed,
    extraBody: opts.extraBody,
    timeoutMs: opts.timeoutMs,
    retries: opts.retries,
    backoffMs: opts.backoffMs,
  };
}

/** The endpoint check before a run (one request, at most 2 minutes): a clear error when it fails. */
async function checkFirst(opts: ModelOpts, model: ModelConfig): Promise<void> {
  if (!opts.check) return;
  const { checkEndpoint } = await import("../../eval/model.ts");
  try {
    await checkEndpoint(model, 120_000);
  } catch (err) {
    throw new CliError(`${(err as Error).message} (--no-check skips this check)`);
  }
}

function splitOption(value: string): Split | "all" {
  if (value !== "train" && value !== "held-out" && value !== "all")
    throw new InvalidArgumentError("--split must be train, held-out or all");
  return value;
}

/** One overall progress bar on stderr: redrawn on a terminal, a line every 5 s otherwise. */
function progressBar(label: string, unit: string) {
  const bar = new SingleBar({
    // Our own ETA: cli-progress formats its unknown ETA ("NULL") as "LLs".
    format: `${label} [{bar}] {value}/{total} ${unit} | {percentage}% | {rate}/s | ETA {etaText}`,
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 5000,
    hideCursor: true,
    etaBuffer: 50,
  });
  const start = Date.now();
  let started = false;
  return {
    update(done: number, total: number) {
      if (!started) {
        bar.start(total, done, { rate: "0.0", etaText: "-" });
        started = true;
      }
      const rate = done / Math.max(0.001, (Date.now() - start) / 1000);
      bar.setTotal(Math.max(total, done));
      bar.update(done, { rate: rate.toFixed(1), etaText: etaText(Math.max(0, total - done), rate) });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

/** Time left at `rate` per second: "-" while unknown, else like 42s, 3m05s, 2h10m. */
export function etaText(remaining: number, rate: number): string {
  if (remaining === 0) return "0s";
  if (!(rate > 0)) return "-";
  const s = Math.ceil(remaining / rate);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

const pct = (x: number | null) => (x === null ? "-" : `${(100 * x).toFixed(1)}%`);
const pm = (x: number | null) => (x === null ? "-" : `±${(100 * x).toFixed(1)}`);

function summaryTable(groups: GroupSummary[]): string {
  return table([
    [
      "env",
      "level",
      "items",
      "samples",
      "avg@k",
      "±se",
      "pass@k",
      "reward",
      "format err",
      "truncated",
      "unscorable",
      "errors",
      "tokens",
    ],
    ...groups.map((g) => [
      g.env,
      String(g.level),
      String(g.items),
      String(g.samples),
      pct(g.avgAccuracy),
      pm(g.avgAccuracyStderr),
      g.passAtK === null ? "-" : `${pct(g.passAtK)} (k=${g.k})`,
      g.meanReward === null ? "-" : g.meanReward.toFixed(3),
      pct(g.formatErrorRate),
      String(g.truncated),
      String(g.unscorable),
      String(g.errors),
      String(g.promptTokens + g.completionTokens),
    ]),
  ]);
}

interface EvalOpts extends ModelOpts {
  testset?: string;
  envs?: string;
  levels?: number[];
  split: Split | "all";
  perLevel: number;
  seed: number;
  format: "tags" | "boxed";
  samples: number;
  limit?: number;
  out: string;
  fresh?: boolean;
  giveUpAfter: number;
}

/** The items to evaluate and the whole test set they come from (which keys the results). */
async function evalItems(opts: EvalOpts): Promise<{ items: TestItem[]; source: string; whole: TestItem[] }> {
  const { buildTestset, filterItems, readTestset } = await import("../../eval/testset.ts");
  if (typeof opts.testset === "string") {
    let whole: TestItem[];
    try {
      whole = readTestset(opts.testset);
    } catch (err) {
      throw new CliError((err as Error).message);
    }
    const items = filterItems(whole, { envs: opts.envs, levels: opts.levels, limit: opts.limit });
    if (items.length === 0) throw new CliError(`no items of ${opts.testset} are left after --envs/--levels`);
    return { items, source: opts.testset, whole };
  }
  if (typeof opts.envs !== "string") throw new CliError("give --testset FILE or --envs LIST");
  const { selectEnvs } = await import("../../core/registry.ts");
  const levels = opts.levels ?? [0, 2, 4, 6, 8];
  const whole = buildTestset({
    envs: selectEnvs(opts.envs, opts.split === "all" ? undefined : opts.split).map((e) => e.id),
    perEnv: opts.perLevel * levels.length,
    levels,
    seed: opts.seed,
    format: opts.format,
  });
  const source = `--envs ${opts.envs} --split ${opts.split} --levels ${levels.join(",")} --per-level ${opts.perLevel} --seed ${opts.seed} --format ${opts.format}`;
  return { items: filterItems(whole, { limit: opts.limit }), source, whole };
}

/** rlve eval, rlve eval frontier, rlve eval compare */
export function register(program: Command): void {
  const evalCmd = modelOptions(
    program
      .command("eval")
      .description("evaluate a model endpoint on a test set or on environments and levels")
      .option("--testset <file>", "JSONL test set (rlve testset build)")
      .option("--envs <list>", "environments: the problems to build, or a filter on --testset")
      .option(
        "--levels <list>",
        "levels: to build (default 0,2,4,6,8), or a filter on --testset",
        intListOption("--levels"),
      )
      .option(
        "--split <split>",
        "with --envs: all and categories mean this split (train, held-out or all)",
        splitOption,
        "train",
      )
      .option("--per-level <n>", "problems per level (with --envs)", intOption("--per-level", 1), 10)
      .option("--seed <S>", "problem seed (with --envs)", intOption("--seed"), 0)
      .option("--format <tags|boxed>", "answer markers (with --envs)", formatOption, "tags")
      .option("--limit <n>", "at most n problems per environment", intOption("--limit", 1))
      .option("--samples <k>", "samples per problem", intOption("--samples", 1), 1)
      .option(
        "--out <dir>",
        "results root: results go to <dir>/<model>/ (config.json, results.jsonl); a rerun with the same configuration resumes",
        DEFAULT_RESULTS_ROOT,
      )
      .option("--fresh", "delete this model's earlier results in --out first")
      .option(
        "--give-up-after <n>",
        "stop when the first n requests all fail (0: never)",
        intOption("--give-up-after"),
        10,
      ),
  ).action(async (opts: EvalOpts) => {
    const model = modelConfig(opts);
    const { items, source, whole } = await evalItems(opts);
    const { openResultsDir, RESULTS_FILE, ResultsError, resultsConfig } = await import(
      "../../eval/results.ts"
    );
    const config: ResultsConfig = resultsConfig(model, { source, items: whole });
    const open = (dryRun: boolean) => {
      try {
        return openResultsDir(opts.out, config, { fresh: opts.fresh, dryRun });
      } catch (err) {
        if (err instanceof ResultsError) throw new CliError(err.message);
        throw err;
      }
    };
    const planned = open(true);
    const { EvalStoppedError, evaluate, pendingSamples } = await import("../../eval/evaluate.ts");
    if (pendingSamples(items, opts.samples, join(planned, RESULTS_FILE)) > 0) await checkFirst(opts, model);
    const dir = open(false);
    const out = join(dir, RESULTS_FILE);
    const bar = progressBar("eval", "samples");
    let results: Awaited<ReturnType<typeof evaluate>>;
    // Why the run stopped early, if it did: the summary of what is done is printed all the same.
    let stopped: string | undefined;
    try {
      results = await evaluate({
        items,
        samples: opts.samples,
        concurrency: opts.concurrency,
        model,
        out,
        stopAfterFailures: opts.giveUpAfter,
        onProgress: (d, t) => bar.update(d, t),
      });
    } catch (err) {
      bar.stop();
      if (err instanceof EvalStoppedError) {
        stopped = `${err.message} (results so far are in ${dir})`;
        results = err.results;
      } else if ((err as Error).name === "FatalModelError")
        throw new CliError(`${(err as Error).message} (results so far are in ${dir})`);
      else if (/built with/.test((err as Error).message)) throw new CliError((err as Error).message);
      else throw err;
    }
    bar.stop();
    const summary = summarize(results);
    const { overall } = summary;
    if (stopped !== undefined && overall.scored === 0) throw new CliError(stopped);
    if (overall.scored === 0 && overall.errors > 0) {
      const last = results.find((r) => r.status === "error")?.reason ?? "";
      throw new CliError(
        `no request got a reply (${overall.errors} errors; ${last}): nothing to score. Fix the endpoint and rerun the same command to retry (results folder ${dir})`,
      );
    }
    const failed = results.filter((r) => r.status === "error");
    if (failed.length > 0) {
      const named = failed.slice(0, 5).map((r) => `  ${r.item} sample ${r.sample}: ${r.reason}\n`);
      const more =
        failed.length > 5 ? `  ... and ${failed.length - 5} more (status "error" in ${out})\n` : "";
      process.stderr.write(
        `rlve: ${failed.length} of ${overall.samples} samples got no reply; they are listed as errors and left out of the rates:\n${named.join("")}${more}rlve: rerun the same command to retry them.\n`,
      );
    }
    if (opts.json) {
      printJson({
        model: model.model,
        results_dir: dir,
        complete:
          overall.errors === 0 && stopped === undefined && results.length === items.length * opts.samples,
        ...(stopped !== undefined ? { stopped } : {}),
        failed: failed.map((r) => ({ item: r.item, sample: r.sample, reason: r.reason })),
        config,
        ...summary,
      });
    } else {
      console.log(summaryTable([...summary.groups, ...summary.levels, overall]));
      console.log(`\nresults in ${dir}`);
    }
    if (stopped !== undefined) throw new CliError(`${stopped}; the summary above covers what is done`);
  });

  evalCmd.enablePositionalOptions();
  modelOptions(
    evalCmd
      .command("frontier")
      .description("find, per environment, the highest level the model masters (a capability profile)")
      .requiredOption("--envs <list>", "environments (all and categories mean --split)")
      .option("--split <split>", "train, held-out or all", splitOption, "train")
      .option("--threshold <acc>", "accuracy needed at a level", numberOption("--threshold", 0, 1), 0.5)
      .option("--per-level <n>", "problems per probed level", intOption("--per-level", 1), 8)
      .option("--max-level <L>", "highest level probed", intOption("--max-level"), 20)
      .option("--search <ladder|binary>", "search strategy", "binary")
      .option("--seed <S>", "seed", intOption("--seed"), 0)
      .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
      .option(
        "--out <dir>",
        "write frontier.json, frontier.svg and frontier.png to <dir>/<model>/",
        join("rlve-out", "frontier"),
      ),
  ).action(async (opts: ModelOpts & Record<string, unknown>) => {
    const model = modelConfig(opts);
    if (opts.search !== "ladder" && opts.search !== "binary")
      throw new CliError("--search must be ladder or binary");
    const split = opts.split as Split | "all";
    const { selectEnvs } = await import("../../core/registry.ts");
    const envs = selectEnvs(opts.envs as string, split === "all" ? undefined : split);
    if (envs.length === 0) throw new CliError(`no ${split} environments match --envs ${opts.envs}`);
    const { modelSlug } = await import("../../eval/results.ts");
    const outDir = join(opts.out as string, modelSlug(model.model));
    await checkFirst(opts, model);
    const { findFrontiers } = await import("../../eval/frontier.ts");
    const bar = progressBar("frontier", "requests (at most)");
    const results = await findFrontiers({
      envs,
      model,
      perLevel: opts.perLevel as number,
      threshold: opts.threshold as number,
      maxLevel: opts.maxLevel as number,
      search: opts.search,
      seed: opts.seed as number,
      concurrency: opts.concurrency,
      format: opts.format as "tags" | "boxed",
      onProgress: (d, t) => bar.update(d, t),
    }).catch((err: Error) => {
      bar.stop();
      throw new CliError(err.message);
    });
    bar.stop();
    const category = new Map(envs.map((e) => [e.id, e.category]));
    const rows = results
      .map((r) => ({ category: category.get(r.env) ?? "", ...r }))
      .sort((a, b) => a.category.localeCompare(b.category) || a.env.localeCompare(b.env));
    const report = {
      model: model.model,
      threshold: opts.threshold,
      max_level: opts.maxLevel,
      out: outDir,
      frontiers: rows,
    };
    makeOutputDir(outDir);
    // frontier.json stays an array of rows (what rlve dashboard --eval reads); --json prints the report.
    writeFileSync(join(outDir, "frontier.json"), `${JSON.stringify(rows, null, 2)}\n`);
    const { frontierChartSpec, renderChart } = await import("../../eval/chart.ts");
    const spec = frontierChartSpec(
      rows,
      `Difficulty frontier of ${model.model} (accuracy >= ${opts.threshold})`,
      opts.maxLevel as number,
    );
    const { svg, png } = await renderChart(spec, rows.length > 60 ? 1 : 2);
    writeFileSync(join(outDir, "frontier.svg"), svg);
    writeFileSync(join(outDir, "frontier.png"), png);
    const refused = rows.filter((r) => r.refusedAt !== undefined);
    if (refused.length > 0)
      process.stderr.write(
        `rlve: the endpoint refused every request (HTTP 400/413/422) at ${refused.map((r) => `${r.env} L${r.refusedAt}`).join(", ")}: the search stopped below that level\n`,
      );
    if (opts.json) return printJson(report);
    console.log(
      table([
        ["category", "env", "frontier", "probes"],
        ...rows.map((r) => [
          r.category,
          r.env,
          `${r.frontier < 0 ? "none" : `${r.frontier}${r.capped ? "+" : ""}`}${r.refusedAt !== undefined ? ` (L${r.refusedAt} refused)` : ""}`,
          r.probes.map((p) => `L${p.level}:${pct(p.accuracy)}`).join(" "),
        ]),
      ]),
    );
    console.log(`\nfrontier.json, frontier.svg and frontier.png in ${outDir}`);
  });

  evalCmd
    .command("compare")
    .description("compare results folders (rlve eval --out): accuracy and standard error side by side")
    .argument("<dirs...>", "results folders, or results roots holding one folder per model")
    .option("--json", "print JSON")
    .action(async (dirs: string[], opts: { json?: boolean }) => {
      const { compareResults, findResultsDirs, readResultsDir, ResultsError } = await import(
        "../../eval/results.ts"
      );
      let comparison: ReturnType<typeof compareResults>;
      try {
        comparison = compareResults(findResultsDirs(dirs).map(readResultsDir));
      } catch (err) {
        if (err instanceof ResultsError) throw new CliError(err.message);
        throw err;
      }
      if (opts.json) return printJson(comparison);
      const c = comparison;
      if (c.mixedTestsets)
        process.stderr.write(
          "rlve: these folders were run on different test sets; compared on shared items only\n",
        );
      if (c.itemsPerFolder.some((n) => n !== c.commonItems))
        process.stderr.write(
          `rlve: compared on the ${c.commonItems} items every folder has (folders have ${c.itemsPerFolder.join(", ")})\n`,
        );
      console.log(
        table([
          ["env", "level", "items", ...c.labels.map((l) => `${l} avg@k`)],
          ...c.rows.map((r) => [
            r.env,
            String(r.level),
            String(r.cells[0]!.items),
            ...r.cells.map(
              (g) =>
                `${pct(g.avgAccuracy)} ${pm(g.avgAccuracyStderr)}${g.errors > 0 ? ` (${g.errors} err)` : ""}`,
            ),
          ]),
        ]),
      );
      console.log(`\n${c.dirs.map((d, i) => `${c.labels[i]}: ${d}`).join("\n")}`);
    });
}
