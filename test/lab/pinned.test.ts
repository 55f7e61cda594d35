import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { findEnv } from "../../src/core/registry.ts";
import { EXPERIMENTS } from "../../src/lab/experiments/index.ts";
import { CURRICULUM_ENVS, SCALING_HELD_OUT, SCALING_POOL } from "../../src/lab/experiments/pinned.ts";

describe("lab experiments: pinned environments and generated blocks (issue 26)", () => {
  it("the pinned environments are registered, in their split, and disjoint where they must be", () => {
    for (const e of CURRICULUM_ENVS) assert.equal(findEnv(e)?.split, "train", e);
    for (const e of SCALING_POOL) assert.equal(findEnv(e)?.split, "train", e);
    for (const e of SCALING_HELD_OUT) assert.equal(findEnv(e)?.split, "held-out", e);
    assert.equal(new Set(SCALING_POOL).size, 64);
    assert.equal(new Set(CURRICULUM_ENVS).size, 16);
  });

  it("every generated block of docs/lab.md belongs to an experiment that npm run lab:docs -- --check reruns", () => {
    const md = readFileSync(join(import.meta.dirname, "..", "..", "docs", "lab.md"), "utf8");
    const opened = [...md.matchAll(/<!-- lab:([\w-]+) /g)].map((m) => m[1]!);
    const closed = [...md.matchAll(/<!-- \/lab:([\w-]+) -->/g)].map((m) => m[1]!);
    assert.deepEqual(opened, closed);
    assert.deepEqual([...opened].sort(), Object.keys(EXPERIMENTS).sort());
  });
});
