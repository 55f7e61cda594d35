import { readFileSync, statSync, writeFileSync } from "node:fs";
import { type Command, InvalidArgumentError } from "commander";
import type { RedisStore, RunConfigInput, RunRecord, RunStore, SqliteStore } from "../../curriculum/index.ts";
import { CliError, formatOption, intOption, numberOption, printJson, table } from "../util.ts";

/** rlve run create | show | snapshot | restore: runs in the embedded SQLite store. */

const MAX_JSON_FILE = 64 * 1024 * 1024;

/**
 * The curriculum library, imported when a run command runs: it loads every environment, which the
 * help of these commands does not need.
 */
type CurriculumLib = typeof import("../../curriculum/index.ts");
const curriculumLib = (): Promise<CurriculumLib> => import("../../curriculum/index.ts");

interface StoreOpts {
  dataDir?: string;
}

async function withStore<T>(opts: StoreOpts, fn: (store: SqliteStore, lib: CurriculumLib) => T): Promise<T> {
  const lib = await curriculumLib();
  const { ConfigError, CurriculumError, RunExistsError, RunNotFoundError } = lib;
  let store: SqliteStore;
  try {
    store = new lib.SqliteStore({ dataDir: opts.dataDir ?? lib.defaultDataDir() });
  } catch (err) {
    throw new CliError(`cannot open the data directory: ${(err as Error).message}`);
  }
  try {
    return fn(store, lib);
  } catch (err) {
    if (
      err instanceof ConfigError ||
      err instanceof CurriculumError ||
      err instanceof RunNotFoundError ||
      err instanceof RunExistsError
    ) {
      throw new CliError(err.message);
    }
    throw err;
  } finally {
    store.close();
  }
}

/** --store (else RLVE_STORE, else sqlite): the SQLite file of the data directory or a Redis URL. */
async function withAnyStore<T>(
  opts: StoreOpts & { store?: string },
  fn: (store: RunStore, where: string, lib: CurriculumLib) => T,
): Promise<T> {
  const lib = await curriculumLib();
  const { ConfigError, CurriculumError, RedisError, RunExistsError, RunNotFoundError } = lib;
  const spec = opts.store ?? (process.env.RLVE_STORE || "sqlite");
  if (spec !== "sqlite" && !lib.isRedisUrl(spec)) {
    throw new CliError("--store must be sqlite or a redis:// URL (redis://host:6379/0)");
  }
  if (spec === "sqlite") return withStore(opts, (store) => fn(store, store.file, lib));
  let store: RedisStore;
  try {
    store = new lib.RedisStore(spec);
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  try {
    return fn(store, lib.redactUrl(spec), lib);
  } catch (err) {
    if (
      err instanceof ConfigError ||
      err instanceof CurriculumError ||
      err instanceof RunNotFoundError ||
      err instanceof RunExistsError ||
      err instanceof RedisError
    ) {
      throw new CliError(err.message);
    }
    throw err;
  } finally {
    store.close();
  }
}

function readJsonFile(path: string, what: string): unknown {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new CliError(`${what}: cannot read '${path}'`);
  }
  if (size > MAX_JSON_FILE) throw new CliError(`${what}: '${path}' is larger than 64 MiB`);
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new CliError(`${what}: '${path}' is not valid JSON (${(err as Error).message})`);
  }
}

const SCHEDULE_HELP = "adaptive, fixed:<level>, range:<dMax> or mixed[:<raiseAbove>,<lowerAbove>]";

/** --schedule: a strategy name and its parameters; the run configuration checks their values. */
function scheduleOption(value: string) {
  if (value === "adaptive") return { kind: "adaptive" as const, twoSided: null };
  if (value === "mixed") return { kind: "mixed" as const };
  const mixed = /^mixed:([^,]+),([^,]+)$/.exec(value);
  if (mixed !== null) {
    const [raiseAbove, lowerAbove] = [Number(mixed[1]), Number(mixed[2])];
    if (!Number.isFinite(raiseAbove) || !Number.isFinite(lowerAbove)) {
      throw new InvalidArgumentError(`mixed parameters must be numbers: ${SCHEDULE_HELP}`);
    }
    return { kind: "mixed" as const, raiseAbove, lowerAbove };
  }
  const m = /^(fixed|range):(\d+)$/.exec(value);
  if (m === null) throw new InvalidArgumentError(`schedule must be ${SCHEDULE_HELP}`);
  const n = Number(m[2]);
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError("schedule level is too large");
  return m[1] === "fixed" ? { kind: "fixed" as const, level: n } : { kind: "range" as const, maxLevel: n };
}

