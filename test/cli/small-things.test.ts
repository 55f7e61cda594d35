// Small things a user notices (issue 31 item 10): commander's option errors read `rlve:` like every other
// error, the progress bar never shows cli-progress's "LLs" for an unknown ETA, and `sample` has a default
// seed that it prints.
import assert from "node:assert/strict";
import { test } from "node:test";
import { etaText } from "../../src/cli/commands/eval.ts";
import { rlve } from "./run-cli.ts";

test("option errors print rlve:, not error:", async () => {
  const [bad, missing, unknown] = await Promise.all([
    rlve(["sample", "sorting", "--level", "x"]),
    rlve(["eval", "frontier", "--base-url", "http://x/v1"]),
    rlve(["list", "--no-such-option"]),
  ]);
  for (const r of [bad, missing, unknown]) {
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /^rlve: /, r.stderr);
    assert.doesNotMatch(r.stderr, /^error:/m, r.stderr);
  }
  assert.match(bad.stderr, /--level must be an integer/);
  assert.match(missing.stderr, /required option '--envs <list>' not specified/);
});

test("sample and verify default to seed 1, and sample says so", async () => {
  const sample = await rlve(["sample", "sorting", "--level", "1"]);
  assert.equal(sample.code, 0, sample.stderr);
  assert.match(sample.stdout, /^# sorting v\d+ level 1 seed 1\n/);
  const reference = /# reference\n(.*)\n/.exec(sample.stdout)?.[1] ?? "";
  const verified = await rlve(["verify", "sorting", "--level", "1"], { input: reference });
  assert.equal(verified.code, 0, verified.stderr);
  assert.equal(JSON.parse(verified.stdout).accuracy, 1, "verify's default seed is sample's");
});

test("the progress bar's ETA: a dash while unknown, never cli-progress's NULL (shown as LLs)", () => {
  assert.equal(etaText(10, 0), "-");
  assert.equal(etaText(10, Number.NaN), "-");
  assert.equal(etaText(0, 0), "0s");
  assert.equal(etaText(10, 4), "3s");
  assert.equal(etaText(600, 2), "5m00s");
  assert.equal(etaText(7800, 1), "2h10m");
});
