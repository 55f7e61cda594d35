// Checks that answers choosing items (a subset, an order, an assignment) share. Each returns the reason
// an answer is infeasible as a string, for the scorer to pass to invalid(), or the decoded answer.

/**
 * A set of distinct indices in [0, n): the membership array, or why it is not one ("vertex 7 does not
 * exist", "vertex 2 is listed twice").
 */
export function readSubset(items: readonly number[], n: number, noun = "vertex"): Uint8Array | string {
  const chosen = new Uint8Array(n);
  for (const v of items) {
    if (!Number.isInteger(v) || v < 0 || v >= n) return `${noun} ${v} does not exist`;
    if (chosen[v]) return `${noun} ${v} is listed twice`;
    chosen[v] = 1;
  }
  return chosen;
}

/**
 * A permutation of base..base+n-1: the position of each value (pos[v - base] = index), or why the list is
 * not one.
 */
export function readPermutation(items: readonly number[], n: number, base = 0): Int32Array | string {
  if (items.length !== n) {
    return `expected a permutation of ${base}..${base + n - 1} (${n} numbers), got ${items.length} numbers`;
  }
  const pos = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const v = items[i]! - base;
    if (!Number.isInteger(v) || v < 0 || v >= n) return `${items[i]} is not in ${base}..${base + n - 1}`;
    if (pos[v] !== -1) return `${items[i]} appears twice`;
    pos[v] = i;
  }
  return pos;
}

/**
 * An assignment of each of n items to a label in [0, k): the labels, or why the list is not one (wrong
 * length, a label out of range).
 */
export function readLabels(
  items: readonly number[],
  n: number,
  k: number,
  noun = "label",
): number[] | string {
  if (items.length !== n) return `expected ${n} ${noun}s, got ${items.length}`;
  for (let i = 0; i < n; i++) {
    const x = items[i]!;
    if (!Number.isInteger(x) || x < 0 || x >= k) return `${noun} ${x} at position ${i} is not in 0..${k - 1}`;
  }
  return [...items];
}
