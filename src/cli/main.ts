import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Command, CommanderError } from "commander";
import { CliError } from "./util.ts";

/**
 * The rlve CLI: a thin shell over the library. Each file in ./commands exports
 * `register(program)` and adds its own subcommands.
 */
export async function main(argv: string[]): Promise<void> {
  const program = new Command("rlve")
    .description("Adaptive verifiable environments for RL of language models")
    .showHelpAfterError("(rlve --help lists the commands)")
    .exitOverride()
    .enablePositionalOptions();
  const dir = join(dirname(fileURLToPath(import.meta.url)), "commands");
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith(".d.ts"))
    .sort();
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { register?: (p: Command) => void };
    mod.register?.(program);
  }
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      process.exitCode = err.exitCode;
      return;
    }
    if (
      err instanceof CliError ||
      (err instanceof Error && (err.name === "UnknownEnvironmentError" || err.name === "LevelTooHighError"))
    ) {
      process.stderr.write(`rlve: ${err.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw err;
  }
}
