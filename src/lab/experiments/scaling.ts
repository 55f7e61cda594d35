import { listEnvs } from "../../core/registry.ts";
import { trainWithCurriculum } from "../curriculum-run.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { mean, Prng, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { meanSuccess, pretrainedPolicy, WORLD_DEFAULTS, World } from "../population.ts";
import { SIMULATION_NOTE } from "./curriculum.ts";
import { SCALING_ETA } from "./info.ts";

/**
 * Curriculum experiment (b): train with the adaptive curriculum on 1, 2, 4, 8, 16... environments (same
 * total budget of prompts) and evaluate the shared component alone on held-out environments.
 */
export interface ScalingConfig {
  counts: number[];
  /** Random training subsets per count (averaged). */
  subsets: number;
  /** Minimum number of held-out environments (the registry's held-out split first, then drawn from train). */
  minHeldOut: number;
  steps: number;
  /** Prompt groups per step in total (fixed budget whatever the number of environments). */
  batch: number;
  G: number;
  eta: number;
  initialSuccess: number;
  evalLevels: number[];
  evalPrompts: number;
}

export const SCALING_CONFIG: ScalingConfig = {
  counts: [1, 2, 4, 8, 16, 32, 64],
  subsets: 2,
  minHeldOut: 3,
  steps: 300,
  batch: 16,
  G: 8,
  eta: SCALING_ETA,
  initialSuccess: 0.3,
  evalLevels: [0, 2, 4, 6, 8, 10],
  evalPrompts: 16,
};

export function scalingExperiment(
  opts: ExperimentOptions,
  cfg: ScalingConfig = SCALING_CONFIG,
): ExperimentResult {
  const all = listEnvs();
  const rng = new Prng("scaling-split", opts.seed);
  const heldOut = all.filter((e) => e.split === "held-out").map((e) => e.id);
  const pool = all.filter((e) => e.split === "train").map((e) => e.id);
  // shuffle the pool, then move environments to the held-out side until there are enough
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng.float() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  while (heldOut.length < cfg.minHeldOut && pool.length > 1) heldOut.push(pool.pop()!);
  const counts = cfg.counts.filter((k) => k <= pool.length);
  const capped = cfg.counts.filter((k) => k > pool.length);
  if (counts.length === 0) throw new Error("not enough registered environments for the scaling experiment");
  const world = new World({ ...WORLD_DEFAULTS, seed: opts.seed });
  const p0 = pretrainedPolicy(world, pool, cfg.initialSuccess);
  const runs: Array<{
    k: number;
    subset: string[];
    heldOut: Record<number, number>;
    trained: Record<number, number>;
    levels: number;
  }> = [];
  const jobs = counts.flatMap((k) =>
    Array.from({ length: k === pool.length ? 1 : cfg.subsets }, (_, s) => ({ k, s })),
  );
  opts.progress.start(jobs.length * cfg.steps, "scaling (simulated)");
  for (const { k, s } of jobs) {
    const r = new Prng("scaling-subset", opts.seed, k, s);
    const subset = [...pool];
    for (let i = subset.length - 1; i > 0; i--) {
      const j = Math.floor(r.float() * (i + 1));
      [subset[i], subset[j]] = [subset[j]!, subset[i]!];
    }
    const train = subset.slice(0, k).sort();
    const run = trainWithCurriculum({
      world,
      envs: train,
      schedule: { kind: "adaptive", twoSided: null },
      name: `scaling-${opts.seed}-${k}-${s}`,
      policy: p0.clone(),
      steps: cfg.steps,
      batch: cfg.batch,
      G: cfg.G,
      eta: cfg.eta,
      seed: opts.seed,
      onStep: () => opts.progress.tick(),
    });
    runs.push({
      k,
      subset: train,
      heldOut: Object.fromEntries(
        cfg.evalLevels.map((L) => [L, meanSuccess(world, run.policy, heldOut, L, cfg.evalPrompts, true)]),
      ),
      trained: Object.fromEntries(
        cfg.evalLevels.map((L) => [L, meanSuccess(world, run.policy, train, L, cfg.evalPrompts)]),
      ),
      levels: mean(Object.values(run.finalLevels)),
    });
  }
  opts.progress.stop();
  const byK = counts.map((k) => {
    const rs = runs.filter((r) => r.k === k);
    const ho = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(rs.map((r) => r.heldOut[L]!)))]));
    const tr = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(rs.map((r) => r.trained[L]!)))]));
    return {
      envs: k,
      runs: rs.length,
      heldOutSuccess: ho,
      heldOutMean: sig(mean(Object.values(ho))),
      trainedSuccess: tr,
      trainedMean: sig(mean(Object.values(tr))),
      finalMeanLevel: sig(mean(rs.map((r) => r.levels))),
    };
  });
  const init = Object.fromEntries(
    cfg.evalLevels.map((L) => [L, sig(meanSuccess(world, p0, heldOut, L, cfg.evalPrompts, true))]),
  );
  const summary = {
    experiment: "scaling",
    simulation: true,
    note: SIMULATION_NOTE,
    heldOutEnvironments: heldOut,
    trainingPool: pool,
    countsRun: counts,
    countsNotRun: capped,
    initialHeldOutSuccess: init,
    byCount: byK,
    config: cfg,
  };
  const lines = [
    SIMULATION_NOTE,
    "",
    `Scaling (b): adaptive curriculum on k training environments, same budget (${cfg.steps} steps x ${cfg.batch} prompts x G=${cfg.G}); shared component evaluated on held-out environments ${heldOut.join(", ")}`,
    `training pool (${pool.length}): ${pool.join(", ")}${capped.length > 0 ? `; counts ${capped.join(", ")} not run: only ${pool.length} registered training environments besides the held-out ones` : ""}`,
    `held-out success before training: ${cfg.evalLevels.map((L) => `L${L} ${fmt(init[L]!)}`).join(", ")}`,
    "",
    `k    runs  held-out: ${cfg.evalLevels.map((L) => `L${L}`.padEnd(6)).join(" ")} mean    | trained envs mean  final mean h`,
    ...byK.map(
      (b) =>
        `${String(b.envs).padEnd(4)} ${String(b.runs).padEnd(5)} ${" ".repeat(10)}${cfg.evalLevels.map((L) => fmt(b.heldOutSuccess[L]!).padEnd(6)).join(" ")} ${fmt(b.heldOutMean).padEnd(7)} | ${fmt(b.trainedMean).padEnd(18)} ${fmt(b.finalMeanLevel)}`,
    ),
    "",
    `held-out mean success: ${byK.map((b) => `k=${b.envs}: ${b.heldOutMean}`).join(", ")}`,
  ];
  const points = byK.flatMap((b) =>
    cfg.evalLevels.map((L) => ({
      envs: b.envs,
      level: L,
      heldOut: b.heldOutSuccess[L]!,
      trained: b.trainedSuccess[L]!,
    })),
  );
  return {
    id: "scaling",
    title: "Scaling (simulated): number of training environments vs held-out success",
    summary,
    lines,
    data: { summary, runs },
    charts: [{ name: "scaling", spec: chart(points, byK) }],
  };
}

