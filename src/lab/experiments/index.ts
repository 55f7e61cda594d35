import type { Experiment } from "../experiment.ts";
import { CURRICULUM_CONFIG, curriculumExperiment } from "./curriculum.ts";
import { e1 } from "./e1.ts";
import { e1b } from "./e1b.ts";
import { e2 } from "./e2.ts";
import { e3 } from "./e3.ts";
import { e4 } from "./e4.ts";
import { e5 } from "./e5.ts";
import { e6 } from "./e6.ts";
import { EXPERIMENT_INFO, type ExperimentInfo, type ExperimentName } from "./info.ts";
import { LEARNER_CONFIG, learnerExperiment } from "./learner.ts";
import { LEARNER_SCALING_CONFIG, learnerScalingExperiment } from "./learner-scaling.ts";
import { SCALING_CONFIG, scalingExperiment } from "./scaling.ts";

/** The function that runs each experiment of EXPERIMENT_INFO (info.ts holds names and descriptions). */
const RUNS: Record<ExperimentName, Experiment> = {
  e1: (o) => e1(o),
  e1b: (o) => e1b(o),
  e2: (o) => e2(o),
  e3: (o) => e3(o),
  e4: (o) => e4(o),
  e5: (o) => e5(o),
  e6: (o) => e6(o),
  curriculum: (o) => curriculumExperiment(o, { ...CURRICULUM_CONFIG, eta: o.eta ?? CURRICULUM_CONFIG.eta }),
  scaling: (o) => scalingExperiment(o, { ...SCALING_CONFIG, eta: o.eta ?? SCALING_CONFIG.eta }),
  learner: (o) => learnerExperiment(o, LEARNER_CONFIG),
  "learner-scaling": (o) => learnerScalingExperiment(o, LEARNER_SCALING_CONFIG),
};

/** Every lab experiment, by CLI name. */
export const EXPERIMENTS: Record<string, ExperimentInfo & { run: Experiment }> = Object.fromEntries(
  Object.entries(EXPERIMENT_INFO).map(([name, info]) => [
    name,
    { ...info, run: RUNS[name as ExperimentName] },
  ]),
);
