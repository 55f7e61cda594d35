import assert from "node:assert/strict";
import { it } from "node:test";
import { runSweep, type SweepPlanItem } from "../../scripts/lib/sweep-run.ts";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { listEnvs } from "../../src/core/registry.ts";
import { MAX_LEVEL } from "../support/conformance.ts";

// Conformance checks levels 0..30; this checks the levels above, up to each environment's maximum (the level
// the service serves): every environment at its maximum and at 40%, 60% and 80% of it (those above 30), one
// seed each, every generation in a child process killed after 2 s of CPU time, its reference scored. A
// generator that fails only at high levels (issue 33: max-minimum-after-interval-addition threw from level
// 61 of 200) or a reference the parser refuses there fails the test with its (env, level, seed). One seed
// per level keeps it cheap (about 20 s of CPU, mostly at the maximum levels, where a generation may take up
// to the probe's 50 ms); npm run sweep covers every level with many seeds.
const SHARES = [0.4, 0.6, 0.8];

/** The levels above conformance's range that this test checks for an environment with maximum `max`. */
export function highLevels(max: number): number[] {
  const levels = new Set([...SHARES.map((s) => Math.floor(s * max)), max]);
  return [...levels].filter((l) => l > MAX_LEVEL).sort((a, b) => a - b);
}

it("every environment generates at its maximum level and at 40/60/80% of it, and its reference scores 1", async () => {
  const plan: SweepPlanItem[] = [];
  for (const env of listEnvs()) {
    for (const level of highLevels(maxLevelOf(env))) plan.push({ env: env.id, level, seeds: [700 + level] });
  }
  const report = await runSweep(plan, { jobs: 2, timeoutMs: 2000, slowMs: Number.POSITIVE_INFINITY });
  const bad = report.findings.filter((f) => f.kind !== "slow");
  assert.deepEqual(
    bad.map((f) => `${f.kind} ${f.env} level ${f.level} seed ${f.seed}${f.error ? `: ${f.error}` : ""}`),
    [],
  );
  assert.equal(report.generations, plan.length);
});
