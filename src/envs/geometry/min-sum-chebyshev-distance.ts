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

export default defineEnv<Params, Instance, number[]>({
  id: "min-sum-chebyshev-distance",
  rlveId: "MinSumChebyshevDistance",
  category: "geometry",
  version: 2,
  title: "Integer point minimising weighted Chebyshev distances",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const side = Math.max(10, 2 * n);
    const points = Array.from({ length: n }, (): [number, number] => [rng.int(0, side), rng.int(0, side)]);
    const weights = Array.from({ length: n }, () => rng.int(1, n + 2));
    let best = Number.POSITIVE_INFINITY;
    let witness: [number, number] = [0, 0];
    for (let x = 0; x <= side; x++)
      for (let y = 0; y <= side; y++) {
        let s = 0;
        for (let i = 0; i < n; i++)
          s += weights[i]! * Math.max(Math.abs(x - points[i]![0]), Math.abs(y - points[i]![1]));
        if (s < best) {
          best = s;
          witness = [x, y];
        }
      }
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
