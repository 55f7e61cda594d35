// Takes new or changed environments to a green `npm test`: pins their golden fingerprints, probes their
// maximum levels (src/core/max-level-table.ts, formatted) and regenerates docs/gallery.md and
// src/envs/_types.ts. `rlve new` prints it as the step after filling in the TODOs.
//
//   npm run env:ready -- <id>... [--force]      (--force re-pins a golden without a version bump)
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith("--"));
if (ids.length === 0) {
  process.stderr.write("usage: npm run env:ready -- <id>... [--force]\n");
  process.exit(2);
}
const scripts = import.meta.dirname;
const run = (script: string, scriptArgs: string[]) => {
  console.log(`\n> ${script} ${scriptArgs.join(" ")}`);
  execFileSync(process.execPath, ["--import", "tsx", join(scripts, script), ...scriptArgs], {
    stdio: "inherit",
  });
};
run("update-golden.ts", [...ids, ...(args.includes("--force") ? ["--force"] : [])]);
run("probe-max-level.ts", ["--envs", ids.join(",")]);
run("gallery.ts", []);
console.log(`\n${ids.join(", ")}: golden, max level and gallery done; \`npm test\` checks everything`);
