import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { listEnvs } from "../../src/core/registry.ts";
import { noProgress } from "../../src/lab/experiment.ts";
import { CURRICULUM_CONFIG, curriculumExperiment } from "../../src/lab/experiments/curriculum.ts";
import { SCALING_CONFIG, scalingExperiment } from "../../src/lab/experiments/scaling.ts";
import { Prng } from "../../src/lab/num.ts";
import {
  Policy,
  pretrainedPolicy,
  sampleGroup,
  successProbability,
  WORLD_DEFAULTS,
  World,
} from "../../src/lab/population.ts";

const opts = { seed: 1, progress: noProgress };

describe("simulated prompt population", () => {
  it("prompt length follows the real environment's instance size and is deterministic", () => {
    const env = listEnvs()[0]!.id;
    const w = new World({ ...WORLD_DEFAULTS, seed: 1 });
    assert.ok(w.length(env, 8) > w.length(env, 0));
    const a = w.prompt(env, 3, 42);
    const b = new World({ ...WORLD_DEFAULTS, seed: 1 }).prompt(env, 3, 42);
    assert.deepEqual(a.target, b.target);
    assert.deepEqual(a.psi, b.psi);
  });

  it("sampled group rewards have mean equal to the exact success probability", () => {
    const env = listEnvs()[0]!.id;
    const w = new World({ ...WORLD_DEFAULTS, seed: 2 });
    const pol = pretrainedPolicy(w, [env], 0.4);
    const p = w.prompt(env, 2, 7);
    const J = successProbability(w, pol, p);
    const rng = new Prng("test-group");
    let s = 0;
    const n = 3000;
    for (let i = 0; i < n; i++) s += sampleGroup(w, pol, p, 8, rng).rewards.reduce((a, b) => a + b, 0);
    const mc = s / (8 * n);
    assert.ok(Math.abs(mc - J) < 4 * Math.sqrt((J * (1 - J)) / (8 * n)) + 1e-3, `MC ${mc} vs exact ${J}`);
  });

  it("a held-out environment is answered by the shared component alone", () => {
    const w = new World({ ...WORLD_DEFAULTS, seed: 3 });
    const pol = new Policy(w.spec.d, w.skillDirs[0]!);
    pol.perEnv.set("sorting", w.skillDirs[1]!);
    const p = w.prompt("sorting", 0, 1);
    assert.notEqual(successProbability(w, pol, p), successProbability(w, pol, p, true));
  });
});

describe("curriculum experiments (small runs)", () => {
  it("curriculum: uses the engine, says it is a simulation, fixed-low stays at its level", () => {
    const r = curriculumExperiment(opts, {
      ...CURRICULUM_CONFIG,
      steps: 12,
      promptsPerEnv: 2,
      environments: CURRICULUM_CONFIG.environments.slice(0, 2),
      seeds: 1,
      evalLevels: [0, 4],
      highFrom: 4,
      evalPrompts: 2,
    });
    assert.equal(r.summary.simulation, true);
    assert.match(r.lines[0]!, /^SIMULATION/);
    const rows = r.summary.schedules as Array<{
      schedule: string;
      effectivePromptRatio: { mean: number; se: number };
      finalMeanLevel: { mean: number; se: number };
    }>;
    assert.deepEqual(
      rows.map((x) => x.schedule),
      ["adaptive", "fixed-low", "fixed-wide-12", "fixed-wide-24"],
    );
    for (const x of rows) assert.ok(x.effectivePromptRatio.mean >= 0 && x.effectivePromptRatio.mean <= 1);
    assert.deepEqual(rows[1]!.finalMeanLevel, { mean: 0, se: 0 });
  });

  it("scaling: held-out environments are never trained on", () => {
    const r = scalingExperiment(opts, {
      ...SCALING_CONFIG,
      counts: [1, 2],
      subsets: 1,
      seeds: 2,
      heldOut: SCALING_CONFIG.heldOut.slice(0, 2),
      steps: 6,
      evalPrompts: 2,
    });
    const held = r.summary.heldOutEnvironments as string[];
    const data = r.data as { runs: Array<{ subset: string[] }> };
    for (const run of data.runs) for (const e of run.subset) assert.ok(!held.includes(e));
    assert.equal(r.summary.simulation, true);
  });
});
