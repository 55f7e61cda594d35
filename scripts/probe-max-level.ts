// Measures each environment's maximum level and writes src/core/max-level-table.ts.
//
//   npm run probe:max-level [-- --envs a,b] [--ceiling 200] [--jobs 2] [--dry-run] [--from-log a.log,b.log]
//
// For each environment, level L passes when generate() (params, instance, prompt and reference) for the
// probe seeds 1..SEEDS has a median time <= BUDGET_MS, the reference scores 1 (so it fits the parser's
// limits; at the maximum found, seeds 6..30 are checked too) and fits MAX_ANSWER_CHARS, the prompt fits
// PROMPT_CAP, and no seed throws or runs past the hard timeout (the child running it is killed). maxLevel is
// the last level before the first failing one; an environment that passes the ceiling gets maxLevel = ceiling.
//
// Levels 0..DENSE are all probed; above, every STEP-th level is, and when one fails the levels between the
// last passing step and it are bisected, so the recorded "next" reason is that of maxLevel + 1. (Above
// DENSE this assumes a level fails only if the levels above it do too, as sizes grow with level; hangs and
// throws at single levels are the hang sweep's to find, npm run sweep.)
//
// Robustness on a busy machine: the time is CPU time (process.cpuUsage around generate(), so time spent
// waiting for a core does not count) and a median over seeds; a level that fails on time alone is measured
// again and fails only if both medians are over budget (the smaller is kept); the timings run in child
// processes that do nothing else; the hard timeout is 40x the budget in CPU time (30x that in wall time), and
// a level that times out is run again with 5x that before it fails. With --envs the other entries of
// the existing table are kept, so a re-probe of one environment does not move the others.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { MAX_ANSWER_CHARS } from "../src/core/parse.ts";
import { listEnvs } from "../src/core/registry.ts";
import { GenPool, type SeedOutcome } from "./lib/gen-pool.ts";

const BUDGET_MS = 50;
const PROMPT_CAP = 100_000;
const SEEDS = [1, 2, 3, 4, 5];
/** Seeds whose references are also scored at the maximum found. */
const REFERENCE_SEEDS = Array.from({ length: 25 }, (_, i) => 6 + i);
const DENSE = 30;
const STEP = 10;
const TIMEOUT_MS = 2000;
const TABLE = join(import.meta.dirname, "..", "src", "core", "max-level-table.ts");

interface Options {
  envs?: string[];
  ceiling: number;
  jobs: number;
  dryRun: boolean;
  /** Build the table from the output of earlier (e.g. parallel --dry-run) probes instead of probing. */
  fromLog?: string[];
}

function options(argv: string[]): Options {
  const o: Options = { ceiling: 200, jobs: 2, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--envs") o.envs = val().split(",").filter(Boolean);
    else if (a === "--ceiling") o.ceiling = Number(val());
    else if (a === "--jobs") o.jobs = Number(val());
    else if (a === "--dry-run") o.dryRun = true;
    else if (a === "--from-log") o.fromLog = val().split(",").filter(Boolean);
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(o.ceiling) || o.ceiling < 0) throw new Error("--ceiling must be an integer >= 0");
  if (!Number.isInteger(o.jobs) || o.jobs < 1) throw new Error("--jobs must be an integer >= 1");
  return o;
}

