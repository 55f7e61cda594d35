// Choose a permutation P minimising (sum of A[i][P[i]]) times (sum of B[i][P[i]]). RLVE: MinPairSumMultiplicationPermutation.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseIntList } from "../../core/kit.ts";
import { minimumCostAssignment } from "../../lib/matching.ts";
import { readPermutation } from "../../lib/selection.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[][];
  b: number[][];
  best: number;
  /** One optimal permutation: witness[i] is the column of row i. */
  witness: number[];
}

function popcount(x: number): number {
  let c = 0;
  for (let y = x; y > 0; y &= y - 1) c++;
  return c;
}

/**
 * The least (sum A) x (sum B) over all permutations, by DP over (set of used columns, sum of A) keeping the
 * least sum of B: exponential, the brute-force reference of the tests.
 */
export function minPairProductDp(a: number[][], b: number[][]): { best: number; witness: number[] } {
  const n = a.length;
  const maxA = Math.max(0, ...a.flat());
  const width = n * maxA + 1;
  const full = (1 << n) - 1;
  const INF = 0x3fffffff;
  // dp[mask * width + sa]: least sum of B when rows 0..|mask|-1 use the columns of mask and their A sum is sa.
  const dp = new Int32Array((full + 1) * width).fill(INF);
  dp[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    const row = popcount(mask);
    const base = mask * width;
    for (let sa = 0; sa <= row * maxA; sa++) {
      const sb = dp[base + sa]!;
      if (sb === INF) continue;
      for (let j = 0; j < n; j++) {
        if (mask & (1 << j)) continue;
        const at = (mask | (1 << j)) * width + sa + a[row]![j]!;
        const v = sb + b[row]![j]!;
        if (v < dp[at]!) dp[at] = v;
      }
    }
  }
  let best = Number.POSITIVE_INFINITY;
  let bestSa = -1;
  for (let sa = 0; sa < width; sa++) {
    const sb = dp[full * width + sa]!;
    if (sb !== INF && sa * sb < best) {
      best = sa * sb;
      bestSa = sa;
    }
  }
  const witness = new Array<number>(n).fill(-1);
  let mask = full;
  let sa = bestSa;
  for (let row = n - 1; row >= 0; row--) {
    const sb = dp[mask * width + sa]!;
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const prevSa = sa - a[row]![j]!;
      if (prevSa < 0) continue;
      if (dp[(mask ^ (1 << j)) * width + prevSa]! + b[row]![j]! === sb) {
        witness[row] = j;
        mask ^= 1 << j;
        sa = prevSa;
        break;
      }
    }
  }
  return { best, witness };
}

/**
 * The least (sum A) x (sum B) over all permutations, with a permutation reaching it. Each permutation is a
 * point (sum A, sum B); x * y is least at a vertex of the lower-left convex hull of these points (positive
 * entries), and the vertex furthest below a hull chord is a least-cost assignment of a weighted A and B:
 * walk the hull by splitting chords, O(n^3) per vertex (n = 11: 0.05 ms instead of 9 ms for the DP).
 */
export function minPairProduct(a: number[][], b: number[][]): { best: number; witness: number[] } {
  const n = a.length;
  const point = (p: number[]) => {
    let x = 0;
    let y = 0;
    for (let i = 0; i < n; i++) {
      x += a[i]![p[i]!]!;
      y += b[i]![p[i]!]!;
    }
    return { x, y, p };
  };
  const solve = (wa: number, wb: number) =>
    point(minimumCostAssignment(a.map((row, i) => row.map((va, j) => wa * va + wb * b[i]![j]!))));
  // the two ends of the hull: least sum A (then least sum B), least sum B (then least sum A)
  const big = n * Math.max(...a.flat(), ...b.flat()) + 1;
  const left = solve(big, 1);
  const right = solve(1, big);
  let best = left.x * left.y <= right.x * right.y ? left : right;
  const chords = [[left, right]];
  for (let guard = 0; chords.length > 0 && guard < 10_000; guard++) {
    const [p, q] = chords.pop()!;
    const wa = p!.y - q!.y;
    const wb = q!.x - p!.x;
    if (wa <= 0 || wb <= 0) continue;
    const c = solve(wa, wb);
    if (c.x * c.y < best.x * best.y) best = c;
    // c strictly below the chord pq: a new hull vertex, split the chord
    if (wa * c.x + wb * c.y < wa * p!.x + wb * p!.y) chords.push([p!, c], [c, q!]);
  }
  return { best: best.x * best.y, witness: best.p };
}

export function productOf(a: number[][], b: number[][], p: readonly number[]): number {
  let sa = 0;
  let sb = 0;
  p.forEach((j, i) => {
    sa += a[i]![j]!;
    sb += b[i]![j]!;
  });
  return sa * sb;
}

export default defineEnv<Params, Instance, number[]>({
  id: "min-pair-sum-multiplication-permutation",
  rlveId: "MinPairSumMultiplicationPermutation",
  category: "optimization/NP-hard construction",
  version: 4,
  title: "Permutation minimising the product of two assignment sums",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const matrix = () => Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(1, n)));
    const a = matrix();
    const b = matrix();
    const { best, witness } = minPairProduct(a, b);
    return { a, b, best, witness };
  },

  prompt: ({ a, b }) =>
    `You are given two ${a.length} x ${a.length} matrices A and B (rows and columns numbered from 0).\nA:\n` +
    gridLines(a, " ") +
    "\nB:\n" +
    gridLines(b, " ") +
    `\n\nChoose a permutation P of 0..${a.length - 1} (row i is matched with column P[i]) that minimises ` +
    "(A[0][P[0]] + A[1][P[1]] + ...) x (B[0][P[0]] + B[1][P[1]] + ...).\n" +
    "Answer with P[0], P[1], ... separated by spaces.",
  // No permutation (0 twice): never an answer. An example chosen by the optimum would tell which one it is.
  answerExample: ({ a }) => Array.from({ length: a.length }, (_, i) => (i === 0 ? 0 : i - 1)).join(" "),

  parse: (text) => parseIntList(text),

  score(p, { a, b, best }) {
    const pos = readPermutation(p, a.length);
    if (typeof pos === "string") return invalid(pos);
    return minimisationRatio(productOf(a, b, p), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, b, best, witness }, rng) {
    const n = a.length;
    const out: string[] = [];
    // A random permutation that is not optimal, when one is found quickly.
    for (let t = 0; t < 20; t++) {
      const p = rng.permutation(n);
      if (productOf(a, b, p) !== best) {
        out.push(p.join(" "));
        break;
      }
    }
    out.push(witness.slice(1).join(" ")); // too short
    out.push([witness[1], ...witness.slice(1)].join(" ")); // a column twice
    out.push([n, ...witness.slice(1)].join(" ")); // a column that does not exist
    return out;
  },

  size: ({ a }) => a.length,
});
