// Count the proper vertex colourings of a graph in which vertex u may use the colours 0..R[u]. RLVE: ColoringCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { listColourings } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  r: number[];
  edges: [number, number][];
  answer: string;
}

/** The exact count is exponential in the number of vertices (3^N): graphs stay within 14 vertices. */
const MAX_VERTICES = 14;

export default defineEnv<Params, Instance, bigint>({
  id: "coloring-counting",
  rlveId: "ColoringCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count proper colourings with per-vertex colour ranges",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n: want }, rng) {
    const n = Math.min(want, MAX_VERTICES);
    const density = rng.int(0, 10) / 10;
    const edges: [number, number][] = [];
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rng.bool(density)) edges.push([a, b]);
    const colour = new Array<number>(n).fill(-1);
    for (const u of rng.permutation(n)) {
      const used = new Set(edges.flatMap(([a, b]) => (a === u ? [colour[b]] : b === u ? [colour[a]] : [])));
      let c = 0;
      while (used.has(c)) c++;
      colour[u] = c;
    }
    const r = colour.map((c) => c + rng.int(0, 2));
    const bound = () => r.reduce((p, x) => p * (x + 1), 1);
    while (bound() > 2 ** 50) {
      const u = rng.int(0, n - 1);
      if (r[u]! > colour[u]!) r[u]!--;
    }
    return { r, edges, answer: String(listColourings(r, edges)) };
  },

  prompt: ({ r, edges }) =>
    `An undirected graph has ${r.length} vertices, numbered 0 to ${r.length - 1}, and ${edges.length} edges:\n` +
    `${edges.length > 0 ? edges.map(([a, b]) => `(${a}, ${b})`).join(" ") : "(no edges)"}\n\n` +
    "Each vertex u must get a colour that is an integer from 0 to R[u], where " +
    `${r.map((x, i) => `R[${i}] = ${x}`).join(", ")}. The two ends of every edge must get different colours. ` +
    "How many such colourings are there (two colourings differ if some vertex gets a different colour)?\n\n" +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ r, edges }) => r.length + edges.length / 100,
});
