/** The RLVR dynamics lab: simulators (models A, B, C), update rules and experiments. */
export * from "./algos.ts";
export * from "./bandit.ts";
export * from "./catastrophe.ts";
export * from "./curriculum-run.ts";
export * from "./experiment.ts";
export * from "./num.ts";
export * from "./population.ts";
export * from "./token.ts";