function weightsOption(value: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of value.split(",")) {
    const m = /^\s*([^=\s]+)\s*=\s*([^\s]+)\s*$/.exec(part);
    const w = m === null ? Number.NaN : Number(m[2]);
    if (m === null || !Number.isFinite(w) || w <= 0) {
      throw new InvalidArgumentError("weights must look like env=2,other=0.5 (positive numbers)");
    }
    out[m[1]!] = w;
  }
  return out;
}

function oneOf<T extends string>(name: string, values: readonly T[]) {
  return (v: string): T => {
    if (!(values as readonly string[]).includes(v)) {
      throw new InvalidArgumentError(`${name} must be one of ${values.join(", ")}`);
    }
    return v as T;
  };
}

function describeRun(run: RunRecord, { envsAtTop, describeSchedule, windowOf }: CurriculumLib): string {
  const c = run.config;
  const lines = [
    `run ${run.runId}: ${describeSchedule(c)}`,
    `timing ${c.updateTiming}; format ${c.answerFormat}; reward key ${c.rewardKey}; seed ${c.seed}; problems issued ${run.state.seq}; version ${run.version}`,
  ];
  if (c.weights !== null) {
    lines.push(
      `weights ${Object.entries(c.weights)
        .map(([e, w]) => `${e}=${w}`)
        .join(", ")}`,
    );
  }
  lines.push("");
  const rows = [["env", "h", "window", "counted", "acc@h", "last check", "issued", "scored", "acc", "eval"]];
  for (const e of c.environments) {
    const es = run.state.envs[e]!;
    const [lo, hi] = windowOf(c, es.h);
    rows.push([
      e,
      String(es.h),
      `[${lo}, ${hi}]`,
      String(es.counted),
      es.counted === 0 ? "-" : (es.correct / es.counted).toFixed(3),
      es.lastCheck === null
        ? "-"
        : `${es.lastCheck.outcome} (${es.lastCheck.accuracy.toFixed(3)} at ${es.lastCheck.h})`,
      String(es.issued),
      String(es.scored),
      es.scored === 0 ? "-" : (es.scoredCorrect / es.scored).toFixed(3),
      String(es.evalScored),
    ]);
  }
  lines.push(table(rows));
  const top = envsAtTop(run);
  if (top.length > 0) {
    lines.push(
      "",
      `at their maximum level (h stays): ${top.map((t) => `${t.env} (${t.maxLevel})`).join(", ")}`,
    );
  }
  const b = run.state.batches;
  if (b.length > 0) {
    const recent = b.slice(-20);
    const mean = recent.reduce((t, x) => t + x.effectivePromptRatio, 0) / recent.length;
    lines.push(
      "",
      `effective prompt ratio: last ${mean.toFixed(3)} over ${recent.length} of ${b.length} batches`,
    );
  }
  return lines.join("\n");
}

