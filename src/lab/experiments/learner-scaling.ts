import { Rng } from "../../core/rng.ts";
import type { ExperimentOptions, ExperimentResult } from "../experiment.ts";
import { evalSet } from "../learner/evaluate.ts";
import type { GrpoOptions } from "../learner/grpo.ts";
import { Policy, TASK_DIM } from "../learner/policy.ts";
import { auc, meanOf, pm, seOf } from "../learner/stats.ts";
import { type TrainConfig, train } from "../learner/train.ts";
import type { ChartSpec } from "../plot.ts";
import { LEARNER_NOTE } from "./learner.ts";

/**
 * Adaptation speed on held-out environments: the shared network is trained on the first k environments
 * of a fixed list (k = 1, 2, 4, 8, nested, equal total steps), then frozen; on each held-out environment
 * only a fresh task embedding is fitted for fitSteps. Controls: the same fit on the untrained random
 * network (k = 0), and a network trained from scratch (every parameter) on the held-out environment alone.
 */
export interface LearnerScalingConfig {
  /** Nested training sets are prefixes of this pinned list. */
  order: string[];
  sizes: number[];
  heldOut: string[];
  seeds: number;
  trainSteps: number;
  fitSteps: number;
  groupSize: number;
  prompts: number;
  lr: number;
  /** Learning rate of the embedding-only fit (and of the from-scratch control). */
  fitLr: number;
  grpo: GrpoOptions;
  evalEvery: number;
  evalLevels: number[];
  evalPerLevel: number;
}

export const LEARNER_SCALING_CONFIG: LearnerScalingConfig = {
  order: [
    "sorting",
    "josephus",
    "topological-sort",
    "bucket-sorting",
    "maximum-lexicographical-order-subsequence",
    "min-xor-pair",
    "tree-center",
    "sliding-window",
  ],
  sizes: [1, 2, 4, 8],
  heldOut: ["topological-sort-minimal-lexicographical-order", "preorder-traversal", "max-permutation"],
  seeds: 3,
  trainSteps: 200,
  fitSteps: 40,
  groupSize: 8,
  prompts: 16,
  lr: 0.02,
  fitLr: 0.05,
  grpo: { stdScale: true, lengthNorm: true, dynamicFilter: false, entropy: 0.01 },
  evalEvery: 10,
  evalLevels: [0, 1, 2, 3, 4, 5, 6],
  evalPerLevel: 16,
};

interface Fit {
  arm: string;
  env: string;
  seed: number;
  start: number;
  final: number;
  auc: number;
}

