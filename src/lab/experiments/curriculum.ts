import { maxLevelOf } from "../../core/max-level.ts";
import { findEnv } from "../../core/registry.ts";
import type { Schedule } from "../../curriculum/index.ts";
import { trainWithCurriculum } from "../curriculum-run.ts";
import { type ExperimentOptions, type ExperimentResult, fmt, pm } from "../experiment.ts";
import { mean, meanSe, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { meanSuccess, pretrainedPolicy, WORLD_DEFAULTS, World } from "../population.ts";
import { CURRICULUM_ETA } from "./info.ts";
import { CURRICULUM_ENVS } from "./pinned.ts";

export const SIMULATION_NOTE =
  "SIMULATION: no language model is trained. A token-level policy (model C with a shared component) is trained by sampled GRPO group updates on simulated prompts; only the environment ids, their levels and how their instance sizes grow with level are real, and the levels are chosen by the real curriculum engine (src/curriculum).";

/**
 * Curriculum experiment (a): the real curriculum engine's adaptive schedule against a fixed low level
 * and fixed wide ranges, with the same simulated policy, on every registered training environment.
 * Compared on the engine's effective prompt ratio and on the final success at high levels, as mean ± SE
 * over `seeds` seeds (opts.seed, opts.seed + 1, ...): each seed draws its own world and policy.
 */
export interface CurriculumConfig {
  steps: number;
  /** Prompt groups per step per environment. */
  promptsPerEnv: number;
  G: number;
  eta: number;
  /** Initial mean success at level 0 (the "pretrained" policy). */
  initialSuccess: number;
  lowLevel: number;
  wideMax: number[];
  evalLevels: number[];
  /** "High levels": the evaluation levels at or above this. */
  highFrom: number;
  evalPrompts: number;
  /** The environments (pinned: pinned.ts). */
  environments: readonly string[];
  /** Independent seeds averaged. */
  seeds: number;
}

export const CURRICULUM_CONFIG: CurriculumConfig = {
  steps: 300,
  promptsPerEnv: 4,
  G: 8,
  eta: CURRICULUM_ETA,
  initialSuccess: 0.3,
  lowLevel: 0,
  wideMax: [12, 24],
  evalLevels: [0, 4, 8, 12, 16],
  highFrom: 8,
  evalPrompts: 8,
  environments: CURRICULUM_ENVS,
  seeds: 3,
};

export function curriculumExperiment(
  opts: ExperimentOptions,
  cfg: CurriculumConfig = CURRICULUM_CONFIG,
): ExperimentResult {
  const top = Math.max(...cfg.wideMax, ...cfg.evalLevels);
  const envs = [...cfg.environments].sort();
  if (envs.length === 0) throw new Error("the curriculum experiment needs environments");
  for (const e of envs) {
    const env = findEnv(e);
    if (env === undefined) throw new Error(`curriculum experiment: '${e}' is not registered`);
    if (maxLevelOf(env) < top) throw new Error(`curriculum experiment: ${e} stops below level ${top}`);
  }
  const schedules: Array<{ name: string; schedule: Schedule }> = [
    { name: "adaptive", schedule: { kind: "adaptive", twoSided: null } },
    { name: "fixed-low", schedule: { kind: "fixed", level: cfg.lowLevel } },
    ...cfg.wideMax.map((m) => ({
      name: `fixed-wide-${m}`,
      schedule: { kind: "range", maxLevel: m } as Schedule,
    })),
  ];
  const seeds = Array.from({ length: cfg.seeds }, (_, i) => opts.seed + i);
  opts.progress.start(seeds.length * schedules.length * cfg.steps, "curriculum (simulated)");
  const perSeed = seeds.map((seed) => {
    const world = new World({ ...WORLD_DEFAULTS, seed });
    const p0 = pretrainedPolicy(world, envs, cfg.initialSuccess);
    const init = Object.fromEntries(
      cfg.evalLevels.map((L) => [L, meanSuccess(world, p0, envs, L, cfg.evalPrompts)]),
    );
    const results = schedules.map(({ name, schedule }) => {
      const r = trainWithCurriculum({
        world,
        envs,
        schedule,
        name: `${name}-${seed}`,
        policy: p0.clone(),
        steps: cfg.steps,
        batch: cfg.promptsPerEnv * envs.length,
        G: cfg.G,
        eta: cfg.eta,
        seed,
        onStep: () => opts.progress.tick(),
      });
      const success = Object.fromEntries(
        cfg.evalLevels.map((L) => [L, meanSuccess(world, r.policy, envs, L, cfg.evalPrompts)]),
      );
      return { ...r, name, success };
    });
    return { init, results };
  });
  opts.progress.stop();
  const high = cfg.evalLevels.filter((L) => L >= cfg.highFrom);
  /** mean ± SE over seeds of a per-seed figure of schedule i. */
  const over = (i: number, f: (r: (typeof perSeed)[number]["results"][number]) => number) =>
    meanSe(perSeed.map((p) => f(p.results[i]!)));
  const rows = schedules.map(({ name }, i) => ({
    schedule: name,
    effectivePromptRatio: over(i, (r) => mean(r.ratios)),
    finalMeanLevel: over(i, (r) => r.meanLevels.at(-1)!),
    successByLevel: Object.fromEntries(cfg.evalLevels.map((L) => [L, over(i, (r) => r.success[L]!)])),
    successHighLevels: over(i, (r) => mean(high.map((L) => r.success[L]!))),
    trainAccuracy: over(i, (r) => mean(r.accuracy)),
  }));
  const curves: Array<Record<string, number | string>> = [];
  schedules.forEach(({ name }, i) => {
    for (let k = 0; k < cfg.steps; k += 5) {
      const ratio = mean(perSeed.map((p) => mean(p.results[i]!.ratios.slice(Math.max(0, k - 10), k + 11))));
      const level = mean(perSeed.map((p) => p.results[i]!.meanLevels[k]!));
      curves.push({ schedule: name, step: k, ratio: sig(ratio), level: sig(level) });
    }
  });
  const success = rows.flatMap((r) =>
    cfg.evalLevels.map((L) => ({ schedule: r.schedule, level: L, success: r.successByLevel[L]!.mean })),
  );
  const init = Object.fromEntries(cfg.evalLevels.map((L) => [L, sig(mean(perSeed.map((p) => p.init[L]!)))]));
  const get = (n: string) => rows.find((r) => r.schedule === n)!;
  const summary = {
    experiment: "curriculum",
    simulation: true,
    note: SIMULATION_NOTE,
    environments: envs,
    config: cfg,
    initialSuccessByLevel: init,
    schedules: rows,
    seeds,
    adaptiveFinalLevels: perSeed[0]!.results[0]!.finalLevels,
  };
  const lines = [
    SIMULATION_NOTE,
    "",
    `Curriculum (a): adaptive vs fixed low level vs fixed wide ranges on ${envs.length} registered environments (${envs.join(", ")})`,
    `${cfg.steps} steps x ${cfg.promptsPerEnv * envs.length} prompts x G=${cfg.G}, GRPO, eta=${cfg.eta}; ${seeds.length} seeds (${seeds.join(", ")}), mean ± SE; initial success by level (mean): ${cfg.evalLevels.map((L) => `L${L} ${fmt(init[L]!)}`).join(", ")}`,
    "",
    `schedule        eff. prompt ratio  final mean h   ${cfg.evalLevels.map((L) => `J@L${L}`).join(", ")}`,
    ...rows.map(
      (r) =>
        `${r.schedule.padEnd(15)} ${pm(r.effectivePromptRatio).padEnd(18)} ${pm(r.finalMeanLevel).padEnd(14)} ${cfg.evalLevels.map((L) => pm(r.successByLevel[L]!)).join(", ")}`,
    ),
    "",
    `effective prompt ratio: adaptive ${pm(get("adaptive").effectivePromptRatio)} vs fixed-low ${pm(get("fixed-low").effectivePromptRatio)}, ${cfg.wideMax.map((m) => `fixed-wide-${m} ${pm(get(`fixed-wide-${m}`).effectivePromptRatio)}`).join(", ")}`,
    `success at levels >= ${cfg.highFrom}: adaptive ${pm(get("adaptive").successHighLevels)} vs fixed-low ${pm(get("fixed-low").successHighLevels)}, ${cfg.wideMax.map((m) => `fixed-wide-${m} ${pm(get(`fixed-wide-${m}`).successHighLevels)}`).join(", ")}`,
  ];
  return {
    id: "curriculum",
    title: "Curriculum (simulated): adaptive vs static schedules",
    summary,
    lines,
    data: { summary, curves, success },
    charts: [{ name: "curriculum", spec: chart(curves, success) }],
  };
}

function chart(
  curves: Array<Record<string, number | string>>,
  success: Array<Record<string, number | string>>,
): ChartSpec {
  const color = { field: "schedule", type: "nominal", title: "schedule", scale: { scheme: "set1" } };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "SIMULATION. Curriculum engine: adaptive vs fixed-low vs fixed-wide (simulated policy, real env levels)",
      subtitle:
        "left: effective prompt ratio (21-step mean); middle: mean level h (adaptive) / top of the static range; right: final success by level",
    },
    hconcat: [
      {
        width: 260,
        height: 220,
        data: { values: curves },
        mark: { type: "line" },
        encoding: {
          x: { field: "step", type: "quantitative", title: "trainer step" },
          y: {
            field: "ratio",
            type: "quantitative",
            title: "effective prompt ratio",
            scale: { domain: [0, 1] },
          },
          color,
        },
      },
      {
        width: 220,
        height: 220,
        data: { values: curves },
        mark: { type: "line" },
        encoding: {
          x: { field: "step", type: "quantitative", title: "trainer step" },
          y: { field: "level", type: "quantitative", title: "mean h over environments" },
          color,
        },
      },
      {
        width: 260,
        height: 220,
        data: { values: success },
        mark: { type: "line", point: true },
        encoding: {
          x: { field: "level", type: "quantitative", title: "evaluation level" },
          y: {
            field: "success",
            type: "quantitative",
            title: "final mean success J",
            scale: { domain: [0, 1] },
          },
          color,
        },
      },
    ],
  } as ChartSpec;
}
