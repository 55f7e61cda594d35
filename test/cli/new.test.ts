// `rlve new` writes an environment file that passes the conformance suite and the shortcut audit as written (its placeholder
// problem), so a contributor starts from a green file and replaces the TODOs.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Environment } from "../../src/core/env.ts";
import { auditSuite } from "../support/audit-conformance.ts";
import { conformanceSuite } from "../support/conformance.ts";
import { fingerprints, type Golden } from "../support/fingerprint.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = join(root, "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-new-"));
// An ES module folder, as the project is: the file and the kit it imports must load as the same module kind.
writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
after(() => rmSync(dir, { recursive: true, force: true }));

const rlve = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });

// An environment of one's own: no RLVE identifier (a catalog family would pass --rlve-id).
const made = rlve("new", "scaffold-check", "--category", "sorting/arithmetic", "--dir", dir);
assert.equal(made.status, 0, made.stderr);
const file = join(dir, "scaffold-check.ts");
const env = ((await import(pathToFileURL(file).href)) as { default: Environment }).default;
const golden: Golden = { id: env.id, version: env.version, fingerprints: fingerprints(env) };
writeFileSync(join(dir, `${env.id}.json`), JSON.stringify(golden));

test("rlve new writes the file, names its TODOs and says how to pin and test it", () => {
  assert.match(made.stdout, /npm run env:ready -- scaffold-check/);
  assert.match(made.stdout, /RLVE_ENVS=scaffold-check/);
  const text = readFileSync(file, "utf8");
  assert.ok((text.match(/TODO/g) ?? []).length >= 8);
  assert.equal(env.id, "scaffold-check");
  assert.equal(env.category, "sorting/arithmetic");
});

test("rlve new refuses a bad id, an unknown category and an existing file", () => {
  const badId = rlve("new", "Bad_Id", "--category", "other", "--dir", dir);
  assert.equal(badId.status, 2);
  assert.match(badId.stderr, /not kebab-case/);
  const badCat = rlve("new", "fine-id", "--category", "cooking", "--dir", dir);
  assert.equal(badCat.status, 2);
  assert.match(badCat.stderr, /unknown category 'cooking'; one of: sorting\/arithmetic/);
  const again = rlve("new", "scaffold-check", "--category", "sorting/arithmetic", "--dir", dir);
  assert.equal(again.status, 2);
  assert.match(again.stderr, /exists \(--force overwrites it\)/);
});

// A scaffold has not been probed yet (npm run probe:max-level is the developer's step after filling it in).
conformanceSuite([env], { goldenDir: dir, unprobed: true });
auditSuite([env]);
