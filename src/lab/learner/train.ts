import { generate, getEnv, verify } from "../../core/index.ts";
import { Rng } from "../../core/rng.ts";
import { Curriculum, effectivePromptRatio, type RunConfigInput } from "../../curriculum/index.ts";
import type { SampleOutcome } from "../../curriculum/types.ts";
import { Adam } from "./adam.ts";
import { type EvalSet, evaluate } from "./evaluate.ts";
import { type GrpoOptions, grpoLossAndGrad, type Sample } from "./grpo.ts";
import { type Block, Policy, rollout } from "./policy.ts";
import { renderAnswer, taskOf } from "./tasks.ts";

/** The curriculum part of a run's configuration (environments, group size and seed are set by the learner). */
export type CurriculumSpec = Omit<RunConfigInput, "environments" | "groupSize" | "seed">;

export interface TrainConfig {
  envs: readonly string[];
  curriculum: CurriculumSpec;
  seed: number;
  /** Answers per prompt (the GRPO group, also the curriculum's groupSize). */
  groupSize: number;
  /** Prompts per step. */
  prompts: number;
  lr: number;
  grpo: GrpoOptions;
  /** What the update trains on: verify's reward (partial credit) or its 0/1 accuracy. */
  rewardKey: "reward" | "accuracy";
  /** The run goes on until both budgets are reached (or maxSteps). */
  steps: number;
  tokenBudget: number;
  maxSteps: number;
  evalEvery: number;
  evalSet: EvalSet;
  /** A policy to continue (the held-out fit); a fresh one over `envs` from the seed when absent. */
  policy?: Policy;
  /** Restrict the update to these blocks (default: everything). */
  trainable?: Block[];
}

export interface Checkpoint {
  step: number;
  /** Rollout tokens so far: one per decision (each pick or the stop action) of every training answer. */
  tokens: number;
  mean: number;
  byLevel: number[];
}

export interface StepStats {
  step: number;
  tokens: number;
  effectivePromptRatio: number;
  meanReward: number;
  meanAccuracy: number;
  /** Mean over environments of the curriculum's top level h after the step. */
  meanTop: number;
  entropy: number;
}

export interface TrainResult {
  checkpoints: Checkpoint[];
  steps: StepStats[];
  policy: Policy;
  levels: Record<string, number>;
  /** Rollouts scored by verify. */
  rollouts: number;
}

/** Trains a policy on levels issued by a real curriculum run (in memory), scored by each env's verify. */
export function train(cfg: TrainConfig): TrainResult {
  const rng = Rng.from("rlve-learner", cfg.seed);
  const policy = cfg.policy ?? new Policy(cfg.envs, rng.fork("init"));
  const adam = new Adam(policy.theta, cfg.lr, cfg.trainable);
  const cur = Curriculum.create(
    { ...cfg.curriculum, environments: [...cfg.envs], groupSize: cfg.groupSize, seed: cfg.seed },
    { runId: "learner" },
  );
  const checkpoints: Checkpoint[] = [];
  const steps: StepStats[] = [];
  let tokens = 0;
  let rollouts = 0;
  let tokenCheckpointDone = false;
  const checkpoint = (step: number) => {
    if (checkpoints.at(-1)?.step === step) return;
    const e = evaluate(policy, cfg.evalSet);
    checkpoints.push({ step, tokens, mean: e.mean, byLevel: e.byLevel });
  };
  checkpoint(0);
  for (let step = 1; step <= cfg.maxSteps; step++) {
    const issued = cur.issue(cfg.prompts);
    const outcomes: SampleOutcome[] = [];
    const groups: Sample[][] = [];
    let rewardSum = 0;
    let accSum = 0;
    for (let g = 0; g < issued.length; g += cfg.groupSize) {
      const p = issued[g]!;
      const env = getEnv(p.env);
      const instance = generate(env, p.level, p.seed, p.format).instance;
      const view = taskOf(p.env).view(instance);
      const task = policy.taskIndex(p.env);
      const group: Sample[] = [];
      for (let k = 0; k < cfg.groupSize; k++) {
        const actions = rollout(policy, view, task, rng);
        const picks = actions.filter((a) => a < view.items.length);
        const out = verify(env, instance, renderAnswer(view, picks), { format: p.format });
        tokens += actions.length;
        rollouts++;
        rewardSum += out.reward;
        accSum += out.accuracy;
        outcomes.push({
          env: p.env,
          level: p.level,
          accuracy: out.accuracy,
          reward: out.reward,
          status: out.status,
          problemId: p.problemId,
        });
        // An unscorable answer is a verifier failure, never a training signal.
        if (out.status !== "unscorable") {
          group.push({ view, task, actions, reward: cfg.rewardKey === "reward" ? out.reward : out.accuracy });
        }
      }
      if (group.length > 0) groups.push(group);
    }
    const report = cur.report(outcomes, { step });
    const upd = grpoLossAndGrad(policy, groups, cfg.grpo);
    if (upd.kept > 0) adam.step(policy.grad);
    const tops = Object.values(report.levels);
    steps.push({
      step,
      tokens,
      effectivePromptRatio: effectivePromptRatio(
        groups.map((g) => g.map((s) => s.reward)),
        "reward",
      ),
      meanReward: rewardSum / outcomes.length,
      meanAccuracy: accSum / outcomes.length,
      meanTop: tops.reduce((s, h) => s + h, 0) / tops.length,
      entropy: upd.entropy,
    });
    const atTokens = !tokenCheckpointDone && tokens >= cfg.tokenBudget;
    if (atTokens) tokenCheckpointDone = true;
    if (step % cfg.evalEvery === 0 || step === cfg.steps || atTokens) checkpoint(step);
    if (step >= cfg.steps && tokens >= cfg.tokenBudget) break;
  }
  checkpoint(steps.at(-1)?.step ?? 0);
  return { checkpoints, steps, policy, levels: cur.levels(), rollouts };
}
