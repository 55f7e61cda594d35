import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Curriculum, SqliteStore } from "../../src/curriculum/index.ts";

const BIN = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-cli-"));
after(() => rmSync(dir, { recursive: true, force: true }));

async function rlve(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      env: { ...process.env, RLVE_DATA_DIR: join(dir, "env-default") },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("rlve run", () => {
  it("create, show, snapshot and restore against the embedded store", async () => {
    const dd = ["--data-dir", join(dir, "d1")];
    const created = await rlve(
      "run",
      "create",
      "--id",
      "r1",
      "--group-size",
      "2",
      "--min-prompts",
      "1",
      "--json",
      ...dd,
    );
    assert.equal(created.code, 0, created.stderr);
    const rec = JSON.parse(created.stdout);
    assert.equal(rec.runId, "r1");
    assert.equal(rec.config.groupSize, 2);
    assert.ok(rec.config.environments.includes("sorting"));

    // Move the run in-process (as the service would), then snapshot it with the CLI.
    const store = new SqliteStore({ dataDir: join(dir, "d1") });
    const cur = Curriculum.open("r1", { store });
    for (let i = 0; i < 2; i++) cur.record({ env: "sorting", level: 0, accuracy: 1 });
    assert.equal(cur.levels().sorting, 1);
    const snap = await rlve("run", "snapshot", "r1", "--step", "5", "--out", join(dir, "s5.json"), ...dd);
    assert.equal(snap.code, 0, snap.stderr);
    for (let i = 0; i < 2; i++) cur.record({ env: "sorting", level: 1, accuracy: 1 });
    assert.equal(cur.levels().sorting, 2);

    const shown = await rlve("run", "show", "r1", "--snapshots", ...dd);
    assert.match(shown.stdout, /sorting\s+2\s+\[0, 2\]/);
    assert.match(shown.stdout, /step-5/);
    const restored = await rlve("run", "restore", "r1", "--snapshot", "step-5", "--json", ...dd);
    assert.equal(restored.code, 0, restored.stderr);
    assert.equal(JSON.parse(restored.stdout).envs.sorting.h, 1);
    assert.equal(cur.levels().sorting, 1, "the open handle sees the restore");
    const fromFile = await rlve("run", "restore", "r1", "--state", join(dir, "s5.json"), ...dd);
    assert.equal(fromFile.code, 0, fromFile.stderr);
    store.close();

    const list = await rlve("run", "show", "--json", ...dd);
    assert.deepEqual(
      JSON.parse(list.stdout).map((r: { runId: string }) => r.runId),
      ["r1"],
    );
  });

  it("explains bad input with exit code 2", async () => {
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ windowSize: 0, colour: "red" }));
    const dd = ["--data-dir", join(dir, "d2")];
    const [bad, missing] = await Promise.all([
      rlve("run", "create", "--config", join(dir, "bad.json"), "--envs", "sortng", ...dd),
      rlve("run", "show", "nope", ...dd),
    ]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /windowSize/);
    assert.match(bad.stderr, /colour: unknown option/);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /run 'nope' does not exist/);
  });

  it("create --schedule takes a strategy and its parameters; show prints them", async () => {
    const dd = ["--data-dir", join(dir, "d3")];
    const made = await rlve(
      "run",
      "create",
      "--id",
      "m1",
      "--envs",
      "sorting",
      "--group-size",
      "4",
      "--schedule",
      "mixed:0.6,0.5",
      ...dd,
    );
    assert.equal(made.code, 0, made.stderr);
    const shown = await rlve("run", "show", "m1", ...dd);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(
      shown.stdout,
      /run m1: mixed \(window 4; after 8 groups of 4 at h: up when > 0.6 of them are all correct, down when > 0.5 are all wrong\)/,
    );
    const [unknown, bad, single] = await Promise.all([
      rlve("run", "create", "--envs", "sorting", "--schedule", "progress", ...dd),
      rlve("run", "create", "--envs", "sorting", "--schedule", "mixed:0.2,0.2", ...dd),
      rlve("run", "create", "--envs", "sorting", "--group-size", "1", "--schedule", "mixed", ...dd),
    ]);
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /schedule must be adaptive, fixed:<level>, range:<dMax> or mixed/);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /schedule.raiseAbove \+ schedule.lowerAbove must be >= 1/);
    assert.equal(single.code, 2);
    assert.match(single.stderr, /mixed needs groupSize >= 2/);
  });
});

describe("rlve simulate", () => {
  it("runs with no options: fixed-wide is capped at each environment's maximum level (issue 26)", async () => {
    // The defaults (--envs all, --wide-max 24) met environments whose maximum is below 24 and exited 1.
    const r = await rlve("simulate", "--steps", "2", "--batch", "4", "--group-size", "2", "--json");
    assert.equal(r.code, 0, r.stderr);
    assert.equal(Object.keys(JSON.parse(r.stdout)["fixed-wide"].levels).length > 300, true);
  });

  it("adaptive keeps the effective prompt ratio above fixed-low and fixed-wide", async () => {
    const r = await rlve("simulate", "--envs", "sorting,knapsack", "--steps", "80", "--json");
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(Object.keys(out), ["adaptive", "fixed-low", "fixed-wide"]);
    const ratio = (k: string) => out[k].effectivePromptRatio as number;
    assert.ok(
      ratio("adaptive") > ratio("fixed-low"),
      JSON.stringify([ratio("adaptive"), ratio("fixed-low")]),
    );
    assert.ok(
      ratio("adaptive") > ratio("fixed-wide"),
      JSON.stringify([ratio("adaptive"), ratio("fixed-wide")]),
    );
    for (const k of Object.keys(out)) assert.ok(Object.keys(out[k].levels).includes("sorting"));
    assert.ok(Math.min(...(Object.values(out.adaptive.levels) as number[])) > 0, "adaptive h rose");
  });
});
