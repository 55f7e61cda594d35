// A graph on 3N vertices contains a clique of 2N vertices; output any clique of N vertices. RLVE: ImpParty.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";
import { perInstance } from "../../lib/memo.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** The planted clique of 2N vertices. */
  clique: number[];
}

/** The adjacency matrix of the 3N vertices, row-major. */
const adjacency = perInstance(({ n, edges }: Instance) => {
  const total = 3 * n;
  const adj = new Uint8Array(total * total);
  for (const [u, v] of edges) {
    adj[u * total + v] = 1;
    adj[v * total + u] = 1;
  }
  return adj;
});

function pairsJoined(instance: Instance, set: readonly number[]): number {
  const total = 3 * instance.n;
  const adj = adjacency(instance);
  let ok = 0;
  for (let i = 0; i < set.length; i++)
    for (let j = i + 1; j < set.length; j++) if (adj[set[i]! * total + set[j]!]) ok++;
  return ok;
}

export default defineEnv<Params, Instance, number[]>({
  id: "imp-party",
  rlveId: "ImpParty",
  category: "graph algorithms",
  split: "held-out",
  version: 2,
  title: "Find a clique of N vertices in a graph on 3N vertices with a 2N-clique",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const total = 3 * n;
    const perm = rng.permutation(total);
    const inClique = new Array<boolean>(total).fill(false);
    for (const v of perm.slice(0, 2 * n)) inClique[v] = true;
    const p = rng.pick([0.3, 0.5, 0.7]);
    const edges: Edge[] = [];
    for (let u = 0; u < total; u++)
      for (let v = u + 1; v < total; v++) if ((inClique[u] && inClique[v]) || rng.bool(p)) edges.push([u, v]);
    return {
      n,
      edges: rng.shuffle(edges),
      clique: perm.slice(0, 2 * n).sort((a, b) => a - b),
    };
  },

  prompt: ({ n, edges }) =>
    `An undirected graph has ${3 * n} vertices, labelled 0 to ${3 * n - 1}, and these edges:\n` +
    edgeLines(edges) +
    `\n\nThe graph is known to contain a clique of ${2 * n} vertices (every two of them are joined by an edge). ` +
    `Find any clique of exactly ${n} vertices.\n` +
    `Answer with the ${n} vertices on one line, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(set, instance) {
    const { n } = instance;
    const seen = new Set<number>();
    for (const v of set) {
      if (v < 0 || v >= 3 * n) return invalid(`${v} is not a vertex`);
      if (seen.has(v)) return invalid(`vertex ${v} is listed twice`);
      seen.add(v);
    }
    return fraction(pairsJoined(instance, set), (n * (n - 1)) / 2, 5, "pairs");
  },

  reference: ({ n, clique }) => clique.slice(0, n).join(" "),

  wrongAnswers(instance) {
    const { n, clique } = instance;
    const out: string[] = [[...clique.slice(0, n - 1), clique[0]].join(" ")];
    const inClique = new Set(clique);
    for (let v = 0; v < 3 * n; v++) {
      if (inClique.has(v)) continue;
      const set = [...clique.slice(0, n - 1), v];
      if (pairsJoined(instance, set) < (n * (n - 1)) / 2) {
        out.push(set.join(" "));
        break;
      }
    }
    return out;
  },

  size: ({ n }) => n,
});
