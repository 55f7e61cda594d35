import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { generate, getEnv } from "../../src/core/index.ts";
import { Rng } from "../../src/core/rng.ts";
import { noProgress } from "../../src/lab/experiment.ts";
import { LEARNER_CONFIG, LEARNER_SCHEDULES, learnerExperiment } from "../../src/lab/experiments/learner.ts";
import {
  LEARNER_SCALING_CONFIG,
  learnerScalingExperiment,
} from "../../src/lab/experiments/learner-scaling.ts";
import { Adam } from "../../src/lab/learner/adam.ts";
import { evalSet } from "../../src/lab/learner/evaluate.ts";
import { advantages, grpoLossAndGrad, type Sample } from "../../src/lab/learner/grpo.ts";
import { Policy, rollout } from "../../src/lab/learner/policy.ts";
import { TASKS, taskOf } from "../../src/lab/learner/tasks.ts";
import { train } from "../../src/lab/learner/train.ts";

const ENVS = ["sorting", "josephus", "sliding-window", "bucket-sorting"];

/** A few sampled answers on real instances, with made-up rewards (the loss only needs them fixed). */
function batch(policy: Policy): Sample[][] {
  const rng = Rng.from("grad-check");
  const groups: Sample[][] = [];
  for (const env of ENVS) {
    const view = taskOf(env).view(generate(getEnv(env), 2, 5).instance);
    const task = policy.taskIndex(env);
    groups.push(
      [0.5, -1, 1, 0].map((reward) => ({ view, task, actions: rollout(policy, view, task, rng), reward })),
    );
  }
  return groups;
}

describe("learner", () => {
  it("backprop matches central finite differences of the GRPO loss (every switch setting)", () => {
    const policy = new Policy(ENVS, Rng.from("init"));
    const groups = batch(policy);
    const pick = Rng.from("indices");
    for (const stdScale of [true, false]) {
      for (const lengthNorm of [true, false]) {
        const opts = { stdScale, lengthNorm, dynamicFilter: false, entropy: 0.05 };
        grpoLossAndGrad(policy, groups, opts);
        const grad = policy.grad.slice();
        // Parameters with a gradient, plus random ones (most tables are untouched by a small batch).
        const touched = [...grad.keys()].filter((k) => grad[k] !== 0);
        assert.ok(touched.length > 500, `only ${touched.length} parameters have a gradient`);
        const idx = Array.from({ length: 120 }, () => touched[pick.int(0, touched.length - 1)]!);
        for (let j = 0; j < 30; j++) idx.push(pick.int(0, grad.length - 1));
        const eps = 1e-5;
        let worst = 0;
        for (const k of idx) {
          const x = policy.theta[k]!;
          policy.theta[k] = x + eps;
          const up = grpoLossAndGrad(policy, groups, opts).loss;
          policy.theta[k] = x - eps;
          const down = grpoLossAndGrad(policy, groups, opts).loss;
          policy.theta[k] = x;
          const fd = (up - down) / (2 * eps);
          worst = Math.max(
            worst,
            Math.abs(fd - grad[k]!) / Math.max(1e-6, Math.abs(fd) + Math.abs(grad[k]!)),
          );
        }
        assert.ok(
          worst < 1e-5,
          `stdScale ${stdScale}, lengthNorm ${lengthNorm}: worst relative error ${worst}`,
        );
      }
    }
  });

  it("advantages: centred, std-scaled on request, zero for a constant group", () => {
    assert.deepEqual(advantages([1, 0, 1, 0], true), [1, -1, 1, -1]);
    assert.deepEqual(advantages([1, 0, 1, 0], false), [0.5, -0.5, 0.5, -0.5]);
    assert.deepEqual(advantages([0.3, 0.3], true), [0, 0]);
  });

  it("the dynamic-sampling filter drops constant groups from the average", () => {
    const policy = new Policy(ENVS, Rng.from("init"));
    const groups = batch(policy);
    const constant = groups[0]!.map((s) => ({ ...s, reward: 1 }));
    const opts = { stdScale: true, lengthNorm: true, dynamicFilter: false, entropy: 0 };
    assert.equal(grpoLossAndGrad(policy, [...groups, constant], opts).kept, 20);
    assert.equal(grpoLossAndGrad(policy, [...groups, constant], { ...opts, dynamicFilter: true }).kept, 16);
  });

  it("Adam touches only the trainable blocks", () => {
    const policy = new Policy(ENVS, Rng.from("init"));
    const before = policy.theta.slice();
    const block = policy.taskBlock("josephus");
    const adam = new Adam(policy.theta, 0.1, [block]);
    policy.grad.fill(1);
    adam.step(policy.grad);
    const changed = [...policy.theta.keys()].filter((k) => policy.theta[k] !== before[k]);
    assert.deepEqual(
      changed,
      Array.from({ length: block.length }, (_, j) => block.offset + j),
    );
  });

  it("every task's view reads real instances at levels 0-12", () => {
    for (const [env, task] of Object.entries(TASKS)) {
      for (let level = 0; level <= 12; level += 4) {
        const view = task.view(generate(getEnv(env), level, 3).instance);
        assert.ok(view.items.length > 0, `${env} L${level}: no items`);
        assert.ok(view.maxPicks >= 1);
      }
    }
  });

  it("smoke: level-0 accuracy rises within 30 steps (seeded) and a run repeats exactly", () => {
    const run = () =>
      train({
        envs: ["sorting", "josephus"],
        curriculum: {},
        seed: 3,
        groupSize: 8,
        prompts: 8,
        lr: 0.02,
        grpo: { stdScale: true, lengthNorm: true, dynamicFilter: false, entropy: 0.01 },
        rewardKey: "reward",
        steps: 30,
        tokenBudget: 0,
        maxSteps: 30,
        evalEvery: 30,
        evalSet: evalSet(["sorting", "josephus"], [0], 32),
      });
    const a = run();
    const first = a.checkpoints[0]!.byLevel[0]!;
    const last = a.checkpoints.at(-1)!.byLevel[0]!;
    assert.equal(a.checkpoints.at(-1)!.step, 30);
    assert.ok(last >= first + 0.25, `level-0 accuracy ${first} -> ${last}`);
    assert.deepEqual(run().checkpoints, a.checkpoints);
  });
});

