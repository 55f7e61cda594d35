// Lower the entries of an array so that given pairs sum to given values, minimising or maximising the total. RLVE: BEZMinimalistSecurity.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  maximisationRatio,
  minimisationRatio,
  parseIntList,
} from "../../core/kit.ts";

interface Params {
  n: number;
  /** RLVE-Gym's edge_ratio_list (those giving at most N(N-1)/2 edges), drawn per problem. */
  edgeRatio: number[];
}

type Goal = "minimise" | "maximise";

interface Instance {
  caps: number[];
  /** Constraints [u, v, w]: the lowered values of u and v sum to w. */
  pairs: [number, number, number][];
  goal: Goal;
  best: number;
  witness: number[];
}

/** RLVE-Gym's edges per vertex: 1.0, 1.1, ..., 3.0 (as decimal literals, so int(ratio * N) agrees). */
const EDGE_RATIOS = Array.from({ length: 21 }, (_, i) => Number((1 + i / 10).toFixed(1)));

/**
 * The optimal lowered array, or null when the constraints cannot be met. In a connected component every
 * value is s·x + c for the value x of its first vertex (s = ±1), so the component's total is linear in x: an
 * odd cycle fixes x, otherwise the best x is an end of the interval the bounds 0 <= value <= cap allow.
 */
export function solveLowering(
  caps: readonly number[],
  pairs: readonly (readonly [number, number, number])[],
  goal: Goal,
): number[] | null {
  const n = caps.length;
  const adj: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of pairs) {
    adj[u]!.push([v, w]);
    adj[v]!.push([u, w]);
  }
  const sign = new Array<number>(n).fill(0);
  const offset = new Array<number>(n).fill(0);
  const out = new Array<number>(n).fill(0);
  for (let root = 0; root < n; root++) {
    if (sign[root] !== 0) continue;
    sign[root] = 1;
    const comp = [root];
    let fixed: number | null = null;
    for (let h = 0; h < comp.length; h++) {
      const u = comp[h]!;
      for (const [v, w] of adj[u]!) {
        if (sign[v] === 0) {
          sign[v] = -sign[u]!;
          offset[v] = w - offset[u]!;
          comp.push(v);
          continue;
        }
        const s = sign[u]! + sign[v]!;
        const rest = w - offset[u]! - offset[v]!;
        if (s === 0) {
          if (rest !== 0) return null;
        } else {
          if (rest % s !== 0) return null;
          const x = rest / s;
          if (fixed !== null && fixed !== x) return null;
          fixed = x;
        }
      }
    }
    let lo = Number.NEGATIVE_INFINITY;
    let hi = Number.POSITIVE_INFINITY;
    let slope = 0;
    for (const v of comp) {
      slope += sign[v]!;
      if (sign[v] === 1) {
        lo = Math.max(lo, -offset[v]!);
        hi = Math.min(hi, caps[v]! - offset[v]!);
      } else {
        lo = Math.max(lo, offset[v]! - caps[v]!);
        hi = Math.min(hi, offset[v]!);
      }
    }
    if (fixed !== null) {
      if (fixed < lo || fixed > hi) return null;
      lo = fixed;
      hi = fixed;
    }
    if (lo > hi) return null;
    const x = slope > 0 === (goal === "minimise") ? lo : hi;
    for (const v of comp) out[v] = sign[v]! * x + offset[v]!;
  }
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "bez-minimalist-security",
  rlveId: "BEZMinimalistSecurity",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Lower array entries so that given pairs have given sums, with the smallest or largest total",
  answerKind: "any-optimal",

  params: (level) => {
    const n = afterUpdates(3, level, grow.mul1_1plus1);
    return { n, edgeRatio: EDGE_RATIOS.filter((r) => Math.floor(n * r) <= (n * (n - 1)) / 2) };
  },

  // RLVE-Gym's generator: a planted P' uniform in [0, N], max(1, min(N(N-1)/2, int(ratio N))) distinct
  // pairs with their planted sums, in random order, and P = P' + a uniform [0, N] each.
  generate({ n, edgeRatio }, rng) {
    const ratio = rng.pick(edgeRatio);
    const allPairs: [number, number][] = [];
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) allPairs.push([u, v]);
    const m = Math.max(1, Math.min(allPairs.length, Math.floor(ratio * n)));
    const planted = Array.from({ length: n }, () => rng.int(0, n));
    const pairs = rng
      .sample(allPairs, m)
      .map(([u, v]): [number, number, number] => [u, v, planted[u]! + planted[v]!]);
    const caps = planted.map((x) => x + rng.int(0, n));
    const goal: Goal = rng.bool() ? "minimise" : "maximise";
    const witness = solveLowering(caps, pairs, goal);
    if (witness === null) throw new Error("bez-minimalist-security: a planted instance has no solution");
    return { caps, pairs, goal, best: witness.reduce((a, b) => a + b, 0), witness };
  },

  prompt: ({ caps, pairs, goal }) =>
    `You are given an array P of ${caps.length} integers (indices 0 to ${caps.length - 1}):\n` +
    caps.map((p, i) => `P[${i}] = ${p}`).join("\n") +
    `\n\nChoose a new array Q of the same length with 0 <= Q[i] <= P[i] for every i, such that each of the following equations holds:\n` +
    pairs.map(([u, v, w]) => `Q[${u}] + Q[${v}] = ${w}`).join("\n") +
    `\n\nAmong all such arrays, ${goal} the sum Q[0] + Q[1] + ... + Q[${caps.length - 1}].\n` +
    `Answer with Q[0], Q[1], ..., Q[${caps.length - 1}] separated by spaces.`,
  answerExample: ({ caps }) => caps.map(() => -1).join(" "),

  parse: (text) => parseIntList(text),

  score(q, { caps, pairs, goal, best }) {
    const n = caps.length;
    if (q.length !== n) return invalid(`expected ${n} values, got ${q.length}`);
    for (let i = 0; i < n; i++) {
      if (q[i]! < 0 || q[i]! > caps[i]!)
        return invalid(`Q[${i}] = ${q[i]} is not between 0 and P[${i}] = ${caps[i]}`);
    }
    for (const [u, v, w] of pairs) {
      if (q[u]! + q[v]! !== w) return invalid(`Q[${u}] + Q[${v}] = ${q[u]! + q[v]!}, not ${w}`);
    }
    const total = q.reduce((a, b) => a + b, 0);
    return goal === "minimise" ? minimisationRatio(total, best) : maximisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ caps, pairs, witness }) {
    const out: string[] = [];
    out.push(witness.map((x, i) => (i === 0 ? caps[0]! + 1 : x)).join(" ")); // above its bound
    out.push(witness.slice(1).join(" ")); // one value missing
    const touched = pairs[0]![0];
    out.push(witness.map((x, i) => (i === touched ? x + 1 : x)).join(" ")); // breaks an equation
    out.push("x");
    return out;
  },

  size: ({ caps }) => caps.length,
});
