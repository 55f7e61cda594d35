// Decide whether every cycle of an edge-weighted undirected graph has XOR of weights zero. RLVE: CheckAllCycleXorZero.
import {
  afterUpdates,
  correct,
  defineEnv,
  FormatError,
  grow,
  invalid,
  parseChoice,
  wrong,
} from "../../core/kit.ts";
import { randomGraph, type WeightedEdge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";
import { xorCycleBasis } from "../../lib/undirected.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: WeightedEdge[];
  answer: "YES" | "NO";
}

const EDGE_RATIOS = Array.from({ length: 21 }, (_, i) => 1 + i / 10);

export default defineEnv<Params, Instance, string>({
  id: "check-all-cycle-xor-zero",
  rlveId: "CheckAllCycleXorZero",
  category: "graph algorithms",
  version: 2,
  title: "Decide whether every cycle of a graph has XOR zero",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const m = Math.min(max, Math.round(rng.pick(EDGE_RATIOS) * n));
    const limit = 2 ** Math.max(4, Math.ceil(Math.log2(2 * n)) + 2);
    const pot = Array.from({ length: n }, () => rng.int(0, limit - 1));
    const edges: WeightedEdge[] = randomGraph(n, m, rng).map(([u, v]) => [u, v, pot[u]! ^ pot[v]!]);
    if (rng.bool()) {
      const k = rng.int(1, 2);
      for (let t = 0; t < k; t++) {
        const e = rng.pick(edges);
        e[2] ^= rng.int(1, limit - 1);
      }
    }
    const { basis } = xorCycleBasis(n, edges);
    return { n, edges, answer: basis.length === 0 ? "YES" : "NO" };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${n} vertices, labelled 0 to ${n - 1}. Each edge (u, v, w) joins u and v and has weight w:\n` +
    edgeLines(edges) +
    "\n\nIs it true that every cycle of this graph (a closed path that repeats no edge and no vertex) has weights whose bitwise XOR is 0?\n" +
    "Answer YES or NO.",

  parse(text) {
    try {
      return parseChoice(text, ["YES", "NO"] as const);
    } catch (err) {
      // A short word other than YES/NO is an invalid answer (-0.5, as the catalog says), not a format error.
      const t = text.trim();
      if (!(err instanceof FormatError) || t === "" || t.length > 100) throw err;
      return t;
    }
  },

  score(a, { answer }) {
    if (a !== "YES" && a !== "NO") return invalid(`"${a.slice(0, 20)}" is neither YES nor NO`);
    return a === answer ? correct() : wrong(`the answer is ${answer}`);
  },

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => [answer === "YES" ? "NO" : "YES"],

  size: ({ n }) => n,
});
