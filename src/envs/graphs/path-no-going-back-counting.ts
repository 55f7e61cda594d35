// Count walks of exactly T edges from 0 to N-1 that never go straight back along the edge just used, modulo a
// prime. RLVE: Path_NoGoingBack_Counting.
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { type Edge, randomConnectedGraph } from "../../lib/graph.ts";
import { berlekampMassey, linearRecurrenceTerm } from "../../lib/linrec.ts";

interface Params {
  maxM: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  t: number;
  mod: number;
  answer: number;
}

/** Counts for lengths 1..len by DP over directed edge states (edge i as 2i from u to v, 2i+1 from v to u). */
export function noBackCounts(n: number, edges: readonly Edge[], len: number, mod: number): number[] {
  const m = edges.length;
  const head = (s: number) => (s % 2 === 0 ? edges[s >> 1]![1] : edges[s >> 1]![0]);
  const tail = (s: number) => (s % 2 === 0 ? edges[s >> 1]![0] : edges[s >> 1]![1]);
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < 2 * m; s++) out[tail(s)]!.push(s);
  let x = new Array<number>(2 * m).fill(0);
  for (const s of out[0]!) x[s] = 1;
  const counts: number[] = [];
  for (let step = 1; step <= len; step++) {
    let total = 0;
    for (let s = 0; s < 2 * m; s++) if (head(s) === n - 1) total = (total + x[s]!) % mod;
    counts.push(total);
    const y = new Array<number>(2 * m).fill(0);
    for (let s = 0; s < 2 * m; s++) {
      if (x[s] === 0) continue;
      for (const r of out[head(s)]!) if (r >> 1 !== s >> 1) y[r] = (y[r]! + x[s]!) % mod;
    }
    x = y;
  }
  return counts;
}

export function countNoBackWalks(n: number, edges: readonly Edge[], t: number, mod: number): number {
  const terms = noBackCounts(n, edges, 4 * edges.length + 8, mod);
  if (t <= terms.length) return terms[t - 1]!;
  return linearRecurrenceTerm(terms, berlekampMassey(terms, mod), t - 1, mod);
}

export default defineEnv<Params, Instance, bigint>({
  id: "path-no-going-back-counting",
  rlveId: "Path_NoGoingBack_Counting",
  category: "graph algorithms",
  version: 1,
  title: "Count walks of length T from 0 to N-1 that never immediately reuse an edge, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ maxM: afterUpdates(10, level, grow.mul1_1plus1) }),

  generate({ maxM }, rng) {
    const m = rng.int(Math.max(3, Math.floor(maxM / 2)), maxM);
    let minN = 2;
    while ((minN * (minN - 1)) / 2 < m) minN++;
    const n = rng.int(minN, Math.max(minN, Math.min(m + 1, minN + Math.floor(m / 2))));
    const edges = randomConnectedGraph(n, m, rng);
    const t = rng.bool(0.3) ? rng.int(1, 30) : rng.int(31, 1_000_000_000);
    const mod = 45989;
    return { n, edges, t, mod, answer: countNoBackWalks(n, edges, t, mod) };
  },

  prompt: ({ n, edges, t, mod }) =>
    `An undirected graph has ${n} vertices, numbered 0 to ${n - 1}, and ${edges.length} edges, numbered 0 to ` +
    `${edges.length - 1}:\n${edges.map(([u, v], i) => `edge ${i}: (${u}, ${v})`).join("\n")}\n\n` +
    `Count the walks of exactly ${t} edges that start at vertex 0 and end at vertex ${n - 1}, with the rule that a ` +
    "walk may never traverse the same edge twice in a row (it cannot go straight back along the edge it just " +
    "used; it may reuse an edge later). Vertices and edges may otherwise repeat.\n" +
    `Answer with the number of such walks modulo ${mod}: a single integer in [0, ${mod - 1}].`,
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score(answer, { mod, answer: want }) {
    if (answer >= BigInt(mod)) return invalid(`the answer must be in [0, ${mod - 1}]`);
    return answer === BigInt(want) ? correct() : wrong(`answer ${answer} is not the count`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => [(answer + 1) % mod, (answer + mod - 1) % mod, mod].map(String),

  size: ({ edges }) => edges.length,
});
