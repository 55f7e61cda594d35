import { createHash } from "node:crypto";
import { type Environment, generate } from "../../src/core/kit.ts";

/** Levels and seeds whose prompts and references are pinned per environment version. */
export const GOLDEN_LEVELS = [0, 2, 5, 9, 14];
export const GOLDEN_SEEDS = [1, 2, 3];

export interface Golden {
  id: string;
  version: number;
  fingerprints: Record<string, string>;
}

export function fingerprints(env: Environment): Record<string, string> {
  const out: Record<string, string> = {};
  for (const level of GOLDEN_LEVELS) {
    for (const seed of GOLDEN_SEEDS) {
      const p = generate(env, level, seed);
      out[`${level}:${seed}`] = createHash("sha256")
        .update(`${p.prompt}\u0000${p.reference}`)
        .digest("hex")
        .slice(0, 16);
    }
  }
  return out;
}
