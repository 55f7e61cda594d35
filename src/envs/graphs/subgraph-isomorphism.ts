// Map the vertices of a small graph injectively into a larger one so that edges and non-edges are both
// preserved (an induced subgraph isomorphism). RLVE: SubgraphIsomorphism.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import type { Edge } from "../../lib/graph.ts";

interface Params {
  n: number;
}

interface Instance {
  n1: number;
  n2: number;
  edges1: Edge[];
  edges2: Edge[];
  map: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "subgraph-isomorphism",
  rlveId: "SubgraphIsomorphism",
  category: "graph algorithms",
  split: "held-out",
  version: 2,
  title: "Induced subgraph isomorphism: embed a small graph into a larger one",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const n2 = n;
    const n1 = rng.int(Math.max(2, Math.ceil(n / 2)), n);
    const density = rng.int(1, 10) / 10;
    const edges2: Edge[] = [];
    for (let u = 0; u < n2; u++) for (let v = u + 1; v < n2; v++) if (rng.bool(density)) edges2.push([u, v]);
    rng.shuffle(edges2);
    const map = rng.sample(
      Array.from({ length: n2 }, (_, i) => i),
      n1,
    );
    const back = new Map(map.map((g2, g1) => [g2, g1]));
    const edges1: Edge[] = [];
    for (const [u, v] of edges2) {
      const a = back.get(u);
      const b = back.get(v);
      if (a !== undefined && b !== undefined) edges1.push(rng.bool() ? [a, b] : [b, a]);
    }
    rng.shuffle(edges1);
    return { n1, n2, edges1, edges2, map };
  },

  prompt: ({ n1, n2, edges1, edges2 }) =>
    `Graph G1 has ${n1} vertices, numbered 0 to ${n1 - 1}, and these undirected edges:\n` +
    (edges1.map(([u, v]) => `(${u}, ${v})`).join("\n") || "(none)") +
    `\n\nGraph G2 has ${n2} vertices, numbered 0 to ${n2 - 1}, and these undirected edges:\n` +
    (edges2.map(([u, v]) => `(${u}, ${v})`).join("\n") || "(none)") +
    `\n\nFind an injective map p from the vertices of G1 to the vertices of G2 such that for every two distinct ` +
    "vertices u and v of G1, (u, v) is an edge of G1 exactly when (p(u), p(v)) is an edge of G2.\n" +
    `Answer with p(0), p(1), ..., p(${n1 - 1}) separated by spaces.`,

  parse: (text) => parseIntList(text),

  score(p, { n1, n2, edges1, edges2 }) {
    if (p.length !== n1) return invalid(`expected ${n1} images, got ${p.length}`);
    const used = new Set<number>();
    for (const v of p) {
      if (v < 0 || v >= n2) return invalid(`vertex ${v} is not in G2`);
      if (used.has(v)) return invalid(`vertex ${v} of G2 is used twice`);
      used.add(v);
    }
    const e1 = new Set(edges1.map(([u, v]) => Math.min(u, v) * n1 + Math.max(u, v)));
    const e2 = new Set(edges2.map(([u, v]) => Math.min(u, v) * n2 + Math.max(u, v)));
    let ok = 0;
    for (let u = 0; u < n1; u++)
      for (let v = u + 1; v < n1; v++) {
        const a = p[u]!;
        const b = p[v]!;
        if (e1.has(u * n1 + v) === e2.has(Math.min(a, b) * n2 + Math.max(a, b))) ok++;
      }
    return fraction(ok, (n1 * (n1 - 1)) / 2, 10, "vertex pairs");
  },

  reference: ({ map }) => map.join(" "),

  wrongAnswers({ n1, edges1, map }) {
    const out = [map.slice(1).join(" "), [...map.slice(0, -1), map[0]].join(" ")];
    const e1 = new Set(edges1.map(([u, v]) => Math.min(u, v) * n1 + Math.max(u, v)));
    // swap two images of vertices with different neighbourhoods towards a third vertex
    for (let a = 0; a < n1 && out.length < 3; a++)
      for (let b = a + 1; b < n1 && out.length < 3; b++)
        for (let c = 0; c < n1; c++) {
          if (c === a || c === b) continue;
          const ea = e1.has(Math.min(a, c) * n1 + Math.max(a, c));
          const eb = e1.has(Math.min(b, c) * n1 + Math.max(b, c));
          if (ea !== eb) {
            const sw = map.slice();
            [sw[a], sw[b]] = [sw[b]!, sw[a]!];
            out.push(sw.join(" "));
            break;
          }
        }
    return out;
  },

  size: ({ n2 }) => n2,
});
