// Speed of the lab's learner (src/lab/learner): training steps per minute and scored rollouts per second,
// at a fixed level (so that answer lengths do not drift) and at the experiment's settings.
//   npm run bench:learner                 levels 0 and 6 of the learner experiment's environments
//   npm run bench:learner -- --steps 40   more steps per cell
// CPU time is process CPU (user + system) over the cell, so a busy machine shows in wall time only.

import { loadavg } from "node:os";
import { cpuUsage } from "node:process";
import { parseArgs } from "node:util";
import { LEARNER_CONFIG } from "../src/lab/experiments/learner.ts";
import { evalSet } from "../src/lab/learner/evaluate.ts";
import { train } from "../src/lab/learner/train.ts";

const { values } = parseArgs({
  options: { steps: { type: "string", default: "30" }, levels: { type: "string", default: "0,6" } },
});
const steps = Number(values.steps);
const levels = values.levels.split(",").map(Number);

console.log(
  `learner: ${LEARNER_CONFIG.envs.join(", ")}; ${LEARNER_CONFIG.prompts} prompts x ${LEARNER_CONFIG.groupSize} answers a step; ${steps} steps per cell; load average ${loadavg()[0]!.toFixed(1)}`,
);
console.log("level  steps/min (wall)  steps/min (CPU)  rollouts/s (wall)  rollouts/s (CPU)  tokens/rollout");
for (const level of levels) {
  const t0 = performance.now();
  const c0 = cpuUsage();
  const r = train({
    envs: LEARNER_CONFIG.envs,
    curriculum: { schedule: { kind: "fixed", level } },
    seed: 1,
    groupSize: LEARNER_CONFIG.groupSize,
    prompts: LEARNER_CONFIG.prompts,
    lr: LEARNER_CONFIG.lr,
    grpo: LEARNER_CONFIG.grpo,
    rewardKey: LEARNER_CONFIG.rewardKey,
    steps,
    tokenBudget: 0,
    maxSteps: steps,
    evalEvery: steps + 1,
    // the two checkpoints (start and end) evaluate one problem: the bench measures training
    evalSet: evalSet(["sorting"], [0], 1),
  });
  const wall = (performance.now() - t0) / 1000;
  const c = cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  const tokens = r.steps.at(-1)!.tokens / r.rollouts;
  console.log(
    `${String(level).padEnd(5)}  ${((steps / wall) * 60).toFixed(0).padEnd(16)}  ${((steps / cpu) * 60).toFixed(0).padEnd(15)}  ${(r.rollouts / wall).toFixed(0).padEnd(17)}  ${(r.rollouts / cpu).toFixed(0).padEnd(16)}  ${tokens.toFixed(1)}`,
  );
}
