// rlve as a library: the environment contract, the registry and the shared helpers.
export * from "./core/index.ts";
export * from "./curriculum/index.ts";
export * from "./eval/audit.ts";
