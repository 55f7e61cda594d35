import type { Environment } from "../core/env.ts";
import { ApiError } from "./errors.ts";
import { Lru } from "./lru.ts";

const cache = new Lru<string, unknown>(8192);

/**
 * An environment's parameters at a level, for tickets (cached: computing a high level walks every
 * update). A level the environment cannot reach (a knob overflows) is a 422, not a server error.
 */
export function paramsOf(env: Environment, level: number): unknown {
  const key = `${env.id}\u0000${env.version}\u0000${level}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let p: unknown;
  try {
    p = env.params(level);
  } catch (err) {
    throw new ApiError(422, "invalid_level", `${env.id} has no level ${level}: ${(err as Error).message}`);
  }
  cache.set(key, p);
  return p;
}
