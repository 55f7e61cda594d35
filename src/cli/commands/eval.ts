import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SingleBar } from "cli-progress";
import type { Command } from "commander";
import { selectEnvs } from "../../core/registry.ts";
import type { evaluate } from "../../eval/evaluate.ts";
import { type GroupSummary, summarize } from "../../eval/metrics.ts";
import type { ModelConfig } from "../../eval/model.ts";
import { buildTestset, readTestset, type TestItem } from "../../eval/testset.ts";
import { CliError, formatOption, intListOption, intOption, numberOption, printJson, table } from "../util.ts";

interface ModelOpts {
  baseUrl?: string;
  model?: string;
  apiKeyEnv?: string;
  maxTokens?: number;
  temperature?: number;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  concurrency: number;
  json?: boolean;
}

function modelOptions(cmd: Command): Command {
  return cmd
    .option("--base-url <url>", "OpenAI-compatible endpoint, e.g. http://localhost:8000/v1 (required)")
    .option("--model <name>", "model name (required)")
    .option("--api-key-env <VAR>", "environment variable holding the API key")
    .option("--max-tokens <n>", "max tokens per reply", intOption("--max-tokens", 1))
    .option("--temperature <t>", "sampling temperature", numberOption("--temperature", 0, 2))
    .option("--timeout-ms <ms>", "per-request timeout", intOption("--timeout-ms", 1), 600_000)
    .option("--retries <n>", "retries per request", intOption("--retries"), 4)
    .option("--backoff-ms <ms>", "first retry delay (doubles per retry)", intOption("--backoff-ms"), 1000)
    .option("--concurrency <c>", "parallel requests", intOption("--concurrency", 1), 8)
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
    timeoutMs: opts.timeoutMs,
    retries: opts.retries,
    backoffMs: opts.backoffMs,
  };
}