function chart(
  points: Array<Record<string, number>>,
  byK: Array<{ envs: number; heldOutMean: number; trainedMean: number }>,
): ChartSpec {
  const long = byK.flatMap((b) => [
    { envs: b.envs, set: "held-out envs (shared part only)", success: b.heldOutMean },
    { envs: b.envs, set: "training envs", success: b.trainedMean },
  ]);
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "SIMULATION. Training on more environments: success on held-out environments",
      subtitle:
        "same budget of prompts; left: mean success over evaluation levels; right: held-out success by level",
    },
    hconcat: [
      {
        width: 260,
        height: 220,
        data: { values: long },
        mark: { type: "line", point: true },
        encoding: {
          x: {
            field: "envs",
            type: "quantitative",
            scale: { type: "log", base: 2 },
            title: "training environments k",
          },
          y: { field: "success", type: "quantitative", title: "mean success J", scale: { domain: [0, 1] } },
          color: {
            field: "set",
            type: "nominal",
            title: null,
            legend: { orient: "bottom", labelLimit: 300 },
          },
        },
      },
      {
        width: 260,
        height: 220,
        data: { values: points },
        mark: { type: "line", point: true },
        encoding: {
          x: { field: "level", type: "quantitative", title: "evaluation level" },
          y: {
            field: "heldOut",
            type: "quantitative",
            title: "held-out success J",
            scale: { domain: [0, 1] },
          },
          color: { field: "envs", type: "ordinal", title: "k", scale: { scheme: "viridis" } },
        },
      },
    ],
    resolve: { scale: { color: "independent" } },
  } as ChartSpec;
}
