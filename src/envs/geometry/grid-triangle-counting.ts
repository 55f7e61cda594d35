// Count the non-degenerate triangles with vertices among the lattice points of [0,N]×[0,M].
// RLVE: GridTriangleCounting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  answer: string;
}

function choose3(x: bigint): bigint {
  return x < 3n ? 0n : (x * (x - 1n) * (x - 2n)) / 6n;
}

/** Triangles of positive area on the lattice points of [0,n]×[0,m], in O((n+m) log(n+m)). */
export function gridTriangles(n: number, m: number): bigint {
  const points = BigInt(n + 1) * BigInt(m + 1);
  let collinear = BigInt(m + 1) * choose3(BigInt(n + 1)) + BigInt(n + 1) * choose3(BigInt(m + 1));
  const k = Math.min(n, m);
  const phi = Array.from({ length: k + 1 }, (_, i) => i);
  for (let p = 2; p <= k; p++)
    if (phi[p] === p) for (let j = p; j <= k; j += p) phi[j] = phi[j]! - phi[j]! / p;
  const multSum = (limit: number, d: number) => {
    let s = 0;
    for (let x = d; x <= limit; x += d) s += limit - x + 1;
    return BigInt(s);
  };
  let gcdWeighted = 0n;
  for (let d = 1; d <= k; d++) gcdWeighted += BigInt(phi[d]!) * multSum(n, d) * multSum(m, d);
  const pairs = multSum(n, 1) * multSum(m, 1);
  collinear += 2n * (gcdWeighted - pairs);
  return choose3(points) - collinear;
}

export default defineEnv<Params, Instance, bigint>({
  id: "grid-triangle-counting",
  rlveId: "GridTriangleCounting",
  category: "geometry",
  split: "held-out",
  version: 2,
  title: "Count the triangles on a lattice grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(5, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    return { n, m, answer: gridTriangles(n, m).toString() };
  },

  prompt: ({ n, m }) =>
    `Consider all points (x, y) with integer coordinates such that 0 <= x <= ${n} and 0 <= y <= ${m}. ` +
    "How many triangles of positive area have all three vertices among these points? (A triangle is a set " +
    "of three points, so the order of the vertices does not matter.)\n\nAnswer with a single integer.",

  parse: (text) => parseCount(text, 60),

  score: (answer, { answer: expected }) => closeness(answer, BigInt(expected), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ n, m, answer }) {
    const a = BigInt(answer);
    const all = choose3(BigInt(n + 1) * BigInt(m + 1));
    const out = [String(a + 1n), String(a * 2n)];
    if (a > 0n) out.push(String(a - 1n));
    if (all !== a) out.push(String(all));
    return out;
  },

  size: ({ n, m }) => n * m,
});
