// Verification speed side by side with RLVE-Gym, per environment and level, interleaved.
// node --import tsx scripts/speed/verify-vs-gym.ts --help
//
// RLVE-Gym's side runs in a Python child (scripts/speed/gym_verify.py; RLVE_GYM names the checkout, default
// ../rlvegym): its own `verifier` on `<answer>reference</answer>` for a few of its own instances of the level
// (or, when its verifier accepts none of its reference texts and the family has a fidelity bridge, on rlve's
// instances and reference texts set up as scripts/fidelity/rewards.py does). rlve's side: `verify` on
// `<answer>reference</answer>` for a few of its instances of the level. Each cell is measured on both sides one
// after the other (the side that goes first alternates), so that the load of a shared machine falls on both
// alike: compare ratios, not times. Per-call median, mean and p99 in microseconds; the ratio is RLVE-Gym's
// time over rlve's (above 1: rlve is faster), by median, by mean wall time (the mean rate) and by mean CPU
// time per call (process CPU over the timed loop / calls: on a shared machine the wall-clock mean also counts
// the time the process was not running, which a cell of ~1 µs calls shows as a mean above its p99).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { instanceOf, maxLevelOf, verify, wrapAnswer } from "../../src/core/index.ts";
import { listEnvs, selectEnvs } from "../../src/core/registry.ts";

const HELP = `node --import tsx scripts/speed/verify-vs-gym.ts [options]

  --envs <list>      environments: ids, categories or "all" (default: all with an RLVE-Gym identifier)
  --levels <list>    levels (default: 0,4,8,12; levels above rlve's maximum are skipped)
  --ms <n>           measuring time per cell and side in ms (default: 200; at least 3 calls)
  --instances <n>    instances per cell and side, verified round-robin (default: 8)
  --out <file>       write the rows as JSON (default: none) and a markdown table beside it (.md)
  --help             this text`;

