// Sum, over all spanning trees of an edge-weighted graph, of the gcd of the tree's edge weights, modulo a prime.
// RLVE: SumSpanningTreeGCD.
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { randomConnectedGraph, type WeightedEdge } from "../../lib/graph.ts";
import { phi } from "../../lib/numtheory.ts";
import { edgeLines } from "../../lib/statement.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  mod: number;
  answer: number;
}

const MOD = 9_999_991;

function powMod(a: number, e: number, p: number): number {
  let r = 1;
  let b = a % p;
  while (e > 0) {
    if (e & 1) r = (r * b) % p;
    b = (b * b) % p;
    e = Math.floor(e / 2);
  }
  return r;
}

/** Spanning trees of the multigraph on n vertices (Kirchhoff: a Laplacian minor's determinant), modulo p < 2^26. */
export function spanningTreeCount(n: number, edges: ReadonlyArray<readonly number[]>, p: number): number {
  if (n === 1) return 1;
  const k = n - 1;
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const add = (i: number, j: number, x: number) => {
    if (i < k && j < k) a[i]![j] = (a[i]![j]! + x + p) % p;
  };
  for (const [u, v] of edges) {
    add(u, u, 1);
    add(v, v, 1);
    add(u, v, -1);
    add(v, u, -1);
  }
  let det = 1;
  for (let c = 0; c < k; c++) {
    let r = c;
    while (r < k && a[r]![c] === 0) r++;
    if (r === k) return 0;
    if (r !== c) {
      [a[r], a[c]] = [a[c]!, a[r]!];
      det = (p - det) % p;
    }
    det = (det * a[c]![c]!) % p;
    const inv = powMod(a[c]![c]!, p - 2, p);
    for (let i = c + 1; i < k; i++) {
      if (a[i]![c] === 0) continue;
      const f = (a[i]![c]! * inv) % p;
      const ri = a[i]!;
      const rc = a[c]!;
      for (let j = c; j < k; j++) ri[j] = (ri[j]! - ((f * rc[j]!) % p) + p) % p;
    }
  }
  return det;
}

/** Σ_T gcd(T) = Σ_d φ(d)·#(trees whose weights are all multiples of d). */
export function sumTreeGcd(n: number, edges: readonly WeightedEdge[], p: number): number {
  const top = edges.reduce((m, e) => Math.max(m, e[2]), 0);
  let total = 0;
  for (let d = 1; d <= top; d++) {
    const sub = edges.filter((e) => e[2] % d === 0);
    if (sub.length < n - 1) continue;
    const uf = new UnionFind(n);
    for (const [u, v] of sub) uf.union(u, v);
    if (uf.components > 1) continue;
    total = (total + (phi(d) % p) * spanningTreeCount(n, sub, p)) % p;
  }
  return total;
}

export default defineEnv<Params, Instance, bigint>({
  id: "sum-spanning-tree-gcd",
  rlveId: "SumSpanningTreeGCD",
  category: "graph algorithms",
  version: 1,
  title: "Sum over spanning trees of the gcd of their edge weights, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const density = rng.pick([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    const max = (n * (n - 1)) / 2;
    const m = Math.max(n - 1, Math.min(max, Math.round(density * max)));
    const base = rng.pick([2, 3, 4, 6]);
    const edges: WeightedEdge[] = randomConnectedGraph(n, m, rng).map(([u, v]) => [
      u,
      v,
      rng.bool(0.6) ? base * rng.int(1, 12) : rng.int(1, 48),
    ]);
    return { n, edges, mod: MOD, answer: sumTreeGcd(n, edges, MOD) };
  },

  prompt: ({ n, edges, mod }) =>
    `An undirected graph has ${n} vertices, numbered 0 to ${n - 1}, and these weighted edges (u, v, w):\n` +
    edgeLines(edges) +
    "\n\nFor every spanning tree of the graph, take the greatest common divisor of the weights of its edges. " +
    `What is the sum of these values over all spanning trees, modulo ${mod}?\n` +
    `Answer with a single integer in [0, ${mod - 1}].`,
  answerExample: "123456",

  parse: (text) => parseCount(text),

  score(answer, { mod, answer: want }) {
    if (answer >= BigInt(mod)) return invalid(`the answer must be in [0, ${mod - 1}]`);
    return answer === BigInt(want) ? correct() : wrong(`answer ${answer} is not the sum`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => [(answer + 1) % mod, (answer + mod - 1) % mod, mod].map(String),

  size: ({ n }) => n,
});
