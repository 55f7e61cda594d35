/**
 * The lab's experiments as the CLI lists them: name, description and, for the experiments whose learning rate
 * `--eta` overrides, its default. No runtime imports, so that `rlve lab --help` needs none of the simulators;
 * index.ts pairs each entry with the function that runs it.
 */

/** Default learning rate of the curriculum experiment (CURRICULUM_CONFIG.eta). */
export const CURRICULUM_ETA = 10;
/** Default learning rate of the scaling experiment (SCALING_CONFIG.eta). */
export const SCALING_ETA = 10;

export interface ExperimentInfo {
  description: string;
  /** The default of `--eta`; absent when the experiment takes no learning rate. */
  eta?: number;
}

/** Every lab experiment, by CLI name, in the order `rlve lab --help` lists them. */
export const EXPERIMENT_INFO = {
  e1: { description: "E1: first-order identity and logistic link (model A; checks an identity)" },
  e1b: {
    description:
      "E1b: single-prompt bound J >= sigma(logit J0 + M/2) (model A, one context; checks a theorem)",
  },
  e2: {
    description:
      "E2: sharp step-size threshold at eta = 2/a under perfect alignment (model B; checks a construction)",
  },
  e3: { description: "E3: collapse step size vs response length, token sum vs 1/|o| (model C)" },
  e4: { description: "E4: sampled GRPO vs Dr. GRPO at two response lengths (model C)" },
  e5: { description: "E5: phase diagram slow / converging / collapse over step size and length (model C)" },
  e6: {
    description: "E6: fixed learning rates against a threshold-following rate (model C)",
  },
  curriculum: {
    description:
      "SIMULATION: adaptive curriculum engine vs fixed-low vs fixed-wide on real environment levels (simulated policy)",
    eta: CURRICULUM_ETA,
  },
  scaling: {
    description: "SIMULATION: training on 1, 2, 4, 8, ... environments, success on held-out environments",
    eta: SCALING_ETA,
  },
  learner: {
    description:
      "REAL LEARNER: a pointer policy trained by GRPO on verify's rewards under 8 curriculum schedules, 5 seeds",
  },
  "learner-scaling": {
    description:
      "REAL LEARNER: adaptation speed on held-out environments after training on 1, 2, 4, 8 environments",
  },
} satisfies Record<string, ExperimentInfo>;

export type ExperimentName = keyof typeof EXPERIMENT_INFO;
