// Everything an environment file needs. Environment files import from here, never from index.ts
// (which loads the registry, and so every environment).
export * from "./balance.ts";
export * from "./env.ts";
export * from "./extract.ts";
export * from "./knobs.ts";
export * from "./normalize.ts";
export * from "./outcome.ts";
export * from "./parse.ts";
export * from "./rng.ts";
