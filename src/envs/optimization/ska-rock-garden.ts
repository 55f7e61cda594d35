// Swap the two coordinates of some points (each swap has a cost) so that the bounding box has the smallest
// perimeter, and among those the total swap cost is smallest. RLVE: SkaRockGarden.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  inexact,
  invalid,
  parseIntList,
  ratioOf,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  x: number[];
  y: number[];
  /** Cost of swapping each point. */
  cost: number[];
  perimeter: number;
  swapCost: number;
  /** One optimal swap mask (1 = swap). */
  witness: number[];
}

/** The bounding-box perimeter and the swap cost of a mask. */
export function evaluate(
  x: readonly number[],
  y: readonly number[],
  cost: readonly number[],
  mask: readonly number[],
): { perimeter: number; swapCost: number } {
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  let swapCost = 0;
  mask.forEach((m, i) => {
    const [px, py] = m ? [y[i]!, x[i]!] : [x[i]!, y[i]!];
    x0 = Math.min(x0, px);
    x1 = Math.max(x1, px);
    y0 = Math.min(y0, py);
    y1 = Math.max(y1, py);
    if (m) swapCost += cost[i]!;
  });
  return { perimeter: 2 * (x1 - x0 + y1 - y0), swapCost };
}

/**
 * Exact: try every left, right and bottom side among the coordinates. Each point must then fit one of its two
 * orientations; the top side is the least that fits every point, and in that box each point takes its cheaper
 * fitting orientation. The optimum's own box is among those tried, so the least (perimeter, cost) is exact.
 */
export function bestGarden(
  x: readonly number[],
  y: readonly number[],
  cost: readonly number[],
): { perimeter: number; swapCost: number; witness: number[] } {
  const n = x.length;
  const values = [...new Set([...x, ...y])].sort((a, b) => a - b);
  // Every point keeps its larger coordinate on one axis and its smaller one on the other: the left and bottom
  // sides are at most the least of the larger coordinates, the right side at least the largest smaller one.
  const lowCap = Math.min(...x.map((xi, i) => Math.max(xi, y[i]!)));
  const highFloor = Math.max(...x.map((xi, i) => Math.min(xi, y[i]!)));
  let best = { perimeter: Infinity, swapCost: Infinity, witness: [] as number[] };
  for (const left of values) {
    if (left > lowCap) break;
    for (const right of values) {
      if (right < left || right < highFloor) continue;
      if (2 * (right - left) > best.perimeter) break;
      for (const bottom of values) {
        if (bottom > lowCap) break;
        let top = -Infinity;
        let ok = true;
        for (let i = 0; i < n && ok; i++) {
          const keep = x[i]! >= left && x[i]! <= right && y[i]! >= bottom;
          const turn = y[i]! >= left && y[i]! <= right && x[i]! >= bottom;
          if (!keep && !turn) ok = false;
          else top = Math.max(top, keep && turn ? Math.min(x[i]!, y[i]!) : keep ? y[i]! : x[i]!);
        }
        if (!ok) continue;
        const perimeter = 2 * (right - left + top - bottom);
        if (perimeter > best.perimeter) continue;
        const witness: number[] = x.map((xi, i) =>
          xi >= left && xi <= right && y[i]! >= bottom && y[i]! <= top ? 0 : 1,
        );
        const swapCost = witness.reduce((s, m, i) => s + m * cost[i]!, 0);
        if (perimeter < best.perimeter || swapCost < best.swapCost) best = { perimeter, swapCost, witness };
      }
    }
  }
  return best;
}

export default defineEnv<Params, Instance, number[]>({
  id: "ska-rock-garden",
  rlveId: "SkaRockGarden",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Swap point coordinates to minimise the bounding box perimeter, then the swap cost",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const x = Array.from({ length: n }, () => rng.int(0, 10 * n));
    const y = Array.from({ length: n }, () => rng.int(0, 10 * n));
    const cost = Array.from({ length: n }, () => rng.int(1, 10));
    return { x, y, cost, ...bestGarden(x, y, cost) };
  },

  prompt: ({ x, y, cost }) =>
    `There are ${x.length} stones in a garden, numbered 0 to ${x.length - 1}. Stone i stands at (X[i], Y[i]); ` +
    "moving it to (Y[i], X[i]) costs C[i]:\n" +
    x.map((xi, i) => `stone ${i}: X=${xi}, Y=${y[i]}, C=${cost[i]}`).join("\n") +
    "\n\nChoose which stones to move so that the smallest axis-parallel rectangle containing all stones has the " +
    "smallest possible perimeter; among all such choices, make the total cost of the moves as small as possible.\n" +
    `Answer with ${x.length} digits separated by spaces: the i-th is 1 if stone i is moved and 0 if not.`,
  answerExample: ({ x, y, cost, perimeter, swapCost }) => {
    const all = x.map(() => 1);
    const e = evaluate(x, y, cost, all);
    return (e.perimeter === perimeter && e.swapCost === swapCost ? all.fill(0).fill(1, 1) : all).join(" ");
  },

  parse: (text) => parseIntList(text),

  score(mask, { x, y, cost, perimeter, swapCost }) {
    if (mask.length !== x.length) return invalid(`expected ${x.length} digits, got ${mask.length}`);
    const bad = mask.findIndex((m) => m !== 0 && m !== 1);
    if (bad >= 0) return invalid(`digit ${bad} is ${mask[bad]}, not 0 or 1`);
    const got = evaluate(x, y, cost, mask);
    if (got.perimeter < perimeter || (got.perimeter === perimeter && got.swapCost < swapCost)) {
      throw new Error("an answer beats the computed optimum: the solver is wrong");
    }
    if (got.perimeter === perimeter && got.swapCost === swapCost)
      return correct(`optimal (${perimeter}, ${swapCost})`);
    const p = got.perimeter === 0 ? 1 : ratioOf(BigInt(perimeter), BigInt(got.perimeter)) ** 5;
    // The cost counts only once the perimeter is optimal.
    const c =
      got.perimeter !== perimeter
        ? 0
        : got.swapCost === 0
          ? 1
          : ratioOf(BigInt(swapCost), BigInt(got.swapCost)) ** 5;
    return inexact(
      0.5 * p + 0.5 * c,
      `perimeter ${got.perimeter} (least ${perimeter}), cost ${got.swapCost} (least ${swapCost} at that perimeter)`,
    );
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ x, y, cost, perimeter, swapCost, witness }) {
    const out: string[] = [];
    for (const mask of [x.map(() => 0), x.map(() => 1), witness.map((m) => 1 - m)]) {
      const e = evaluate(x, y, cost, mask);
      if (e.perimeter !== perimeter || e.swapCost !== swapCost) out.push(mask.join(" "));
    }
    out.push(witness.slice(1).join(" ")); // a stone missing
    out.push([2, ...witness.slice(1)].join(" ")); // not a digit 0/1
    return out;
  },

  size: ({ x }) => x.length,
});
