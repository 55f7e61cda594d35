import type { Command } from "commander";
import type { Environment } from "../../core/env.ts";
import { listEnvInfo, loadEnv } from "../../core/env-index.ts";
import { type FidelityReport, fidelityOf } from "../../core/fidelity.ts";
import { type AnswerFormat, generate, instanceOf, verify } from "../../core/kit.ts";
import { checkMaxLevel, maxLevelInfo, maxLevelOf } from "../../core/max-level.ts";
import {
  CliError,
  envWork,
  formatOption,
  intListOption,
  intOption,
  printJson,
  readStdin,
  table,
} from "../util.ts";

const SHOW_LEVELS = [0, 1, 2, 4, 8, 12, 20];

/** rlve list | show | sample | verify */
function fidelityLine(f: FidelityReport): string {
  if (f.ladder === "none") return "not an RLVE-Gym family";
  if (f.ladder === "differs")
    return "its ladder still differs from RLVE-Gym's (issue 27; scripts/fidelity/report.ts)";
  if (f.ladder === "same" && f.exceptions.length === 0) return "same ladder as RLVE-Gym";
  return `same as RLVE-Gym but for ${f.exceptions.length} declared difference${f.exceptions.length === 1 ? "" : "s"}:`;
}

export function register(program: Command): void {
  program
    .command("list")
    .description("list the environments")
    .option("--json", "print JSON")
    .option("--category <name>", "only this category")
    .option("--split <split>", "train or held-out")
    .action(async (opts: { json?: boolean; category?: string; split?: string }) => {
      if (opts.split !== undefined && opts.split !== "train" && opts.split !== "held-out") {
        throw new CliError(`--split must be train or held-out, got '${opts.split}'`);
      }
      const envs = await listEnvInfo({ category: opts.category, split: opts.split });
      if (opts.category !== undefined && envs.length === 0)
        throw new CliError(
          `no environments in category '${opts.category}'; the categories are: ${(await import("../../core/registry.ts")).categoriesOf().join(", ")}`,
        );
      const rows = envs.map((e) => ({
        id: e.id,
        rlveId: e.rlveId ?? null,
        category: e.category,
        split: e.split,
        version: e.version,
        answerKind: e.answerKind,
        // A declared maximum (the environment's own maxLevel field) overrides the probe's table.
        maxLevel: maxLevelOf({ id: e.id, maxLevel: typeof e.maxLevel === "number" ? e.maxLevel : undefined }),
        title: e.title,
        fidelity: fidelityOf(e as Pick<Environment, "id" | "rlveId" | "fidelity">),
      }));
      if (opts.json) return printJson(rows);
      console.log(
        table([
          ["id", "rlveId", "category", "split", "version", "maxLevel"],
          ...rows.map((r) => [
            r.id,
            r.rlveId ?? "-",
            r.category,
            r.split,
            String(r.version),
            String(r.maxLevel),
          ]),
        ]),
      );
      console.log(`\n${rows.length} environments`);
    });

  program
    .command("show <env>")
    .description("describe an environment and its parameters at a few levels")
    .option("--levels <list>", "levels to show (comma-separated)", intListOption("--levels"), SHOW_LEVELS)
    .option("--json", "print JSON")
    .action(async (key: string, opts: { levels: number[]; json?: boolean }) => {
      const env = await loadEnv(key);
      const max = maxLevelInfo(env);
      // The default levels stop at the maximum; levels given explicitly above it are refused.
      const levels = opts.levels === SHOW_LEVELS ? SHOW_LEVELS.filter((l) => l <= max.maxLevel) : opts.levels;
      for (const l of levels) checkMaxLevel(env, l);
      const params = levels.map((l) => envWork(`${env.id}: params`, l, () => env.params(l)));
      const info = {
        id: env.id,
        rlveId: env.rlveId ?? null,
        title: env.title,
        category: env.category,
        split: env.split,
        version: env.version,
        answerKind: env.answerKind,
        passingThreshold: env.passingThreshold,
        maxLevel: max.maxLevel,
        maxLevelSource: max.source,
        fidelity: fidelityOf(env),
        params: Object.fromEntries(levels.map((l, i) => [l, params[i]])),
      };
      if (opts.json) return printJson(info);
      console.log(`${env.id}${env.rlveId ? ` (${env.rlveId})` : ""}, version ${env.version}\n${env.title}`);
      console.log(
        `category: ${env.category}; split: ${env.split}; answer: ${env.answerKind}; passing threshold: ${env.passingThreshold}`,
      );
      const why =
        max.source === "measured"
          ? `measured; level ${max.maxLevel + 1}: ${max.next === "ceiling" ? "not probed (the probe's ceiling)" : max.next}`
          : max.source === "declared"
            ? "declared by the environment"
            : "a default: never measured, run npm run probe:max-level";
      console.log(`maximum level: ${max.maxLevel} (${why})`);
      console.log(`RLVE-Gym fidelity: ${fidelityLine(info.fidelity)}`);
      for (const e of info.fidelity.exceptions) {
        const at = e.levels
          ? ` at levels ${e.levels.from}${e.levels.to === undefined ? "+" : `-${e.levels.to}`}`
          : "";
        console.log(`  ${e.aspect}${e.knobs ? ` (${e.knobs.join(", ")})` : ""}${at}: ${e.reason}`);
      }
      console.log("\nparameters by level:");
      for (const [i, l] of levels.entries()) {
        console.log(`  ${String(l).padStart(3)}  ${JSON.stringify(params[i])}`);
      }
      const l0 = levels[0] ?? 0;
      console.log(`\nexample (level ${l0}, seed 1):\n`);
      console.log(envWork(`${env.id}: generation`, l0, () => generate(env, l0, 1)).prompt);
    });

  program
    .command("sample <env>")
    .description("generate one problem: prompt, instance and reference answer")
    .requiredOption("--level <L>", "difficulty level", intOption("--level"))
    .option("--seed <S>", "seed (printed with the problem)", intOption("--seed"), 1)
    .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
    .option("--json", "print JSON")
    .action(
      async (key: string, opts: { level: number; seed: number; format: AnswerFormat; json?: boolean }) => {
        const env = await loadEnv(key);
        checkMaxLevel(env, opts.level);
        const p = envWork(`${env.id}: generation`, opts.level, () =>
          generate(env, opts.level, opts.seed, opts.format),
        );
        if (opts.json) return printJson(p);
        console.log(`# ${env.id} v${env.version} level ${p.level} seed ${p.seed}\n`);
        console.log(p.prompt);
        console.log(`\n# reference\n${p.reference}`);
      },
    );

  program
    .command("verify <env>")
    .description(
      "score a model output read from standard input; prints reward, accuracy, format_score, status and reason as JSON (the service's field names)",
    )
    .requiredOption("--level <L>", "difficulty level", intOption("--level"))
    .option("--seed <S>", "seed (the same as sample's)", intOption("--seed"), 1)
    .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
    .action(async (key: string, opts: { level: number; seed: number; format: AnswerFormat }) => {
      const env = await loadEnv(key);
      checkMaxLevel(env, opts.level);
      const { instance } = envWork(`${env.id}: generation`, opts.level, () =>
        instanceOf(env, opts.level, opts.seed),
      );
      const output = await readStdin();
      const o = verify(env, instance, output, { format: opts.format });
      // The field names of the service's score response (POST /v1/score).
      printJson({
        reward: o.reward,
        accuracy: o.accuracy,
        format_score: o.formatScore,
        status: o.status,
        reason: o.reason,
      });
    });
}
