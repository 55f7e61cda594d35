import { createReadStream, existsSync, statSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Command } from "commander";
import type { ProfileRow, ProfileSample } from "../../eval/profile.ts";
import { writeOutput } from "../output.ts";
import { CliError, printJson, table } from "../util.ts";
import { existingSecret } from "./rescore.ts";

const num = (x: unknown): number | undefined => (typeof x === "number" && Number.isFinite(x) ? x : undefined);

/**
 * A rollouts JSONL row as a profile sample: `rlve rescore` output (env, level, problem_id, new), or a
 * stored rollout (ticket plus reward/accuracy/status, top-level or in "outcome"). Undefined for a row
 * that holds no outcome (a row error of rescore).
 */
async function sampleOf(
  row: Record<string, unknown>,
  secret: () => Promise<string>,
): Promise<ProfileSample | undefined> {
  const o = (row.new ?? row.outcome ?? row) as Record<string, unknown>;
  if (o === null || typeof o !== "object") return undefined;
  const accuracy = num(o.accuracy);
  const reward = num(o.reward);
  const status = typeof o.status === "string" ? o.status : undefined;
  if (accuracy === undefined && status === undefined) return undefined;
  let env = typeof row.env === "string" ? row.env : undefined;
  let level = num(row.level);
  let task =
    typeof row.problem_id === "string" ? row.problem_id : typeof row.item === "string" ? row.item : undefined;
  if ((env === undefined || level === undefined || task === undefined) && typeof row.ticket === "string") {
    const { readTicket } = await import("../../core/ticket.ts");
    const t = readTicket(row.ticket, await secret());
    env ??= t.env;
    level ??= t.level;
    task ??= t.id;
  }
  if (env === undefined || level === undefined || task === undefined) return undefined;
  return { env, level, task, accuracy: accuracy ?? 0, reward: reward ?? 0, status: status ?? "unknown" };
}

async function fromJsonl(file: string, secret: () => Promise<string>): Promise<ProfileSample[]> {
  const out: ProfileSample[] = [];
  const rl = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let n = 0;
  for await (const line of rl) {
    n++;
    if (line.trim() === "") continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new CliError(`${file}:${n}: not valid JSON`);
    }
    if (row === null || typeof row !== "object") throw new CliError(`${file}:${n}: not a JSON object`);
    try {
      const s = await sampleOf(row as Record<string, unknown>, secret);
      if (s !== undefined) out.push(s);
    } catch (err) {
      throw new CliError(`${file}:${n}: ${(err as Error).message}`);
    }
  }
  return out;
}

/** rlve profile */
export function register(program: Command): void {
  program
    .command("profile <paths...>")
    .description(
      "pass-rate and effective-prompt profile per environment and level, from eval results folders (rlve eval --out) or rollouts JSONL (rlve rescore output, or rows of ticket + outcome); format in docs/rescore-profile.md",
    )
    .option("--out <file>", "write the profile (JSON) here")
    .option("--data-dir <dir>", "where the ticket secret lives, for rows known only by their ticket")
    .option("--json", "print the profile as JSON")
    .action(async (paths: string[], opts: { out?: string; dataDir?: string; json?: boolean }) => {
      const { profileOf } = await import("../../eval/profile.ts");
      const { findResultsDirs, readResultsDir, ResultsError } = await import("../../eval/results.ts");
      let secret: string | undefined;
      const getSecret = async () => (secret ??= await existingSecret(opts.dataDir));
      const samples: ProfileSample[] = [];
      for (const p of paths) {
        if (!existsSync(p)) throw new CliError(`'${p}' does not exist`);
        if (statSync(p).isDirectory()) {
          try {
            for (const dir of findResultsDirs([p])) {
              for (const r of readResultsDir(dir).results) {
                samples.push({
                  env: r.env,
                  level: r.level,
                  task: r.item,
                  accuracy: r.accuracy,
                  reward: r.reward,
                  status: r.status,
                });
              }
            }
          } catch (err) {
            if (err instanceof ResultsError) throw new CliError(err.message);
            throw err;
          }
        } else samples.push(...(await fromJsonl(p, getSecret)));
      }
      if (samples.length === 0) throw new CliError("no scored rollouts in the inputs");
      const profile = profileOf(samples, paths.join(", "));
      if (opts.out !== undefined) writeOutput(opts.out, `${JSON.stringify(profile, null, 2)}\n`);
      if (opts.json) return printJson(profile);
      const f = (x: number | null) => (x === null ? "-" : x.toFixed(3));
      const k = (r: ProfileRow) =>
        r.pass_at_k === null ? "-" : `${f(r.pass_at_k.value)} (k=${r.pass_at_k.k})`;
      console.log(
        table([
          [
            "env",
            "level",
            "tasks",
            "rollouts",
            "pass rate",
            "pass@k",
            "effective",
            "all right",
            "all wrong",
            "unscorable",
            "errors",
          ],
          ...profile.rows.map((r) => [
            r.env,
            String(r.level),
            String(r.num_tasks),
            String(r.num_rollouts),
            f(r["mean/accuracy"]),
            k(r),
            f(r.effective_prompt_ratio),
            String(r.all_correct),
            String(r.all_wrong),
            String(r.unscorable),
            String(r.errors),
          ]),
        ]),
      );
      if (opts.out !== undefined) console.log(`profile in ${opts.out}`);
    });
}
