// rlve as a library: everything the rlve command uses, with its types.
//   environments: the contract, the registry (getEnv, listEnvs, selectEnvs, loadEnvsFrom), helpers
export * from "./core/index.ts";
//   the adaptive curriculum (Curriculum, stores, statistics)
export * from "./curriculum/index.ts";
//   per-environment types: getEnv("sorting") is typed with its params, instance and answer
export type { EnvMap } from "./envs/_types.ts";
//   answer audits
export * from "./eval/audit.ts";
//   evaluation: test sets, model evaluation, frontiers, static exports, metrics
export * from "./eval/evaluate.ts";
export * from "./eval/export.ts";
export * from "./eval/formats.ts";
export * from "./eval/frontier.ts";
export {
  type GroupSummary,
  passAtK,
  type SampleResult,
  summarize as summarizeResults,
} from "./eval/metrics.ts";
export * from "./eval/model.ts";
export * from "./eval/testset.ts";
export { EXPERIMENTS } from "./lab/experiments/index.ts";
//   the lab's simulators and experiments, as a namespace (lab.EXPERIMENTS.e2.run(...))
export * as lab from "./lab/index.ts";
//   the HTTP service (rlve serve is startServer)
export * from "./service/index.ts";
