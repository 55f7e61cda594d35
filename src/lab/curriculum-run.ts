import { Curriculum, type Schedule } from "../curriculum/index.ts";
import type { SampleOutcome } from "../curriculum/types.ts";
import { type Algorithm, GRPO } from "./algos.ts";
import { Prng } from "./num.ts";
import { type CurriculumRun, type Policy, sampleGroup, type World } from "./population.ts";

export interface TrainOptions {
  world: World;
  envs: readonly string[];
  schedule: Schedule;
  name: string;
  policy: Policy;
  steps: number;
  /** Prompts (groups) per step. */
  batch: number;
  G: number;
  eta: number;
  seed: number;
  algo?: Algorithm;
  /** Engine settings (defaults: the paper's window 4, threshold 0.9, 8 prompts before a check). */
  windowSize?: number;
  accuracyThreshold?: number;
  minPrompts?: number;
  onStep?: () => void;
}

/**
 * Train a policy (in place) on problems issued by the real curriculum engine (src/curriculum): each step
 * issues `batch` prompt groups, samples G responses per prompt from the policy, applies one group update
 * per prompt (GRPO by default) and reports the outcomes back to the engine, which moves the levels.
 */
export function trainWithCurriculum(o: TrainOptions): CurriculumRun {
  const cur = Curriculum.create(
    {
      environments: [...o.envs],
      groupSize: o.G,
      seed: o.seed,
      schedule: o.schedule,
      windowSize: o.windowSize ?? 4,
      accuracyThreshold: o.accuracyThreshold ?? 0.9,
      minPrompts: o.minPrompts ?? 8,
      rewardKey: "accuracy",
    },
    { runId: `lab-${o.name}` },
  );
  const rng = new Prng("curriculum-policy", o.seed, o.name);
  const d = o.world.spec.d;
  const ratios: number[] = [];
  const meanLevels: number[] = [];
  const accuracy: number[] = [];
  for (let step = 0; step < o.steps; step++) {
    const issued = cur.issue(o.batch);
    const wShared = new Float64Array(d);
    const wEnv = new Map<string, Float64Array>();
    const outcomes: SampleOutcome[] = [];
    let correct = 0;
    for (let g = 0; g < issued.length; g += o.G) {
      const p = issued[g]!;
      const prompt = o.world.prompt(p.env, p.level, p.seed);
      const res = sampleGroup(o.world, o.policy, prompt, o.G, rng, o.algo ?? GRPO);
      let we = wEnv.get(p.env);
      if (we === undefined) wEnv.set(p.env, (we = new Float64Array(d)));
      for (let j = 0; j < d; j++) {
        wShared[j]! += res.w[j]! / o.batch;
        we[j]! += res.w[j]! / o.batch;
      }
      // no sampleKey: nothing is retried here, and idempotency keys would grow the run state
      res.rewards.forEach((r) => {
        correct += r;
        outcomes.push({
          env: p.env,
          level: p.level,
          accuracy: r,
          reward: r,
          status: r === 1 ? "correct" : "wrong",
          problemId: p.problemId,
        });
      });
    }
    for (let j = 0; j < d; j++) o.policy.shared[j]! += o.eta * wShared[j]!;
    for (const [env, w] of wEnv) {
      let phi = o.policy.perEnv.get(env);
      if (phi === undefined) o.policy.perEnv.set(env, (phi = new Float64Array(d)));
      for (let j = 0; j < d; j++) phi[j]! += o.eta * w[j]!;
    }
    const rep = cur.report(outcomes, { step });
    ratios.push(rep.batch.effectivePromptRatio);
    const lv = Object.values(rep.levels);
    meanLevels.push(lv.reduce((a, b) => a + b, 0) / lv.length);
    accuracy.push(correct / outcomes.length);
    o.onStep?.();
  }
  return { schedule: o.name, ratios, meanLevels, accuracy, finalLevels: cur.levels(), policy: o.policy };
}
