import { type Command, InvalidArgumentError } from "commander";
import { SIMULATE_DEFAULTS } from "../../curriculum/defaults.ts";
import type { ScheduleResult } from "../../curriculum/simulate.ts";
import { CliError, intOption, numberOption, printJson, table } from "../util.ts";

/** rlve simulate: the curriculum against a scripted policy, adaptive vs two static baselines. */

const MAX_WORK = 50_000_000;

function timingOption(v: string): "on_score" | "on_report" {
  if (v !== "on_score" && v !== "on_report")
    throw new InvalidArgumentError("--timing must be on_score or on_report");
  return v;
}

function fmtLevels(levels: Record<string, number>): string {
  const entries = Object.entries(levels);
  if (entries.length <= 6) return entries.map(([e, h]) => `${e}=${h}`).join(" ");
  const hs = entries.map(([, h]) => h);
  return `mean ${(hs.reduce((a, b) => a + b, 0) / hs.length).toFixed(2)}, min ${Math.min(...hs)}, max ${Math.max(...hs)} (${hs.length} envs)`;
}

export function register(program: Command): void {
  const d = SIMULATE_DEFAULTS;
  program
    .command("simulate")
    .description(
      "run the curriculum against a scripted policy (accuracy falls with level; skill grows when trained at the frontier) and compare adaptive with fixed-low and fixed-wide",
    )
    .option("--envs <selectors>", "env ids, RLVE ids, categories or all (all: the train-split envs)", "all")
    .option("--steps <n>", "trainer steps", intOption("--steps", 1), d.steps)
    .option("--batch <n>", "prompts (groups) per step", intOption("--batch", 1), d.batch)
    .option("--group-size <n>", "samples per prompt", intOption("--group-size", 1), d.groupSize)
    .option("--min-prompts <n>", "prompts at h before a check", intOption("--min-prompts", 1), d.minPrompts)
    .option("--window <w>", "window size", intOption("--window", 1), d.windowSize)
    .option("--threshold <acc>", "accuracy threshold", numberOption("--threshold", 0, 1), d.accuracyThreshold)
    .option("--timing <when>", "on_score or on_report", timingOption, d.updateTiming)
    .option("--low-level <L>", "level of the fixed-low baseline", intOption("--low-level"), d.lowLevel)
    .option(
      "--wide-max <D>",
      "fixed-wide baseline: levels uniform in [0, D], capped at each environment's maximum level",
      intOption("--wide-max"),
      d.wideMax,
    )
    .option(
      "--learning-rate <r>",
      "skill gained per informative group at the frontier",
      numberOption("--learning-rate", 0, 10),
      d.learningRate,
    )
    .option("--slope <k>", "steepness of accuracy against level", numberOption("--slope", 0.01, 100), d.slope)
    .option("--seed <seed>", "seed", intOption("--seed"), d.seed)
    .option("--json", "print one object per schedule (adaptive, fixed-low, fixed-wide)")
    .action(
      async (o: {
        envs: string;
        steps: number;
        batch: number;
        groupSize: number;
        minPrompts: number;
        window: number;
        threshold: number;
        timing: "on_score" | "on_report";
        lowLevel: number;
        wideMax: number;
        learningRate: number;
        slope: number;
        seed: number;
        json?: boolean;
      }) => {
        const { ConfigError, parseRunConfig } = await import("../../curriculum/config.ts");
        let envs: string[];
        try {
          envs = parseRunConfig({ environments: o.envs }).environments;
        } catch (err) {
          if (err instanceof ConfigError) throw new CliError(err.message);
          throw err;
        }
        if (o.steps * o.batch * o.groupSize > MAX_WORK) {
          throw new CliError(`steps x batch x group-size must be at most ${MAX_WORK}`);
        }
        const { simulate } = await import("../../curriculum/simulate.ts");
        const results = simulate({
          envs,
          steps: o.steps,
          batch: o.batch,
          groupSize: o.groupSize,
          minPrompts: o.minPrompts,
          windowSize: o.window,
          accuracyThreshold: o.threshold,
          updateTiming: o.timing,
          lowLevel: o.lowLevel,
          wideMax: o.wideMax,
          learningRate: o.learningRate,
          slope: o.slope,
          seed: o.seed,
        });
        if (o.json) {
          const brief = (r: ScheduleResult) => ({
            schedule: r.schedule,
            effectivePromptRatio: r.effectivePromptRatio,
            levels: r.levels,
            skills: r.skills,
            accuracy: r.accuracy,
            ratios: r.ratios,
            meanLevels: r.meanLevels,
          });
          return printJson({
            adaptive: brief(results.adaptive),
            "fixed-low": brief(results["fixed-low"]),
            "fixed-wide": brief(results["fixed-wide"]),
          });
        }
        console.log(
          `${envs.length} environments, ${o.steps} steps x ${o.batch} prompts x ${o.groupSize} samples, seed ${o.seed}\n`,
        );
        const rows = [["schedule", "effective prompt ratio", "accuracy", "final levels", "final skill"]];
        for (const r of Object.values(results)) {
          rows.push([
            r.schedule,
            r.effectivePromptRatio.toFixed(3),
            r.accuracy.toFixed(3),
            fmtLevels(r.levels),
            fmtLevels(r.skills),
          ]);
        }
        console.log(table(rows));
        const a = results.adaptive;
        const every = Math.max(1, Math.floor(o.steps / 10));
        console.log(
          "\nadaptive, every",
          every,
          "steps: mean h and effective prompt ratio (last",
          every,
          "steps)",
        );
        for (let s = every - 1; s < o.steps; s += every) {
          const win = a.ratios.slice(s - every + 1, s + 1);
          const ratio = win.reduce((x, y) => x + y, 0) / win.length;
          console.log(
            `  step ${String(s + 1).padStart(5)}  h ${a.meanLevels[s]!.toFixed(2).padStart(6)}  ratio ${ratio.toFixed(3)}`,
          );
        }
      },
    );
}
