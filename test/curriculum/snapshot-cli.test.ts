import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { promisify } from "node:util";

const BIN = join(import.meta.dirname, "..", "..", "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-snapshot-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const rlve = (...args: string[]) =>
  promisify(execFile)(process.execPath, [BIN, ...args, "--data-dir", dir], { cwd: dir });

describe("rlve run snapshot", () => {
  it("says what a snapshot without --step is named after (issue 20, item 11)", async () => {
    await rlve("run", "create", "--id", "r1", "--envs", "sorting", "--json");
    const plain = await rlve("run", "snapshot", "r1");
    assert.match(
      plain.stdout,
      /saved snapshot 'v\d+' of run r1 \(named after the run's state version; --step <n>/,
    );
    const stepped = await rlve("run", "snapshot", "r1", "--step", "3");
    assert.match(stepped.stdout, /saved snapshot 'step-3' of run r1 \(trainer step 3\)/);
  });
});