export function register(program: Command): void {
  const run = program
    .command("run")
    .description("create and inspect curriculum runs (embedded SQLite store)");
  const dataDirHelp = "data directory (default $RLVE_DATA_DIR or ./.rlve)";

  run
    .command("create")
    .description("create a run; prints its id")
    .option("--id <runId>", "run id (default: generated)")
    .option("--config <file>", "run configuration as JSON (options below override it)")
    .option("--envs <selectors>", "env ids, RLVE ids, categories or all (comma-separated)")
    .option(
      "--split <split>",
      "split that 'all' and categories expand to",
      oneOf("--split", ["train", "held-out"]),
    )
    .option("--weights <list>", "env weights, e.g. sorting=2,knapsack=1", weightsOption)
    .option("--initial <level>", "initial difficulty", intOption("--initial"))
    .option("--window <w>", "window size", intOption("--window", 1))
    .option("--threshold <acc>", "accuracy threshold", numberOption("--threshold", 0, 1))
    .option("--min-prompts <n>", "prompts at h before a check", intOption("--min-prompts", 1))
    .option("--group-size <n>", "samples per prompt", intOption("--group-size", 1))
    .option("--timing <when>", "on_score or on_report", oneOf("--timing", ["on_score", "on_report"]))
    .option("--format <tags|boxed>", "answer markers", formatOption)
    .option("--reward-key <key>", "reward or accuracy", oneOf("--reward-key", ["reward", "accuracy"]))
    .option("--schedule <s>", `curriculum strategy: ${SCHEDULE_HELP}`, scheduleOption)
    .option(
      "--two-sided-floor <acc>",
      "adaptive only: lower h when accuracy < floor",
      numberOption("--two-sided-floor", 0, 1),
    )
    .option("--seed <seed>", "run seed", intOption("--seed"))
    .option("--data-dir <dir>", dataDirHelp)
    .option("--json", "print the run as JSON")
    .option("--verbose", "also print the run's table (environments, levels, window)")
    .action(async (o: Record<string, unknown> & StoreOpts & { json?: boolean; verbose?: boolean }) => {
      const base = o.config === undefined ? {} : readJsonFile(String(o.config), "--config");
      if (base === null || typeof base !== "object" || Array.isArray(base)) {
        throw new CliError("--config must hold a JSON object");
      }
      const cfg: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      const set = (key: string, v: unknown) => {
        if (v !== undefined) cfg[key] = v;
      };
      set("environments", o.envs);
      set("split", o.split);
      set("weights", o.weights);
      set("initialDifficulty", o.initial);
      set("windowSize", o.window);
      set("accuracyThreshold", o.threshold);
      set("minPrompts", o.minPrompts);
      set("groupSize", o.groupSize);
      set("updateTiming", o.timing);
      set("answerFormat", o.format);
      set("rewardKey", o.rewardKey);
      set("seed", o.seed);
      set("schedule", o.schedule);
      if (o.twoSidedFloor !== undefined) {
        const s = (cfg.schedule as { kind?: string } | undefined) ?? { kind: "adaptive" };
        if (s.kind !== "adaptive")
          throw new CliError("--two-sided-floor applies to the adaptive schedule only");
        cfg.schedule = { kind: "adaptive", twoSided: { floor: o.twoSidedFloor } };
      }
      await withStore(o, (store, lib) => {
        const cur = lib.Curriculum.create(cfg as RunConfigInput, {
          store,
          runId: o.id as string | undefined,
        });
        const rec = cur.get();
        if (o.json) return printJson(rec);
        if (o.verbose) process.stderr.write(`${describeRun(rec, lib)}\n\n`);
        // The id alone on stdout (RUN=$(rlve run create ...)); the rest on stderr.
        console.log(cur.runId);
        process.stderr.write(
          `rlve: created run ${cur.runId} (${rec.config.environments.length} environments) in ${store.file}` +
            (o.verbose ? "\n" : "; --verbose shows its table, rlve run show it later\n"),
        );
      });
    });

  run
    .command("show [runId]")
    .description("show a run (its levels, counters and statistics); without an id, list the runs")
    .option("--data-dir <dir>", dataDirHelp)
    .option("--snapshots", "also list the run's snapshots")
    .option("--json", "print JSON")
    .action(async (runId: string | undefined, o: StoreOpts & { json?: boolean; snapshots?: boolean }) => {
      await withStore(o, (store, lib) => {
        if (runId === undefined) {
          const runs = store.listRuns();
          if (o.json) return printJson(runs);
          if (runs.length === 0) return console.log(`no runs in ${store.file}`);
          console.log(
            table([
              ["run", "envs", "schedule", "problems", "updated"],
              ...runs.map((r) => [r.runId, String(r.environments), r.schedule, String(r.seq), r.updatedAt]),
            ]),
          );
          return;
        }
        const cur = lib.Curriculum.open(runId, { store });
        const rec = cur.get();
        const snaps = cur.snapshots();
        const atTop = lib.envsAtTop(rec).map((t) => t.env);
        if (o.json) return printJson(o.snapshots ? { ...rec, atTop, snapshots: snaps } : { ...rec, atTop });
        console.log(describeRun(rec, lib));
        if (o.snapshots) {
          console.log(snaps.length === 0 ? "\nno snapshots" : "\nsnapshots:");
          for (const s of snaps) console.log(`  ${s.label}  step ${s.step ?? "-"}  ${s.createdAt}`);
        }
      });
    });

  run
    .command("snapshot <runId>")
    .description("save the run's state under a label: step-<n> with --step, else v<state version>")
    .option("--step <n>", "trainer step (label step-<n>)", intOption("--step"))
    .option("--label <label>", "label (replaces a snapshot with the same label)")
    .option("--out <file>", "also write the snapshot's state as JSON to this file")
    .option("--data-dir <dir>", dataDirHelp)
    .option("--json", "print JSON")
    .action(
      async (
        runId: string,
        o: StoreOpts & { step?: number; label?: string; out?: string; json?: boolean },
      ) => {
        await withStore(o, (store, lib) => {
          const cur = lib.Curriculum.open(runId, { store });
          const info = cur.snapshot({ step: o.step, label: o.label });
          if (o.out !== undefined) {
            const snap = store.getSnapshot(runId, info.label)!;
            writeJson(o.out, snap.state);
          }
          if (o.json) return printJson(info);
          const named =
            o.label !== undefined
              ? ""
              : o.step !== undefined
                ? ` (trainer step ${o.step})`
                : ` (named after the run's state version; --step <n> names it after a trainer step, step-<n>)`;
          console.log(
            `saved snapshot '${info.label}' of run ${runId}${named}${o.out ? `; state written to ${o.out}` : ""}`,
          );
        });
      },
    );

  run
    .command("restore <runId>")
    .description("restore a run's state from a snapshot label or a state JSON file")
    .option("--snapshot <label>", "snapshot label (e.g. step-120)")
    .option("--state <file>", "state JSON file (as written by snapshot --out or show --json's .state)")
    .option("--data-dir <dir>", dataDirHelp)
    .option("--json", "print the restored state as JSON")
    .action(async (runId: string, o: StoreOpts & { snapshot?: string; state?: string; json?: boolean }) => {
      if ((o.snapshot === undefined) === (o.state === undefined)) {
        throw new CliError("give exactly one of --snapshot <label> or --state <file>");
      }
      const from =
        o.snapshot !== undefined ? { snapshot: o.snapshot } : { state: readJsonFile(o.state!, "--state") };
      await withStore(o, (store, lib) => {
        const cur = lib.Curriculum.open(runId, { store });
        const state = cur.restore(from);
        if (o.json) return printJson(state);
        console.log(
          `restored run ${runId} (${o.snapshot !== undefined ? `snapshot '${o.snapshot}'` : o.state})`,
        );
        console.log(describeRun(cur.get(), lib));
      });
    });

  registerTransfer(run, dataDirHelp);
}

