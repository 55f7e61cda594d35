import type { Command } from "commander";
import { dataDir, ticketSecret } from "../../core/secret.ts";
import { EXPORT_FORMATS, type ExportFormat } from "../../eval/formats.ts";
import type { TestItem } from "../../eval/testset.ts";
import { writeOutput } from "../output.ts";
import { CliError, formatOption, intListOption, intOption } from "../util.ts";

/** rlve export */
export function register(program: Command): void {
  program
    .command("export")
    .description("write a static dataset with signed tickets: verl parquet, plain JSONL or OpenAI RFT JSONL")
    .requiredOption(
      "--envs <list>",
      "environment ids, rlveIds, categories or all (all = every env of --split)",
    )
    .requiredOption("--levels <list>", "levels", intListOption("--levels"))
    .option("--split <split>", "train, held-out or all: which environments may be exported", "train")
    .option("--per-level <n>", "problems per environment and level", intOption("--per-level", 1), 10)
    .option("--format <format>", `one of ${EXPORT_FORMATS.join(", ")}`, "jsonl")
    .option("--answer-format <tags|boxed>", "answer markers", formatOption, "tags")
    .option("--seed <S>", "seed", intOption("--seed"), 0)
    .option(
      "--testset <file>",
      "a test set (JSONL) the export must not overlap: refuses when they share an environment",
    )
    .option("--data-dir <dir>", "where the ticket secret lives (the service must use the same)")
    .requiredOption("--out <file>", "output file (missing folders are created)")
    .action(
      async (opts: {
        envs: string;
        levels: number[];
        split: "train" | "held-out" | "all";
        perLevel: number;
        format: string;
        answerFormat: "tags" | "boxed";
        seed: number;
        testset?: string;
        dataDir?: string;
        out: string;
      }) => {
        if (!(EXPORT_FORMATS as readonly string[]).includes(opts.format)) {
          throw new CliError(`--format must be one of ${EXPORT_FORMATS.join(", ")}, got '${opts.format}'`);
        }
        if (!["train", "held-out", "all"].includes(opts.split))
          throw new CliError(`--split must be train, held-out or all, got '${opts.split}'`);
        const { exportEnvs, exportItems, exportData, sharedEnvs } = await import("../../eval/export.ts");
        const spec = {
          envs: opts.envs,
          split: opts.split,
          levels: opts.levels,
          perLevel: opts.perLevel,
          seed: opts.seed,
          answerFormat: opts.answerFormat,
          secret: "",
        };
        let envIds: string[];
        try {
          envIds = exportEnvs(spec).map((e) => e.id);
        } catch (err) {
          if ((err as Error).name === "ExportError") throw new CliError((err as Error).message);
          throw err;
        }
        if (opts.testset !== undefined) {
          const { readTestset } = await import("../../eval/testset.ts");
          let test: TestItem[];
          try {
            test = readTestset(opts.testset);
          } catch (err) {
            throw new CliError(`--testset: ${(err as Error).message}`);
          }
          const shared = sharedEnvs(envIds, test);
          if (shared.length > 0) {
            throw new CliError(
              `the export shares ${shared.length} environment${shared.length === 1 ? "" : "s"} with the test set ${opts.testset} (${shared.slice(0, 8).join(", ")}${shared.length > 8 ? ", ..." : ""}): training on them would contaminate the evaluation; leave them out of --envs`,
            );
          }
        }
        const items = exportItems({ ...spec, secret: ticketSecret(dataDir(opts.dataDir)) });
        writeOutput(opts.out, exportData(items, opts.format as ExportFormat));
        const envs = new Set(items.map((i) => i.env)).size;
        console.log(
          `wrote ${items.length} problems from ${envs} ${opts.split === "all" ? "" : `${opts.split}-split `}environments (${opts.format}) to ${opts.out}`,
        );
      },
    );
}
