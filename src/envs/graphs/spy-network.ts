// Buy a cheapest set of vertices of a digraph (only some are for sale) from which every vertex is reachable.
// RLVE: SpyNetwork.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseIntList,
  wrong,
} from "../../core/kit.ts";
import { stronglyConnectedComponents } from "../../lib/digraph.ts";
import { adjacency, type Edge } from "../../lib/graph.ts";
import { edgeLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  edges: Edge[];
  /** cost[v], or 0 when v cannot be bought. */
  cost: number[];
  best: number;
  chosen: number[];
}

function reachesAll(n: number, edges: readonly Edge[], start: readonly number[]): number {
  const adj = adjacency(n, edges, true);
  const seen = new Uint8Array(n);
  const stack = [...start];
  for (const v of start) seen[v] = 1;
  let count = start.length;
  while (stack.length > 0)
    for (const w of adj[stack.pop()!]!)
      if (!seen[w]) {
        seen[w] = 1;
        count++;
        stack.push(w);
      }
  return count;
}

export default defineEnv<Params, Instance, number[]>({
  id: "spy-network",
  rlveId: "SpyNetwork",
  category: "graph algorithms",
  version: 2,
  title: "Cheapest set of purchasable vertices reaching every vertex of a digraph",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const density = rng.pick([0.02, 0.05, 0.08, 0.1, 0.15, 0.2]);
    const dominated = rng.pick([0.1, 0.2, 0.3, 0.4, 0.5]);
    const edges: Edge[] = [];
    for (let u = 0; u < n; u++)
      for (let v = 0; v < n; v++) if (u !== v && rng.bool(density)) edges.push([u, v]);
    rng.shuffle(edges);
    const cost = Array.from({ length: n }, () => (rng.bool(dominated) ? 0 : rng.int(1, 20)));
    const adj = adjacency(n, edges, true);
    const { comp, count } = stronglyConnectedComponents(n, adj);
    const entered = new Uint8Array(count);
    for (const [u, v] of edges) if (comp[u] !== comp[v]) entered[comp[v]!] = 1;
    const chosen: number[] = [];
    let best = 0;
    for (let c = 0; c < count; c++) {
      if (entered[c]) continue;
      const members = comp.flatMap((x, v) => (x === c ? [v] : []));
      if (members.every((v) => cost[v] === 0)) cost[rng.pick(members)] = rng.int(1, 20);
      let pick = -1;
      for (const v of members) if (cost[v]! > 0 && (pick === -1 || cost[v]! < cost[pick]!)) pick = v;
      chosen.push(pick);
      best += cost[pick]!;
    }
    chosen.sort((a, b) => a - b);
    return { n, edges, cost, best, chosen };
  },

  prompt: ({ n, edges, cost }) =>
    `A directed graph has ${n} vertices, numbered 0 to ${n - 1}, and these directed edges (u -> v):\n` +
    edgeLines(edges, { directed: true, none: "(none)" }) +
    `\n\nSome vertices can be bought, at these prices:\n${cost
      .flatMap((c, v) => (c > 0 ? [`vertex ${v}: ${c}`] : []))
      .join("\n")}\nAll other vertices cannot be bought.\n\n` +
    "Buy a set of vertices such that every vertex of the graph can be reached from at least one bought vertex by " +
    "following directed edges (a bought vertex reaches itself), with the smallest possible total price.\n" +
    "Answer with the bought vertices separated by spaces.",
  // Never correct: vertex N does not exist (vertices are 0..N-1).
  answerExample: ({ n }) => `0 4 ${n}`,

  parse: (text) => parseIntList(text),

  score(chosen, { n, edges, cost, best }) {
    const seen = new Set<number>();
    let total = 0;
    for (const v of chosen) {
      if (v < 0 || v >= n) return invalid(`vertex ${v} does not exist`);
      if (seen.has(v)) return invalid(`vertex ${v} is bought twice`);
      if (cost[v] === 0) return invalid(`vertex ${v} cannot be bought`);
      seen.add(v);
      total += cost[v]!;
    }
    const reached = reachesAll(n, edges, chosen);
    if (reached < n) return wrong(`${n - reached} vertices cannot be reached`, -0.3);
    return minimisationRatio(total, best, 3);
  },

  reference: ({ chosen }) => chosen.join(" "),

  wrongAnswers({ n, cost, chosen }) {
    const out = [chosen.slice(1).join(" "), `${chosen.join(" ")} ${n}`];
    const extra = cost.findIndex((c, v) => c > 0 && !chosen.includes(v));
    if (extra >= 0) out.push([...chosen, extra].join(" "));
    const banned = cost.indexOf(0);
    if (banned >= 0) out.push([...chosen, banned].join(" "));
    return out;
  },

  size: ({ n }) => n,
});
