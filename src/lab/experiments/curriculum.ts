import { maxLevelOf } from "../../core/max-level.ts";
import { listEnvs } from "../../core/registry.ts";
import type { Schedule } from "../../curriculum/index.ts";
import { trainWithCurriculum } from "../curriculum-run.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { mean, Prng, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { meanSuccess, pretrainedPolicy, WORLD_DEFAULTS, World } from "../population.ts";
import { CURRICULUM_ETA } from "./info.ts";

export const SIMULATION_NOTE =
  "SIMULATION: no language model is trained. A token-level policy (model C with a shared component) is trained by sampled GRPO group updates on simulated prompts; only the environment ids, their levels and how their instance sizes grow with level are real, and the levels are chosen by the real curriculum engine (src/curriculum).";

/**
 * Curriculum experiment (a): the real curriculum engine's adaptive schedule against a fixed low level
 * and fixed wide ranges, with the same simulated policy, on every registered training environment.
 * Compared on the engine's effective prompt ratio and on the final success at high levels.
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
  /** Use at most this many registered environments (train split; a seeded sample if there are more). */
  maxEnvs: number;
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
  maxEnvs: 16,
};

export function curriculumExperiment(
  opts: ExperimentOptions,
  cfg: CurriculumConfig = CURRICULUM_CONFIG,
): ExperimentResult {
  // at most maxEnvs training environments, a seeded sample when more are registered, among those that serve
  // every level the schedules and the evaluation use
  const top = Math.max(...cfg.wideMax, ...cfg.evalLevels);
  const all = listEnvs({ split: "train" })
    .filter((e) => maxLevelOf(e) >= top)
    .map((e) => e.id);
  const pick = new Prng("curriculum-envs", opts.seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(pick.float() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const envs = all.slice(0, cfg.maxEnvs).sort();
  if (envs.length === 0) throw new Error("no training environments are registered");
  const world = new World({ ...WORLD_DEFAULTS, seed: opts.seed });
  const p0 = pretrainedPolicy(world, envs, cfg.initialSuccess);
  const schedules: Array<{ name: string; schedule: Schedule }> = [
    { name: "adaptive", schedule: { kind: "adaptive", twoSided: null } },
    { name: "fixed-low", schedule: { kind: "fixed", level: cfg.lowLevel } },
    ...cfg.wideMax.map((m) => ({
      name: `fixed-wide-${m}`,
      schedule: { kind: "range", maxLevel: m } as Schedule,
    })),
  ];
  opts.progress.start(schedules.length * cfg.steps, "curriculum (simulated)");
  const results = schedules.map(({ name, schedule }) => {
    const r = trainWithCurriculum({
      world,
      envs,
      schedule,
      name: `${name}-${opts.seed}`,
      policy: p0.clone(),
      steps: cfg.steps,
      batch: cfg.promptsPerEnv * envs.length,
      G: cfg.G,
      eta: cfg.eta,
      seed: opts.seed,
      onStep: () => opts.progress.tick(),
    });
    const success = Object.fromEntries(
      cfg.evalLevels.map((L) => [L, sig(meanSuccess(world, r.policy, envs, L, cfg.evalPrompts))]),
    );
    return { ...r, name, success };
  });
  opts.progress.stop();
  const high = cfg.evalLevels.filter((L) => L >= cfg.highFrom);
  const rows = results.map((r) => ({
    schedule: r.name,
    effectivePromptRatio: sig(mean(r.ratios)),
    finalMeanLevel: sig(r.meanLevels.at(-1)!),
    successByLevel: r.success,
    successHighLevels: sig(mean(high.map((L) => r.success[L]!))),
    trainAccuracy: sig(mean(r.accuracy)),
  }));
  const curves: Array<Record<string, number | string>> = [];
  for (const r of results) {
    for (let k = 0; k < cfg.steps; k += 5) {
      const win = r.ratios.slice(Math.max(0, k - 10), k + 11);
      curves.push({ schedule: r.name, step: k, ratio: sig(mean(win)), level: sig(r.meanLevels[k]!) });
    }
  }
  const success = results.flatMap((r) =>
    cfg.evalLevels.map((L) => ({ schedule: r.name, level: L, success: r.success[L]! })),
  );
  const init = Object.fromEntries(
    cfg.evalLevels.map((L) => [L, sig(meanSuccess(world, p0, envs, L, cfg.evalPrompts))]),
  );
  const get = (n: string) => rows.find((r) => r.schedule === n)!;
  const summary = {
    experiment: "curriculum",
    simulation: true,
    note: SIMULATION_NOTE,
    environments: envs,
    config: cfg,
    initialSuccessByLevel: init,
    schedules: rows,
    adaptiveFinalLevels: results[0]!.finalLevels,
  };
  const lines = [
    SIMULATION_NOTE,
    "",
    `Curriculum (a): adaptive vs fixed low level vs fixed wide ranges on ${envs.length} registered environments (${envs.join(", ")})`,
    `${cfg.steps} steps x ${cfg.promptsPerEnv * envs.length} prompts x G=${cfg.G}, GRPO, eta=${cfg.eta}; initial success by level: ${cfg.evalLevels.map((L) => `L${L} ${fmt(init[L]!)}`).join(", ")}`,
    "",
    `schedule        eff. prompt ratio  final mean h  ${cfg.evalLevels.map((L) => `J@L${L}`.padEnd(7)).join(" ")}  J@L>=${cfg.highFrom}`,
    ...rows.map(
      (r) =>
        `${r.schedule.padEnd(15)} ${fmt(r.effectivePromptRatio).padEnd(18)} ${fmt(r.finalMeanLevel).padEnd(13)} ${cfg.evalLevels.map((L) => fmt(r.successByLevel[L]!).padEnd(7)).join(" ")}  ${fmt(r.successHighLevels)}`,
    ),
    "",
    `adaptive: ratio ${get("adaptive").effectivePromptRatio} vs fixed-low ${get("fixed-low").effectivePromptRatio}, ${cfg.wideMax.map((m) => `fixed-wide-${m} ${get(`fixed-wide-${m}`).effectivePromptRatio}`).join(", ")}`,
    `success at levels >= ${cfg.highFrom}: adaptive ${get("adaptive").successHighLevels} vs fixed-low ${get("fixed-low").successHighLevels}, ${cfg.wideMax.map((m) => `fixed-wide-${m} ${get(`fixed-wide-${m}`).successHighLevels}`).join(", ")}`,
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
