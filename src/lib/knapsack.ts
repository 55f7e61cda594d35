/** Exact 0/1 knapsack by dynamic programming over capacity; returns the optimum and one optimal set. */
export function solveKnapsack(
  weights: number[],
  values: number[],
  capacity: number,
): { best: number; witness: number[] } {
  const n = weights.length;
  const width = capacity + 1;
  const dp = new Float64Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    const w = weights[i - 1]!;
    const v = values[i - 1]!;
    const row = i * width;
    const prev = (i - 1) * width;
    for (let c = 0; c < width; c++) {
      const skip = dp[prev + c]!;
      dp[row + c] = c >= w ? Math.max(skip, dp[prev + c - w]! + v) : skip;
    }
  }
  const witness: number[] = [];
  let c = capacity;
  for (let i = n; i >= 1; i--) {
    if (dp[i * width + c] !== dp[(i - 1) * width + c]) {
      witness.push(i - 1);
      c -= weights[i - 1]!;
    }
  }
  return { best: dp[n * width + capacity]!, witness: witness.reverse() };
}
