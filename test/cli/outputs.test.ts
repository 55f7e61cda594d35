import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import { promisify } from "node:util";
import { ROOT } from "./run-cli.ts";

const run = promisify(execFile);

/** Where the README's commands and the CLI's defaults write. */
const OUTPUTS = [
  "frontier/frontier.svg",
  "frontier/frontier.json",
  "heldout.jsonl",
  "rlve-eval-results.jsonl",
  "rlve-eval-results/m/results.jsonl",
  "train.parquet",
  "train.jsonl",
  "rlve-out/export.jsonl",
  "lab-out/e2-threshold.svg",
  ".rlve/curriculum.sqlite",
];

describe("generated outputs stay out of git and lint", () => {
  it("git ignores them", async () => {
    const { stdout } = await run("git", ["check-ignore", "--no-index", ...OUTPUTS], { cwd: ROOT });
    assert.deepEqual(stdout.trim().split("\n"), OUTPUTS);
  });

  it("biome check passes with generated files dropped there, and fails on the same file in src/", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rlve-lint-"));
    after(() => rmSync(dir, { recursive: true, force: true }));
    for (const f of ["biome.json", ".gitignore"]) copyFileSync(join(ROOT, f), join(dir, f));
    await run("git", ["init", "-q"], { cwd: dir });
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src", "ok.ts"), "export const a = 1;\n");
    // A file biome rejects (unformatted, `var`, `debugger`): in an output place it must not be read at all.
    const bad = "var  x = 1 ;debugger\n";
    const drop = (rel: string, text: string) => {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    };
    for (const rel of OUTPUTS) drop(rel, rel.endsWith(".svg") ? "<svg><style>a{}</style></svg>" : bad);
    for (const rel of ["frontier/chart.js", "rlve-out/x.ts", "lab-out/y.js"]) drop(rel, bad);
    const biome = join(ROOT, "node_modules", ".bin", "biome");
    const clean = await run(biome, ["check", "."], { cwd: dir }).then(
      () => 0,
      (e: { code: number; stdout: string }) => e.code,
    );
    assert.equal(clean, 0, "outputs are not linted");
    drop("src/bad.ts", bad);
    const dirty = await run(biome, ["check", "."], { cwd: dir }).then(
      () => 0,
      (e: { code: number }) => e.code,
    );
    assert.notEqual(dirty, 0, "the same content in src/ fails, so the check above can fail");
  });
});
