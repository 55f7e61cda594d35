// The README's Quick start installs once, then runs the service and the tests (issue 31 item 7: it ran
// `npm ci` before each, and the second install replaced node_modules under the running server), and .ci/run
// replays it on a clean clone: the same install, then the same test command.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const ROOT = join(import.meta.dirname, "..", "..");

test("Quick start: one install, then npm start and npm test; .ci/run replays the install and the tests", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("## Quick start");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
  assert.deepEqual(blocks, ["npm ci", "npm start", "npm test"]);
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  assert.equal(
    pkg.scripts.start,
    "node bin/rlve.mjs serve",
    "npm start is the service with its default store",
  );
  const ci = readFileSync(join(ROOT, ".ci", "run"), "utf8")
    .split("\n")
    .filter((l) => /^npm (ci|test)\b/.test(l));
  assert.deepEqual(
    ci,
    ["npm ci --no-audit --no-fund", "npm test"],
    ".ci/run: install once, then the README's tests",
  );
});
