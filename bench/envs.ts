// Generation and verification speed per environment and level ("cell").
// npm run bench:envs -- --help
//
// Generation is what RLVE-Gym's `_generate` does: the instance, the prompt and the reference answer.
// Verification scores the reference answer. Each cell reports per-call medians and means (calls per
// second), so a heavy tail (a mean far below the median rate) is visible. Cells run in a worker thread
// with a time limit: a cell that exceeds it is reported as a timeout and the worker is replaced, so one
// hanging generator cannot stall the run. Results stream as each cell finishes.
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const HELP = `npm run bench:envs -- [options]

  --envs <list>         environments: ids, categories or "all" (default: all)
  --levels <list>       levels (default: 0,4,8,12)
  --ms <n>              measuring time per cell in ms (default: 200; at least 3 calls)
  --max-calls <n>       stop a cell after this many calls (default: 2000)
  --timeout <s>         time limit per cell in seconds; a cell over it is reported as a timeout (default: 20)
  --json                print the rows as JSON at the end (progress goes to stderr)
  --write-baseline      save the figures as the baseline file
  --compare             flag cells more than 2x slower than the baseline file; exits 1 when one is flagged
  --baseline <file>     the baseline file (default: bench/baseline.json)
  --help                this text`;

interface Cell {
  env: string;
  level: number;
}

export interface Row extends Cell {
  status: "ok" | "timeout" | "error";
  calls: number;
  /** Generation (instance, prompt, reference), per call: median, mean and maximum, in ms. */
  genMedianMs: number;
  genMeanMs: number;
  genMaxMs: number;
  /** Verification of the reference answer, per call. */
  verMedianMs: number;
  verMeanMs: number;
  verMaxMs: number;
  error?: string;
}

interface Baseline {
  note: string;
  levels: number[];
  budgetMs: number;
  rows: Row[];
}

