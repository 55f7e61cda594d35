import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { it } from "node:test";

// Seed 135 at level 0 drew only multiplications: Y stayed 0 and the generator extended the presses
// forever. It runs in a child process with a timeout so that a regression fails instead of hanging.
it("quantum-lock-puzzle: a seed whose operations keep Y at 0 still generates", () => {
  const root = join(import.meta.dirname, "..", "..");
  const code = `
    const { getEnv } = await import(${JSON.stringify(join(root, "src/core/registry.ts"))});
    const { instanceOf } = await import(${JSON.stringify(join(root, "src/core/env.ts"))});
    const { instance } = instanceOf(getEnv("quantum-lock-puzzle"), 0, 135);
    console.log(instance.target);`;
  const res = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    timeout: 60_000,
    encoding: "utf8",
  });
  assert.equal(res.signal, null, "generation did not finish");
  assert.equal(res.status, 0, res.stderr);
  assert.notEqual(res.stdout.trim(), "0");
});
