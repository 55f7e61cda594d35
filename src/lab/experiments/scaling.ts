import { findEnv } from "../../core/registry.ts";
import { trainWithCurriculum } from "../curriculum-run.ts";
import { type ExperimentOptions, type ExperimentResult, fmt, pm } from "../experiment.ts";
import { mean, meanSe, Prng, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { meanSuccess, pretrainedPolicy, WORLD_DEFAULTS, World } from "../population.ts";
import { SIMULATION_NOTE } from "./curriculum.ts";
import { SCALING_ETA } from "./info.ts";
import { SCALING_HELD_OUT, SCALING_POOL } from "./pinned.ts";

/**
 * Curriculum experiment (b): train with the adaptive curriculum on 1, 2, 4, 8, 16... environments (same
 * total budget of prompts) and evaluate the shared component alone on held-out environments. Mean ± SE
 * over `seeds` seeds (opts.seed, opts.seed + 1, ...); environments pinned (pinned.ts).
 */
export interface ScalingConfig {
  counts: number[];
  /** Random training subsets per count (averaged). */
  subsets: number;
  /** Held-out environments (never trained on) and the training pool subsets are drawn from. */
  heldOut: readonly string[];
  pool: readonly string[];
  /** Independent seeds averaged. */
  seeds: number;
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
  heldOut: SCALING_HELD_OUT,
  pool: SCALING_POOL,
  seeds: 3,
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
  const heldOut = [...cfg.heldOut];
  const pool = [...cfg.pool];
  for (const e of [...heldOut, ...pool]) {
    if (findEnv(e) === undefined) throw new Error(`scaling experiment: '${e}' is not registered`);
  }
  if (pool.some((e) => heldOut.includes(e))) throw new Error("scaling experiment: pool and held-out overlap");
  const counts = cfg.counts.filter((k) => k <= pool.length);
  const capped = cfg.counts.filter((k) => k > pool.length);
  if (counts.length === 0) throw new Error("not enough registered environments for the scaling experiment");
  const seeds = Array.from({ length: cfg.seeds }, (_, i) => opts.seed + i);
  const runs: Array<{
    seed: number;
    k: number;
    subset: string[];
    heldOut: Record<number, number>;
    trained: Record<number, number>;
    levels: number;
  }> = [];
  const jobs = counts.flatMap((k) =>
    Array.from({ length: k === pool.length ? 1 : cfg.subsets }, (_, s) => ({ k, s })),
  );
  opts.progress.start(seeds.length * jobs.length * cfg.steps, "scaling (simulated)");
  const inits: Array<Record<number, number>> = [];
  for (const seed of seeds) {
    const world = new World({ ...WORLD_DEFAULTS, seed });
    const p0 = pretrainedPolicy(world, pool, cfg.initialSuccess);
    inits.push(
      Object.fromEntries(
        cfg.evalLevels.map((L) => [L, meanSuccess(world, p0, heldOut, L, cfg.evalPrompts, true)]),
      ),
    );
    for (const { k, s } of jobs) {
      const r = new Prng("scaling-subset", seed, k, s);
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
        name: `scaling-${seed}-${k}-${s}`,
        policy: p0.clone(),
        steps: cfg.steps,
        batch: cfg.batch,
        G: cfg.G,
        eta: cfg.eta,
        seed,
        onStep: () => opts.progress.tick(),
      });
      runs.push({
        seed,
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
  }
  opts.progress.stop();
  const byK = counts.map((k) => {
    const rs = runs.filter((r) => r.k === k);
    const ho = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(rs.map((r) => r.heldOut[L]!)))]));
    const tr = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(rs.map((r) => r.trained[L]!)))]));
    // per seed: the mean over its subsets and levels; then mean ± SE over seeds
    const bySeed = (f: (r: (typeof rs)[number]) => number) =>
      meanSe(seeds.map((seed) => mean(rs.filter((r) => r.seed === seed).map(f))));
    const held = bySeed((r) => mean(cfg.evalLevels.map((L) => r.heldOut[L]!)));
    const trained = bySeed((r) => mean(cfg.evalLevels.map((L) => r.trained[L]!)));
    return {
      envs: k,
      runs: rs.length,
      heldOutSuccess: ho,
      heldOutMean: held.mean,
      heldOutSe: held.se,
      trainedSuccess: tr,
      trainedMean: trained.mean,
      trainedSe: trained.se,
      finalMeanLevel: bySeed((r) => r.levels),
    };
  });
  const init = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(inits.map((x) => x[L]!)))]));
  const summary = {
    experiment: "scaling",
    simulation: true,
    note: SIMULATION_NOTE,
    heldOutEnvironments: heldOut,
    trainingPool: pool,
    countsRun: counts,
    countsNotRun: capped,
    seeds,
    initialHeldOutSuccess: init,
    byCount: byK,
    config: cfg,
  };
  const lines = [
    SIMULATION_NOTE,
    "",
    `Scaling (b): adaptive curriculum on k training environments, same budget (${cfg.steps} steps x ${cfg.batch} prompts x G=${cfg.G}); ${seeds.length} seeds (${seeds.join(", ")}), mean ± SE over seeds; shared component evaluated on ${heldOut.length} held-out environments: ${heldOut.join(", ")}`,
    `training pool (${pool.length}, pinned): ${pool.join(", ")}${capped.length > 0 ? `; counts ${capped.join(", ")} not run: the pool has ${pool.length}` : ""}`,
    `held-out success before training (mean): ${cfg.evalLevels.map((L) => `L${L} ${fmt(init[L]!)}`).join(", ")}`,
    "",
    `k    runs  held-out (mean over seeds): ${cfg.evalLevels.map((L) => `L${L}`.padEnd(6)).join(" ")} mean±SE      | trained envs mean±SE  final mean h`,
    ...byK.map(
      (b) =>
        `${String(b.envs).padEnd(4)} ${String(b.runs).padEnd(5)} ${" ".repeat(28)}${cfg.evalLevels.map((L) => fmt(b.heldOutSuccess[L]!).padEnd(6)).join(" ")} ${pm({ mean: b.heldOutMean, se: b.heldOutSe }).padEnd(12)} | ${pm({ mean: b.trainedMean, se: b.trainedSe }).padEnd(21)} ${pm(b.finalMeanLevel)}`,
    ),
    "",
    `held-out mean success: ${byK.map((b) => `k=${b.envs}: ${pm({ mean: b.heldOutMean, se: b.heldOutSe })}`).join(", ")}`,
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
