// The README's "Serving a trainer" commands, run as written (bash, curl, node) against a real `rlve serve`
// (issue 31 item 9: its score call used a placeholder ticket and got 400).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { exited, startChild } from "../service/helpers.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const data = mkdtempSync(join(tmpdir(), "rlve-readme-serve-"));
after(() => rmSync(data, { recursive: true, force: true }));

test("the README's create-run, problems and score commands work when pasted", async () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Serving a trainer"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  assert.match(block, /\/v1\/score/, "the README's first block under Serving a trainer scores an output");
  const child = await startChild(["--data-dir", data, "--workers", "1"]);
  try {
    const { host } = new URL(child.url);
    const script = `set -euo pipefail\n${block.replaceAll("localhost:8787", host)}`;
    const r = spawnSync("bash", ["-c", script], { encoding: "utf8", cwd: data });
    assert.equal(r.status, 0, r.stderr);
    // curl prints no newline: the score call's reply is the last JSON object on stdout.
    const last = r.stdout.slice(r.stdout.lastIndexOf('{"'));
    assert.doesNotMatch(last, /"error"/, last);
    const scored = JSON.parse(last) as { status?: string; format_score?: number; run_id?: string };
    assert.equal(scored.run_id, "r1", last);
    assert.equal(scored.format_score, 1, "the answer between <answer> tags was read");
  } finally {
    child.proc.kill("SIGTERM");
    await exited(child.proc);
  }
});
