import type { Command } from "commander";
import { listEnvInfo, loadEnv } from "../../core/env-index.ts";
import { type AnswerFormat, generate, instanceOf, verify } from "../../core/kit.ts";
import { checkMaxLevel, maxLevelInfo, maxLevelOf } from "../../core/max-level.ts";
import { CliError, formatOption, intOption, printJson, readStdin, table } from "../util.ts";

/** rlve list | show | sample | verify */
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
        throw new CliError(`no environments in category '${opts.category}'`);
      const rows = envs.map((e) => ({
        id: e.id,
        rlveId: e.rlveId,
        category: e.category,
        split: e.split,
        version: e.version,
        answerKind: e.answerKind,
        maxLevel: maxLevelOf({ id: e.id }),
        title: e.title,
      }));
      if (opts.json) return printJson(rows);
      console.log(
        table([
          ["id", "rlveId", "category", "split", "version", "maxLevel"],
          ...rows.map((r) => [r.id, r.rlveId, r.category, r.split, String(r.version), String(r.maxLevel)]),
        ]),
      );
      console.log(`\n${rows.length} environments`);
    });

  program
    .command("show <env>")
    .description("describe an environment and its parameters at a few levels")
    .option("--levels <list>", "levels to show (default 0,1,2,4,8,12,20 up to the maximum level)")
    .option("--json", "print JSON")
    .action(async (key: string, opts: { levels?: string; json?: boolean }) => {
      const env = await loadEnv(key);
      const max = maxLevelInfo(env);
      const levels =
        opts.levels === undefined
          ? [0, 1, 2, 4, 8, 12, 20].filter((l) => l <= max.maxLevel)
          : opts.levels.split(",").map((v) => intOption("--levels")(v));
      for (const l of levels) checkMaxLevel(env, l);
      const info = {
        id: env.id,
        rlveId: env.rlveId,
        title: env.title,
        category: env.category,
        split: env.split,
        version: env.version,
        answerKind: env.answerKind,
        passingThreshold: env.passingThreshold,
        maxLevel: max.maxLevel,
        maxLevelSource: max.source,
        params: Object.fromEntries(levels.map((l) => [l, env.params(l)])),
      };
      if (opts.json) return printJson(info);
      console.log(`${env.id} (${env.rlveId}), version ${env.version}\n${env.title}`);
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
      console.log("\nparameters by level:");
      for (const l of levels) console.log(`  ${String(l).padStart(3)}  ${JSON.stringify(env.params(l))}`);
      console.log(`\nexample (level ${levels[0]}, seed 1):\n`);
      console.log(generate(env, levels[0] ?? 0, 1).prompt);
    });

  program
    .command("sample <env>")
    .description("generate one problem: prompt, instance and reference answer")
    .requiredOption("--level <L>", "difficulty level", intOption("--level"))
    .requiredOption("--seed <S>", "seed", intOption("--seed"))
    .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
    .option("--json", "print JSON")
    .action(
      async (key: string, opts: { level: number; seed: number; format: AnswerFormat; json?: boolean }) => {
        const env = await loadEnv(key);
        checkMaxLevel(env, opts.level);
        const p = generate(env, opts.level, opts.seed, opts.format);
        if (opts.json) return printJson(p);
        console.log(`# ${env.id} v${env.version} level ${p.level} seed ${p.seed}\n`);
        console.log(p.prompt);
        console.log(`\n# reference\n${p.reference}`);
      },
    );

  program
    .command("verify <env>")
    .description("score a model output read from standard input; prints the outcome as JSON")
    .requiredOption("--level <L>", "difficulty level", intOption("--level"))
    .requiredOption("--seed <S>", "seed", intOption("--seed"))
    .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
    .action(async (key: string, opts: { level: number; seed: number; format: AnswerFormat }) => {
      const env = await loadEnv(key);
      checkMaxLevel(env, opts.level);
      const { instance } = instanceOf(env, opts.level, opts.seed);
      const output = await readStdin();
      printJson(verify(env, instance, output, { format: opts.format }));
    });
}
