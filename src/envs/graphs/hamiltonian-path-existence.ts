// Find a Hamiltonian path in a directed graph that has one. RLVE: HamiltonianPathExistence.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  witness: number[];
}

const DENSITIES = Array.from({ length: 10 }, (_, i) => 0.05 + i * 0.05);

function existing(n: number, edges: readonly Edge[], path: readonly number[]): number {
  const set = new Set(edges.map(([u, v]) => u * n + v));
  let ok = 0;
  for (let i = 0; i + 1 < path.length; i++) if (set.has(path[i]! * n + path[i + 1]!)) ok++;
  return ok;
}

export default defineEnv<Params, Instance, number[]>({
  id: "hamiltonian-path-existence",
  rlveId: "HamiltonianPathExistence",
  category: "graph algorithms",
  version: 2,
  title: "Find a Hamiltonian path in a directed graph",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const witness = rng.permutation(n);
    const set = new Set<number>();
    const edges: Edge[] = [];
    const add = (u: number, v: number) => {
      if (u === v || set.has(u * n + v)) return;
      set.add(u * n + v);
      edges.push([u, v]);
    };
    for (let i = 0; i + 1 < n; i++) add(witness[i]!, witness[i + 1]!);
    const extra = Math.round(rng.pick(DENSITIES) * n * (n - 1));
    for (let t = 0; t < extra; t++) add(rng.int(0, n - 1), rng.int(0, n - 1));
    return { n, edges: rng.shuffle(edges), witness };
  },

  prompt: ({ n, edges }) =>
    `A directed graph has ${n} vertices, labelled 0 to ${n - 1}, and these edges (u -> v):\n` +
    edgeLines(edges, { directed: true }) +
    "\n\nFind a path that visits every vertex exactly once, following the edge directions.\n" +
    `Answer with the ${n} vertices in the order of the path, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(path, { n, edges }) {
    const seen = new Set<number>();
    for (const v of path) {
      if (v < 0 || v >= n) return invalid(`${v} is not a vertex`);
      if (seen.has(v)) return invalid(`vertex ${v} is visited twice`);
      seen.add(v);
    }
    return fraction(existing(n, edges, path), n - 1, 5, "steps");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, edges, witness }) {
    const out: string[] = [[witness[0], ...witness.slice(0, -1)].join(" ")];
    for (const p of [witness.slice().reverse(), [...witness.slice(1), witness[0]!]])
      if (existing(n, edges, p) < n - 1) out.push(p.join(" "));
    return out;
  },

  size: ({ n }) => n,
});