export function learnerScalingExperiment(
  opts: ExperimentOptions,
  cfg: LearnerScalingConfig = LEARNER_SCALING_CONFIG,
): ExperimentResult {
  const all = [...cfg.order, ...cfg.heldOut];
  const seeds = Array.from({ length: cfg.seeds }, (_, k) => opts.seed + k);
  const base = (envs: string[], seed: number): Omit<TrainConfig, "steps" | "lr" | "evalSet"> => ({
    envs,
    curriculum: {},
    seed,
    groupSize: cfg.groupSize,
    prompts: cfg.prompts,
    grpo: cfg.grpo,
    rewardKey: "reward",
    tokenBudget: 0,
    maxSteps: Number.MAX_SAFE_INTEGER,
    evalEvery: cfg.evalEvery,
  });
  const fits: Fit[] = [];
  const arms = ["k = 0 (random, frozen)", ...cfg.sizes.map((k) => `k = ${k}`), "from scratch"];
  opts.progress.start(
    seeds.length * (cfg.sizes.length + cfg.heldOut.length * arms.length),
    "learner scaling",
  );
  for (const seed of seeds) {
    // Every network has a row for every environment, so that held-out rows start from the same draw.
    const init = new Policy(all, Rng.from("rlve-learner-scaling", seed));
    const trained = new Map<string, Policy>([[arms[0]!, init]]);
    for (const k of cfg.sizes) {
      const envs = cfg.order.slice(0, k);
      const r = train({
        ...base(envs, seed),
        steps: cfg.trainSteps,
        lr: cfg.lr,
        evalEvery: cfg.trainSteps,
        evalSet: evalSet(envs, [0], 1),
        policy: init.clone(),
      });
      trained.set(`k = ${k}`, r.policy);
      opts.progress.tick();
    }
    for (const env of cfg.heldOut) {
      const set = evalSet([env], cfg.evalLevels, cfg.evalPerLevel);
      for (const arm of arms) {
        const scratch = arm === "from scratch";
        const policy = scratch
          ? new Policy([env], Rng.from("rlve-learner-scratch", seed, env))
          : trained.get(arm)!.clone();
        const r = train({
          ...base([env], seed + 1000),
          steps: cfg.fitSteps,
          lr: cfg.fitLr,
          evalSet: set,
          policy,
          trainable: scratch ? undefined : [policy.taskBlock(env)],
        });
        const last = r.checkpoints.at(-1)!;
        fits.push({
          arm,
          env,
          seed,
          start: r.checkpoints[0]!.mean,
          final: last.mean,
          auc: auc(r.checkpoints, (c) => c.step, last),
        });
        opts.progress.tick();
      }
    }
  }
  opts.progress.stop();

  const of = (arm: string, env: string | null, f: (x: Fit) => number) =>
    fits.filter((x) => x.arm === arm && (env === null || x.env === env)).map(f);
  // per seed, the mean over held-out environments (the unit the SE is taken over)
  const perSeed = (arm: string, f: (x: Fit) => number) =>
    seeds.map((s) => meanOf(fits.filter((x) => x.arm === arm && x.seed === s).map(f)));
  const w = Math.max(...arms.map((a) => a.length));
  const lines = [
    LEARNER_NOTE,
    `ADAPTATION SPEED ON HELD-OUT ENVIRONMENTS: the shared network is trained ${cfg.trainSteps} steps on the first k of [${cfg.order.join(", ")}] (nested; equal total steps), then frozen; on each held-out environment (${cfg.heldOut.join(", ")}) only a fresh task embedding (${TASK_DIM} numbers) is fitted for ${cfg.fitSteps} steps.`,
    `controls: the same fit on the untrained network (k = 0); a network trained from scratch (all parameters) on the held-out environment alone for ${cfg.fitSteps} steps. ${seeds.length} seeds (${seeds.join(", ")}); ${cfg.prompts} prompts x ${cfg.groupSize} a step; paper's curriculum rule throughout.`,
    `held-out accuracy: greedy, ${cfg.evalPerLevel} fixed problems per level ${cfg.evalLevels[0]}-${cfg.evalLevels.at(-1)}, mean over levels; AUC = mean accuracy over the fit's ${cfg.fitSteps} steps (checkpoint every ${cfg.evalEvery}). Mean ± SE over seeds.`,
    "",
    `${"network".padEnd(w)}  ${"before fit".padEnd(15)}  ${"after fit".padEnd(15)}  ${"fit AUC".padEnd(15)}  ${cfg.heldOut.map((e) => e.slice(0, 22).padEnd(22)).join("  ")}`,
  ];
  for (const arm of arms) {
    const cells = cfg.heldOut.map((e) =>
      pm(
        of(arm, e, (x) => x.final),
        2,
      ).padEnd(22),
    );
    lines.push(
      `${arm.padEnd(w)}  ${pm(perSeed(arm, (x) => x.start)).padEnd(15)}  ${pm(perSeed(arm, (x) => x.final)).padEnd(15)}  ${pm(perSeed(arm, (x) => x.auc)).padEnd(15)}  ${cells.join("  ")}`,
    );
  }
  lines.push("(per-environment columns: accuracy after the fit)");
  const diff = (a: string, b: string) => {
    const d = seeds.map((_, i) => perSeed(a, (x) => x.auc)[i]! - perSeed(b, (x) => x.auc)[i]!);
    return { m: meanOf(d), se: seOf(d) };
  };
  const k1 = `k = ${cfg.sizes[0]}`;
  const kMax = `k = ${cfg.sizes.at(-1)}`;
  const d1 = diff(kMax, k1);
  const d2 = diff(kMax, "from scratch");
  lines.push("");
  lines.push(
    `test (docs/lab.md): fit AUC at ${kMax} minus ${k1}: ${d1.m.toFixed(3)} ± ${d1.se.toFixed(3)} (paired over seeds) -> ${d1.m > 2 * d1.se ? "PASS (more training environments adapt faster)" : "FAIL (no gain from more training environments beyond 2 SE)"}`,
  );
  lines.push(
    `fit AUC at ${kMax} minus from scratch: ${d2.m.toFixed(3)} ± ${d2.se.toFixed(3)} -> ${d2.m > 2 * d2.se ? "faster than from scratch" : d2.m < -2 * d2.se ? "slower than from scratch" : "not distinguishable from scratch"}`,
  );
  const chartData = arms.flatMap((arm, i) =>
    perSeed(arm, (x) => x.final).map((v, j) => ({ arm, order: i, seed: seeds[j], final: v })),
  );
  const chart: ChartSpec = {
    title: "Held-out accuracy after fitting only a task embedding",
    width: 420,
    height: 260,
    data: { values: chartData },
    mark: { type: "point", filled: true },
    encoding: {
      x: { field: "arm", type: "nominal", sort: arms, title: "network the embedding is fitted to" },
      y: { field: "final", type: "quantitative", title: "held-out mean accuracy (L0-6)" },
    },
  } as ChartSpec;
  return {
    id: "learner-scaling",
    title: "Learner: adaptation speed on held-out environments",
    summary: { afterFit: Object.fromEntries(arms.map((a) => [a, meanOf(perSeed(a, (x) => x.final))])) },
    lines,
    data: { config: cfg, fits },
    charts: [{ name: "learner-scaling", spec: chart }],
  };
}
