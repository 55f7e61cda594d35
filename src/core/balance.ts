import type { Rng } from "./rng.ts";

/**
 * Balanced outcomes for families with a small answer set (win/lose, yes/no): picks a target outcome
 * uniformly, then draws instances until one has it. Terminates by construction: after `tries` draws the
 * last one is kept (so a level where the target is rare or impossible still yields an instance). `draw`
 * receives the target and may steer towards it (a repair step), as long as it reports the true outcome.
 */
export function plantOutcome<T, O>(
  rng: Rng,
  outcomes: readonly O[],
  draw: (rng: Rng, target: O) => T,
  outcomeOf: (instance: T) => O,
  tries = 64,
): T {
  const target = rng.pick(outcomes);
  let last = draw(rng, target);
  for (let i = 1; i < tries && outcomeOf(last) !== target; i++) last = draw(rng, target);
  return last;
}

/**
 * For families where many answers are optimal (so one fixed answer would often score): draws up to `tries`
 * instances and keeps the first whose share of optimal answers is at most `atMost`, else the draw with the
 * smallest share. Terminates by construction. `shareOf` is called once per draw, right after it.
 */
export function fewestOptimal<T>(
  draw: () => T,
  shareOf: (instance: T) => number,
  { tries, atMost }: { tries: number; atMost: number },
): T {
  let best = draw();
  let share = shareOf(best);
  for (let attempt = 1; attempt < tries && share > atMost; attempt++) {
    const next = draw();
    const s = shareOf(next);
    if (s < share) [best, share] = [next, s];
  }
  return best;
}
