import type { UpdateTiming } from "./config.ts";

/**
 * The defaults of the engine's smoke test (src/curriculum/simulate.ts), in a module with no runtime imports so
 * that `rlve simulate --help` can show them without loading the curriculum and every environment.
 */
export const SIMULATE_DEFAULTS = {
  steps: 200,
  batch: 32,
  groupSize: 8,
  minPrompts: 8,
  windowSize: 4,
  accuracyThreshold: 0.9,
  updateTiming: "on_score" as UpdateTiming,
  lowLevel: 0,
  wideMax: 24,
  initialSkill: [1, 3] as [number, number],
  learningRate: 0.02,
  slope: 1.5,
  seed: 0,
};