function progressBar(label: string) {
  const bar = new SingleBar({
    format: `${label} [{bar}] {value}/{total} | {percentage}% | {rate}/s | ETA {eta_formatted}`,
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 5000,
    hideCursor: true,
  });
  const start = Date.now();
  let started = false;
  return {
    update(done: number, total: number) {
      if (!started) {
        bar.start(total, done, { rate: "0.0" });
        started = true;
      }
      const rate = done / Math.max(0.001, (Date.now() - start) / 1000);
      bar.update(done, { rate: rate.toFixed(1) });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function summaryTable(groups: GroupSummary[]): string {
  return table([
    [
      "env",
      "level",
      "items",
      "samples",
      "avg@k",
      "pass@k",
      "reward",
      "format err",
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
      `${pct(g.passAtK)} (k=${g.k})`,
      g.meanReward.toFixed(3),
      pct(g.formatErrorRate),
      String(g.unscorable),
      String(g.errors),
      String(g.promptTokens + g.completionTokens),
    ]),
  ]);
}

/** rlve eval, rlve eval frontier */
export function register(program: Command): void {
  const evalCmd = modelOptions(
    program
      .command("eval")
      .description("evaluate a model endpoint on a test set or on environments and levels")
      .option("--testset <file>", "JSONL test set (rlve testset build)")
      .option("--envs <list>", "environments (instead of --testset)")
      .option("--levels <list>", "levels (with --envs)", intListOption("--levels"), [0, 2, 4, 6, 8])
      .option("--per-level <n>", "problems per level (with --envs)", intOption("--per-level", 1), 10)
      .option("--seed <S>", "seed (with --envs)", intOption("--seed"), 0)
      .option("--format <tags|boxed>", "answer markers (with --envs)", formatOption, "tags")
      .option("--samples <k>", "samples per problem", intOption("--samples", 1), 1)
      .option("--out <file>", "results JSONL (appended; rerunning resumes)", "rlve-eval-results.jsonl"),
  ).action(async (opts: ModelOpts & Record<string, unknown>) => {
    const model = modelConfig(opts);
    let items: TestItem[];
    if (typeof opts.testset === "string") {
      if (opts.envs !== undefined) throw new CliError("give either --testset or --envs, not both");
      try {
        items = readTestset(opts.testset);
      } catch (err) {
        throw new CliError((err as Error).message);
      }
    } else if (typeof opts.envs === "string") {
      const levels = opts.levels as number[];
      items = buildTestset({
        envs: opts.envs,
        perEnv: (opts.perLevel as number) * levels.length,
        levels,
        seed: opts.seed as number,
        format: opts.format as "tags" | "boxed",
      });
    } else {
      throw new CliError("give --testset FILE or --envs LIST");
    }
    const { evaluate } = await import("../../eval/evaluate.ts");
    const bar = progressBar("eval");
    let results: Awaited<ReturnType<typeof evaluate>>;
    try {
      results = await evaluate({
        items,
        samples: opts.samples as number,
        concurrency: opts.concurrency,
        model,
        out: opts.out as string,
        onProgress: (d, t) => bar.update(d, t),
      });
    } catch (err) {
      bar.stop();
      if ((err as Error).name === "FatalModelError" || /built with/.test((err as Error).message)) {
        throw new CliError((err as Error).message);
      }
      throw err;
    }
    bar.stop();
    const summary = summarize(results);
    if (opts.json) return printJson({ model: model.model, results: opts.out, ...summary });
    console.log(summaryTable([...summary.groups, summary.overall]));
    console.log(`\nresults in ${opts.out}`);
  });

  evalCmd.enablePositionalOptions();
  modelOptions(
    evalCmd
      .command("frontier")
      .description("find, per environment, the highest level the model masters (a capability profile)")
      .requiredOption("--envs <list>", "environments")
      .option("--threshold <acc>", "accuracy needed at a level", numberOption("--threshold", 0, 1), 0.5)
      .option("--per-level <n>", "problems per probed level", intOption("--per-level", 1), 8)
      .option("--max-level <L>", "highest level probed", intOption("--max-level"), 20)
      .option("--search <ladder|binary>", "search strategy", "binary")
      .option("--seed <S>", "seed", intOption("--seed"), 0)
      .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
      .option("--out <dir>", "write frontier.json, frontier.svg and frontier.png here"),
  ).action(async (opts: ModelOpts & Record<string, unknown>) => {
    const model = modelConfig(opts);
    if (opts.search !== "ladder" && opts.search !== "binary")
      throw new CliError("--search must be ladder or binary");
    const envs = selectEnvs(opts.envs as string);
    const { findFrontiers } = await import("../../eval/frontier.ts");
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
      onProbe: (env, level, acc) => {
        if (!opts.json) process.stderr.write(`  ${env} level ${level}: accuracy ${pct(acc)}\n`);
      },
    }).catch((err: Error) => {
      throw new CliError(err.message);
    });
    if (typeof opts.out === "string") {
      mkdirSync(opts.out, { recursive: true });
      writeFileSync(join(opts.out, "frontier.json"), `${JSON.stringify(results, null, 2)}\n`);
      const { renderChart } = await import("../../eval/chart.ts");
      const { svg, png } = await renderChart({
        $schema: "https://vega.github.io/schema/vega-lite/v6.json",
        title: `Difficulty frontier of ${model.model} (accuracy >= ${opts.threshold})`,
        width: 480,
        height: { step: 18 },
        data: { values: results.map((r) => ({ env: r.env, frontier: r.frontier, capped: r.capped })) },
        mark: "bar",
        encoding: {
          y: { field: "env", type: "nominal", sort: "-x", title: null },
          x: { field: "frontier", type: "quantitative", title: "highest mastered level" },
          color: { field: "capped", type: "nominal", title: "hit max level" },
        },
      });
      writeFileSync(join(opts.out, "frontier.svg"), svg);
      writeFileSync(join(opts.out, "frontier.png"), png);
    }
    if (opts.json) return printJson({ model: model.model, threshold: opts.threshold, frontiers: results });
    console.log(
      table([
        ["env", "frontier", "probes"],
        ...results.map((r) => [
          r.env,
          `${r.frontier}${r.capped ? "+" : ""}`,
          r.probes.map((p) => `L${p.level}:${pct(p.accuracy)}`).join(" "),
        ]),
      ]),
    );
  });
}
