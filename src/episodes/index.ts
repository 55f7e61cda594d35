export * from "./episode-of.ts";
export * from "./feedback.ts";
export * from "./source.ts";
