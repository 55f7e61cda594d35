import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import cliProgress from "cli-progress";
import type { Command } from "commander";
import type { Progress } from "../../lab/experiment.ts";
import { EXPERIMENT_INFO, type ExperimentInfo } from "../../lab/experiments/info.ts";
import { CliError, intOption, numberOption, printJson } from "../util.ts";

/** A cli-progress bar on stderr (so that --json output on stdout stays clean). */
function barProgress(): Progress {
  let bar: cliProgress.SingleBar | undefined;
  return {
    start(total, label) {
      bar?.stop();
      bar = new cliProgress.SingleBar(
        {
          format: `${label.padEnd(28)} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`,
          stream: process.stderr,
          noTTYOutput: Boolean(process.env.CI) || !process.stderr.isTTY,
          notTTYSchedule: 5000,
          hideCursor: true,
          clearOnComplete: false,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    tick(n = 1) {
      bar?.increment(n);
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}

/** Runs experiment `name`; the simulators and the chart renderer are imported only here. */
async function runExperiment(
  name: string,
  opts: { out: string; seed: number; json?: boolean; progress: boolean; eta?: number },
): Promise<void> {
  const { EXPERIMENTS } = await import("../../lab/experiments/index.ts");
  const { jsonSafe, writeChart } = await import("../../lab/plot.ts");
  const exp = EXPERIMENTS[name]!.run;
  const progress = opts.progress ? barProgress() : undefined;
  const result = await exp({
    seed: opts.seed,
    eta: opts.eta,
    progress: progress ?? { start() {}, tick() {}, stop() {} },
  });
  const dir = resolve(opts.out);
  mkdirSync(dir, { recursive: true });
  const files = [join(dir, `${result.id}.json`)];
  writeFileSync(
    files[0]!,
    `${JSON.stringify(jsonSafe({ id: result.id, seed: opts.seed, ...(result.data as object) }))}\n`,
  );
  for (const c of result.charts) files.push(...(await writeChart(dir, c.name, c.spec)));
  if (opts.json) return printJson(jsonSafe(result.summary));
  console.log(result.lines.join("\n"));
  console.log(`\nwrote ${files.map((f) => f.replace(`${process.cwd()}/`, "")).join(", ")}`);
}

/** rlve lab <experiment> */
export function register(program: Command): void {
  const lab = program
    .command("lab")
    .description("RLVR optimisation-dynamics lab: simulated experiments (see docs/lab.md)");
  const experiments: Record<string, ExperimentInfo> = EXPERIMENT_INFO;
  for (const [name, { description, eta }] of Object.entries(experiments)) {
    const cmd = lab
      .command(name)
      .description(description)
      .option("--out <dir>", "directory for the JSON and the SVG/PNG figures", "lab-out")
      .option("--seed <S>", "seed of the simulated instance and of the sampling", intOption("--seed"), 1)
      .option("--json", "print one JSON object of key figures")
      .option("--no-progress", "no progress bars");
    if (eta !== undefined) {
      cmd.option(
        "--eta <x>",
        `learning rate of the simulated policy (default ${eta})`,
        numberOption("--eta", 1e-6, 1e6),
      );
    }
    cmd.action(
      async (opts: { out: string; seed: number; json?: boolean; progress: boolean; eta?: number }) => {
        if (opts.out.trim() === "") throw new CliError("--out must be a directory");
        await runExperiment(name, opts);
      },
    );
  }
}
