import type { Command } from "commander";
import { dataDir, ticketSecret } from "../../core/secret.ts";
import { DEFAULT_HELD_OUT } from "../../eval/defaults.ts";
import type { TestItem } from "../../eval/testset.ts";
import { writeOutput } from "../output.ts";
import { CliError, formatOption, intListOption, intOption } from "../util.ts";

/** rlve testset build */
export function register(program: Command): void {
  const testset = program.command("testset").description("fixed test sets");
  testset
    .command("build")
    .description("write a deterministic JSONL test set (default: 50 problems for each held-out environment)")
    .option("--split <split>", "train or held-out", DEFAULT_HELD_OUT.split)
    .option("--envs <list>", "environment ids, rlveIds, categories or all (default: every env of the split)")
    .option("--per-env <n>", "problems per environment", intOption("--per-env", 1), DEFAULT_HELD_OUT.perEnv)
    .option("--levels <list>", "levels, cycled through", intListOption("--levels"), DEFAULT_HELD_OUT.levels)
    .option("--seed <S>", "test set seed", intOption("--seed"), DEFAULT_HELD_OUT.seed)
    .option("--format <tags|boxed>", "answer markers", formatOption, "tags")
    .option("--no-tickets", "do not sign a ticket per item")
    .option("--data-dir <dir>", "where the ticket secret lives")
    .requiredOption("--out <file>", "output JSONL file (missing folders are created)")
    .action(
      async (opts: {
        split: string;
        envs?: string;
        perEnv: number;
        levels: number[];
        seed: number;
        format: "tags" | "boxed";
        tickets: boolean;
        dataDir?: string;
        out: string;
      }) => {
        if (opts.split !== "train" && opts.split !== "held-out")
          throw new CliError(`--split must be train or held-out`);
        const { buildTestset, distinctProblems, toJsonl } = await import("../../eval/testset.ts");
        let items: TestItem[];
        try {
          items = buildTestset({
            envs: opts.envs,
            split: opts.split,
            perEnv: opts.perEnv,
            levels: opts.levels,
            seed: opts.seed,
            format: opts.format,
            secret: opts.tickets ? ticketSecret(dataDir(opts.dataDir)) : undefined,
          });
        } catch (err) {
          if (err instanceof RangeError) throw new CliError(err.message);
          throw err;
        }
        writeOutput(opts.out, toJsonl(items));
        const envs = new Set(items.map((i) => i.env)).size;
        const { distinct, byEnv } = distinctProblems(items);
        console.log(`wrote ${items.length} problems from ${envs} environments to ${opts.out}`);
        if (distinct < items.length) {
          const worst = [...byEnv.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
          console.log(
            `${distinct} of them are distinct: ${worst.map(([e, n]) => `${e} repeats ${n}`).join(", ")}${byEnv.size > 5 ? ", ..." : ""} (their levels hold too few problems)`,
          );
        } else console.log("all of them are distinct");
      },
    );
}
