import type { Experiment } from "../experiment.ts";
import { e1 } from "./e1.ts";
import { e1b } from "./e1b.ts";
import { e2 } from "./e2.ts";

/** Every lab experiment, by CLI name. */
export const EXPERIMENTS: Record<string, { description: string; run: Experiment }> = {
  e1: { description: "E1: first-order identity and logistic link (model A)", run: (o) => e1(o) },
  e1b: {
    description: "E1b: single-prompt bound J >= sigma(logit J0 + M/2) (model A, one context)",
    run: (o) => e1b(o),
  },
  e2: {
    description: "E2: sharp step-size threshold at eta = 2/a under perfect alignment (model B)",
    run: (o) => e2(o),
  },
};
