// Pins the golden fingerprints of environments: npm run golden:update -- <id>... [--force]
// Without --force an existing file for the same version is left alone: a changed generator needs a version bump.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getEnv, listEnvs, loadEnvsFrom } from "../src/core/registry.ts";
import { fingerprints, type Golden } from "../test/support/fingerprint.ts";

// RLVE_ENVS_FROM=./my-envs npm run golden:update -- reverse-list pins a plugin environment too.
if (process.env.RLVE_ENVS_FROM) await loadEnvsFrom(process.env.RLVE_ENVS_FROM);
const args = process.argv.slice(2);
const force = args.includes("--force");
const ids = args.filter((a) => !a.startsWith("--"));
const envs = ids.length > 0 ? ids.map(getEnv) : listEnvs();
const dir = join(import.meta.dirname, "..", "test", "golden");
mkdirSync(dir, { recursive: true });
for (const env of envs) {
  const file = join(dir, `${env.id}.json`);
  if (existsSync(file) && !force) {
    const old = JSON.parse(readFileSync(file, "utf8")) as Golden;
    if (old.version === env.version) {
      console.log(`${env.id}: golden for version ${env.version} exists (bump the version or pass --force)`);
      continue;
    }
  }
  const golden: Golden = { id: env.id, version: env.version, fingerprints: fingerprints(env) };
  writeFileSync(file, `${JSON.stringify(golden, null, 2)}\n`);
  console.log(`${env.id}: pinned version ${env.version}`);
}
