import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Command, CommanderError } from "commander";
import { CliError } from "./util.ts";

/** Top-level commands whose file in ./commands is not named after them. */
const COMMAND_FILES: Record<string, string> = { list: "envs", show: "envs", sample: "envs", verify: "envs" };

/**
 * The one command file a command line needs, so `rlve list` does not load the service, the lab's charts
 * or every environment: top-level command `x` lives in commands/x.ts (or is listed in COMMAND_FILES).
 * Undefined (load them all) for help, an unknown command or no command at all.
 */
function commandFile(args: string[], files: string[]): string | undefined {
  const name = args.find((a) => !a.startsWith("-"));
  if (name === undefined || args.indexOf(name) > 0) return undefined;
  const base = COMMAND_FILES[name] ?? name;
  return files.find((f) => f.replace(/\.(ts|js)$/, "") === base);
}

/**
 * The rlve CLI: a thin shell over the library. Each file in ./commands exports
 * `register(program)` and adds its own subcommands; only the invoked command's file is imported.
 */
export async function main(argv: string[]): Promise<void> {
  const program = new Command("rlve")
    .description("Adaptive verifiable environments for RL of language models")
    .showHelpAfterError("(rlve --help lists the commands)")
    .exitOverride()
    .enablePositionalOptions();
  const dir = join(dirname(fileURLToPath(import.meta.url)), "commands");
  const all = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith(".d.ts"))
    .sort();
  const own = commandFile(argv.slice(2), all);
  for (const f of own === undefined ? all : [own]) {
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
