import type { Command } from "commander";
import { dataDir, ticketSecret } from "../../core/secret.ts";
import { EXPORT_FORMATS, type ExportFormat } from "../../eval/formats.ts";
import { CliError, formatOption, intListOption, intOption } from "../util.ts";

/** rlve export */
export function register(program: Command): void {
  program
    .command("export")
    .description("write a static dataset with signed tickets: verl parquet, plain JSONL or OpenAI RFT JSONL")
    .requiredOption("--envs <list>", "environment ids, rlveIds, categories or all")
    .requiredOption("--levels <list>", "levels", intListOption("--levels"))
    .option("--per-level <n>", "problems per environment and level", intOption("--per-level", 1), 10)
    .option("--format <format>", `one of ${EXPORT_FORMATS.join(", ")}`, "jsonl")
    .option("--answer-format <tags|boxed>", "answer markers", formatOption, "tags")
    .option("--seed <S>", "seed", intOption("--seed"), 0)
    .option("--data-dir <dir>", "where the ticket secret lives (the service must use the same)")
    .requiredOption("--out <file>", "output file")
    .action(
      async (opts: {
        envs: string;
        levels: number[];
        perLevel: number;
        format: string;
        answerFormat: "tags" | "boxed";
        seed: number;
        dataDir?: string;
        out: string;
      }) => {
        if (!(EXPORT_FORMATS as readonly string[]).includes(opts.format)) {
          throw new CliError(`--format must be one of ${EXPORT_FORMATS.join(", ")}, got '${opts.format}'`);
        }
        const { exportItems, writeExport } = await import("../../eval/export.ts");
        const items = exportItems({
          envs: opts.envs,
          levels: opts.levels,
          perLevel: opts.perLevel,
          seed: opts.seed,
          answerFormat: opts.answerFormat,
          secret: ticketSecret(dataDir(opts.dataDir)),
        });
        writeExport(items, opts.format as ExportFormat, opts.out);
        console.log(`wrote ${items.length} problems (${opts.format}) to ${opts.out}`);
      },
    );
}
