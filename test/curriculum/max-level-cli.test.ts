import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { getEnv } from "../../src/core/registry.ts";

const BIN = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-cli-max-"));
after(() => rmSync(dir, { recursive: true, force: true }));

async function rlve(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      env: { ...process.env, RLVE_DATA_DIR: join(dir, "data") },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const MAX = maxLevelOf(getEnv("sorting"));
const over = (level: number) => `rlve: level ${level} is above the maximum level of sorting (${MAX})\n`;

it("the CLI refuses a level above the maximum with one line naming the environment and its maximum", async () => {
  const L = MAX + 1;
  const out = join(dir, "x.jsonl");
  const [sample, verify, show, exp, testset, run] = await Promise.all([
    rlve("sample", "sorting", "--level", String(L), "--seed", "1"),
    rlve("verify", "sorting", "--level", "200", "--seed", "1"),
    rlve("show", "sorting", "--levels", `0,${L}`),
    rlve("export", "--envs", "sorting", "--levels", `1,${L}`, "--out", out),
    rlve("testset", "build", "--envs", "sorting", "--levels", String(L), "--out", out),
    rlve("run", "create", "--envs", "sorting", "--initial", String(L), "--data-dir", dir),
  ]);
  for (const [name, r, level] of [
    ["sample", sample, L],
    ["verify", verify, 200],
    ["show", show, L],
    ["export", exp, L],
    ["testset build", testset, L],
  ] as const) {
    assert.equal(r.code, 2, `${name}: exit code ${r.code}, stderr ${r.stderr}`);
    assert.equal(r.stderr, over(level), name);
  }
  assert.ok(!existsSync(out), "nothing was written");
  assert.notEqual(run.code, 0, run.stderr);
  assert.match(run.stderr, new RegExp(`level ${L} is above the maximum level of sorting \\(${MAX}\\)`));
});

it("rlve list and rlve show give the maximum level", async () => {
  const [list, json, show] = await Promise.all([
    rlve("list", "--category", "sorting/arithmetic"),
    rlve("list", "--json"),
    rlve("show", "sorting"),
  ]);
  assert.match(list.stdout, /maxLevel/);
  assert.match(list.stdout, new RegExp(`^sorting\\s.*\\s${MAX}$`, "m"));
  const rows = JSON.parse(json.stdout) as { id: string; maxLevel: number }[];
  assert.equal(rows.find((r) => r.id === "sorting")!.maxLevel, MAX);
  assert.ok(rows.every((r) => Number.isInteger(r.maxLevel)));
  assert.match(show.stdout, new RegExp(`^maximum level: ${MAX} \\(`, "m"));
});
