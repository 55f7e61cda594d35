import assert from "node:assert/strict";
import { it } from "node:test";
import { SPIN_ENV } from "../../scripts/lib/gen-pool.ts";
import { runSweep, type SweepPlanItem } from "../../scripts/lib/sweep-run.ts";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { listEnvs } from "../../src/core/registry.ts";

// The CI slice of the hang sweep (npm run sweep runs every level up to each maximum with 250 seeds): every
// environment at three levels up to its maximum, SEEDS seeds each, every generation in a child process that
// is killed after 2 s of CPU time. A hang or a throw fails the test with its (env, level, seed).
const SEEDS = Array.from({ length: 8 }, (_, i) => 500 + i);

it("hang sweep slice: no environment hangs or throws (3 levels x 8 seeds each, plus known cases)", async () => {
  const plan: SweepPlanItem[] = [];
  for (const env of listEnvs()) {
    const max = maxLevelOf(env);
    for (const level of new Set([1, 6, 13].map((l) => Math.min(l, max)))) {
      plan.push({ env: env.id, level, seeds: SEEDS });
    }
  }
  // Seeds that take cho-hamsters' fallback (its version 1 drew words forever on such seeds).
  plan.push({ env: "cho-hamsters", level: 6, seeds: [13] }, { env: "cho-hamsters", level: 14, seeds: [60] });
  const report = await runSweep(plan, { jobs: 2, timeoutMs: 2000, slowMs: Number.POSITIVE_INFINITY });
  const bad = report.findings.filter((f) => f.kind !== "slow");
  assert.deepEqual(
    bad.map((f) => `${f.kind} ${f.env} level ${f.level} seed ${f.seed}${f.error ? `: ${f.error}` : ""}`),
    [],
  );
  assert.equal(
    report.generations,
    plan.reduce((n, p) => n + p.seeds.length, 0),
  );
});

it("hang sweep: a generation that never returns is killed and reported with its seed; the rest still run", async () => {
  const report = await runSweep(
    [
      { env: SPIN_ENV, level: 0, seeds: [7, 8] },
      { env: "sorting", level: 1, seeds: [1, 2] },
    ],
    { jobs: 1, timeoutMs: 300, slowMs: Number.POSITIVE_INFINITY },
  );
  assert.deepEqual(
    report.findings.map((f) => [f.kind, f.env, f.seed]),
    [
      ["hang", SPIN_ENV, 7],
      ["hang", SPIN_ENV, 8],
    ],
  );
  assert.equal(report.generations, 4);
});
