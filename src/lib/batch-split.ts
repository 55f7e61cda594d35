// Answers that split a sequence into consecutive batches, given as the batch ends.

/**
 * Why `ends` (the 1-based position of the last element of each batch) does not split n elements into m
 * non-empty consecutive batches, or null when it does. `m` undefined allows any number of batches.
 */
export function batchEndsError(ends: readonly number[], n: number, m?: number): string | null {
  if (m !== undefined && ends.length !== m) return `expected ${m} batch ends, got ${ends.length}`;
  if (ends.length === 0) return "no batch ends given";
  let prev = 0;
  for (const e of ends) {
    if (!Number.isInteger(e) || e < 1 || e > n) return `batch end ${e} is not in 1..${n}`;
    if (e <= prev) return `batch ends must increase (${e} after ${prev}); every batch needs an element`;
    prev = e;
  }
  if (prev !== n) return `the last batch must end at position ${n}`;
  return null;
}

/** The sums of the batches that `ends` (valid, 1-based) cuts `values` into. */
export function batchSums(values: readonly number[], ends: readonly number[]): number[] {
  const sums: number[] = [];
  let start = 0;
  for (const e of ends) {
    let s = 0;
    for (let i = start; i < e; i++) s += values[i]!;
    sums.push(s);
    start = e;
  }
  return sums;
}
