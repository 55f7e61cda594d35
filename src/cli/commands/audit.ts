import type { Command } from "commander";
import { ALPHA, AUDIT_SEEDS, audit, worstCells } from "../../eval/audit.ts";
import { intListOption, intOption, printJson, table } from "../util.ts";

/** rlve audit: how far shortcuts (a constant answer, the example, a prompt echo) get in each environment. */
export function register(program: Command): void {
  program
    .command("audit")
    .description(
      "shortcut audit per environment and level: best constant answer, the example, distinct instances, instances shared with lower levels, answers stated in the prompt, prompt echo",
    )
    .option("--envs <selectors>", "env ids, RLVE ids, categories or all", "all")
    .option("--levels <list>", "levels, comma-separated (default 0..20)")
    .option(
      "--seeds <n>",
      `seeds per level; every limit is a one-sided test at ${ALPHA} (a check fails only when a family exactly at its limit would do this badly with a chance below ${ALPHA}), so a failure means the same at any --seeds, and more seeds catch families closer to the limit`,
      intOption("--seeds", 1),
      AUDIT_SEEDS,
    )
    .option("--top <n>", "rows of the table (worst cells first)", intOption("--top", 1), 40)
    .option("--json", "print every cell as JSON")
    .action(async (opts: { envs: string; levels?: string; seeds: number; top: number; json?: boolean }) => {
      const { selectEnvs } = await import("../../core/registry.ts");
      const envs = selectEnvs(opts.envs);
      const levels =
        opts.levels === undefined
          ? Array.from({ length: 21 }, (_, i) => i)
          : intListOption("--levels")(opts.levels);
      const audits = audit(envs, { levels, seeds: opts.seeds });
      const cells = worstCells(audits);
      const failing = cells.filter((c) => c.violations.length > 0);
      const overallFailing = audits.filter((a) => (a.overall?.violations.length ?? 0) > 0);
      if (opts.json) {
        printJson({
          seeds: opts.seeds,
          levels,
          failing: failing.length + overallFailing.length,
          envs: audits,
        });
      } else {
        const pct = (x: number) => `${Math.round(x * 100)}%`;
        const rows = cells
          .slice(0, opts.top)
          .map((c) => [
            c.env,
            String(c.level),
            `${pct(c.constant.accuracy)} ${JSON.stringify(c.constant.answer.slice(0, 16))}`,
            pct(c.constantLimit),
            pct(c.example.accuracy),
            pct(c.distinct),
            pct(c.sharedBelow),
            pct(c.statedInPrompt),
            `${pct(c.echo.plain)}/${pct(c.echo.chat)}/${pct(c.echo.boxed)}`,
            String(Math.round(c.refChars)),
            String(Math.round(c.promptChars)),
            c.violations.length > 0 ? "FAIL" : c.excused.length > 0 ? "excused" : "",
          ]);
        console.log(
          table([
            [
              "env",
              "level",
              "constant",
              "limit",
              "example",
              "distinct",
              "below",
              "stated",
              "echo p/c/b",
              "ref",
              "prompt",
              "",
            ],
            ...rows,
          ]),
        );
        console.log(
          `\n${cells.length} cells (${envs.length} environments x ${levels.length} levels x ${opts.seeds} seeds); ${failing.length} fail the checks`,
        );
        for (const c of failing.slice(0, opts.top)) {
          console.log(`  ${c.env} level ${c.level}: ${c.violations.join("; ")}`);
        }
        for (const a of overallFailing) console.log(`  ${a.env}: ${a.overall!.violations.join("; ")}`);
      }
      if (failing.length > 0 || overallFailing.length > 0) process.exitCode = 1;
    });
}
