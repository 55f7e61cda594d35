// The hang sweep: every environment, every level up to its maximum (maxLevelOf), SEEDS seeds per level,
// each generation in a child process killed after --timeout ms. Reports hangs, throws, references that do
// not score 1 and slow generations with (env, level, seed); exits 1 on any but a slow one.
//
//   npm run sweep [-- --envs a,b] [--levels 0-30|3,8] [--seeds 250|0-499] [--shard 0/4] [--jobs 2]
//                 [--timeout 2000] [--slow-ms 250] [--out report.json]
//
// The plan runs level by level (all environments at level 0, then level 1, ...), so a run cut short has
// covered every environment at the lower levels.
import { writeFileSync } from "node:fs";
import { maxLevelOf } from "../src/core/max-level.ts";
import { listEnvs } from "../src/core/registry.ts";
import { runSweep, type SweepFinding, type SweepPlanItem } from "./lib/sweep-run.ts";

interface Options {
  envs?: string[];
  levels?: (level: number) => boolean;
  seeds: number[];
  shard: [number, number];
  jobs: number;
  timeoutMs: number;
  slowMs: number;
  out?: string;
}

/** "3-7" or "1,4,9" (or a mix: "0-4,10") as a predicate and its highest value. */
function parseSet(spec: string, what: string): number[] {
  const out: number[] = [];
  for (const part of spec.split(",").filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`bad ${what} "${part}" (use 5, 0-30 or 1,4,9)`);
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (b < a) throw new Error(`bad ${what} range "${part}"`);
    if (b - a > 1_000_000) throw new Error(`${what} range "${part}" is too large`);
    for (let x = a; x <= b; x++) out.push(x);
  }
  return out;
}

function options(argv: string[]): Options {
  const o: Options = {
    seeds: parseSet("0-249", "seeds"),
    shard: [0, 1],
    jobs: 2,
    timeoutMs: 2000,
    slowMs: 250,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--envs") o.envs = val().split(",").filter(Boolean);
    else if (a === "--levels") {
      const set = new Set(parseSet(val(), "levels"));
      o.levels = (l) => set.has(l);
    } else if (a === "--seeds") {
      const v = val();
      o.seeds = /^\d+$/.test(v) ? parseSet(`0-${Number(v) - 1}`, "seeds") : parseSet(v, "seeds");
    } else if (a === "--shard") {
      const m = /^(\d+)\/(\d+)$/.exec(val());
      if (!m || Number(m[1]) >= Number(m[2])) throw new Error("--shard is i/n with 0 <= i < n");
      o.shard = [Number(m[1]), Number(m[2])];
    } else if (a === "--jobs") o.jobs = Number(val());
    else if (a === "--timeout") o.timeoutMs = Number(val());
    else if (a === "--slow-ms") o.slowMs = Number(val());
    else if (a === "--out") o.out = val();
    else throw new Error(`unknown option ${a}`);
  }
  if (!(Number.isInteger(o.jobs) && o.jobs >= 1)) throw new Error("--jobs must be an integer >= 1");
  if (!(o.timeoutMs > 0)) throw new Error("--timeout must be a positive number of ms");
  return o;
}

const fmt = (f: SweepFinding) =>
  `${f.kind.toUpperCase()} ${f.env} level ${f.level} seed ${f.seed} (${f.ms.toFixed(0)} ms)${f.error ? `: ${f.error}` : ""}`;

async function main(): Promise<number> {
  const o = options(process.argv.slice(2));
  let envs = listEnvs();
  if (o.envs) {
    const want = o.envs;
    for (const id of want) if (!envs.some((e) => e.id === id)) throw new Error(`unknown environment ${id}`);
    envs = envs.filter((e) => want.includes(e.id));
  }
  envs = envs.filter((_, i) => i % o.shard[1] === o.shard[0]);
  const top = Math.max(0, ...envs.map(maxLevelOf));
  const plan: SweepPlanItem[] = [];
  for (let level = 0; level <= top; level++) {
    if (o.levels && !o.levels(level)) continue;
    for (const env of envs) if (level <= maxLevelOf(env)) plan.push({ env: env.id, level, seeds: o.seeds });
  }
  const total = plan.length * o.seeds.length;
  console.log(
    `sweep: ${envs.length} environments, ${plan.length} (env, level) pairs, ${o.seeds.length} seeds each = ${total} generations; timeout ${o.timeoutMs} ms, ${o.jobs} children`,
  );
  let lastLevel = -1;
  let gens = 0;
  const t0 = performance.now();
  const report = await runSweep(plan, {
    jobs: o.jobs,
    timeoutMs: o.timeoutMs,
    slowMs: o.slowMs,
    onItem(item, outcomes, done) {
      gens += outcomes.length;
      for (const r of outcomes) {
        const badReference = r.referenceReward !== undefined && r.referenceReward !== 1;
        if (r.hang || r.error || badReference || r.ms > o.slowMs)
          console.log(
            fmt({
              env: item.env,
              level: item.level,
              seed: r.seed,
              ms: r.ms,
              kind: r.hang ? "hang" : r.error ? "throw" : badReference ? "reference" : "slow",
              error: badReference
                ? `the reference scores ${r.referenceReward}: ${r.referenceReason}`
                : r.error,
            }),
          );
      }
      if (item.level !== lastLevel || done === plan.length) {
        lastLevel = item.level;
        const s = (performance.now() - t0) / 1000;
        console.log(
          `.. level ${item.level}: ${done}/${plan.length} pairs, ${gens} generations, ${s.toFixed(0)} s`,
        );
      }
    },
  });
  const by = (k: SweepFinding["kind"]) => report.findings.filter((f) => f.kind === k);
  console.log(
    `sweep done: ${report.generations} generations in ${report.seconds.toFixed(0)} s; ${by("hang").length} hangs, ${by("throw").length} throws, ${by("reference").length} references not scoring 1, ${by("slow").length} slow (> ${o.slowMs} ms)`,
  );
  if (report.slowest)
    console.log(
      `slowest: ${report.slowest.env} level ${report.slowest.level} seed ${report.slowest.seed} ${report.slowest.ms.toFixed(0)} ms`,
    );
  for (const f of [...by("hang"), ...by("throw"), ...by("reference")]) console.log(fmt(f));
  if (o.out) writeFileSync(o.out, `${JSON.stringify(report, null, 2)}\n`);
  return by("hang").length + by("throw").length + by("reference").length > 0 ? 1 : 0;
}

process.exitCode = await main();
