/**
 * Measures for the interactive environments, shared by the audit test and docs/interactive.md: how the
 * reference plays, and how often a fixed strategy (a sequence of outputs played whatever the replies)
 * solves an episode.
 */
import type { Interactive, InteractiveState } from "./kit.js";

/** Plays outputs chosen by `next` until the episode ends (it always does within maxTurns). */
export function playOut(
  env: Interactive,
  level: number,
  seed: number,
  next: (state: InteractiveState, turn: number) => string,
) {
  let { state } = env.start(level, seed);
  for (let turn = 0; ; turn++) {
    const t = env.step(state, next(state, turn));
    if (t.done) return t.result!;
    state = t.state;
  }
}

/**
 * The fixed strategies of an episode: the environment's probes, then the reference's first output
 * repeated every turn. A sequence that runs out repeats its last output.
 */
export function fixedStrategies(env: Interactive, level: number, seed: number): string[][] {
  const { state } = env.start(level, seed);
  return [...env.probesOf(level, seed), [env.referenceTurn(state)]];
}

/** For each fixed strategy, the share of the seeds 0..seeds-1 that it solves at a level. */
export function fixedWinRates(env: Interactive, level: number, seeds: number): number[] {
  const wins: number[] = [];
  for (let seed = 0; seed < seeds; seed++) {
    fixedStrategies(env, level, seed).forEach((seq, k) => {
      const r = playOut(env, level, seed, (_s, turn) => seq[Math.min(turn, seq.length - 1)]!);
      wins[k] = (wins[k] ?? 0) + r.accuracy;
    });
  }
  return wins.map((w) => w / seeds);
}

export interface ReferenceStats {
  reward: number;
  queries: number;
  budget: number;
}

/** The reference's mean reward, queries and budget over the seeds 0..seeds-1 at a level. */
export function referenceStats(env: Interactive, level: number, seeds: number): ReferenceStats {
  let reward = 0;
  let queries = 0;
  let budget = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const r = env.playReference(level, seed);
    reward += r.reward;
    queries += r.queries ?? 0;
    budget += env.start(level, seed).state.budget;
  }
  return { reward: reward / seeds, queries: queries / seeds, budget: budget / seeds };
}
