// Groups of points on a line: choose an integer X minimising the sum over groups of the squared distance
// from X to the group's nearest point. RLVE: MinSumDistanceSquare.
import { afterUpdates, defineEnv, grow, minimisationRatio, parseInteger } from "../../core/kit.ts";

interface Params {
  m: number;
}

interface Instance {
  groups: number[][];
  best: number;
  witness: number;
}

function cost(groups: readonly number[][], x: bigint): bigint {
  let s = 0n;
  for (const g of groups) {
    let near: bigint | null = null;
    for (const p of g) {
      const d = x > BigInt(p) ? x - BigInt(p) : BigInt(p) - x;
      if (near === null || d < near) near = d;
    }
    s += (near ?? 0n) * (near ?? 0n);
  }
  return s;
}

export default defineEnv<Params, Instance, number>({
  id: "min-sum-distance-square",
  rlveId: "MinSumDistanceSquare",
  category: "geometry",
  version: 2,
  title: "A point on a line closest, in squared distance, to groups of points",
  answerKind: "any-optimal",

  params: (level) => ({ m: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ m }, rng) {
    const side = Math.max(20, 10 * m);
    const groups = Array.from({ length: m }, () =>
      Array.from({ length: rng.int(1, 3) }, () => rng.int(0, side)).sort((a, b) => a - b),
    );
    let best = Number.POSITIVE_INFINITY;
    let witness = 0;
    for (let x = 0; x <= side; x++) {
      let s = 0;
      for (const g of groups) {
        let near = Number.POSITIVE_INFINITY;
        for (const p of g) near = Math.min(near, Math.abs(x - p));
        s += near * near;
      }
      if (s < best) {
        best = s;
        witness = x;
      }
    }
    return { groups, best, witness };
  },

  prompt: ({ groups }) =>
    `There are ${groups.length} groups of points on the number line:\n` +
    groups.map((g, i) => `group ${i}: ${g.join(" ")}`).join("\n") +
    "\n\nFor an integer X, let d_i(X) be the distance from X to the nearest point of group i. Find an integer " +
    "X that minimises the sum over all groups of d_i(X)². Answer with X as a single integer.",

  parse: (text) => parseInteger(text),

  score: (x, { groups, best }) => minimisationRatio(cost(groups, BigInt(x)), best, 5),

  reference: ({ witness }) => String(witness),

  wrongAnswers({ groups, best, witness }) {
    const side = Math.max(20, 10 * groups.length);
    const out = [String(10 * side + 7)];
    for (const x of [witness + 1, witness - 1, witness + 2, witness - 2]) {
      if (cost(groups, BigInt(x)) > BigInt(best)) {
        out.push(String(x));
        break;
      }
    }
    return out;
  },

  size: ({ groups }) => groups.length,
});
