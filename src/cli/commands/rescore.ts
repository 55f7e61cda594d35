import { closeSync, existsSync, openSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Command } from "commander";
import { makeOutputDir } from "../output.ts";
import { CliError, printJson, table } from "../util.ts";

/** The ticket secret without creating one: RLVE_TICKET_SECRET, else the data directory's file. */
export async function existingSecret(dataDirOpt?: string): Promise<string> {
  const { dataDir, ticketSecret } = await import("../../core/secret.ts");
  const dir = dataDir(dataDirOpt);
  const fromEnv = process.env.RLVE_TICKET_SECRET;
  if ((fromEnv === undefined || fromEnv === "") && !existsSync(join(dir, "ticket-secret"))) {
    throw new CliError(
      `no ticket secret: set RLVE_TICKET_SECRET or --data-dir to the folder of the service that signed the tickets (${dir} has no ticket-secret)`,
    );
  }
  return ticketSecret(dir);
}

/** rlve rescore FILE */
export function register(program: Command): void {
  program
    .command("rescore <file>")
    .description(
      "re-score stored rollouts (JSONL of ticket + response) with the current verifiers: per-row old and new outcome, and a summary of what changed",
    )
    .requiredOption("--out <file>", "per-row JSONL output (line, env, level, old, new, changed or error)")
    .option("--data-dir <dir>", "where the ticket secret lives (else RLVE_TICKET_SECRET)")
    .option(
      "--allow-version-change",
      "re-score tickets issued for another version of their environment with the current version",
    )
    .option("--json", "print the summary as JSON")
    .action(
      async (
        file: string,
        opts: { out: string; dataDir?: string; allowVersionChange?: boolean; json?: boolean },
      ) => {
        if (!existsSync(file)) throw new CliError(`'${file}' does not exist`);
        const secret = await existingSecret(opts.dataDir);
        const { rescoreFile, RescoreError } = await import("../../eval/rescore.ts");
        makeOutputDir(dirname(opts.out));
        // Written only once the version check passed: a refused file leaves no output behind.
        let fd: number | undefined;
        let summary: Awaited<ReturnType<typeof rescoreFile>>;
        try {
          summary = await rescoreFile(
            file,
            { secret, allowVersionChange: opts.allowVersionChange === true },
            (row) => {
              fd ??= openSync(opts.out, "w");
              writeSync(fd, `${JSON.stringify(row)}\n`);
            },
          );
        } catch (err) {
          if (err instanceof RescoreError) throw new CliError(err.message);
          throw err;
        } finally {
          if (fd !== undefined) closeSync(fd);
        }
        if (fd === undefined) closeSync(openSync(opts.out, "w"));
        if (opts.json) return printJson({ out: opts.out, ...summary });
        const pct = (x: number | null) => (x === null ? "-" : x.toFixed(3));
        console.log(
          `${summary.rows} rows: ${summary.rescored} re-scored, ${summary.errors} errors; ${summary.changed} of ${summary.with_old} with a stored outcome changed (accuracy ${pct(summary.old_accuracy)} -> ${pct(summary.new_accuracy)})`,
        );
        if (summary.version_changes > 0)
          console.log(`${summary.version_changes} rows re-scored with a newer environment version`);
        const envs = Object.entries(summary.envs).sort(([a], [b]) => a.localeCompare(b));
        if (envs.length > 0) {
          console.log(
            table([
              ["env", "rows", "changed", "old acc", "new acc"],
              ...envs.map(([e, s]) => [
                e,
                String(s.rows),
                String(s.changed),
                pct(s.old_accuracy),
                pct(s.new_accuracy),
              ]),
            ]),
          );
        }
        for (const [k, n] of Object.entries(summary.transitions)) console.log(`  ${k}: ${n}`);
        console.log(`rows in ${opts.out}`);
      },
    );
}
