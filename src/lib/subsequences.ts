// Longest monotone subsequences, shared by the LNDS families.

/** Length of the longest non-decreasing subsequence (patience sorting with upper bounds), O(L log L). */
export function longestNonDecreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const v of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! <= v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
}
