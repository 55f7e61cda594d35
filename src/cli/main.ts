import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Command, CommanderError } from "commander";
import { reportError } from "./util.ts";

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
 * The help, which needs every file, stays as quick as one command: a command file imports only light modules
 * at top level (option defaults come from small modules such as curriculum/defaults.ts) and the heavy ones
 * (the registry of every environment, the curriculum, the service, the lab, eval) inside its actions.
 */
export async function main(argv: string[]): Promise<void> {
  // --debug anywhere on the line (or RLVE_DEBUG=1) prints stack traces of unexpected errors.
  const debug = argv.slice(2).includes("--debug") || Boolean(process.env.RLVE_DEBUG);
  const args = [...argv.slice(0, 2), ...argv.slice(2).filter((a) => a !== "--debug")];
  try {
    const program = await buildProgram(args.slice(2));
    await program.parseAsync(args);
  } catch (err) {
    if (err instanceof CommanderError && err.name !== "InvalidArgumentError") {
      // commander printed the message already; a bad option or argument is a usage error.
      process.exitCode = err.exitCode === 0 ? 0 : 2;
      return;
    }
    process.exitCode = reportError(err, debug);
  }
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The commander program with the command that `args` invokes registered (every command without args). */
export async function buildProgram(args?: string[]): Promise<Command> {
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
  const program = new Command("rlve")
    .description("Adaptive verifiable environments for RL of language models")
    .version(version, "-V, --version", "print the rlve version")
    .option("--debug", "print stack traces of unexpected errors (also RLVE_DEBUG=1)")
    .showHelpAfterError("(rlve --help lists the commands)")
    // Every error reads `rlve: ...`, commander's own (a bad or missing option) included.
    .configureOutput({ outputError: (text, write) => write(text.replace(/^error: /, "rlve: ")) })
    .exitOverride()
    .enablePositionalOptions();
  const dir = join(dirname(fileURLToPath(import.meta.url)), "commands");
  const all = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith(".d.ts"))
    .sort();
  const own = args === undefined ? undefined : commandFile(args, all);
  for (const f of own === undefined ? all : [own]) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { register?: (p: Command) => void };
    mod.register?.(program);
  }
  markRequired(program);
  addEnvsFrom(program);
  return program;
}

/**
 * Every command takes --envs-from (or RLVE_ENVS_FROM): the user's own environment modules, loaded before
 * the command runs (see docs/environments.md, "Your own environments").
 */
function addEnvsFrom(program: Command): void {
  const leaves = (c: Command): Command[] => (c.commands.length === 0 ? [c] : c.commands.flatMap(leaves));
  for (const c of program.commands.flatMap(leaves)) {
    c.option(
      "--envs-from <paths>",
      "also load environments from these files or directories (comma-separated; also RLVE_ENVS_FROM)",
    );
  }
  program.hook("preAction", async (_program, action) => {
    const from = (action.opts() as { envsFrom?: string }).envsFrom ?? process.env.RLVE_ENVS_FROM;
    if (from === undefined || from.trim() === "") return;
    const { loadEnvsFrom } = await import("../core/registry.ts");
    await loadEnvsFrom(from);
    (await import("../core/env-index.ts")).useRegistry();
  });
}

/** commander does not say which options are required; the help does. */
function markRequired(cmd: Command): void {
  for (const o of cmd.options) {
    if (o.mandatory && !o.description.endsWith("(required)")) o.description = `${o.description} (required)`;
  }
  for (const c of cmd.commands) markRequired(c);
}
