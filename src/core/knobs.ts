/**
 * Difficulty knobs. A catalog knob has a start value and an update rule; level L is the value after
 * L updates, as in RLVE-Gym's parameter controllers. test/fidelity/ladders.test.ts pins every
 * environment's params(L) to RLVE-Gym's, but for declared `fidelity` exceptions and the environments
 * src/core/fidelity-pending.ts still lists.
 */
export type Update = (x: number) => number;

/** The value of a knob after `level` updates. */
export function afterUpdates(start: number, level: number, update: Update): number {
  let x = start;
  for (let i = 0; i < level; i++) {
    x = update(x);
    if (!Number.isSafeInteger(x)) throw new RangeError(`knob overflows at level ${level}`);
  }
  return x;
}

/** The update rules of the catalog, by their formula. */
export const grow = {
  /** x + 1 */
  plus1: (x: number) => x + 1,
  /** x + 2 */
  plus2: (x: number) => x + 2,
  /** int(x * 1.1 + 1) */
  mul1_1plus1: (x: number) => Math.floor(x * 1.1 + 1),
  /** int(x * 1.2 + 1) */
  mul1_2plus1: (x: number) => Math.floor(x * 1.2 + 1),
  /** int(x * 1.5) */
  mul1_5: (x: number) => Math.floor(x * 1.5),
  /** int(x * 1.5 + 1) */
  mul1_5plus1: (x: number) => Math.floor(x * 1.5 + 1),
  /** x * 2 */
  mul2: (x: number) => x * 2,
} satisfies Record<string, Update>;