const { values: opts } = parseArgs({
  options: {
    envs: { type: "string", default: "all" },
    levels: { type: "string", default: "0,4,8,12" },
    ms: { type: "string", default: "200" },
    instances: { type: "string", default: "8" },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (opts.help) {
  console.log(HELP);
  process.exit(0);
}
const budgetMs = Math.max(1, Number(opts.ms));
const nInstances = Math.max(1, Math.floor(Number(opts.instances)));
const levels = opts.levels.split(",").map(Number);
const envs = (opts.envs === "all" ? listEnvs() : selectEnvs(opts.envs)).filter((e) => e.rlveId);

export interface Side {
  calls: number;
  medianUs: number;
  meanUs: number;
  p99Us: number;
  /** Process CPU time of the timed loop over its calls (all threads: the collector's too). */
  cpuMeanUs: number;
}

export interface CellRow {
  env: string;
  level: number;
  rlve?: Side;
  gym?: Side & { source: string; instances: number };
  /** RLVE-Gym's time over rlve's: per-call median, and mean (the ratio of mean rates). */
  ratioMedian?: number;
  ratioMean?: number;
  /** The same by mean CPU time per call: what the load of a shared machine changes least. */
  ratioCpu?: number;
  skip?: string;
}

export function summarize(times: ArrayLike<number>, cpuUs: number): Side {
  const s = Float64Array.from(times).sort();
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  let sum = 0;
  for (const t of s) sum += t;
  const m = s.length >> 1;
  const median = s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
  return {
    calls: s.length,
    medianUs: median,
    meanUs: sum / s.length,
    p99Us: q(0.99),
    cpuMeanUs: cpuUs / s.length,
  };
}

// ------------------------------------------------------------------ RLVE-Gym's side: a Python child
const here = dirname(fileURLToPath(import.meta.url));
// The checkout: RLVE_GYM, else ../rlvegym beside this repository (as scripts/fidelity/gym.py).
const gymEnv = { ...process.env, RLVE_GYM: process.env.RLVE_GYM ?? resolve(here, "../../../rlvegym") };
const py = spawn("python3", [join(here, "gym_verify.py")], {
  env: gymEnv,
  stdio: ["pipe", "pipe", "inherit"],
});
const lines = createInterface({ input: py.stdout! })[Symbol.asyncIterator]();
const nextLine = async (): Promise<Record<string, unknown>> => {
  const r = await lines.next();
  if (r.done) throw new Error("the RLVE-Gym child exited (is RLVE_GYM set to a checkout?)");
  return JSON.parse(r.value as string) as Record<string, unknown>;
};
await nextLine(); // ready: RLVE-Gym's environments are imported

async function gymCell(req: Record<string, unknown>): Promise<CellRow["gym"] | string> {
  py.stdin!.write(`${JSON.stringify(req)}\n`);
  const res = await nextLine();
  if (typeof res.skip === "string") return `RLVE-Gym: ${res.skip}`;
  if (typeof res.error === "string") return `RLVE-Gym error: ${res.error}`;
  return {
    ...summarize(res.times as number[], res.cpuUs as number),
    source: res.source as string,
    instances: res.instances as number,
  };
}

// ------------------------------------------------------------------ rlve's side, in this process
function rlveCell(
  env: (typeof envs)[number],
  level: number,
): { side: Side; rows: unknown[] | undefined } | string {
  const items: { instance: unknown; output: string; row: unknown }[] = [];
  const genStart = performance.now();
  for (let seed = 1; seed <= nInstances; seed++) {
    if (seed > 1 && performance.now() - genStart > 1000) break;
    const { params, instance } = instanceOf(env, level, seed);
    const reference = env.reference(instance);
    items.push({ instance, output: wrapAnswer(reference), row: { params, instance, reference } });
  }
  for (const it of items) {
    const res = verify(env, it.instance, it.output);
    if (res.accuracy !== 1) return `rlve: the reference scored ${res.status} (${res.reason})`;
  }
  let rows: unknown[] | undefined = items.map((it) => it.row);
  try {
    JSON.stringify(rows);
  } catch {
    rows = undefined; // an instance JSON cannot hold (BigInt): no bridge fallback for it
  }
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let k = 0;
  while ((performance.now() - start < budgetMs || times.length < 3) && times.length < 20_000) {
    const it = items[k % items.length]!;
    const t0 = process.hrtime.bigint();
    verify(env, it.instance, it.output);
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
    k++;
  }
  const cpu = process.cpuUsage(cpu0);
  return { side: summarize(times, cpu.user + cpu.system), rows };
}

// ------------------------------------------------------------------ the cells
const out: CellRow[] = [];
const f = (x: number | undefined) => (x === undefined ? "-" : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const r2 = (x: number | undefined) => (x === undefined ? "-" : x.toFixed(2));
process.stderr.write(
  `${envs.length} environments x levels ${levels.join(",")}; ${budgetMs} ms per cell and side; load average ${loadavg()[0]!.toFixed(1)}\n`,
);
console.log(
  `${"env".padEnd(44)}${"lvl".padStart(4)}  ${"rlve med/mean/p99 µs".padStart(22)}  ${"gym med/mean/p99 µs".padStart(22)}  ${"x med".padStart(6)}${"x mean".padStart(7)}${"x cpu".padStart(7)}`,
);
let turn = 0;
for (const env of envs) {
  for (const level of levels) {
    if (level > maxLevelOf(env)) continue;
    const row: CellRow = { env: env.id, level };
    // Warm rlve's side before timing either (JIT), then alternate which side goes first.
    const first = turn++ % 2 === 0 ? "gym" : "rlve";
    let mine: ReturnType<typeof rlveCell> | undefined;
    let theirs: CellRow["gym"] | string | undefined;
    try {
      rlveCell(env, level);
    } catch {}
    const runMine = () => {
      try {
        mine = rlveCell(env, level);
      } catch (err) {
        mine = `rlve raised ${err instanceof Error ? err.message : String(err)}`;
      }
    };
    const runTheirs = async () => {
      const rows = typeof mine === "object" ? mine.rows : undefined;
      theirs = await gymCell({
        gymId: env.rlveId,
        env: env.id,
        level,
        ms: budgetMs,
        instances: nInstances,
        rows,
      });
    };
    if (first === "rlve") {
      runMine();
      await runTheirs();
    } else {
      // The bridge fallback needs rlve's rows: build them (untimed) first.
      try {
        const pre = rlveCell(env, level);
        mine = pre;
      } catch {}
      await runTheirs();
      runMine();
    }
    if (typeof mine === "string") row.skip = mine;
    else if (mine) row.rlve = mine.side;
    if (typeof theirs === "string") row.skip = row.skip ? `${row.skip}; ${theirs}` : theirs;
    else if (theirs) row.gym = theirs;
    if (row.rlve && row.gym) {
      row.ratioMedian = row.gym.medianUs / row.rlve.medianUs;
      row.ratioMean = row.gym.meanUs / row.rlve.meanUs;
      row.ratioCpu = row.gym.cpuMeanUs / row.rlve.cpuMeanUs;
    }
    out.push(row);
    console.log(
      `${env.id.padEnd(44)}${String(level).padStart(4)}  ${`${f(row.rlve?.medianUs)}/${f(row.rlve?.meanUs)}/${f(row.rlve?.p99Us)}`.padStart(22)}  ${`${f(row.gym?.medianUs)}/${f(row.gym?.meanUs)}/${f(row.gym?.p99Us)}`.padStart(22)}  ${r2(row.ratioMedian).padStart(6)}${r2(row.ratioMean).padStart(7)}${r2(row.ratioCpu).padStart(7)}${row.skip ? `  (${row.skip})` : ""}`,
    );
  }
}
py.stdin!.end();

const comparable = out.filter((r) => r.ratioMedian !== undefined);
const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[s.length >> 1]!;
};
const slowerByMean = comparable.filter((r) => r.ratioMean! < 1).sort((a, b) => a.ratioMean! - b.ratioMean!);
const slowerByCpu = comparable.filter((r) => r.ratioCpu! < 1).sort((a, b) => a.ratioCpu! - b.ratioCpu!);
const summary = [
  `${comparable.length} of ${out.length} cells comparable; median cell ratio (RLVE-Gym time / rlve time): per-call median ${med(comparable.map((r) => r.ratioMedian!)).toFixed(2)}x, mean ${med(comparable.map((r) => r.ratioMean!)).toFixed(2)}x`,
  `${slowerByMean.length} cells slower than RLVE-Gym by mean${slowerByMean.length ? `: ${slowerByMean.map((r) => `${r.env} L${r.level} ${r.ratioMean!.toFixed(2)}x`).join(", ")}` : ""}`,
  `${slowerByCpu.length} cells slower by mean CPU time per call${slowerByCpu.length ? `: ${slowerByCpu.map((r) => `${r.env} L${r.level} ${r.ratioCpu!.toFixed(2)}x`).join(", ")}` : ""}`,
  `${comparable.filter((r) => r.ratioMedian! < 1).length} cells slower by per-call median${
    comparable.some((r) => r.ratioMedian! < 1)
      ? `: ${comparable
          .filter((r) => r.ratioMedian! < 1)
          .map((r) => `${r.env} L${r.level} ${r.ratioMedian!.toFixed(2)}x`)
          .join(", ")}`
      : ""
  }`,
  `median cell ratio by mean CPU time per call: ${med(comparable.map((r) => r.ratioCpu!)).toFixed(2)}x`,
];
console.log(`\n${summary.join("\n")}`);

if (opts.out) {
  const meta = {
    command: `node --import tsx scripts/speed/verify-vs-gym.ts --levels ${levels.join(",")} --ms ${budgetMs} --instances ${nInstances}${opts.envs === "all" ? "" : ` --envs ${opts.envs}`}`,
    date: new Date().toISOString(),
    loadAverageAtEnd: loadavg()[0],
    summary,
  };
  writeFileSync(opts.out, `${JSON.stringify({ ...meta, rows: out }, null, 1)}\n`);
  const md = [
    "# Verification, rlve vs RLVE-Gym (side by side, interleaved)",
    "",
    `\`${meta.command}\`, ${meta.date}. Times are per call in µs (median / mean / p99); x = RLVE-Gym time / rlve time.`,
    "",
    ...summary.map((s) => `- ${s}`),
    "",
    "| env | level | rlve med | rlve mean | rlve p99 | rlve cpu | gym med | gym mean | gym p99 | gym cpu | gym source | x med | x mean | x cpu |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|",
    ...out.map(
      (r) =>
        `| ${r.env} | ${r.level} | ${f(r.rlve?.medianUs)} | ${f(r.rlve?.meanUs)} | ${f(r.rlve?.p99Us)} | ${f(r.rlve?.cpuMeanUs)} | ${f(r.gym?.medianUs)} | ${f(r.gym?.meanUs)} | ${f(r.gym?.p99Us)} | ${f(r.gym?.cpuMeanUs)} | ${r.gym?.source ?? r.skip ?? "-"} | ${r2(r.ratioMedian)} | ${r2(r.ratioMean)} | ${r2(r.ratioCpu)} |`,
    ),
    "",
  ];
  writeFileSync(opts.out.replace(/\.json$/, "") + ".md", md.join("\n"));
}
