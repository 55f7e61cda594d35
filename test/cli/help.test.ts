import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { SIMULATE_DEFAULTS } from "../../src/curriculum/simulate.ts";
import { DEFAULT_RESULTS_ROOT } from "../../src/eval/results.ts";
import { DEFAULT_HELD_OUT } from "../../src/eval/testset.ts";
import { CURRICULUM_CONFIG } from "../../src/lab/experiments/curriculum.ts";
import { EXPERIMENTS } from "../../src/lab/experiments/index.ts";
import { SCALING_CONFIG } from "../../src/lab/experiments/scaling.ts";
import { type CliResult, ROOT, rlve } from "./run-cli.ts";

// The help of every command is built from light modules only (issue 19): the command files import the
// registry, the curriculum, the service, the lab's simulators and eval's test sets inside their actions.
// These tests check what the help shows (its defaults come from the same constants the library uses) and
// which files a help run loads; how long it takes is measured in bench/cli-startup.ts.

const dir = mkdtempSync(join(tmpdir(), "rlve-cli-help-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const IMPORT_LOG = join(ROOT, "test", "cli", "import-log.mjs");

/** Runs the CLI with every file it loads recorded (import-log.mjs); returns the run and the files. */
async function rlveLogged(args: string[]): Promise<CliResult & { loaded: string[] }> {
  const log = join(dir, `${args.join("_").replace(/[^\w-]/g, "")}.log`);
  const r = await rlve(args, {
    env: { RLVE_IMPORT_LOG: log, NODE_OPTIONS: `--import ${IMPORT_LOG}` },
  });
  const urls = readFileSync(log, "utf8").split("\n").filter(Boolean);
  return { ...r, loaded: [...new Set(urls.map((u) => fileURLToPath(u)))] };
}

/** The modules help must not load: each costs from 0.2 s to more than 1 s of start-up. */
const HEAVY: RegExp[] = [
  /\/src\/envs\//,
  /\/src\/core\/registry\.ts$/,
  /\/src\/service\//,
  /\/src\/curriculum\/(?!defaults\.ts$)/,
  /\/src\/lab\/(?!experiments\/info\.ts$)/,
  /\/src\/eval\/(testset|evaluate|model|results|export|frontier|chart)\.ts$/,
  /\/node_modules\/(fastify|piscina|zod|better-sqlite3)\//,
];

/** Each option's default as the help prints it, by long flag (wrapped lines joined). */
function helpDefaults(help: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of help.replace(/\n {6,}/g, " ").split("\n")) {
    const m = /^\s+(?:-\w, )?(--[\w-]+)\b.*\(default:? ([^()]+)\)$/.exec(line);
    if (m !== null) out.set(m[1]!, m[2]!);
  }
  return out;
}

/** The names of the Commands section. */
function commandNames(help: string): string[] {
  const section = help.split(/^Commands:\n/m)[1] ?? "";
  return [...section.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]!);
}

const TOP_LEVEL = [
  "audit",
  "dashboard",
  "list",
  "show",
  "sample",
  "verify",
  "eval",
  "export",
  "lab",
  "new",
  "profile",
  "rescore",
  "run",
  "serve",
  "simulate",
  "testset",
  "help",
];

describe("the help loads no heavy module", () => {
  it("rlve --help, rlve with no command, an unknown command and a command's help", async () => {
    // A few at a time: CI machines are small.
    const [help, bare, unknown] = await Promise.all([
      rlveLogged(["--help"]),
      rlveLogged([]),
      rlveLogged(["nosuch"]),
    ]);
    const [lab, simulate, serve] = await Promise.all([
      rlveLogged(["lab", "curriculum", "--help"]),
      rlveLogged(["simulate", "--help"]),
      rlveLogged(["help", "serve"]),
    ]);
    assert.equal(help.code, 0, help.stderr);
    assert.equal(bare.code, 2);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command 'nosuch'/);
    for (const r of [lab, simulate, serve]) assert.equal(r.code, 0, r.stderr);
    // The log works: every command file is loaded for the list of commands.
    for (const f of ["audit", "eval", "lab", "run", "serve", "simulate", "testset"]) {
      assert.ok(
        help.loaded.some((p) => p.endsWith(`/src/cli/commands/${f}.ts`)),
        `rlve --help loads commands/${f}.ts`,
      );
    }
    for (const [name, r] of Object.entries({ help, bare, unknown, lab, simulate, serve })) {
      const heavy = r.loaded.filter((p) => HEAVY.some((h) => h.test(p)));
      assert.deepEqual(heavy, [], `${name} loads heavy modules`);
    }
  });
});

