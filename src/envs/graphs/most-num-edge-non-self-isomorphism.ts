// Most edges of a simple graph on N vertices whose only automorphism is the identity.
// RLVE: MostNumEdge_NonSelfIsomorphism.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  answer: number;
}

/** Asymmetric (identity) trees with k vertices, k = 0..limit: rooted counts by a = x·Π(1+x^k)^a_k, then
 * t = a - (a² + a(x²))/2 (Otter: subtract rootings at an edge, including edges between equal halves). */
export function asymmetricTreeCounts(limit: number): number[] {
  const a = new Array<number>(limit + 1).fill(0);
  a[1] = 1;
  for (let size = 2; size <= limit; size++) {
    // coefficient of x^(size-1) in Π_{k<size} (1+x^k)^{a_k}, each factor expanded as Σ_j C(a_k, j) x^(jk)
    // (every partial coefficient is at most the final one, so the doubles stay exact)
    let poly = new Array<number>(size).fill(0);
    poly[0] = 1;
    for (let k = 1; k < size; k++) {
      const next = new Array<number>(size).fill(0);
      let binom = 1; // C(a_k, j)
      for (let j = 0; j * k < size && j <= a[k]!; j++) {
        if (j > 0) binom = (binom * (a[k]! - j + 1)) / j;
        for (let d = j * k; d < size; d++) next[d]! += binom * poly[d - j * k]!;
      }
      poly = next;
    }
    a[size] = poly[size - 1]!;
  }
  return a.map((ak, n) => {
    let pairs = 0;
    for (let i = 1; i < n; i++) pairs += a[i]! * a[n - i]!;
    if (n % 2 === 0) pairs += a[n / 2]!;
    return ak - pairs / 2;
  });
}

/** Up to 22 vertices: room for a forest on about 3.1 million vertices (16 gave 18,755, below level 80's N). */
const TREES = asymmetricTreeCounts(22);

/**
 * Most edges = C(n,2) minus the fewest edges of an asymmetric graph (complements are asymmetric too). For n >= 7
 * the fewest is a forest: one isolated vertex plus as many distinct asymmetric trees (7 or more vertices) as fit.
 */
export function mostEdgesAsymmetric(n: number): number {
  if (n === 1) return 0;
  if (n < 6) throw new RangeError("no asymmetric graph has 2 to 5 vertices");
  const all = (n * (n - 1)) / 2;
  if (n === 6) return all - 6;
  let room = n - 1;
  let k = 0;
  for (let size = 7; size < TREES.length; size++) {
    // Smallest trees first, as many of this size as fit.
    const take = Math.min(TREES[size]!, Math.floor(room / size));
    room -= take * size;
    k += take;
    if (take < TREES[size]!) return all - (n - 1 - k);
  }
  throw new RangeError("n is too large for the tabulated tree counts");
}

export default defineEnv<Params, Instance, bigint>({
  id: "most-num-edge-non-self-isomorphism",
  rlveId: "MostNumEdge_NonSelfIsomorphism",
  category: "graph algorithms",
  version: 2,
  title: "Most edges of an asymmetric simple graph on N vertices",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(10, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(6, maxN);
    return { n, answer: mostEdgesAsymmetric(n) };
  },

  prompt: ({ n }) =>
    `Consider simple undirected graphs on ${n} labelled vertices (no loops, no multiple edges). A graph is ` +
    "asymmetric if its only automorphism is the identity: no other permutation of the vertices maps the edge set " +
    `onto itself. What is the largest number of edges an asymmetric graph on ${n} vertices can have?\n` +
    "Answer with a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: best }) =>
    answer === BigInt(best) ? correct() : wrong(`answer ${answer} is not the maximum`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ n, answer }) => [answer + 1, answer - 1, (n * (n - 1)) / 2].map(String),

  size: ({ n }) => n,
});