describe("rlve lab learner and learner-scaling (tiny configurations)", () => {
  it("print both budgets, the per-level table and the criterion's verdict", () => {
    const r = learnerExperiment(
      { seed: 1, progress: noProgress },
      {
        ...LEARNER_CONFIG,
        envs: ["sorting", "bucket-sorting"],
        seeds: 2,
        steps: 6,
        tokenBudget: 600,
        maxSteps: 20,
        evalEvery: 3,
        prompts: 4,
        evalLevels: [0, 1],
        evalPerLevel: 2,
        schedules: LEARNER_SCHEDULES.filter((s) => s.adaptive || s.staticRange).slice(0, 5),
      },
    );
    const text = r.lines.join("\n");
    for (const s of [
      "At equal steps (6)",
      "At equal rollout tokens (600)",
      "Accuracy per level",
      "verdict: criterion",
    ]) {
      assert.ok(text.includes(s), `missing "${s}"`);
    }
  });

  it("adaptation speed: every arm has a fit for every held-out environment and seed", () => {
    const r = learnerScalingExperiment(
      { seed: 1, progress: noProgress },
      {
        ...LEARNER_SCALING_CONFIG,
        sizes: [1, 2],
        seeds: 2,
        trainSteps: 3,
        fitSteps: 2,
        prompts: 2,
        evalEvery: 1,
        evalLevels: [0],
        evalPerLevel: 2,
      },
    );
    const fits = (r.data as { fits: unknown[] }).fits;
    assert.equal(fits.length, 2 * 3 * 4);
    assert.match(r.lines.join("\n"), /test \(docs\/lab.md\): fit AUC at k = 2 minus k = 1/);
  });
});
