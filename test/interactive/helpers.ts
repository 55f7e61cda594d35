import type { EpisodeResult } from "../../src/core/episode.ts";
import type { Interactive, InteractiveState } from "../../src/interactive/kit.ts";

/** Levels exercised for an environment: 0, 1, 2, 4, 8 and its maxLevel, within range. */
export function levelsOf(env: Interactive): number[] {
  return [...new Set([0, 1, 2, 4, 8, env.maxLevel].filter((l) => l <= env.maxLevel))];
}

/** Seeds per level: fewer at the largest levels, whose episodes are long. */
export function seedsAt(level: number, many: number): number[] {
  const n = level > 20 ? Math.max(2, Math.floor(many / 4)) : many;
  return Array.from({ length: n }, (_, i) => i * 7919 + level);
}

/** Whether `secret` occurs in `text` as a whole run of tokens (not inside a longer number or word). */
export function containsToken(text: string, secret: string): boolean {
  const esc = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(^|[^0-9A-Za-z])${esc}($|[^0-9A-Za-z])`).test(text);
}

export interface Played {
  result: EpisodeResult;
  observations: string[];
  states: InteractiveState[];
}

/** Plays outputs chosen by `next` (given the state and the turn index) until the episode ends. */
export function play(
  env: Interactive,
  level: number,
  seed: number,
  next: (state: InteractiveState, turn: number) => string,
  maxTurns?: number,
): Played {
  const start = env.start(level, seed, maxTurns === undefined ? undefined : { maxTurns });
  let state = start.state;
  const observations: string[] = [];
  const states = [state];
  const limit = state.maxTurns;
  for (let turn = 0; turn <= limit; turn++) {
    const t = env.step(state, next(state, turn));
    observations.push(t.observation);
    state = t.state;
    states.push(state);
    if (t.done) {
      if (t.result === undefined) throw new Error("done without a result");
      return { result: t.result, observations, states };
    }
  }
  throw new Error(`${env.id}: the episode did not end within its ${limit} turns`);
}
