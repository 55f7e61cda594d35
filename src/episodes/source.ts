import type { Episodic } from "../core/episode.ts";
import { findEnv } from "../core/registry.ts";
import { INTERACTIVE } from "../interactive/index.ts";
import { episodeOf } from "./episode-of.ts";

const WRAPPED = new Map<string, Episodic>();

/**
 * The episodic source of an id: an interactive environment (src/interactive) first, else the registry's
 * single-turn environment of that id (or RLVE-Gym id) played by episodeOf; undefined when neither exists.
 */
export function episodeSource(id: string): Episodic | undefined {
  const inter = INTERACTIVE.find((e) => e.id === id);
  if (inter !== undefined) return inter;
  const env = findEnv(id);
  if (env === undefined) return undefined;
  let ep = WRAPPED.get(env.id);
  if (ep === undefined || ep.version !== env.version) {
    ep = episodeOf(env) as unknown as Episodic;
    WRAPPED.set(env.id, ep);
  }
  return ep;
}
