import type { Experiment } from "../experiment.ts";
import { CURRICULUM_CONFIG, curriculumExperiment } from "./curriculum.ts";
import { e1 } from "./e1.ts";
import { e1b } from "./e1b.ts";
import { e2 } from "./e2.ts";
import { e3 } from "./e3.ts";
import { e4 } from "./e4.ts";
import { e5 } from "./e5.ts";
import { e6 } from "./e6.ts";
import { SCALING_CONFIG, scalingExperiment } from "./scaling.ts";

/** Every lab experiment, by CLI name. */
export const EXPERIMENTS: Record<string, { description: string; run: Experiment; eta?: number }> = {
  e1: { description: "E1: first-order identity and logistic link (model A)", run: (o) => e1(o) },
  e1b: {
    description: "E1b: single-prompt bound J >= sigma(logit J0 + M/2) (model A, one context)",
    run: (o) => e1b(o),
  },
  e2: {
    description: "E2: sharp step-size threshold at eta = 2/a under perfect alignment (model B)",
    run: (o) => e2(o),
  },
  e3: {
    description: "E3: collapse step size vs response length, token sum vs 1/|o| (model C)",
    run: (o) => e3(o),
  },
  e4: {
    description: "E4: sampled GRPO vs Dr. GRPO at two response lengths (model C)",
    run: (o) => e4(o),
  },
  e5: {
    description: "E5: phase diagram slow / converging / collapse over step size and length (model C)",
    run: (o) => e5(o),
  },
  e6: {
    description: "E6: fixed learning rate stagnates below 100%, threshold-following rate improves (model C)",
    run: (o) => e6(o),
  },
  curriculum: {
    description:
      "SIMULATION: adaptive curriculum engine vs fixed-low vs fixed-wide on real environment levels (simulated policy)",
    run: (o) => curriculumExperiment(o, { ...CURRICULUM_CONFIG, eta: o.eta ?? CURRICULUM_CONFIG.eta }),
    eta: CURRICULUM_CONFIG.eta,
  },
  scaling: {
    description: "SIMULATION: training on 1, 2, 4, 8, ... environments, success on held-out environments",
    run: (o) => scalingExperiment(o, { ...SCALING_CONFIG, eta: o.eta ?? SCALING_CONFIG.eta }),
    eta: SCALING_CONFIG.eta,
  },
};