// ---------------------------------------------------------------- worker: measures the cells it is sent
if (!isMainThread) {
  const { generate, verify } = await import("../src/core/kit.ts");
  const { getEnv } = await import("../src/core/registry.ts");
  const { budgetMs, maxCalls } = workerData as { budgetMs: number; maxCalls: number };
  parentPort!.postMessage("ready"); // the registry is loaded: cell time limits start from here
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  parentPort!.on("message", (cell: Cell) => {
    const env = getEnv(cell.env);
    const gen: number[] = [];
    const ver: number[] = [];
    let error: string | undefined;
    try {
      for (let i = 0; i < 3; i++) generate(env, cell.level, 1_000_000 + i); // warm-up
      const start = performance.now();
      let seed = 1;
      while ((performance.now() - start < budgetMs || gen.length < 3) && gen.length < maxCalls) {
        const t0 = performance.now();
        const p = generate(env, cell.level, seed);
        const t1 = performance.now();
        const res = verify(env, p.instance, p.reference);
        const t2 = performance.now();
        if (res.accuracy !== 1)
          throw new Error(`seed ${seed}: the reference scored ${res.status} (${res.reason})`);
        gen.push(t1 - t0);
        ver.push(t2 - t1);
        seed++;
      }
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const row: Row = {
      ...cell,
      status: error === undefined ? "ok" : "error",
      calls: gen.length,
      genMedianMs: gen.length ? round(median(gen)) : 0,
      genMeanMs: gen.length ? round(sum(gen) / gen.length) : 0,
      genMaxMs: gen.length ? round(Math.max(...gen)) : 0,
      verMedianMs: ver.length ? round(median(ver)) : 0,
      verMeanMs: ver.length ? round(sum(ver) / ver.length) : 0,
      verMaxMs: ver.length ? round(Math.max(...ver)) : 0,
      ...(error === undefined ? {} : { error }),
    };
    parentPort!.postMessage(row);
  });
} else {
  await runMain();
}

// ---------------------------------------------------------------- main: sends cells, enforces time limits
async function runMain(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (err) {
    process.stderr.write(
      `bench:envs: ${err instanceof Error ? err.message : err}\n(--help lists the options)\n`,
    );
    process.exitCode = 2;
    return;
  }
  const { values, levels, budgetMs, maxCalls, timeoutMs } = parsed;
  if (values.help) {
    console.log(HELP);
    return;
  }
  const { selectEnvs } = await import("../src/core/registry.ts");
  let ids: string[];
  try {
    ids = selectEnvs(values.envs ?? "all").map((e) => e.id);
  } catch (err) {
    process.stderr.write(`bench:envs: ${err instanceof Error ? err.message : err}\n`);
    process.exitCode = 2;
    return;
  }
  const out = values.json ? process.stderr : process.stdout;
  const say = (s: string) => out.write(`${s}\n`);
  say(
    `${ids.length} environments x levels ${levels.join(",")}; ${budgetMs} ms per cell, limit ${timeoutMs / 1000} s; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  say(
    `${"env".padEnd(44)}${"lvl".padStart(4)}${"calls".padStart(7)}  ${"gen med".padStart(9)}${"gen mean".padStart(9)}${"gen max".padStart(9)}  ${"ver med".padStart(9)}${"ver mean".padStart(9)}${"ver max".padStart(9)}  (ms per call)`,
  );

  let worker: Worker | undefined;
  // The worker registers tsx itself: loader hooks registered in this thread do not reach workers on Node 20.
  const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  // A new worker, once it has loaded the environments (which takes seconds through tsx, longer on a busy
  // machine, and must not count against the first cell's limit).
  const fresh = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const w = new Worker(boot, { eval: true, workerData: { budgetMs, maxCalls } });
      w.once("message", () => resolve(w));
      w.once("error", reject);
    });
  const measure = async (cell: Cell): Promise<Row> => {
    worker ??= await fresh();
    const w = worker;
    return new Promise((resolve) => {
      const empty = {
        calls: 0,
        genMedianMs: 0,
        genMeanMs: 0,
        genMaxMs: 0,
        verMedianMs: 0,
        verMeanMs: 0,
        verMaxMs: 0,
      };
      const done = (row: Row) => {
        clearTimeout(timer);
        w.off("message", onMessage);
        w.off("error", onError);
        resolve(row);
      };
      const onMessage = (row: Row) => done(row);
      const onError = (err: Error) => {
        worker = undefined;
        done({ ...cell, status: "error", ...empty, error: err.message });
      };
      const timer = setTimeout(() => {
        worker = undefined;
        void w.terminate();
        done({ ...cell, status: "timeout", ...empty, error: `over ${timeoutMs / 1000} s` });
      }, timeoutMs);
      w.on("message", onMessage);
      w.on("error", onError);
      w.postMessage(cell);
    });
  };

  const rows: Row[] = [];
  const f = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(4)).padStart(9);
  for (const id of ids) {
    for (const level of levels) {
      const r = await measure({ env: id, level });
      rows.push(r);
      say(
        r.status === "ok"
          ? `${id.padEnd(44)}${String(level).padStart(4)}${String(r.calls).padStart(7)}  ${f(r.genMedianMs)}${f(r.genMeanMs)}${f(r.genMaxMs)}  ${f(r.verMedianMs)}${f(r.verMeanMs)}${f(r.verMaxMs)}`
          : `${id.padEnd(44)}${String(level).padStart(4)}  ${r.status.toUpperCase()}: ${r.error}`,
      );
    }
  }
  await worker?.terminate();

  const bad = rows.filter((r) => r.status !== "ok");
  if (bad.length > 0)
    say(
      `\n${bad.length} cells did not finish: ${bad.map((r) => `${r.env} L${r.level} (${r.status})`).join(", ")}`,
    );
  const slowest = rows
    .filter((r) => r.status === "ok")
    .sort((a, b) => b.genMaxMs - a.genMaxMs)
    .slice(0, 10);
  say("\nslowest single generations:");
  for (const r of slowest) say(`  ${r.env} level ${r.level}: ${r.genMaxMs} ms (median ${r.genMedianMs} ms)`);

  if (values.json) console.log(JSON.stringify({ levels, budgetMs, rows }, null, 2));
  const baselineFile = values.baseline ?? new URL("./baseline.json", import.meta.url);
  if (values["write-baseline"]) {
    const b: Baseline = {
      note: `npm run bench:envs -- --levels ${levels.join(",")} --ms ${budgetMs} --write-baseline; load average ${loadavg()[0]!.toFixed(1)} on ${new Date().toISOString().slice(0, 10)}`,
      levels,
      budgetMs,
      rows,
    };
    writeFileSync(baselineFile, `${JSON.stringify(b, null, 1)}\n`);
    say(`\nbaseline written (${rows.length} cells)`);
  }
  if (values.compare) {
    const base = JSON.parse(readFileSync(baselineFile, "utf8")) as Baseline;
    const flagged = compare(base.rows, rows);
    say(`\ncompared with the baseline (${base.note}):`);
    if (flagged.length === 0) say("  no cell is more than 2x slower");
    for (const s of flagged) say(`  ${s}`);
    if (flagged.length > 0) process.exitCode = 1;
  }
}

/**
 * Cells more than 2x slower than the baseline, by per-call median or mean, generation or verification.
 * Differences under 0.02 ms are ignored: they are timer resolution and JIT noise, not regressions.
 */
export function compare(base: Row[], now: Row[]): string[] {
  const key = (r: Cell) => `${r.env}@${r.level}`;
  const before = new Map(base.map((r) => [key(r), r]));
  const out: string[] = [];
  for (const r of now) {
    const b = before.get(key(r));
    if (b === undefined || b.status !== "ok") continue;
    if (r.status !== "ok") {
      out.push(`${r.env} L${r.level}: ${r.status} (baseline ok)`);
      continue;
    }
    for (const m of ["genMedianMs", "genMeanMs", "verMedianMs", "verMeanMs"] as const) {
      if (r[m] > 2 * b[m] && r[m] - b[m] > 0.02) {
        out.push(`${r.env} L${r.level}: ${m} ${r[m]} ms vs ${b[m]} ms (${(r[m] / b[m]).toFixed(1)}x)`);
      }
    }
  }
  return out;
}

function parse() {
  const { values } = parseArgs({
    options: {
      envs: { type: "string" },
      levels: { type: "string", default: "0,4,8,12" },
      ms: { type: "string", default: "200" },
      "max-calls": { type: "string", default: "2000" },
      timeout: { type: "string", default: "20" },
      json: { type: "boolean", default: false },
      "write-baseline": { type: "boolean", default: false },
      compare: { type: "boolean", default: false },
      baseline: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const num = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (v.trim() === "" || !Number.isFinite(n) || n < min)
      throw new Error(`--${name} must be a number >= ${min}`);
    return n;
  };
  const levels = values.levels!.split(",").map((v) => {
    const n = num("levels", v, 0);
    if (!Number.isInteger(n)) throw new Error("--levels must be integers >= 0");
    return n;
  });
  return {
    values,
    levels,
    budgetMs: num("ms", values.ms!, 1),
    maxCalls: num("max-calls", values["max-calls"]!, 3),
    timeoutMs: num("timeout", values.timeout!, 0.1) * 1000,
  };
}