function registerTransfer(run: Command, dataDirHelp: string): void {
  const storeHelp =
    "sqlite (the data directory's file) or redis://host:6379/0 (default: RLVE_STORE, else sqlite)";
  run
    .command("export <runId>")
    .description(
      "write a run (configuration, state, snapshots) as one JSON file, to move it to another store",
    )
    .requiredOption("--out <file>", "the JSON file to write")
    .option("--store <store>", storeHelp)
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (runId: string, o: StoreOpts & { store?: string; out: string }) => {
      await withAnyStore(o, (store, where, lib) => {
        const doc = lib.exportRun(store, runId);
        writeJson(o.out, doc);
        console.log(
          `exported run ${runId} (version ${doc.run.version}, ${doc.snapshots.length} snapshots) from ${where} to ${o.out}`,
        );
      });
    });
  run
    .command("import <file>")
    .description("create a run from a file written by run export (sample keys are not carried over)")
    .option("--id <runId>", "store it under this id (default: the exported id)")
    .option("--store <store>", storeHelp)
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (file: string, o: StoreOpts & { store?: string; id?: string }) => {
      const doc = readJsonFile(file, "import");
      await withAnyStore(o, (store, where, lib) => {
        const rec = lib.importRun(store, doc, { runId: o.id });
        const snaps = store.listSnapshots(rec.runId).length;
        console.log(`imported run ${rec.runId} (version ${rec.version}, ${snaps} snapshots) into ${where}`);
      });
    });
}

function writeJson(path: string, value: unknown): void {
  try {
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  } catch (err) {
    throw new CliError(`cannot write '${path}': ${(err as Error).message}`);
  }
}
