// `rlve new` and the steps it prints take a scaffold to a green `npm test` (issue 31 item 4: golden, max level,
// gallery and the max-level table's formatting were each missing). In a copy of this working tree it runs
// `rlve new`, then exactly the npm commands the scaffold prints, then the parts of `npm test` that a new
// environment can break: the type check, lint, its conformance tests and audit, and the suites that check
// every environment against the max-level table, the gallery and the docs. (The rest of the unit suite does
// not look at the set of environments.)
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { ROOT } from "./run-cli.ts";

const copy = mkdtempSync(join(tmpdir(), "rlve-new-green-"));
after(() => rmSync(copy, { recursive: true, force: true }));

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Without this, a node --test run inside a test skips its files.
  delete childEnv.NODE_TEST_CONTEXT;
  const r = spawnSync(cmd, args, { cwd: copy, encoding: "utf8", env: childEnv });
  return { code: r.status ?? 1, out: `${r.stdout}\n${r.stderr}` };
}

test("rlve new, then the printed steps, leave npm test's checks green", { timeout: 900_000 }, () => {
  // The working tree as it is (tracked and new files, not ignored ones), node_modules shared.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f !== "" && f !== "node_modules");
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true });
    try {
      cpSync(join(ROOT, f), join(copy, f));
    } catch {
      // a file deleted in the working tree but not yet in git
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  // biome reads .gitignore through git (biome.json's vcs settings).
  assert.equal(sh("git", ["init", "-q"]).code, 0);

  const made = sh(process.execPath, ["bin/rlve.mjs", "new", "zz-newcomer", "--category", "other"]);
  assert.equal(made.code, 0, made.out);
  const steps = made.out
    .split("\n")
    .map((l) => /^\s+(npm (?:run \S+ -- \S+|test))\s/.exec(l)?.[1])
    .filter((s): s is string => s !== undefined);
  assert.deepEqual(steps, ["npm run env:ready -- zz-newcomer", "npm test"]);
  const ready = sh("npm", steps[0]!.split(" ").slice(1));
  assert.equal(ready.code, 0, ready.out);
  assert.match(readFileSync(join(copy, "src/core/max-level-table.ts"), "utf8"), /"zz-newcomer": \[/);

  // npm test = typecheck, lint, test:unit; of test:unit, the suites that see a new environment.
  for (const script of ["typecheck", "lint"]) {
    const r = sh("npm", ["run", script]);
    assert.equal(r.code, 0, `npm run ${script}:\n${r.out}`);
  }
  const suites = [
    "test/conformance/shard-0.test.ts",
    "test/conformance/shard-1.test.ts",
    "test/conformance/shard-2.test.ts",
    "test/conformance/shard-3.test.ts",
    "test/conformance/audit-0.test.ts",
    "test/conformance/audit-1.test.ts",
    "test/conformance/audit-2.test.ts",
    "test/conformance/audit-3.test.ts",
    "test/docs/docs.test.ts",
    "test/curriculum/max-level.test.ts",
  ];
  const unit = sh(process.execPath, ["--import", "tsx", "--test", ...suites], { RLVE_ENVS: "zz-newcomer" });
  assert.equal(unit.code, 0, unit.out.slice(-6000));
  assert.match(unit.out, /zz-newcomer/, "the conformance suites ran the new environment");
});
