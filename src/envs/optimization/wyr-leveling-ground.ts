// The fewest operations "add ±A or ±B to every height of a stretch" that bring all heights to zero.
// RLVE: WYRLevelingGround.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  heights: number[];
  a: number;
  b: number;
  answer: number;
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return Math.abs(x);
}

/** x, y with a·x + b·y = gcd(a, b). */
function bezout(a: number, b: number): [number, number] {
  let [r0, r1, s0, s1, t0, t1] = [a, b, 1, 0, 0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return [s0, t0];
}

/**
 * The fewest operations, or -1 when impossible. With differences d_1 = h_1, d_i = h_i − h_(i−1),
 * d_(n+1) = −h_n, an operation on [l, r] moves c from d_(r+1) to d_l; so write each d_i = x_i·A + y_i·B
 * with Σx = 0 (then Σy = 0) and the count is (Σ|x_i| + Σ|y_i|) / 2. The solutions of one d_i are
 * x = x0 + k·B/g, y = y0 − k·A/g, with a cost convex in k; Σx = 0 fixes Σk, and a separable convex cost under
 * a sum constraint is minimised by moving from each k's own optimum one cheapest unit step at a time.
 */
export function fewestOperations(heights: readonly number[], a: number, b: number): number {
  const d = heights.map((h, i) => h - (i === 0 ? 0 : heights[i - 1]!));
  d.push(-heights[heights.length - 1]!);
  const g = gcd(a, b);
  if (d.some((v) => v % g !== 0)) return -1;
  const [sa, sb] = bezout(a, b);
  const [ap, bp] = [a / g, b / g];
  const base = d.map((v): [number, number] => [(sa * v) / g, (sb * v) / g]);
  const cost = (i: number, k: number) => Math.abs(base[i]![0] + k * bp) + Math.abs(base[i]![1] - k * ap);
  const k = base.map(([x0, y0], i) => {
    let best = 0;
    for (const c of [Math.floor(-x0 / bp), Math.ceil(-x0 / bp), Math.floor(y0 / ap), Math.ceil(y0 / ap)])
      if (cost(i, c) < cost(i, best)) best = c;
    return best;
  });
  const sumX0 = base.reduce((s, [x0]) => s + x0, 0);
  if (sumX0 % bp !== 0) throw new Error("the x parts cannot sum to zero: the difference sum is not 0");
  const target = -sumX0 / bp;
  let sum = k.reduce((s, v) => s + v, 0);
  for (let steps = 0; sum !== target; steps++) {
    if (steps > 1_000_000) throw new Error("leveling: too many adjustment steps");
    const dir = sum < target ? 1 : -1;
    let pick = 0;
    let pickCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < k.length; i++) {
      const delta = cost(i, k[i]! + dir) - cost(i, k[i]!);
      if (delta < pickCost) {
        pickCost = delta;
        pick = i;
      }
    }
    k[pick]! += dir;
    sum += dir;
  }
  const total = k.reduce((s, ki, i) => s + cost(i, ki), 0);
  return total / 2;
}

export default defineEnv<Params, Instance, number>({
  id: "wyr-leveling-ground",
  rlveId: "WYRLevelingGround",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "The fewest ±A / ±B stretch operations that level the ground",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),
  generate({ n }, rng) {
    let a = rng.int(1, 3 + n);
    let b = rng.int(1, 3 + n);
    if (a === b) b = a + rng.int(1, 3);
    if (rng.bool()) [a, b] = [b, a];
    // The heights come from random operations, so leveling is possible. Up to n + 6 of them spread the answers
    // without redraws (the most common answer: 31% at level 0, 8% at level 12, where 1 to n + 2 operations
    // gave 41% and needed 8 balancing draws); when they cancel out, one more makes the ground uneven.
    const heights = new Array<number>(n).fill(0);
    const operate = () => {
      const l = rng.int(0, n - 1);
      const r = rng.int(l, n - 1);
      const c = rng.pick([a, -a, b, -b]);
      for (let i = l; i <= r; i++) heights[i]! += c;
    };
    const ops = rng.int(1, n + 6);
    for (let t = 0; t < ops; t++) operate();
    if (heights.every((h) => h === 0)) operate();
    return { heights, a, b, answer: fewestOperations(heights, a, b) };
  },

  prompt: ({ heights, a, b }) =>
    `A strip of ground has ${heights.length} columns with heights (from left to right):\n${heights.join(" ")}\n\n` +
    `One operation chooses a stretch of consecutive columns and adds the same amount to the height of every ` +
    `column in it; the amount must be one of +${a}, −${a}, +${b}, −${b}. What is the smallest number of ` +
    "operations that make every height exactly 0? Answer with that number.",
  // Every instance here can be levelled, so -1 (no way) is never the answer, and it says nothing about it.
  answerExample: "-1",

  parse: (text) => parseInteger(text),

  score: (answer, { answer: expected }) =>
    answer === expected ? correct() : wrong(`${answer} is not the fewest operations`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [String(answer + 1), String(answer - 1), String(2 * answer + 2)],

  size: ({ heights }) => heights.length,
});