export interface Measured {
  maxLevel: number;
  /** Why level maxLevel + 1 failed ("ceiling" when the probe stopped at the ceiling). */
  next: string;
  /** Median generation time at maxLevel, in ms. */
  ms: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Why a level fails, or null when it passes; ms is the median time. */
function judge(outs: SeedOutcome[]): { fail: string | null; ms: number } {
  const ms = median(outs.map((o) => o.ms));
  const hang = outs.find((o) => o.hang);
  if (hang) return { fail: `timeout > ${TIMEOUT_MS} ms (seed ${hang.seed})`, ms };
  const err = outs.find((o) => o.error);
  if (err) return { fail: `throws (seed ${err.seed}): ${err.error!.slice(0, 120)}`, ms };
  const bad = outs.find((o) => o.referenceReward !== undefined && o.referenceReward !== 1);
  if (bad) {
    const why = `${bad.referenceReward} (seed ${bad.seed}): ${bad.referenceReason ?? ""}`;
    return { fail: `reference scores ${why.slice(0, 120)}`, ms };
  }
  const ref = Math.max(...outs.map((o) => o.referenceChars));
  if (ref > MAX_ANSWER_CHARS) return { fail: `reference ${ref} chars > ${MAX_ANSWER_CHARS}`, ms };
  const prompt = Math.max(...outs.map((o) => o.promptChars));
  if (prompt > PROMPT_CAP) return { fail: `prompt ${prompt} chars > ${PROMPT_CAP}`, ms };
  if (ms > BUDGET_MS) return { fail: `slow: median ${ms.toFixed(1)} ms CPU > ${BUDGET_MS}`, ms };
  return { fail: null, ms };
}

async function probeEnv(pool: GenPool, env: string, ceiling: number): Promise<Measured> {
  const found = await probeTiming(pool, env, ceiling);
  // References that outgrow a parser's cap do so for some seeds first: at the level found, seeds 6..30 must
  // score their references too, else the maximum steps down until they do.
  for (let m = found; m.maxLevel > 0; ) {
    const outs = await pool.run({ env, level: m.maxLevel, seeds: REFERENCE_SEEDS }, { stopAtHang: true });
    const bad = outs.find((o) => o.error || (o.referenceReward !== undefined && o.referenceReward !== 1));
    if (!bad) return m;
    const why = bad.error
      ? `throws (seed ${bad.seed}): ${bad.error}`
      : `reference scores ${bad.referenceReward} (seed ${bad.seed}): ${bad.referenceReason ?? ""}`;
    const lower = judge(await pool.run({ env, level: m.maxLevel - 1, seeds: SEEDS }, { stopAtHang: true }));
    m = { maxLevel: m.maxLevel - 1, next: why.slice(0, 140), ms: lower.ms };
  }
  return found;
}

async function probeTiming(pool: GenPool, env: string, ceiling: number): Promise<Measured> {
  const measure = async (level: number) => {
    let r = judge(await pool.run({ env, level, seeds: SEEDS }, { stopAtHang: true }));
    if (r.fail?.startsWith("timeout")) {
      // A second chance with 5x the time before a timeout counts.
      r = judge(
        await pool.run({ env, level, seeds: SEEDS }, { stopAtHang: true, timeoutMs: 5 * TIMEOUT_MS }),
      );
      if (r.fail?.startsWith("timeout"))
        r.fail = `timeout > ${5 * TIMEOUT_MS} ms${r.fail.slice(r.fail.indexOf(" ("))}`;
    }
    if (r.fail?.startsWith("slow")) {
      const again = judge(
        await pool.run({ env, level, seeds: SEEDS }, { stopAtHang: true, timeoutMs: 5 * TIMEOUT_MS }),
      );
      if (again.fail === null || (again.fail.startsWith("slow") && again.ms < r.ms)) r = again;
    }
    return r;
  };
  let good = -1;
  let goodMs = 0;
  const walk = async (from: number, to: number): Promise<Measured | null> => {
    for (let level = from; level <= to; level++) {
      const r = await measure(level);
      if (r.fail) return { maxLevel: Math.max(good, 0), next: r.fail, ms: goodMs };
      good = level;
      goodMs = r.ms;
    }
    return null;
  };
  const dense = await walk(0, Math.min(DENSE, ceiling));
  if (dense) return dense;
  while (good < ceiling) {
    const level = Math.min(good + STEP, ceiling);
    const r = await measure(level);
    if (r.fail) {
      // Bisect between the last passing level and this failing one (assumes one crossing in the step).
      let bad = level;
      let badWhy = r.fail;
      while (bad - good > 1) {
        const mid = (good + bad) >> 1;
        const m = await measure(mid);
        if (m.fail) {
          bad = mid;
          badWhy = m.fail;
        } else {
          good = mid;
          goodMs = m.ms;
        }
      }
      return { maxLevel: good, next: badWhy, ms: goodMs };
    }
    good = level;
    goodMs = r.ms;
  }
  return { maxLevel: good, next: "ceiling", ms: goodMs };
}

/** The entries of the current table (to keep the ones not re-probed). */
async function readTable(): Promise<Map<string, Measured>> {
  const { MEASURED_MAX_LEVELS } = await import("../src/core/max-level-table.ts");
  const out = new Map<string, Measured>();
  for (const [id, [maxLevel, next, ms]] of Object.entries(MEASURED_MAX_LEVELS)) {
    out.set(id, { maxLevel, next, ms });
  }
  return out;
}

function writeTable(entries: Map<string, Measured>, ceiling: number): void {
  const ids = [...entries.keys()].sort();
  const lines = ids.map((id) => {
    const e = entries.get(id)!;
    return `  ${JSON.stringify(id)}: [${e.maxLevel}, ${JSON.stringify(e.next)}, ${e.ms.toFixed(1)}],`;
  });
  const text = `// Generated by scripts/probe-max-level.ts (npm run probe:max-level): do not edit by hand.
// Per environment: [maxLevel, why level maxLevel + 1 failed, median generation CPU ms at maxLevel].
// Budget: median of seeds ${SEEDS.join(",")} <= ${BUDGET_MS} ms, reference <= MAX_ANSWER_CHARS, prompt <= ${PROMPT_CAP} chars,
// no throw, no generation past ${TIMEOUT_MS} ms of CPU time; probed up to level ${ceiling}.
export const PROBE_BUDGET = {
  ms: ${BUDGET_MS},
  promptChars: ${PROMPT_CAP},
  ceiling: ${ceiling},
} as const;

export const MEASURED_MAX_LEVELS: Readonly<Record<string, readonly [number, string, number]>> = {
${lines.join("\n")}
};
`;
  writeFileSync(TABLE, text);
  // Formatted as biome wants it (long reasons wrap), so that `npm run lint` passes without `npm run format`.
  const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  execFileSync(process.execPath, [biome, "format", "--write", TABLE], { stdio: "ignore" });
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const all = listEnvs().map((e) => e.id);
  const ids = o.envs ?? all;
  for (const id of ids) if (!all.includes(id)) throw new Error(`unknown environment ${id}`);
  // With --envs the other entries of the table are kept (with --from-log too: the logs update those envs).
  const table = o.envs ? await readTable() : new Map<string, Measured>();
  for (const id of table.keys()) if (!all.includes(id)) table.delete(id);
  if (o.fromLog) {
    const seen = new Set<string>();
    for (const file of o.fromLog) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/^\[\d+\/\d+\] (\S+): maxLevel (\d+) \(([\d.]+) ms\); next: (.*)$/gm)) {
        // An environment probed twice keeps the lower maximum (the conservative figure).
        const prev = table.get(m[1]!);
        // The first figure for an environment replaces the table's; later ones keep the lower.
        const fresh = !seen.has(m[1]!);
        if (fresh) seen.add(m[1]!);
        if (
          all.includes(m[1]!) &&
          (o.envs === undefined || o.envs.includes(m[1]!)) &&
          (fresh || prev === undefined || Number(m[2]) < prev.maxLevel)
        )
          table.set(m[1]!, { maxLevel: Number(m[2]), ms: Number(m[3]), next: m[4]! });
      }
    }
    const missing = all.filter((id) => !table.has(id));
    writeTable(table, o.ceiling);
    console.log(
      `table: ${table.size} environments from ${o.fromLog.join(", ")}; missing: ${missing.join(", ") || "none"}`,
    );
    return;
  }
  const pool = new GenPool(o.jobs, TIMEOUT_MS);
  const started = performance.now();
  let done = 0;
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const m = await probeEnv(pool, id, o.ceiling);
      table.set(id, m);
      done++;
      console.log(
        `[${done}/${ids.length}] ${id}: maxLevel ${m.maxLevel} (${m.ms.toFixed(1)} ms); next: ${m.next}`,
      );
      if (!o.dryRun && done % 10 === 0) writeTable(table, o.ceiling);
    }
  };
  try {
    await Promise.all(Array.from({ length: o.jobs }, worker));
  } finally {
    pool.close();
  }
  if (!o.dryRun) writeTable(table, o.ceiling);
  console.log(`probed ${ids.length} environments in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
