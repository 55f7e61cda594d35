// Choose an integer point minimising the weighted sum of Chebyshev distances to the given points.
// RLVE: MinSumChebyshevDistance.
import { afterUpdates, defineEnv, grow, minimisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  points: [number, number][];
  weights: number[];
  best: number;
  witness: [number, number];
}

function cost(points: readonly [number, number][], weights: readonly number[], x: bigint, y: bigint): bigint {
  let s = 0n;
  points.forEach(([px, py], i) => {
    const dx = x > BigInt(px) ? x - BigInt(px) : BigInt(px) - x;
    const dy = y > BigInt(py) ? y - BigInt(py) : BigInt(py) - y;
    s += BigInt(weights[i]!) * (dx > dy ? dx : dy);
  });
  return s;
}

/** A weighted median of the values: a minimiser of the sum of w[i]·|t − values[i]| over the integers. */
function weightedMedian(values: readonly number[], weights: readonly number[]): number {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
  let total = 0;
  for (const w of weights) total += w;
  let acc = 0;
  for (const i of order) {
    acc += weights[i]!;
    if (2 * acc >= total) return values[i]!;
  }
  return values[order[order.length - 1]!]!;
}

/**
 * An integer point of [0, side]^2 minimising the weighted sum of Chebyshev distances to points of that square,
 * and the sum. With u = x + y and v = x − y the distance is (|Δu| + |Δv|) / 2, so the sum splits into two convex
 * functions of u and v, minimised by weighted medians; an integer point needs u and v of the same parity, and
 * when the medians differ in parity one of them moves by one (moving both towards their medians never costs).
 * Clamping into the square never costs either, the points being inside. O(n log n) instead of the grid scan.
 */
export function minChebyshevPoint(
  points: readonly [number, number][],
  weights: readonly number[],
  side: number,
): { best: number; witness: [number, number] } {
  const u = weightedMedian(
    points.map(([x, y]) => x + y),
    weights,
  );
  const v = weightedMedian(
    points.map(([x, y]) => x - y),
    weights,
  );
  const candidates: [number, number][] =
    (u - v) % 2 === 0
      ? [[u, v]]
      : [
          [u - 1, v],
          [u + 1, v],
          [u, v - 1],
          [u, v + 1],
        ];
  let best = Number.POSITIVE_INFINITY;
  let witness: [number, number] = [0, 0];
  for (const [cu, cv] of candidates) {
    const x = Math.min(side, Math.max(0, (cu + cv) / 2));
    const y = Math.min(side, Math.max(0, (cu - cv) / 2));
    let s = 0;
    for (let i = 0; i < points.length; i++)
      s += weights[i]! * Math.max(Math.abs(x - points[i]![0]), Math.abs(y - points[i]![1]));
    if (s < best) {
      best = s;
      witness = [x, y];
    }
  }
  return { best, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-sum-chebyshev-distance",
  rlveId: "MinSumChebyshevDistance",
  category: "geometry",
  version: 3,
  title: "Integer point minimising weighted Chebyshev distances",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const side = Math.max(10, 2 * n);
    const points = Array.from({ length: n }, (): [number, number] => [rng.int(0, side), rng.int(0, side)]);
    const weights = Array.from({ length: n }, () => rng.int(1, n + 2));
    const { best, witness } = minChebyshevPoint(points, weights, side);
    return { points, weights, best, witness };
  },

  prompt: ({ points, weights }) =>
    `There are ${points.length} points in the plane; point i is (X[i], Y[i]) with weight T[i]:\n` +
    points.map(([x, y], i) => `point ${i}: X=${x}, Y=${y}, T=${weights[i]}`).join("\n") +
    "\n\nFind a point (x, y) with integer coordinates that minimises the sum over all i of " +
    "T[i]·max(|x − X[i]|, |y − Y[i]|). Answer with x and y separated by a space.",

  parse: (text) => parseIntList(text, { length: 2 }),

  score([x, y], { points, weights, best }) {
    return minimisationRatio(cost(points, weights, BigInt(x!), BigInt(y!)), best, 5);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ points, weights, best, witness }) {
    const far = 10 * Math.max(10, 2 * points.length) + 5;
    const out = [`${far} ${far}`, `${witness[0]}`];
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
      [1, 1],
      [-1, -1],
    ] as const) {
      const [x, y] = [witness[0] + dx, witness[1] + dy];
      if (cost(points, weights, BigInt(x), BigInt(y)) > BigInt(best)) {
        out.push(`${x} ${y}`);
        break;
      }
    }
    return out;
  },

  size: ({ points }) => points.length,
});