describe("the help text", () => {
  it("rlve --help lists every command", async () => {
    const r = await rlve(["--help"]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(commandNames(r.stdout).sort(), [...TOP_LEVEL].sort());
  });

  it("rlve simulate --help shows the simulator's defaults", async () => {
    const r = await rlve(["simulate", "--help"]);
    assert.equal(r.code, 0, r.stderr);
    const shown = helpDefaults(r.stdout);
    const flags: Record<string, keyof typeof SIMULATE_DEFAULTS> = {
      "--steps": "steps",
      "--batch": "batch",
      "--group-size": "groupSize",
      "--min-prompts": "minPrompts",
      "--window": "windowSize",
      "--threshold": "accuracyThreshold",
      "--timing": "updateTiming",
      "--low-level": "lowLevel",
      "--wide-max": "wideMax",
      "--learning-rate": "learningRate",
      "--slope": "slope",
      "--seed": "seed",
    };
    for (const [flag, key] of Object.entries(flags)) {
      assert.equal(shown.get(flag), JSON.stringify(SIMULATE_DEFAULTS[key]), flag);
    }
  });

  it("rlve testset build --help and rlve eval --help show eval's defaults", async () => {
    const [testset, evalHelp] = await Promise.all([
      rlve(["testset", "build", "--help"]),
      rlve(["eval", "--help"]),
    ]);
    assert.equal(testset.code, 0, testset.stderr);
    const shown = helpDefaults(testset.stdout);
    assert.equal(shown.get("--split"), JSON.stringify(DEFAULT_HELD_OUT.split));
    assert.equal(shown.get("--per-env"), JSON.stringify(DEFAULT_HELD_OUT.perEnv));
    assert.equal(shown.get("--levels"), JSON.stringify(DEFAULT_HELD_OUT.levels));
    assert.equal(shown.get("--seed"), JSON.stringify(DEFAULT_HELD_OUT.seed));
    assert.equal(evalHelp.code, 0, evalHelp.stderr);
    assert.equal(helpDefaults(evalHelp.stdout).get("--out"), JSON.stringify(DEFAULT_RESULTS_ROOT));
  });

  it("rlve lab --help lists every experiment; --eta's default is the one the experiment runs with", async () => {
    const [lab, curriculum, scaling, e2] = await Promise.all([
      rlve(["lab", "--help"]),
      rlve(["lab", "curriculum", "--help"]),
      rlve(["lab", "scaling", "--help"]),
      rlve(["lab", "e2", "--help"]),
    ]);
    for (const r of [lab, curriculum, scaling, e2]) assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(commandNames(lab.stdout), [...Object.keys(EXPERIMENTS), "help"]);
    const flat = lab.stdout.replace(/\n\s+(?=[^\s-])/g, " ").replace(/ +/g, " ");
    for (const [name, { description }] of Object.entries(EXPERIMENTS)) {
      assert.ok(flat.includes(`${name} [options] ${description}`), name);
    }
    assert.equal(helpDefaults(curriculum.stdout).get("--eta"), String(CURRICULUM_CONFIG.eta));
    assert.equal(EXPERIMENTS.curriculum?.eta, CURRICULUM_CONFIG.eta);
    assert.equal(helpDefaults(scaling.stdout).get("--eta"), String(SCALING_CONFIG.eta));
    assert.equal(EXPERIMENTS.scaling?.eta, SCALING_CONFIG.eta);
    assert.doesNotMatch(e2.stdout, /--eta/);
  });
});
