export * from "./catalog.ts";
export * from "./env.ts";
export * from "./extract.ts";
export * from "./knobs.ts";
export * from "./outcome.ts";
export * from "./parse.ts";
export * from "./registry.ts";
export * from "./rng.ts";
