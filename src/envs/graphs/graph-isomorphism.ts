// Find a vertex bijection mapping one graph exactly onto another. RLVE: GraphIsomorphism.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { type Edge, randomGraph } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  g1: Edge[];
  g2: Edge[];
  /** witness[u] = image in G2 of vertex u of G1. */
  witness: number[];
}

const DENSITIES = Array.from({ length: 10 }, (_, i) => 0.1 + i * 0.08);

function agreeing(n: number, g1: readonly Edge[], g2: readonly Edge[], p: readonly number[]): number {
  const e2 = new Set(g2.map(([u, v]) => Math.min(u, v) * n + Math.max(u, v)));
  const e1 = new Set(g1.map(([u, v]) => Math.min(u, v) * n + Math.max(u, v)));
  let ok = 0;
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) {
      const a = p[u]!;
      const b = p[v]!;
      if (e1.has(u * n + v) === e2.has(Math.min(a, b) * n + Math.max(a, b))) ok++;
    }
  return ok;
}

export default defineEnv<Params, Instance, number[]>({
  id: "graph-isomorphism",
  rlveId: "GraphIsomorphism",
  category: "graph algorithms",
  version: 2,
  title: "Find an isomorphism between two graphs",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const max = (n * (n - 1)) / 2;
    const g1 = randomGraph(n, Math.max(1, Math.round(rng.pick(DENSITIES) * max)), rng);
    const witness = rng.permutation(n);
    const g2 = rng.shuffle(
      g1.map(([u, v]) => {
        const a = witness[u]!;
        const b = witness[v]!;
        return (rng.bool() ? [a, b] : [b, a]) as Edge;
      }),
    );
    return { n, g1, g2, witness };
  },

  prompt: ({ n, g1, g2 }) =>
    `Two undirected graphs G1 and G2 each have ${n} vertices, labelled 0 to ${n - 1}, and ${g1.length} edges.\n` +
    `Edges of G1:\n${g1.map(([u, v]) => `(${u}, ${v})`).join("\n")}\n` +
    `Edges of G2:\n${g2.map(([u, v]) => `(${u}, ${v})`).join("\n")}\n\n` +
    "Find a bijection p from the vertices of G1 to the vertices of G2 such that (u, v) is an edge of G1 exactly when " +
    "(p(u), p(v)) is an edge of G2.\n" +
    `Answer with p(0), p(1), ..., p(${n - 1}) on one line, separated by spaces.`,

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(p, { n, g1, g2 }) {
    const seen = new Set<number>();
    for (const x of p) {
      if (x < 0 || x >= n) return invalid(`${x} is not a vertex`);
      if (seen.has(x)) return invalid(`${x} is used twice`);
      seen.add(x);
    }
    return fraction(agreeing(n, g1, g2, p), (n * (n - 1)) / 2, 10, "vertex pairs");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, g1, g2, witness }) {
    const out: string[] = [];
    const all = (n * (n - 1)) / 2;
    for (let i = 0; i < n && out.length < 2; i++)
      for (let j = i + 1; j < n && out.length < 2; j++) {
        const p = witness.slice();
        [p[i], p[j]] = [p[j]!, p[i]!];
        if (agreeing(n, g1, g2, p) < all) out.push(p.join(" "));
      }
    out.push([witness[0], ...witness.slice(0, -1)].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
