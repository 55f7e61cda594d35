// Find a Hamiltonian path in a directed graph that has one. RLVE: HamiltonianPathExistence.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
  /** The densities of the level, one drawn per problem. */
  edgeDensity: number[];
}

interface Instance {
  n: number;
  edges: Edge[];
  witness: number[];
}

const DENSITIES = [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95];

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
  version: 3,
  title: "Find a Hamiltonian path in a directed graph",
  answerKind: "any-valid",

  params: (level) => {
    const n = afterUpdates(3, level, grow.plus1);
    // As RLVE-Gym: only the densities that give at least N edges.
    return { n, edgeDensity: DENSITIES.filter((d) => Math.trunc(d * n * (n - 1)) >= n) };
  },

  generate({ n, edgeDensity }, rng) {
    // A planted path, then distinct other edges up to int(density * N * (N - 1)) edges in all.
    const witness = rng.permutation(n);
    const onPath = new Set<number>();
    for (let i = 0; i + 1 < n; i++) onPath.add(witness[i]! * n + witness[i + 1]!);
    const others: number[] = [];
    for (let u = 0; u < n; u++)
      for (let v = 0; v < n; v++) if (u !== v && !onPath.has(u * n + v)) others.push(u * n + v);
    const total = Math.trunc(rng.pick(edgeDensity) * n * (n - 1));
    const keys = [...onPath, ...rng.sample(others, Math.max(0, total - (n - 1)))];
    const edges: Edge[] = keys.map((k) => [Math.floor(k / n), k % n]);
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
